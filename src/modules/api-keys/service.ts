import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import type { AuditRecorder } from '../audit/recorder.js';
import { isWellFormedToken, newApiToken, tokenLastFour, tokenPrefix } from './token.js';

const DAY_MS = 86_400_000;

/** The last 7 UTC days, oldest first, as YYYY-MM-DD. */
function lastSevenDays(now = Date.now()): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(now - (6 - i) * DAY_MS).toISOString().slice(0, 10));
}

export function apiKeysService({ db }: Deps, audit: AuditRecorder) {
  return {
    async create(accountId: number, name: string) {
      const token = newApiToken();
      const row = await db
        .insertInto('api_keys')
        .values({
          account_id: accountId, name, prefix: tokenPrefix(token), last_four: tokenLastFour(token),
          token_hash: sha256(token), last_used_at: null, created_at: nowIso(), revoked_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { id: row.id, name: row.name, prefix: row.prefix, lastFour: row.last_four, lastUsedAt: row.last_used_at, createdAt: row.created_at, token };
    },

    async list(ctx: Ctx) {
      await audit.flush();
      const days = lastSevenDays();
      const [keys, counts] = await Promise.all([
        db.selectFrom('api_keys').selectAll().where('account_id', '=', ctx.accountId).where('revoked_at', 'is', null)
          .orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),
        db.selectFrom('audit_log')
          .select((eb) => ['api_key_id', eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'), eb.fn.countAll<number>().as('calls')])
          .where('account_id', '=', ctx.accountId)
          .where('api_key_id', 'is not', null)
          .where('created_at', '>=', `${days[0]}T00:00:00.000Z`)
          .groupBy(['api_key_id', 'day'])
          .execute(),
      ]);
      const callsOf = new Map(counts.map((c) => [`${c.api_key_id}/${c.day}`, Number(c.calls)]));
      return keys.map((k) => ({
        id: k.id, name: k.name, prefix: k.prefix, lastFour: k.last_four, lastUsedAt: k.last_used_at, createdAt: k.created_at,
        usage7d: days.map((d) => callsOf.get(`${k.id}/${d}`) ?? 0),
      }));
    },

    async revoke(ctx: Ctx, id: number) {
      const r = await db.updateTable('api_keys').set({ revoked_at: nowIso() })
        .where('account_id', '=', ctx.accountId).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      if (r.numUpdatedRows === 0n) throw new AppError('NOT_FOUND');
    },

    /** The live key behind a token, or null. Malformed tokens never reach the database. */
    async authenticate(token: string): Promise<{ id: number; accountId: number } | null> {
      if (!isWellFormedToken(token)) return null;
      const row = await db.selectFrom('api_keys').select(['id', 'account_id'])
        .where('token_hash', '=', sha256(token)).where('revoked_at', 'is', null).executeTakeFirst();
      return row ? { id: row.id, accountId: row.account_id } : null;
    },
  };
}
