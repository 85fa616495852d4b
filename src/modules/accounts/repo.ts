import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/connection.js';

/** SQL for `accounts`. Emails arrive normalised (see normalizeEmail). */
export function accountsRepo(db: Db) {
  return {
    byEmail(email: string) {
      return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('accounts').select(['id', 'email', 'name', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
    },

    /** Workspaces by id (their names for the switcher). */
    byIds(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('accounts').select(['id', 'email', 'name', 'created_at', 'keep_variables']).where('id', 'in', ids).execute();
    },

    async rename(id: number, name: string): Promise<void> {
      await db.updateTable('accounts').set({ name }).where('id', '=', id).execute();
    },

    async setKeepVariables(id: number, keep: boolean): Promise<void> {
      await db
        .updateTable('accounts')
        .set({ keep_variables: keep ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Locks the workspace row for the rest of the caller's transaction (PostgreSQL: FOR UPDATE,
     * which a concurrent insert of a row referencing it waits for; SQLite writers are serial).
     * Answers whether the workspace exists.
     */
    async lockForRemoval(id: number): Promise<boolean> {
      const q = db.selectFrom('accounts').select('id').where('id', '=', id);
      return !!(await (db.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirst());
    },

    /** Deletes the workspace; its rows go with it (every account_id references it with cascade). */
    async remove(id: number): Promise<boolean> {
      const r = await db.deleteFrom('accounts').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** In the caller's transaction when given (SQLite has one connection: a query outside it would wait for it). */
    async emailTaken(email: string, tx: Db = db): Promise<boolean> {
      return !!(await tx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst());
    },

    insert(tx: Db, row: { email: string; password_hash: string; name: string; created_at: string }) {
      return tx.insertInto('accounts').values(row).returning(['id', 'email', 'name']).executeTakeFirstOrThrow();
    },

    /** Any account at all: `quire demo` creates one only on an empty database. */
    async any(): Promise<boolean> {
      return !!(await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst());
    },
  };
}

/**
 * Whether the workspace keeps a batch item's variables once the item is rendered (until its file
 * expires or is deleted); false: they are emptied as the item settles (issue 41). Render paths of
 * other modules ask this, never the table.
 */
export async function keepsVariables(db: Db, accountId: number): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('keep_variables').where('id', '=', accountId).executeTakeFirst();
  return row?.keep_variables !== 0;
}
