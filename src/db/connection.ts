import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import type { Logger } from 'pino';

export type Db = Kysely<Database>;
/** Where the data lives: the embedded SQLite file, or a PostgreSQL server. */
export type DatabaseConfig = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export function openDatabase(database: DatabaseConfig, log?: Pick<Logger, 'warn'>): Db {
  if (database.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10, application_name: 'quire' });
    // A connection the server drops (restart, failover, pg_terminate_backend) must not crash the
    // process. pg-pool listens for errors on idle clients only and removes its listener while a
    // client is checked out, so each client gets its own listener for its whole life: the query
    // in flight fails (the request answers 503), the broken client is discarded on release and
    // the next query opens a new one.
    pool.on('error', (err) => log?.warn({ err }, 'idle PostgreSQL connection lost'));
    pool.on('connect', (client) => {
      client.on('error', (err) => log?.warn({ err }, 'PostgreSQL connection lost'));
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  // WAL lets readers run while a write commits; busy_timeout queues writers instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; Quire's queries are a fixed set of SQL strings, so each is
 * compiled once and reused (better-sqlite3 statements are reusable, and Kysely runs them
 * synchronously, never two at once).
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      let stmt = cache.get(sql);
      if (!stmt) {
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        stmt = sqlite.prepare(sql);
        cache.set(sql, stmt);
      }
      return stmt;
    },
    close: () => sqlite.close(),
  };
}

/** Health: resolves when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
