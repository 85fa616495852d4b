/**
 * Chromium profile directories (`$TMPDIR/quire-chromium-*`) are removed when their browser
 * disconnects; a process killed with its Chromium (SIGKILL, OOM, power cut) leaves its own
 * behind. Each profile records the pid of the Quire process that made it (OWNER_FILE); at
 * start, the profiles of processes that no longer exist are removed. Profiles of live processes
 * (other Quire nodes or tests on the machine) are left alone, as are profiles without an owner
 * file (made by something else).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PROFILE_PREFIX = 'quire-chromium-';
const OWNER_FILE = 'quire-owner.pid';

/** Marks a profile as this process's. */
export async function markProfile(dir: string): Promise<void> {
  await writeFile(join(dir, OWNER_FILE), String(process.pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by another user
  }
}

/** Removes the profiles whose owner process is gone; answers how many. */
export async function removeStaleProfiles(dir = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(PROFILE_PREFIX)) continue;
    const owner = Number(await readFile(join(dir, name, OWNER_FILE), 'utf8').catch(() => ''));
    if (!Number.isInteger(owner) || owner <= 0 || alive(owner)) continue;
    await rm(join(dir, name), { recursive: true, force: true }).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}
