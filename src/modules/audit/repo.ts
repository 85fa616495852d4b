import type { Db } from '../../db/connection.js';
import type { AuditRecord } from './schema.js';

/** SQL for `audit_log`. */
export function auditRepo(db: Db) {
  return {
    async insertBatch(tx: Db, batch: AuditRecord[]): Promise<void> {
      await tx
        .insertInto('audit_log')
        .values(batch.map((r) => ({
          account_id: r.accountId, api_key_id: r.apiKeyId, actor: r.actor, method: r.method, route: r.route,
          status: r.status, latency_ms: Math.round(r.latencyMs), request_id: r.requestId, created_at: r.at,
        })))
        .execute();
    },

    /** Calls per key and UTC day (YYYY-MM-DD) since `firstDay`, keyed `<keyId>/<day>`. */
    async callsPerKeyAndDay(accountId: number, firstDay: string): Promise<Map<string, number>> {
      const rows = await db.selectFrom('audit_log')
        .select((eb) => ['api_key_id', eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'), eb.fn.countAll<number>().as('calls')])
        .where('account_id', '=', accountId)
        .where('api_key_id', 'is not', null)
        .where('created_at', '>=', `${firstDay}T00:00:00.000Z`)
        .groupBy(['api_key_id', 'day'])
        .execute();
      return new Map(rows.map((c) => [`${c.api_key_id}/${c.day}`, Number(c.calls)]));
    },
  };
}
