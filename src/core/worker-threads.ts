/**
 * Work a caller's input could make long (parsing a CSV, inspecting a font, checking a batch's
 * variables, comparing rendered pages) runs in piscina worker threads with a V8 heap limit and a
 * deadline, so it never holds the event loop. A worker past either is terminated and replaced;
 * the caller learns which limit it crossed (`WorkerLimit`) and names it in its own error.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

export interface PoolOptions {
  minThreads?: number;
  maxThreads: number;
  /** V8 old-generation heap of each thread. */
  memoryMb: number;
  youngMb?: number;
  stackMb?: number;
}

/**
 * The worker module `name` beside `base` (the caller's import.meta.url), as piscina takes it:
 * from TypeScript sources (tests, tsx) its .ts file loaded through tsx, once built its .js.
 */
export function workerFile(base: string, name: string): { filename: string; execArgv: string[] } {
  const fromSource = base.endsWith('.ts');
  return { filename: new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, base).href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * A worker that fails with no task of its own (one aborted at its deadline that runs out of
 * memory before it is terminated) makes piscina emit 'error' on the pool, which would be an
 * uncaught exception: the task's caller already has its answer, and piscina replaces the worker.
 */
export function withoutStrayErrors<P extends Piscina>(pool: P): P {
  pool.on('error', () => {});
  return pool;
}

/** A pool of the worker module `name` beside `base`, made at its first use; idle threads end after a minute. */
export function lazyPool<T, R>(base: string, name: string, o: PoolOptions): () => Piscina<T, R> {
  let pool: Piscina<T, R> | undefined;
  return () => {
    if (pool) return pool;
    pool = withoutStrayErrors(
      new Piscina({
        ...workerFile(base, name),
        minThreads: o.minThreads ?? 0,
        maxThreads: o.maxThreads,
        idleTimeout: 60_000,
        resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: o.youngMb ?? 32, ...(o.stackMb ? { stackSizeMb: o.stackMb } : {}) },
      }),
    );
    return pool;
  };
}

/** A task stopped by a limit: no free worker in time (`queue`), its deadline, or its heap. */
export class WorkerLimit extends Error {
  constructor(
    readonly limit: 'queue' | 'deadline' | 'memory',
    cause: unknown,
  ) {
    super(`worker task stopped: ${limit}`, { cause });
  }
}

const isMemory = (err: unknown) => (err as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** `task` with one deadline over its wait for a worker and its work together. */
export async function runBounded<T, R>(pool: Piscina<T, R>, task: T, o: { timeoutMs: number; transferList?: Transferable[] }): Promise<R> {
  const signal = AbortSignal.timeout(o.timeoutMs);
  try {
    return await pool.run(task, { signal, ...(o.transferList ? { transferList: o.transferList as never } : {}) });
  } catch (err) {
    if (signal.aborted) throw new WorkerLimit('deadline', err);
    if (isMemory(err)) throw new WorkerLimit('memory', err);
    throw err;
  }
}

/** What a task of `runTimed` carries: the port its worker tells it has started on (`taskStarted`). */
export interface TimedTask {
  started: MessagePort;
}

/**
 * `task` with its deadline counted from the moment a worker takes it (a busy pool does not eat
 * into it), after waiting at most `queueMs` for one. The worker calls `taskStarted` first.
 */
export async function runTimed<T extends TimedTask, R>(
  pool: Piscina<T, R>,
  task: Omit<T, 'started'>,
  o: { deadlineMs: number; queueMs: number; transferList?: Transferable[] },
): Promise<R> {
  const abort = new AbortController();
  let why: 'queue' | 'deadline' | undefined;
  const stop = (reason: 'queue' | 'deadline') => () => {
    why = reason;
    abort.abort();
  };
  const channel = new MessageChannel();
  let timer = setTimeout(stop('queue'), o.queueMs);
  channel.port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(stop('deadline'), o.deadlineMs);
  });
  try {
    return await pool.run({ ...task, started: channel.port2 } as T, {
      signal: abort.signal,
      transferList: [channel.port2, ...(o.transferList ?? [])] as never,
    });
  } catch (err) {
    if (why) throw new WorkerLimit(why, err);
    if (isMemory(err)) throw new WorkerLimit('memory', err);
    throw err;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
  }
}

/** In the worker, first thing: starts the deadline of `runTimed`. */
export function taskStarted(task: TimedTask): void {
  task.started.postMessage('started');
  task.started.close();
}
