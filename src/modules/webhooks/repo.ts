import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { WebhookDeliveriesTable } from '../../db/schema.js';
import { nowIso } from '../../core/time.js';
import { prepared } from '../../db/prepared.js';

/** SQL of `webhook_endpoints`, `webhook_deliveries` and `webhook_attempts`. */
export function webhooksRepo(db: Db) {
  return {
    async insertEndpoint(e: { uuid: string; accountId: number; url: string; events: string[]; secret: string }) {
      await db
        .insertInto('webhook_endpoints')
        .values({
          uuid: e.uuid,
          account_id: e.accountId,
          url: e.url,
          events: JSON.stringify(e.events),
          secret: e.secret,
          created_at: nowIso(),
          deleted_at: null,
        })
        .execute();
    },

    /** Read after every generation (its event's subscribers). */
    async endpoints(accountId: number) {
      return (await endpoints(db, { accountId })).rows.sort((a, b) => a.id - b.id);
    },

    endpoint(accountId: number, uuid: string) {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('uuid', '=', uuid)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async deleteEndpoint(id: number): Promise<void> {
      await db.updateTable('webhook_endpoints').set({ deleted_at: nowIso() }).where('id', '=', id).execute();
      // Nothing more goes to a deleted endpoint.
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', next_attempt_at: null, completed_at: nowIso() })
        .where('endpoint_id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    async insertDeliveries(rows: Insertable<WebhookDeliveriesTable>[]): Promise<void> {
      if (rows.length) await db.insertInto('webhook_deliveries').values(rows).execute();
    },

    deliveries(endpointId: number, limit: number) {
      return db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('id', 'desc').limit(limit).execute();
    },

    delivery(accountId: number, uuid: string) {
      return db.selectFrom('webhook_deliveries').selectAll().where('account_id', '=', accountId).where('uuid', '=', uuid).executeTakeFirst();
    },

    async attemptsOf(deliveryIds: number[]) {
      if (!deliveryIds.length) return [];
      return db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', deliveryIds).orderBy('attempt').execute();
    },

    /** Due deliveries, each with its endpoint's stored secret (a batch's own URL has none here: see the batch). */
    due(now: string, limit: number) {
      return db
        .selectFrom('webhook_deliveries')
        .leftJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .selectAll('webhook_deliveries')
        .select(['webhook_endpoints.uuid as endpoint_uuid', 'webhook_endpoints.secret as endpoint_secret'])
        .where('webhook_deliveries.status', '=', 'pending')
        .where('webhook_deliveries.next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('webhook_deliveries.locked_until', 'is', null), eb('webhook_deliveries.locked_until', '<', now)]))
        .orderBy('webhook_deliveries.next_attempt_at')
        .limit(limit)
        .execute();
    },

    /** Takes a due delivery for one attempt (compare-and-set: one node sends it). */
    async lock(id: number, lockedUntil: string | null, until: string): Promise<boolean> {
      let q = db.updateTable('webhook_deliveries').set({ locked_until: until }).where('id', '=', id).where('status', '=', 'pending');
      q = lockedUntil === null ? q.where('locked_until', 'is', null) : q.where('locked_until', '=', lockedUntil);
      const r = await q.executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Records an attempt and moves the delivery on (one transaction: the caller passes its tx). */
    async recordAttempt(
      a: { deliveryId: number; attempt: number; statusCode: number | null; durationMs: number; error: string | null },
      next: { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: string | null },
    ): Promise<void> {
      await db
        .insertInto('webhook_attempts')
        .values({
          delivery_id: a.deliveryId,
          attempt: a.attempt,
          status_code: a.statusCode,
          duration_ms: Math.round(a.durationMs),
          error: a.error,
          created_at: nowIso(),
        })
        .execute();
      await db
        .updateTable('webhook_deliveries')
        .set({
          status: next.status,
          attempts: a.attempt,
          next_attempt_at: next.nextAttemptAt,
          locked_until: null,
          completed_at: next.status === 'pending' ? null : nowIso(),
        })
        .where('id', '=', a.deliveryId)
        .execute();
    },

    /** Seals a secret stored in the clear, or sealed with a previous key, again (compare-and-set: one node does it). */
    async resealEndpoint(id: number, stored: string, sealed: string): Promise<void> {
      await db.updateTable('webhook_endpoints').set({ secret: sealed }).where('id', '=', id).where('secret', '=', stored).execute();
    },

    /** Redeliver: the delivery is due again now, whatever its state. */
    async redeliver(id: number): Promise<void> {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', next_attempt_at: nowIso(), locked_until: null, completed_at: null })
        .where('id', '=', id)
        .execute();
    },
  };
}

/**
 * Sorted by the caller: SQLite plans `account_id = ? ORDER BY id` again at every run (its
 * planner reads the bound value), which tripled the cost of this per-render query.
 */
const endpoints = prepared<{ accountId: number }>()((db, p) =>
  db.selectFrom('webhook_endpoints').selectAll().where('account_id', '=', p('accountId')).where('deleted_at', 'is', null),
);
