import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../core/secrets.js';
import { lastUtcDays, nowIso } from '../../core/time.js';
import type { AuditService } from '../audit/service.js';
import { isWellFormedToken, newApiToken, tokenLastFour, tokenPrefix } from './token.js';

export function apiKeysService({ db }: Deps, audit: Pick<AuditService, 'callsPerKey'>) {
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
      // First: it flushes pending audit records, which also move each key's lastUsedAt.
      const usage7d = await audit.callsPerKey(ctx.accountId, lastUtcDays(7));
      const keys = await db.selectFrom('api_keys').selectAll().where('account_id', '=', ctx.accountId).where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return keys.map((k) => ({
        id: k.id, name: k.name, prefix: k.prefix, lastFour: k.last_four, lastUsedAt: k.last_used_at, createdAt: k.created_at,
        usage7d: usage7d(k.id),
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
