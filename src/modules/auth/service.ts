import type { Db } from '../../db/connection.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { randomBase62, sha256, unmatchableHash, verifyPassword } from '../../core/secrets.js';
import { isoIn } from '../../core/time.js';
import type { Role } from '../../core/permissions.js';
import { normalizeEmail } from '../accounts/schema.js';
import { roleOf, workspacesOfUser } from '../members/index.js';
import { credentialVersionOf, userByEmail } from '../users/index.js';
import { sessionsRepo } from './repo.js';

export interface CookiePair {
  access: string;
  refresh: string;
  accessMaxAge: number;
  refreshMaxAge: number;
}

export type SessionsService = ReturnType<typeof sessionsService>;

/**
 * Dashboard sessions: a short-lived access token and a longer-lived refresh token, both random,
 * both stored only as SHA-256. Refresh rotates both; logout revokes the row, so neither works after.
 */
/** A rotated refresh token seen again this soon after its rotation is a race, not a theft. */
export const REUSE_GRACE_MS = 10_000;

export interface SessionUser {
  accountId: number;
  userId: number;
  role: Role;
}

export function sessionsService({ db, config, log }: Deps) {
  const repo = sessionsRepo(db);
  const accessTtl = config.ACCESS_TTL_SECONDS;
  const refreshTtl = config.REFRESH_TTL_SECONDS;
  // Verified when the email is unknown, at the cost new hashes get, so timing does not reveal accounts.
  const unknownUser = unmatchableHash(config.PASSWORD_HASH_COST);

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
      const user = await userByEmail(db, normalizeEmail(email));
      const ok = await verifyPassword(password, user?.password_hash ?? unknownUser).catch(() => false);
      if (!user || !user.password_hash || !ok) throw new AppError('UNAUTHORIZED');
      // OIDC_PASSWORD_LOGIN=false: a user with an SSO identity signs in through the provider only.
      if (config.OIDC_PASSWORD_LOGIN === false && user.oidc_subject) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.password_off' });
      // Issued under the credential version read with the hash that was checked: a password
      // changed meanwhile makes this session worthless (refused when issued and when used).
      return start(user.id, undefined, user.credential_version);
    },

    start,

    /** POST /v1/auth/workspace: the session's current workspace becomes another of the user's. */
    async switchWorkspace(userId: number, accessToken: string, accountId: number): Promise<Role> {
      const role = await roleOf(db, accountId, userId);
      // Another's workspace is indistinguishable from a missing one.
      if (!role) throw new AppError('NOT_FOUND');
      await repo.switchWorkspace(sha256(accessToken), accountId);
      return role;
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

    /** Signs the user out everywhere (after a password reset). */
    revokeAll: (userId: number): Promise<void> => repo.revokeUser(userId),

    /** The same, in the caller's transaction (an SSO identity linked to the user). */
    revokeAllIn: (tx: Db, userId: number): Promise<void> => repo.revokeUser(userId, tx),

    /**
     * The workspace, user and role of a live access token, or null. The membership is read on
     * every use: a removed member's session stops at once on every node.
     */
    async resolve(accessToken: string): Promise<SessionUser | null> {
      const session = await repo.ofAccess(sha256(accessToken));
      if (!session) return null;
      const role = await roleOf(db, session.accountId, session.userId);
      return role ? { ...session, role } : null;
    },
  };

  /**
   * A new session for a user, in `accountId` or their oldest workspace. `credentialVersion`: the
   * version the caller checked the password under; a different current one refuses the session.
   */
  async function start(userId: number, accountId?: number, credentialVersion?: number): Promise<{ accountId: number; cookies: CookiePair }> {
    const workspace = accountId ?? (await workspacesOfUser(db, userId))[0]?.account_id;
    if (workspace === undefined) throw new AppError('UNAUTHORIZED');
    const current = await credentialVersionOf(db, userId);
    if (current === undefined || (credentialVersion !== undefined && current !== credentialVersion)) throw new AppError('UNAUTHORIZED');
    const { pair, row } = newPair();
    await repo.insert(workspace, userId, row, current);
    return { accountId: workspace, cookies: pair };
  }
}
