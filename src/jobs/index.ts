import type { Logger } from 'pino';
import type { DatabaseConfig } from '../db/connection.js';
import { InProcessQueue } from './in-process.js';
import { PgBossQueue } from './pg-boss.js';
import type { JobQueue } from './types.js';

/** On PostgreSQL the queue lives in the database (shared by every node); on SQLite, in memory. */
export function createJobQueue(database: DatabaseConfig, log: Logger): JobQueue {
  return database.dialect === 'postgres' ? new PgBossQueue(database.url, log) : new InProcessQueue(log);
}

export type { JobHandler, JobQueue, SendOptions, WorkOptions } from './types.js';
