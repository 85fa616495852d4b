import type { Ctx } from '../../core/context.js';
import { encodeCursor, type Cursor } from '../../core/cursor.js';
import { lastUtcDays } from '../../core/time.js';
import type { Deps } from '../deps.js';
import type { AuditRecorder } from './recorder.js';
import { auditRepo } from './repo.js';
import { ACTOR_OF_VIA, VIA_OF_ACTOR, type Via } from './schema.js';

/** What the audit log needs to know of API keys: names of any of the account's keys, revoked ones too. */
export interface KeyDirectory {
  describe(
    accountId: number,
    ids: number[],
  ): Promise<Map<number, { id: number; name: string; prefix: string; lastFour: string; revoked: boolean; kind: 'live' | 'test' }>>;
}

/** What the audit log shows of renders: the document version each generating call rendered (0: a draft), by request id. */
export interface RenderDirectory {
  versionsOfRequests(accountId: number, requestIds: string[]): Promise<Map<string, number>>;
}

/** The account's recent calls and daily statistics, read back from the audit log. */
/** Emails of users by id (the audit names who called from the dashboard). */
export interface UserDirectory {
  emails(ids: number[]): Promise<Map<number, string>>;
}

export function auditService({ db }: Deps, recorder: AuditRecorder, keys: KeyDirectory, users: UserDirectory, renders?: RenderDirectory) {
  const repo = auditRepo(db);

  return {
    /** Newest first; every call that finished before this one is included (pending rows are flushed). */
    async recent(ctx: Ctx, q: { limit: number; before?: Cursor; via?: Via[] }) {
      await recorder.flush();
      const rows = await repo.recent(ctx.accountId, { limit: q.limit, before: q.before, actors: q.via?.map((v) => ACTOR_OF_VIA[v]) });
      const keyIds = [...new Set(rows.flatMap((r) => (r.api_key_id === null ? [] : [r.api_key_id])))];
      const named = await keys.describe(ctx.accountId, keyIds);
      const versions = renders
        ? await renders.versionsOfRequests(
            ctx.accountId,
            rows.map((r) => r.request_id),
          )
        : new Map<string, number>();
      const emails = await users.emails([...new Set(rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id])))]);
      const last = rows.at(-1);
      return {
        calls: rows.map((r) => ({
          id: r.id,
          at: r.created_at,
          method: r.method,
          route: r.route,
          status: r.status,
          latencyMs: r.latency_ms,
          via: VIA_OF_ACTOR[r.actor] ?? 'api',
          apiKey: r.api_key_id === null ? null : (named.get(r.api_key_id) ?? null),
          ...versionOf(versions.get(r.request_id)),
          test: r.test === 1,
          user: r.user_id !== null && emails.has(r.user_id) ? { id: r.user_id, email: emails.get(r.user_id)! } : null,
        })),
        nextBefore: last && rows.length === q.limit ? encodeCursor({ at: last.created_at, id: last.id }) : null,
      };
    },

    /** One entry per UTC day, oldest first, today last, days without calls as zeros. */
    async daily(ctx: Ctx, days: number, withoutDashboard = false) {
      await recorder.flush();
      const dates = lastUtcDays(days);
      const totals = new Map((await repo.dailyTotals(ctx.accountId, dates[0], withoutDashboard)).map((t) => [t.day, t]));
      return {
        days: dates.map((date) => ({
          date,
          calls: totals.get(date)?.calls ?? 0,
          errors: totals.get(date)?.errors ?? 0,
          testCalls: totals.get(date)?.testCalls ?? 0,
        })),
      };
    },
  };
}

/** Only calls that rendered carry `version`: its number, or "draft". */
const versionOf = (v: number | undefined) => (v === undefined ? {} : { version: v === 0 ? ('draft' as const) : v });

export type AuditService = ReturnType<typeof auditService>;
