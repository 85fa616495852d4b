import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type QueryResult, type SqliteDatabase } from 'kysely';
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
  // Checkpoint every 10,000 WAL pages (up to ~40 MB of WAL) instead of SQLite's 1,000: a render
  // rewrites the same hot pages (index leaves, the credit row), and a checkpoint copies each once
  // however often it changed, with two fsyncs on this thread. SQLite's CPU per render fell from
  // 129-142 to 101-109 µs (docs/performance.md).
  sqlite.pragma('wal_autocheckpoint = 10000');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  direct.set(db.getExecutor().adapter, { connection: sqlite, statements });
  return db;
}

/** The SQLite connection behind each Kysely instance, by its adapter (a transaction shares its database's). */
const direct = new WeakMap<object, { connection: SQLite.Database; statements: SqliteDatabase }>();

/**
 * Runs a compiled query on `db`'s SQLite connection at once, as Kysely's SQLite driver would
 * (same statements, same result shape), or answers undefined when it must go through Kysely:
 * PostgreSQL, or another caller's transaction is open on the connection (a query of `db` must
 * then wait for it, not join it). better-sqlite3 runs a statement synchronously, so a query
 * run here cannot interleave with anything; Kysely's path costs a chain of promises per query
 * (connection mutex, provider, driver) that took more Node CPU than SQLite's own work.
 */
export function runOnSqlite(db: Db, sql: string, parameters: readonly unknown[]): QueryResult<unknown> | undefined {
  const sqlite = direct.get(db.getExecutor().adapter);
  if (!sqlite || (!db.isTransaction && sqlite.connection.inTransaction)) return undefined;
  const stmt = sqlite.statements.prepare(sql);
  if (stmt.reader) return { rows: stmt.all(parameters) as unknown[] };
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
}

/** True on PostgreSQL (`db` or a transaction of it), for the few statements written for one dialect. */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

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
