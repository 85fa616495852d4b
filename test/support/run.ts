import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The tests' way to run a program (poppler, qpdf, java, openssl): `run(file, args, options)`
 * answers as `promisify(execFile)` does, but the program is started by a small helper process
 * forked once per vitest worker. A worker that has run many Quires holds a gigabyte or more,
 * and each fork of it copies that much page table: a spawn cost 26 ms of CPU from such a
 * process against 6.5 ms from a small one (measured), and the suite spawns thousands.
 */
export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  maxBuffer?: number;
  timeout?: number;
}

/** What a failed run rejects with, as execFile's error: the exit status (or ENOENT) and the output. */
export interface RunError<T = string> extends Error {
  code?: number | string;
  signal?: NodeJS.Signals | null;
  killed?: boolean;
  stdout: T;
  stderr: T;
}

interface Reply {
  id: number;
  stdout: string | Uint8Array;
  stderr: string | Uint8Array;
  error: { message: string; code?: number | string; signal?: NodeJS.Signals | null; killed?: boolean } | null;
}

let helper: ChildProcess | undefined;
let seq = 0;
const waiting = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();

function started(): ChildProcess {
  if (helper?.connected) return helper;
  // Its own Node flags only: not the worker's loaders and conditions.
  const child = fork(fileURLToPath(new URL('./run-child.mjs', import.meta.url)), [], {
    serialization: 'advanced',
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (r: Reply) => {
    waiting.get(r.id)?.resolve(r);
    waiting.delete(r.id);
    if (waiting.size === 0) child.channel?.unref();
  });
  child.on('exit', (code, signal) => {
    if (helper === child) helper = undefined;
    for (const w of waiting.values()) w.reject(new Error(`the run helper exited (${signal ?? code}) before it answered`));
    waiting.clear();
  });
  // An idle helper keeps no process alive; the channel is held while a run is waited for.
  child.unref();
  child.channel?.unref();
  helper = child;
  return child;
}

const asBuffer = (x: string | Uint8Array) => (typeof x === 'string' ? x : Buffer.from(x.buffer, x.byteOffset, x.byteLength));

export function run(file: string, args: readonly string[], options?: RunOptions & { encoding?: 'utf8' }): Promise<{ stdout: string; stderr: string }>;
export function run(file: string, args: readonly string[], options: RunOptions & { encoding: 'buffer' }): Promise<{ stdout: Buffer; stderr: Buffer }>;
export async function run(
  file: string,
  args: readonly string[],
  options: RunOptions & { encoding?: 'utf8' | 'buffer' } = {},
): Promise<{ stdout: string | Buffer; stderr: string | Buffer }> {
  const child = started();
  const id = ++seq;
  const reply = await new Promise<Reply>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    child.channel?.ref();
    child.send({ id, file, args, options });
  });
  const stdout = asBuffer(reply.stdout);
  const stderr = asBuffer(reply.stderr);
  if (reply.error) throw Object.assign(new Error(reply.error.message), { ...reply.error, stdout, stderr }) as RunError<typeof stdout>;
  return { stdout, stderr };
}
