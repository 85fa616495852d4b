import type { Logger } from 'pino';
import type { JobHandler, JobQueue, SendOptions, WorkOptions } from './types.js';

interface Job {
  key: string;
  data: object;
  runAt: number;
  attempt: number;
  options: SendOptions;
}

interface Channel {
  handler?: JobHandler<object>;
  concurrency: number;
  /** Waiting jobs in send order; at most one per key. */
  waiting: Job[];
  /** Keys whose job runs now: a waiting job with such a key is held until it ends. */
  running: Map<string, Promise<void>>;
  timer?: NodeJS.Timeout;
}

/**
 * The single-node driver: jobs live in memory. Same coalescing as the pg-boss driver, and
 * stricter: a key's jobs never overlap, so a send while its job runs marks it dirty and it
 * runs once more afterwards. Timers are unref'd: a CLI that never starts the queue exits.
 */
export class InProcessQueue implements JobQueue {
  readonly driver = 'in-process' as const;
  private readonly channels = new Map<string, Channel>();
  private started = false;
  private stopped = false;
  private seq = 0;

  constructor(private readonly log: Logger) {}

  async start(): Promise<void> {
    this.started = true;
    for (const name of this.channels.keys()) this.pump(name);
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (!this.started || this.stopped) {
      this.log.debug({ job: name }, 'job queue not running; job dropped');
      return;
    }
    const channel = this.channel(name);
    const key = options.singletonKey ?? `#${++this.seq}`;
    if (channel.waiting.some((j) => j.key === key)) return; // coalesced into the waiting job
    channel.waiting.push({ key, data, runAt: Date.now() + (options.delayMs ?? 0), attempt: 0, options });
    this.pump(name);
  }

  async work<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    const channel = this.channel(name);
    channel.handler = handler as JobHandler<object>;
    channel.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump(name);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const running: Promise<void>[] = [];
    for (const channel of this.channels.values()) {
      clearTimeout(channel.timer);
      channel.waiting.length = 0;
      running.push(...channel.running.values());
    }
    await Promise.allSettled(running);
  }

  private channel(name: string): Channel {
    let channel = this.channels.get(name);
    if (!channel) this.channels.set(name, (channel = { concurrency: 1, waiting: [], running: new Map() }));
    return channel;
  }

  /** Starts every due job a slot is free for, then sleeps until the next one is due. */
  private pump(name: string): void {
    const channel = this.channel(name);
    if (!this.started || this.stopped || !channel.handler) return;
    clearTimeout(channel.timer);
    const now = Date.now();
    while (channel.running.size < channel.concurrency) {
      const i = channel.waiting.findIndex((j) => j.runAt <= now && !channel.running.has(j.key));
      if (i < 0) break;
      const [job] = channel.waiting.splice(i, 1);
      channel.running.set(job.key, this.run(name, channel, job));
    }
    const later = channel.waiting.filter((j) => j.runAt > now && !channel.running.has(j.key));
    if (later.length && channel.running.size < channel.concurrency) {
      const next = Math.min(...later.map((j) => j.runAt));
      channel.timer = setTimeout(() => this.pump(name), next - now).unref();
    }
  }

  private async run(name: string, channel: Channel, job: Job): Promise<void> {
    await Promise.resolve(); // let pump() record this run before it can end
    try {
      await channel.handler!(job.data);
    } catch (err) {
      this.retry(name, channel, job, err);
    } finally {
      channel.running.delete(job.key);
      this.pump(name);
    }
  }

  private retry(name: string, channel: Channel, job: Job, err: unknown): void {
    const limit = job.options.retryLimit ?? 0;
    if (this.stopped || job.attempt >= limit) {
      this.log.error({ err, job: name, key: job.key, attempts: job.attempt + 1 }, 'job failed');
      return;
    }
    this.log.warn({ err, job: name, key: job.key, attempt: job.attempt + 1 }, 'job failed; will retry');
    if (channel.waiting.some((j) => j.key === job.key)) return; // a newer send will do the work
    const delay = (job.options.retryDelayMs ?? 1000) * 2 ** job.attempt;
    channel.waiting.push({ ...job, attempt: job.attempt + 1, runAt: Date.now() + delay });
  }
}
