import type { Db } from '../../db/connection.js';
import type { Role } from '../../core/permissions.js';
import { nowIso } from '../../core/time.js';

/** SQL for `invitations`. Tokens are only ever looked up by their SHA-256. */
export function invitationsRepo(db: Db) {
  const COLUMNS = ['id', 'account_id', 'email', 'role', 'invited_by', 'created_at', 'expires_at', 'accepted_at'] as const;
  /** An invitation can still be used: not accepted, not expired. */
  const usable = () => db.selectFrom('invitations').select(COLUMNS).where('accepted_at', 'is', null).where('expires_at', '>', nowIso());
  return {
    insert(row: { account_id: number; email: string; role: Role; token_hash: string; invited_by: number | null; created_at: string; expires_at: string }) {
      return db
        .insertInto('invitations')
        .values({ ...row, accepted_at: null })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Pending (not accepted, not expired), newest first. */
    pending(accountId: number) {
      return usable().where('account_id', '=', accountId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    async revoke(accountId: number, id: number): Promise<boolean> {
      const r = await db.deleteFrom('invitations').where('account_id', '=', accountId).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /** A live invitation by its token's hash. */
    live(tokenHash: string) {
      return usable().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Marks it used, once: false when another request used it first. */
    async consume(tx: Db, id: number): Promise<boolean> {
      const r = await tx.updateTable('invitations').set({ accepted_at: nowIso() }).where('id', '=', id).where('accepted_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
