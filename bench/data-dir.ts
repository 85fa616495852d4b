/**
 * A fresh data directory for a benchmark's Quire, under one parent that asks ext4 to spread its
 * subdirectories over block groups (`chattr +T`, the flag of a directory hierarchy's top).
 *
 * Why: on ext4 without a journal (this machine's root file system), creating a file skips every
 * inode of its block group deleted in the last few minutes (`recently_deleted()` in ext4's inode
 * allocator), one inode-table lookup each. A run deletes its data when it ends; without the flag
 * the next run's directory lands in the same group and each stored PDF costs Quire up to 1.5 ms
 * more kernel CPU in libuv's pool. Measured with 600 stores of a 45 KB PDF: 0.4 to 0.5 ms of CPU
 * each under this parent, run after run; 0.9, 1.7 and 2.1 ms in three consecutive runs under
 * /tmp. What Quire itself does is the same either way (docs/performance.md).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export async function benchDataDir(prefix: string): Promise<string> {
  const parent = join(tmpdir(), 'quire-bench');
  await mkdir(parent, { recursive: true });
  // Another file system, or no chattr: the flag is only an optimisation of the measurement.
  await promisify(execFile)('chattr', ['+T', parent]).catch(() => undefined);
  return mkdtemp(join(parent, prefix));
}
