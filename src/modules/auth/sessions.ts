import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { randomBase62, sha256, verifyPassword } from '../../core/secrets.js';
import { isoIn, nowIso } from '../../core/time.js';

export interface CookiePair {
  access: string;
  refresh: string;
  accessMaxAge: number;
  refreshMaxAge: number;
}

// A fixed hash to verify against when the email is unknown, so timing does not reveal accounts.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * Dashboard sessions: a short-lived access token and a longer-lived refresh token, both random,
 * both stored only as SHA-256. Refresh rotates both; logout revokes the row, so neither works after.
 */
export function sessionsService({ db, config }: Deps) {
  const accessTtl = config.ACCESS_TTL_SECONDS;
  const refreshTtl = config.REFRESH_TTL_SECONDS;

  function newPair() {
    const access = randomBase62(43);
    const refresh = randomBase62(43);
    return {
      pair: { access, refresh, accessMaxAge: accessTtl, refreshMaxAge: refreshTtl },
      row: {
        access_hash: sha256(access),
        access_expires_at: isoIn(accessTtl * 1000),
        refresh_hash: sha256(refresh),
        refresh_expires_at: isoIn(refreshTtl * 1000),
      },
    };
  }

  return {
    async login(email: string, password: string): Promise<{ accountId: number; cookies: CookiePair }> {
      const account = await db.selectFrom('accounts').select(['id', 'password_hash'])
        .where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      const ok = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH).catch(() => false);
      if (!account || !ok) throw new AppError('UNAUTHORIZED');
      const { pair, row } = newPair();
      await db.insertInto('sessions').values({ ...row, account_id: account.id, revoked_at: null, created_at: nowIso() }).execute();
      return { accountId: account.id, cookies: pair };
    },

    /** Rotates: the presented refresh token stops working the moment a new pair is issued. */
    async refresh(refreshToken: string | undefined): Promise<CookiePair> {
      if (!refreshToken) throw new AppError('UNAUTHORIZED');
      const { pair, row } = newPair();
      const updated = await db.updateTable('sessions').set(row)
        .where('refresh_hash', '=', sha256(refreshToken))
        .where('revoked_at', 'is', null)
        .where('refresh_expires_at', '>', nowIso())
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new AppError('UNAUTHORIZED');
      return pair;
    },

    async logout(tokens: { access?: string; refresh?: string }): Promise<void> {
      const hashes = [tokens.access, tokens.refresh].filter((t): t is string => !!t).map(sha256);
      if (hashes.length === 0) return;
      await db.updateTable('sessions').set({ revoked_at: nowIso() })
        .where((eb) => eb.or([eb('access_hash', 'in', hashes), eb('refresh_hash', 'in', hashes)]))
        .execute();
    },

    /** The account of a live access token, or null. */
    async resolve(accessToken: string): Promise<number | null> {
      const row = await db.selectFrom('sessions').select('account_id')
        .where('access_hash', '=', sha256(accessToken))
        .where('revoked_at', 'is', null)
        .where('access_expires_at', '>', nowIso())
        .executeTakeFirst();
      return row?.account_id ?? null;
    },
  };
}

/** Signs the account out everywhere but the session holding `keepAccessToken` (after a password change). */
export async function revokeOtherSessions(tx: Transaction<Database> | Kysely<Database>, accountId: number, keepAccessToken: string): Promise<number> {
  const r = await tx.updateTable('sessions').set({ revoked_at: nowIso() })
    .where('account_id', '=', accountId).where('revoked_at', 'is', null).where('access_hash', '<>', sha256(keepAccessToken))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
