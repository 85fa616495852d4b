import type { Db } from '../../db/connection.js';
import { nowIso } from '../../core/time.js';

export interface SessionHashes {
  access_hash: string;
  access_expires_at: string;
  refresh_hash: string;
  refresh_expires_at: string;
}

/** SQL for `sessions`. Tokens are only ever looked up by their SHA-256. */
export function sessionsRepo(db: Db) {
  return {
    async insert(accountId: number, row: SessionHashes): Promise<void> {
      await db.insertInto('sessions').values({ ...row, account_id: accountId, revoked_at: null, created_at: nowIso() }).execute();
    },

    /**
     * Replaces the hashes of the live session holding `refreshHash` and remembers the old refresh
     * hash as retired (one transaction); false when there is no such session.
     */
    async rotate(refreshHash: string, row: SessionHashes, forgetBefore: string): Promise<boolean> {
      return db.transaction().execute(async (tx) => {
        const r = await tx.updateTable('sessions').set(row)
          .where('refresh_hash', '=', refreshHash)
          .where('revoked_at', 'is', null)
          .where('refresh_expires_at', '>', nowIso())
          .returning('id').executeTakeFirst();
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
      await db.updateTable('sessions').set({ revoked_at: nowIso() })
        .where((eb) => eb.or([eb('access_hash', 'in', hashes), eb('refresh_hash', 'in', hashes)]))
        .execute();
    },

    async revokeAccount(accountId: number): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
    },

    async accountOfAccess(accessHash: string): Promise<number | null> {
      const row = await db.selectFrom('sessions').select('account_id')
        .where('access_hash', '=', accessHash)
        .where('revoked_at', 'is', null)
        .where('access_expires_at', '>', nowIso())
        .executeTakeFirst();
      return row?.account_id ?? null;
    },
  };
}

/** Ends every live session of the account but the one with `keepAccessHash`, in the caller's transaction. */
export async function revokeOtherSessions(tx: Db, accountId: number, keepAccessHash: string): Promise<number> {
  const r = await tx.updateTable('sessions').set({ revoked_at: nowIso() })
    .where('account_id', '=', accountId).where('revoked_at', 'is', null).where('access_hash', '<>', keepAccessHash)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
