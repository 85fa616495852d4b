import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import { runOnSqlite, type Db } from './connection.js';

const PARAM = Symbol('prepared parameter');
type Marker = { readonly [PARAM]: string };
const isMarker = (value: unknown): value is Marker => typeof value === 'object' && value !== null && PARAM in value;

/** Where a value of the compiled query comes from: a named parameter, or a constant of the query. */
type Slot = string | { constant: unknown };

/** The named parameters of a prepared query: `p('name')` stands for that value in the SQL. */
export type Param<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A query on the path of every render (authentication, the debit, the commit), built and
 * compiled by Kysely once per dialect and then run with new values: building and compiling
 * took more of Node's CPU than SQLite took to run the statement (docs/performance.md). On
 * SQLite it runs on the connection directly when it may (runOnSqlite), without Kysely's
 * per-query chain of promises.
 *
 *   const byName = prepared<{ name: string }>()((db, p) => db.selectFrom(TABLE).selectAll().where('name', '=', p('name')));
 *   const { rows } = await byName(db, { name });
 *
 * `build` must give the same SQL whatever the values: every value comes from `p(name)` (or is
 * a constant), and no branch depends on one. `db` may be a transaction.
 */
export function prepared<P extends Record<string, unknown>>() {
  return <R>(build: (db: Db, p: Param<P>) => Compilable<R>) => {
    // By the dialect's adapter: a transaction shares its database's.
    const compiled = new WeakMap<object, { sql: string; slots: Slot[] }>();
    return (db: Db, values: P): Promise<QueryResult<R>> => {
      const adapter = db.getExecutor().adapter;
      let query = compiled.get(adapter);
      if (!query) {
        const { sql, parameters } = build(db, (name) => ({ [PARAM]: name }) as never).compile();
        query = { sql, slots: parameters.map((v) => (isMarker(v) ? v[PARAM] : { constant: v })) };
        compiled.set(adapter, query);
      }
      const parameters = query.slots.map((slot) => (typeof slot === 'string' ? values[slot] : slot.constant));
      try {
        const result = runOnSqlite(db, query.sql, parameters);
        if (result) return Promise.resolve(result as QueryResult<R>);
      } catch (error) {
        return Promise.reject(error);
      }
      return db.executeQuery(CompiledQuery.raw(query.sql, parameters) as CompiledQuery<R>);
    };
  };
}
