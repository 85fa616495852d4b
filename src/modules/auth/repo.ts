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

    /** Replaces the hashes of the live session holding `refreshHash`; false when there is none. */
    async rotate(refreshHash: string, row: SessionHashes): Promise<boolean> {
      const r = await db.updateTable('sessions').set(row)
        .where('refresh_hash', '=', refreshHash)
        .where('revoked_at', 'is', null)
        .where('refresh_expires_at', '>', nowIso())
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
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
