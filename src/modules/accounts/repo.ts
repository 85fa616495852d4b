import type { Db } from '../../db/connection.js';

/** SQL for `accounts`. Emails arrive normalised (see normalizeEmail). */
export function accountsRepo(db: Db) {
  return {
    byEmail(email: string) {
      return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('accounts').select(['id', 'email', 'created_at']).where('id', '=', id).executeTakeFirstOrThrow();
    },

    async emailTaken(email: string): Promise<boolean> {
      return !!(await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst());
    },

    insert(tx: Db, row: { email: string; password_hash: string; created_at: string }) {
      return tx.insertInto('accounts').values(row).returning(['id', 'email']).executeTakeFirstOrThrow();
    },

    async passwordHashOf(accountId: number): Promise<string | undefined> {
      const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
      return row?.password_hash;
    },

    /** The password change's write, in its transaction (with the end of the other sessions). */
    async replacePasswordHash(tx: Db, accountId: number, hash: string): Promise<void> {
      await tx.updateTable('accounts').set({ password_hash: hash }).where('id', '=', accountId).execute();
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    /** Any account at all: `quire demo` creates one only on an empty database. */
    async any(): Promise<boolean> {
      return !!(await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst());
    },
  };
}
