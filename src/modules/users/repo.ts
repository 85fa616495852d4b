import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';

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

    insert(
      tx: Db,
      row: {
        email: string;
        password_hash: string | null;
        oidc_issuer?: string | null;
        oidc_subject?: string | null;
        email_verified_by?: string | null;
        created_at: string;
      },
    ) {
      return tx.insertInto('users').values(row).returning(['id', 'email']).executeTakeFirstOrThrow();
    },

    /**
     * Links an SSO identity, in the caller's transaction: the issuer now vouches for the email
     * (unless Quire already did), and the credential version moves so that every session issued
     * before, or being issued right now, stops working.
     */
    async linkSubject(tx: Db, id: number, issuer: string, subject: string): Promise<void> {
      await tx
        .updateTable('users')
        .set((eb) => ({
          oidc_issuer: issuer,
          oidc_subject: subject,
          email_verified_by: eb.fn.coalesce('email_verified_by', eb.val(issuer)),
          credential_version: eb('credential_version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The version a new session is issued under; undefined for a missing user. */
    async credentialVersionOf(id: number): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('credential_version').where('id', '=', id).executeTakeFirst();
      return row?.credential_version;
    },

    async passwordHashOf(id: number): Promise<string | null | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },

    /**
     * A password change's write, in its transaction (with the end of the other sessions). It moves
     * the credential version: a sign-in that checked the old password and has not yet stored its
     * session gets a session that is refused at once. Returns the new version.
     */
    async setPasswordHash(tx: Db, id: number, hash: string): Promise<number> {
      const row = await tx
        .updateTable('users')
        .set((eb) => ({ password_hash: hash, credential_version: eb('credential_version', '+', 1) }))
        .where('id', '=', id)
        .returning('credential_version')
        .executeTakeFirst();
      return row?.credential_version ?? 0;
    },
  };
}

/**
 * The condition, inside a query on `sessions`, that the session's user still has the credential
 * version it was issued under (no password change or SSO link since).
 */
export function credentialIsCurrent(eb: ExpressionBuilder<Database, 'sessions'>) {
  return eb.exists(
    eb
      .selectFrom('users')
      .select('users.id')
      .whereRef('users.id', '=', 'sessions.user_id')
      .whereRef('users.credential_version', '=', 'sessions.credential_version'),
  );
}
