import type { Db } from '../../db/connection.js';
import type { IdempotencyKeyRow } from '../../db/schema.js';

/** SQL of the idempotency_keys table; only this module reads or writes it. */
export function idempotencyRepo(db: Db) {
  return {
    /** Inserts the key as in flight; undefined when the account already holds it. */
    async claim(row: {
      accountId: number;
      key: string;
      fingerprint: string;
      lockedUntil: string;
      now: string;
      expiresAt: string;
    }): Promise<number | undefined> {
      const r = await db
        .insertInto('idempotency_keys')
        .values({
          account_id: row.accountId,
          idem_key: row.key,
          fingerprint: row.fingerprint,
          state: 'in_flight',
          status_code: null,
          outcome: null,
          locked_until: row.lockedUntil,
          created_at: row.now,
          expires_at: row.expiresAt,
        })
        .onConflict((oc) => oc.columns(['account_id', 'idem_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return r?.id;
    },

    find(accountId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
      return db.selectFrom('idempotency_keys').selectAll().where('account_id', '=', accountId).where('idem_key', '=', key).executeTakeFirst();
    },

    /** A retry takes over a key whose holder stopped renewing it (its node died): compare-and-set. */
    async takeOver(id: number, lockedUntil: string, newLockedUntil: string): Promise<boolean> {
      const r = await db
        .updateTable('idempotency_keys')
        .set({ locked_until: newLockedUntil })
        .where('id', '=', id)
        .where('state', '=', 'in_flight')
        .where('locked_until', '=', lockedUntil)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async complete(id: number, statusCode: number, outcome: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: statusCode, outcome })
        .where('id', '=', id)
        .where('state', '=', 'in_flight')
        .execute();
    },

    /** Forgets an in-flight key whose request must not be replayed (a refunded failure). */
    async release(id: number): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('id', '=', id).where('state', '=', 'in_flight').execute();
    },

    async deleteExpired(now: string, accountId?: number, key?: string): Promise<number> {
      let q = db.deleteFrom('idempotency_keys').where('expires_at', '<=', now);
      if (accountId !== undefined && key !== undefined) q = q.where('account_id', '=', accountId).where('idem_key', '=', key);
      const r = await q.executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
