import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { startWithUpgrade } from './pg-boss-upgrade.js';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './types.js';

/**
 * The PostgreSQL driver: pg-boss, in its own schema (`pgboss`) of Quire's database, so any node
 * may run a job another node sent, and queued jobs survive a restart. A schema left by pg-boss 10
 * is upgraded at start, its waiting jobs kept (pg-boss-upgrade.ts).
 *
 * Queues use pg-boss's 'short' policy: at most one *created* job per singletonKey (a unique
 * index; a duplicate send is a no-op), while a job of the key may be active. That is the
 * coalescing the interface promises. Unlike the in-process driver, two nodes may run jobs of
 * one key at the same time; handlers must tolerate that (previews compare-and-set the row).
 * 'stately' would forbid it, but its fetch fails with a unique violation whenever the next
 * created job's key is active elsewhere, which stalls the whole queue meanwhile.
 */
const SCHEMA = 'pgboss';

export class PgBossQueue implements JobQueue {
  readonly driver = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, Promise<void>>();
  private readonly workers = new Map<string, string[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {
    this.boss = new PgBoss({
      connectionString,
      schema: SCHEMA,
      application_name: 'quire-jobs',
      max: 4,
      schedule: false, // no cron jobs: skip the clock monitor
      registerInstance: false, // Quire's node_leases already list the nodes
    });
    this.boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    // Slow queries, clock skew between node and database, a lost LISTEN connection: worth seeing.
    this.boss.on('warning', (warning) => this.log.warn({ warning }, 'job queue warning'));
  }

  async start(): Promise<void> {
    await startWithUpgrade(this.connectionString, this.boss, SCHEMA, this.log);
    this.started = true;
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (!this.started || this.stopped) {
      this.log.debug({ job: name }, 'job queue not running; job dropped');
      return;
    }
    await this.queue(name);
    const delayMs = options.delayMs ?? 0;
    await this.boss.send(name, data, {
      singletonKey: options.singletonKey,
      startAfter: delayMs > 0 ? delayMs / 1000 : undefined,
      retryLimit: options.retryLimit ?? 0,
      retryDelay: Math.max(1, Math.round((options.retryDelayMs ?? 1000) / 1000)),
      retryBackoff: true,
    });
    this.wake(name, delayMs);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    await this.queue(name);
    const ids = this.workers.get(name) ?? [];
    this.workers.set(name, ids);
    // A worker runs one batch at a time: concurrency = that many workers (each its own id to wake).
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      let id = '';
      id = await this.boss.work<T>(name, { batchSize: 1, pollingIntervalSeconds: 2 }, async ([job]) => {
        try {
          await handler(job.data);
        } catch (err) {
          // pg-boss keeps the error in the job row and retries per the job's retryLimit.
          this.log.warn({ err, job: name, id: job.id }, 'job failed');
          throw err;
        } finally {
          // A worker pauses a polling interval after each job; a backlog is drained at once.
          if (id) this.boss.notifyWorker(id);
        }
      });
      ids.push(id);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.boss.stop({ graceful: true, timeout: 15_000 });
  }

  /** pg-boss refuses jobs for a queue that does not exist; creating one is idempotent. */
  private queue(name: string): Promise<void> {
    const known = this.queues.get(name);
    if (known) return known;
    const created = this.boss.createQueue(name, { policy: 'short' });
    created.catch(() => this.queues.delete(name));
    this.queues.set(name, created);
    return created;
  }

  /** Wakes this node's workers when the job is due, instead of waiting for their next poll. */
  private wake(name: string, delayMs: number): void {
    const notify = () => {
      for (const id of this.workers.get(name) ?? []) this.boss.notifyWorker(id);
    };
    if (delayMs <= 0) {
      notify();
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      notify();
    }, delayMs + 20);
    timer.unref();
    this.timers.add(timer);
  }
}
