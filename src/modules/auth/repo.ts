import type { Db } from '../../db/connection.js';
import { nowIso } from '../../core/time.js';
import { credentialIsCurrent } from '../users/index.js';

export interface SessionHashes {
  access_hash: string;
  access_expires_at: string;
  refresh_hash: string;
  refresh_expires_at: string;
}

/** SQL for `sessions`. Tokens are only ever looked up by their SHA-256. */
export function sessionsRepo(db: Db) {
  return {
    /** `credentialVersion`: the user's credential version the sign-in was checked under. */
    async insert(accountId: number, userId: number, row: SessionHashes, credentialVersion: number): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...row, account_id: accountId, user_id: userId, revoked_at: null, created_at: nowIso(), credential_version: credentialVersion })
        .execute();
    },

    /** Moves the live session of this access token to another workspace. */
    async switchWorkspace(accessHash: string, accountId: number): Promise<void> {
      await db.updateTable('sessions').set({ account_id: accountId }).where('access_hash', '=', accessHash).where('revoked_at', 'is', null).execute();
    },

    /**
     * Replaces the hashes of the live session holding `refreshHash` and remembers the old refresh
     * hash as retired (one transaction); false when there is no such session.
     */
    async rotate(refreshHash: string, row: SessionHashes, forgetBefore: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const r = await tx
          .updateTable('sessions')
          .set(row)
          .where('refresh_hash', '=', refreshHash)
          .where('revoked_at', 'is', null)
          .where('refresh_expires_at', '>', nowIso())
          // A password changed (or SSO linked) since the session was issued: no new pair.
          .where(credentialIsCurrent)
          .returning('id')
          .executeTakeFirst();
        if (!r) return false;
        await tx.insertInto('retired_refresh_tokens').values({ refresh_hash: refreshHash, session_id: r.id, retired_at: nowIso() }).execute();
        // A retired token older than the refresh lifetime would be refused as expired anyway.
        await tx.deleteFrom('retired_refresh_tokens').where('session_id', '=', r.id).where('retired_at', '<', forgetBefore).execute();
        return true;
      });
    },

    /** The session a rotated-away refresh token belonged to, and when it was rotated. */
    retired(refreshHash: string) {
      return db.selectFrom('retired_refresh_tokens').select(['session_id', 'retired_at']).where('refresh_hash', '=', refreshHash).executeTakeFirst();
    },

    async revokeSession(id: number): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },

    async revokeByHashes(hashes: string[]): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: nowIso() })
        .where((eb) => eb.or([eb('access_hash', 'in', hashes), eb('refresh_hash', 'in', hashes)]))
        .execute();
    },

    async revokeUser(userId: number, tx: Db = db): Promise<void> {
      await tx.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },

    /** The workspace and user of a live access token. */
    async ofAccess(accessHash: string): Promise<{ accountId: number; userId: number } | null> {
      const row = await db
        .selectFrom('sessions')
        .select(['account_id', 'user_id'])
        .where('access_hash', '=', accessHash)
        .where('revoked_at', 'is', null)
        .where('access_expires_at', '>', nowIso())
        .where(credentialIsCurrent)
        .executeTakeFirst();
      return row && row.user_id !== null ? { accountId: row.account_id, userId: row.user_id } : null;
    },
  };
}

/**
 * Ends every live session of the user but the one with `keepAccessHash`, in the caller's
 * transaction; the kept one moves to the new credential version of the password change.
 */
export async function revokeOtherSessions(tx: Db, userId: number, keepAccessHash: string, credentialVersion: number): Promise<number> {
  await tx
    .updateTable('sessions')
    .set({ credential_version: credentialVersion })
    .where('user_id', '=', userId)
    .where('access_hash', '=', keepAccessHash)
    .where('revoked_at', 'is', null)
    .execute();
  const r = await tx
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('access_hash', '<>', keepAccessHash)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Ends a user's sessions in one workspace (removed from it), in the caller's transaction. The
 * auth hook also checks the membership on every request, so any node refuses them at once.
 */
export async function revokeMemberSessions(tx: Db, accountId: number, userId: number): Promise<void> {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
