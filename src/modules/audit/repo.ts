import { sql } from 'kysely';
import type { Cursor } from '../../core/cursor.js';
import type { Db } from '../../db/connection.js';
import type { AuditRecord } from './schema.js';

export interface RecentQuery {
  limit: number;
  before?: Cursor;
  /** Actor kinds to keep (`api_key`, `user`, `mcp`, `legacy`); all when absent. */
  actors?: string[];
}

/** SQL for `audit_log` (one row per call) and its per-day rollup `audit_daily`. */
export function auditRepo(db: Db) {
  return {
    /** Appends a batch of calls and adds them to the daily rollup, in the caller's transaction. */
    async insertBatch(tx: Db, batch: AuditRecord[]): Promise<void> {
      await tx
        .insertInto('audit_log')
        .values(
          batch.map((r) => ({
            account_id: r.accountId,
            api_key_id: r.apiKeyId,
            user_id: r.userId ?? null,
            actor: r.actor,
            method: r.method,
            route: r.route,
            status: r.status,
            latency_ms: Math.round(r.latencyMs),
            request_id: r.requestId,
            created_at: r.at,
            test: r.test ? 1 : 0,
          })),
        )
        .execute();
      const rows = dailySums(batch);
      if (rows.length === 0) return;
      await tx
        .insertInto('audit_daily')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['account_id', 'day', 'api_key_id']).doUpdateSet({
            calls: sql`audit_daily.calls + excluded.calls`,
            errors: sql`audit_daily.errors + excluded.errors`,
          }),
        )
        .execute();
    },

    /** Newest first, by (created_at, id), from the account's keyset index. */
    recent(accountId: number, q: RecentQuery) {
      let query = db
        .selectFrom('audit_log')
        .select(['id', 'created_at', 'method', 'route', 'status', 'latency_ms', 'actor', 'api_key_id', 'request_id', 'test', 'user_id'])
        .where('account_id', '=', accountId);
      if (q.before) {
        const { at, id } = q.before;
        // A row-value comparison: both databases seek the (account_id, created_at, id) index to it.
        query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(at, id)));
      }
      if (q.actors) query = query.where('actor', 'in', q.actors);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    },

    /** Calls and errors per day from `fromDay` (YYYY-MM-DD) on; days without calls are absent. */
    /** `withoutDashboard`: only calls made with a key (the rollup's key 0 is the dashboard's cookie). */
    async dailyTotals(
      accountId: number,
      fromDay: string,
      withoutDashboard = false,
    ): Promise<{ day: string; calls: number; errors: number; testCalls: number }[]> {
      let q = db
        .selectFrom('audit_daily')
        .select((eb) => ['day', 'test', eb.fn.sum<number>('calls').as('calls'), eb.fn.sum<number>('errors').as('errors')])
        .where('account_id', '=', accountId)
        .where('day', '>=', fromDay);
      if (withoutDashboard) q = q.where('api_key_id', '<>', 0);
      const rows = await q.groupBy(['day', 'test']).execute();
      // Test-key calls are counted apart: they are not the account's traffic.
      const days = new Map<string, { day: string; calls: number; errors: number; testCalls: number }>();
      for (const r of rows) {
        const d = days.get(r.day) ?? days.set(r.day, { day: r.day, calls: 0, errors: 0, testCalls: 0 }).get(r.day)!;
        if (r.test) d.testCalls += Number(r.calls);
        else {
          d.calls += Number(r.calls);
          d.errors += Number(r.errors);
        }
      }
      return [...days.values()];
    },

    /** Calls per key and UTC day (YYYY-MM-DD) since `firstDay`, keyed `<keyId>/<day>` (calls without a key left out). */
    async callsPerKeyAndDay(accountId: number, firstDay: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('audit_daily')
        .select(['api_key_id', 'day', 'calls'])
        .where('account_id', '=', accountId)
        .where('day', '>=', firstDay)
        .where('api_key_id', '<>', 0)
        .execute();
      return new Map(rows.map((c) => [`${c.api_key_id}/${c.day}`, Number(c.calls)]));
    },
  };
}

/**
 * A batch's calls per account, UTC day and key (0: none), in one fixed order: two nodes flushing
 * at once then lock the rollup rows in the same order (no deadlock). Calls refused before anyone
 * was known belong to no account's chart.
 */
function dailySums(batch: AuditRecord[]) {
  const sums = new Map<string, { account_id: number; day: string; api_key_id: number; calls: number; errors: number; test: number }>();
  for (const r of batch) {
    if (r.accountId === null) continue;
    const row = { account_id: r.accountId, day: r.at.slice(0, 10), api_key_id: r.apiKeyId ?? 0, calls: 0, errors: 0, test: r.test ? 1 : 0 };
    const key = `${row.account_id}/${row.day}/${row.api_key_id}`;
    const sum = sums.get(key) ?? sums.set(key, row).get(key)!;
    sum.calls++;
    if (r.status >= 400) sum.errors++;
  }
  return [...sums.values()].sort((a, b) => a.account_id - b.account_id || a.day.localeCompare(b.day) || a.api_key_id - b.api_key_id);
}
