import { userIdOf, type Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import type { AuditRecorder } from '../audit/recorder.js';
import { apiKeysRepo } from './repo.js';
import type { API_KEY_KINDS } from './schema.js';

export type ApiKeyKind = (typeof API_KEY_KINDS)[number];
import { userEmails } from '../users/index.js';
import { isWellFormedToken, newApiToken, tokenLastFour, tokenPrefix } from './token.js';

const DAY_MS = 86_400_000;

/** The last 7 UTC days, oldest first, as YYYY-MM-DD. */
function lastSevenDays(now = Date.now()): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(now - (6 - i) * DAY_MS).toISOString().slice(0, 10));
}

const retentionOf = (seconds: number | null) => (seconds === null ? null : { ttlSeconds: seconds });

export type ApiKeysService = ReturnType<typeof apiKeysService>;

/** A live key as authentication finds it, with its retention (read in the same query). */
interface AuthenticatedKey {
  id: number;
  accountId: number;
  test: boolean;
  retentionSeconds: number | null;
}

export function apiKeysService({ db }: Deps, audit: AuditRecorder) {
  const repo = apiKeysRepo(db);
  return {
    async create(ctx: Ctx, name: string, kind: ApiKeyKind = 'live', retention: { ttlSeconds: number } | null = null) {
      const token = newApiToken(kind === 'test');
      const row = await repo.insert({
        account_id: ctx.accountId,
        name,
        prefix: tokenPrefix(token),
        last_four: tokenLastFour(token),
        token_hash: sha256(token),
        last_used_at: null,
        created_at: nowIso(),
        revoked_at: null,
        test: kind === 'test' ? 1 : 0,
        created_by: userIdOf(ctx.actor),
        retention_seconds: retention?.ttlSeconds ?? null,
      });
      return {
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        lastFour: row.last_four,
        lastUsedAt: row.last_used_at,
        createdAt: row.created_at,
        kind,
        retention: retentionOf(row.retention_seconds),
        token,
      };
    },

    async list(ctx: Ctx) {
      const days = lastSevenDays();
      // Counting flushes pending audit rows, which also move the keys' lastUsedAt: read the keys after.
      const calls = await audit.usageByKey(ctx.accountId, days[0]);
      const keys = await repo.live(ctx.accountId);
      const creators = await userEmails(db, [...new Set(keys.flatMap((k) => (k.created_by === null ? [] : [k.created_by])))]);
      return keys.map((k) => ({
        id: k.id,
        name: k.name,
        prefix: k.prefix,
        lastFour: k.last_four,
        lastUsedAt: k.last_used_at,
        createdAt: k.created_at,
        kind: (k.test ? 'test' : 'live') as ApiKeyKind,
        retention: retentionOf(k.retention_seconds),
        usage7d: days.map((d) => calls.get(`${k.id}/${d}`) ?? 0),
        createdBy: k.created_by !== null && creators.has(k.created_by) ? { id: k.created_by, email: creators.get(k.created_by)! } : null,
      }));
    },

    async revoke(ctx: Ctx, id: number) {
      if (!(await repo.revoke(ctx.accountId, id))) throw new AppError('NOT_FOUND');
    },

    /** The live key behind a token, or null. Malformed tokens never reach the database. */
    async authenticate(token: string): Promise<AuthenticatedKey | null> {
      if (!isWellFormedToken(token)) return null;
      const row = await repo.liveByHash(sha256(token));
      return row ? { id: row.id, accountId: row.account_id, test: row.test === 1, retentionSeconds: row.retention_seconds } : null;
    },
  };
}
