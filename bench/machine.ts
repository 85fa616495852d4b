/**
 * What this machine charges for the waits every generation makes, whatever Quire's code does:
 * a thread-pool round trip (one file system call handed to libuv's pool and its answer back)
 * and the store's `fdatasync` of a 30 KB file, each back to back and after 20 ms of idleness
 * (a sequential render leaves the cores idle while Chromium prints: on a virtual machine, waking
 * from idle can cost more than the call). Run it beside bench/generate.ts to tell a slower
 * machine from a slower Quire:
 *
 *   npx tsx bench/machine.ts [--calls 200]
 */
import { closeSync, fdatasync, openSync, stat, writeSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { benchDataDir } from './data-dir.js';
import { percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({ options: { calls: { type: 'string', default: '200' } } });
const calls = Number(opt.calls);
const statInPool = promisify(stat);
const datasync = promisify(fdatasync);
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = await benchDataDir('machine-');
const pdfSized = Buffer.alloc(30_000, 0x25);
let file = 0;

async function series(gapMs: number, call: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    if (gapMs) await idle(gapMs);
    ms.push(await timed(call));
  }
  return percentile(ms, 50);
}

/** A new file's data flushed, as LocalStorage.put does (the file written before the clock starts). */
async function flushOne(): Promise<void> {
  const fd = openSync(join(dir, `f${file++}`), 'wx');
  writeSync(fd, pdfSized);
  try {
    await datasync(fd);
  } finally {
    closeSync(fd);
  }
}

try {
  const row = (name: string, busy: number, afterIdle: number) =>
    console.log(`  ${name.padEnd(38)} p50 ${busy.toFixed(3)} ms back to back   ${afterIdle.toFixed(3)} ms after 20 ms idle`);
  console.log(`This machine's fixed costs, ${calls} calls each:`);
  row('thread-pool round trip (fs.stat)', await series(0, () => statInPool(dir)), await series(20, () => statInPool(dir)));
  row('fdatasync of a new 30 KB file (pool)', await series(0, flushOne), await series(20, flushOne));
} finally {
  await rm(dir, { recursive: true, force: true });
}
