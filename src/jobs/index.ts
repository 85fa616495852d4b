import type { Logger } from 'pino';
import type { Config } from '../app/config.js';
import { InProcessQueue } from './in-process.js';
import { PgBossQueue } from './pg-boss.js';
import type { JobQueue } from './types.js';

/** On PostgreSQL the queue lives in the database (shared by every node); on SQLite, in memory. */
export function createJobQueue(database: Config['database'], log: Logger): JobQueue {
  return database.dialect === 'postgres' ? new PgBossQueue(database.url, log) : new InProcessQueue(log);
}

export type { JobHandler, JobQueue, SendOptions, WorkOptions } from './types.js';
