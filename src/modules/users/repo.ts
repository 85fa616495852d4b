import type { Db } from '../../db/connection.js';

/** SQL for `users`. Emails arrive normalised (see normalizeEmail). */
export function usersRepo(db: Db) {
  return {
    byEmail(email: string) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('users').select(['id', 'email', 'created_at']).where('id', '=', id).executeTakeFirst();
    },

    bySubject(issuer: string, subject: string) {
      return db.selectFrom('users').selectAll().where('oidc_issuer', '=', issuer).where('oidc_subject', '=', subject).executeTakeFirst();
    },

    /** id → email of these users (audit, generations). */
    async emails(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    insert(tx: Db, row: { email: string; password_hash: string | null; oidc_issuer?: string | null; oidc_subject?: string | null; created_at: string }) {
      return tx.insertInto('users').values(row).returning(['id', 'email']).executeTakeFirstOrThrow();
    },

    async linkSubject(id: number, issuer: string, subject: string): Promise<void> {
      await db.updateTable('users').set({ oidc_issuer: issuer, oidc_subject: subject }).where('id', '=', id).execute();
    },

    async passwordHashOf(id: number): Promise<string | null | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    /** A password change's write, in its transaction (with the end of the other sessions). */
    async setPasswordHash(tx: Db, id: number, hash: string): Promise<void> {
      await tx.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
    },
  };
}
