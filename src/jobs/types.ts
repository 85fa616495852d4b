/**
 * Background jobs. Two drivers behind one interface, picked at boot from the database dialect:
 * in-process (SQLite, one node) and pg-boss (PostgreSQL, any number of nodes).
 *
 * Delivery is at-least-once and jobs may run on any node, so handlers are idempotent: they
 * reload what they work on and check whether the work is still needed. Jobs sent before
 * start() or after stop() are dropped; callers keep their own durable record of pending work
 * (for previews: documents.render_changed_at) and re-send it at start.
 */
export interface SendOptions {
  /**
   * Coalescing: while a job with this key waits to run, further sends with the key are
   * dropped. A send while the key's job runs queues one more run, so the latest state is seen.
   */
  singletonKey?: string;
  /** Run no sooner than this many ms from now; sends within the window join the same job. */
  delayMs?: number;
  /** Further attempts after a handler throws; default 0. */
  retryLimit?: number;
  /** Delay before the first retry, doubled for each further one; default 1000. */
  retryDelayMs?: number;
}

export interface WorkOptions {
  /** Jobs of this name run at once on this node; default 1. */
  concurrency?: number;
}

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  readonly driver: 'in-process' | 'pg-boss';
  /** Connects (pg-boss: creates or migrates its schema). Nothing runs before. */
  start(): Promise<void>;
  /** Resolves once the job is queued or coalesced. `data` must be JSON. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<void>;
  /** Runs `handler` for jobs of `name` on this node, after start(). */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Stops taking jobs and waits for running ones; waiting jobs stay queued (pg-boss) or are dropped (in-process). */
  stop(): Promise<void>;
}
