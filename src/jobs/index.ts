import type { Logger } from 'pino';
import { InProcessQueue } from './in-process.js';
import type { JobQueue } from './types.js';

/** Where jobs wait: in this process's memory, or in a PostgreSQL database (shared by every node). */
export type JobsConfig = { driver: 'in-process' } | { driver: 'pg-boss'; url: string };

/** pg-boss is imported only on PostgreSQL, where it is used. */
export async function createJobQueue(config: JobsConfig, log: Logger): Promise<JobQueue> {
  return config.driver === 'pg-boss' ? new (await import('./pg-boss.js')).PgBossQueue(config.url, log) : new InProcessQueue(log);
}

export type { JobQueue } from './types.js';
