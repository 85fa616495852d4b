import type { Logger } from 'pino';
import { InProcessQueue } from './in-process.js';
import { PgBossQueue } from './pg-boss.js';
import type { JobQueue } from './types.js';

/** Where jobs wait: in this process's memory, or in a PostgreSQL database (shared by every node). */
export type JobsConfig = { driver: 'in-process' } | { driver: 'pg-boss'; url: string };

export function createJobQueue(config: JobsConfig, log: Logger): JobQueue {
  return config.driver === 'pg-boss' ? new PgBossQueue(config.url, log) : new InProcessQueue(log);
}

export type { JobQueue } from './types.js';
