import { open, openSync, rename, renameSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';

const openInPool = promisify(open);
const renameInPool = promisify(rename);

/**
 * Creating and renaming the store's temp file take tens of microseconds on a local disk: less
 * than handing each to libuv's thread pool and back, which wakes a pool thread and then the
 * event loop (docs/performance.md, seventh pass: 4-9 % of Node's CPU per render). So they run
 * synchronously while the file system is fast. It is slow when the quickest of the last
 * `window` calls took over `slowMs` (a network file system: every call is a round trip); one
 * slow call is not enough, since a call preempted on a busy machine looks slow too. From then
 * on they go to the pool, so a slow file system blocks the event loop for `window` calls at most.
 */
export class MetadataCalls {
  private pooled = false;
  private readonly recent: number[] = [];

  constructor(
    private readonly slowMs = 1,
    private readonly window = 16,
  ) {}

  /** True once the file system was found slow: creates and renames go to the thread pool. */
  get inPool(): boolean {
    return this.pooled;
  }

  /** A new file for writing, failing if it exists (`wx`). */
  async create(file: string, mode: number): Promise<number> {
    return this.pooled ? openInPool(file, 'wx', mode) : this.timed(() => openSync(file, 'wx', mode));
  }

  async rename(from: string, to: string): Promise<void> {
    return this.pooled ? renameInPool(from, to) : this.timed(() => renameSync(from, to));
  }

  private timed<T>(call: () => T): T {
    const started = performance.now();
    try {
      return call();
    } finally {
      this.recent.push(performance.now() - started);
      if (this.recent.length > this.window) this.recent.shift();
      if (this.recent.length === this.window && Math.min(...this.recent) > this.slowMs) this.pooled = true;
    }
  }
}
