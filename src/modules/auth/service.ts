import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { randomBase62, sha256, verifyPassword } from '../../core/secrets.js';
import { isoIn } from '../../core/time.js';
import type { AccountsService } from '../accounts/service.js';
import { sessionsRepo } from './repo.js';

export interface CookiePair {
  access: string;
  refresh: string;
  accessMaxAge: number;
  refreshMaxAge: number;
}

// A fixed hash to verify against when the email is unknown, so timing does not reveal accounts.
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export type SessionsService = ReturnType<typeof sessionsService>;

/**
 * Dashboard sessions: a short-lived access token and a longer-lived refresh token, both random,
 * both stored only as SHA-256. Refresh rotates both; logout revokes the row, so neither works after.
 */
/** A rotated refresh token seen again this soon after its rotation is a race, not a theft. */
export const REUSE_GRACE_MS = 10_000;

export function sessionsService({ db, config, log }: Deps, accounts: Pick<AccountsService, 'findByEmail'>) {
  const repo = sessionsRepo(db);
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
      const account = await accounts.findByEmail(email);
      const ok = await verifyPassword(password, account?.password_hash ?? DUMMY_HASH).catch(() => false);
      if (!account || !ok) throw new AppError('UNAUTHORIZED');
      const { pair, row } = newPair();
      await repo.insert(account.id, row);
      return { accountId: account.id, cookies: pair };
    },

    /**
     * Rotates: the presented refresh token stops working the moment a new pair is issued. A
     * rotated-away token presented again means two parties hold the session's tokens (one of
     * them stolen): the whole session is revoked, so both must sign in again. Within
     * REUSE_GRACE_MS of its rotation it is only refused: two tabs refreshing at once.
     */
    async refresh(refreshToken: string | undefined): Promise<CookiePair> {
      if (!refreshToken) throw new AppError('UNAUTHORIZED');
      const hash = sha256(refreshToken);
      const { pair, row } = newPair();
      if (await repo.rotate(hash, row, isoIn(-refreshTtl * 1000))) return pair;
      const retired = await repo.retired(hash);
      if (retired && Date.parse(retired.retired_at) < Date.now() - REUSE_GRACE_MS) {
        await repo.revokeSession(retired.session_id);
        log.warn({ sessionId: retired.session_id }, 'a rotated refresh token was used again: session revoked');
      }
      throw new AppError('UNAUTHORIZED');
    },

    async logout(tokens: { access?: string; refresh?: string }): Promise<void> {
      const hashes = [tokens.access, tokens.refresh].filter((t): t is string => !!t).map(sha256);
      if (hashes.length === 0) return;
      await repo.revokeByHashes(hashes);
    },

    /** Signs the account out everywhere (after a password reset). */
    revokeAll: (accountId: number): Promise<void> => repo.revokeAccount(accountId),

    /** The account of a live access token, or null. */
    resolve: (accessToken: string): Promise<number | null> => repo.accountOfAccess(sha256(accessToken)),
  };
}
