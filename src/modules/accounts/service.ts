import { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import { userIdOf } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { allows, PERMISSIONS, type Role } from '../../core/permissions.js';
import { hashPassword, randomBase62 } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import type { Db } from '../../db/connection.js';
import { creditsService } from '../credits/index.js';
import { addMember, membersOf, workspacesOfUser } from '../members/index.js';
import { insertUser, setPasswordHash, userByEmail, userById } from '../users/index.js';
import { accountsRepo } from './repo.js';
import { defaultWorkspaceName, normalizeEmail } from './schema.js';

const EMAIL = z.email().max(320);
export const MIN_PASSWORD = 8;
/** The login route accepts passwords up to this length. */
export const MAX_PASSWORD = 1000;

export type AccountsService = ReturnType<typeof accountsService>;

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL.safeParse(normalized).success) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_format' } });
  return normalized;
}

export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
    throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: MIN_PASSWORD, max: MAX_PASSWORD } });
  }
}

export function accountsService(deps: Deps) {
  const { db } = deps;
  const repo = accountsRepo(db);
  const credits = creditsService(deps);

  /**
   * A new workspace with its credits and its first owner, in the caller's transaction. The
   * legacy `accounts.email` column is NOT NULL UNIQUE, so a workspace gets its owner's email
   * when that is free (the first one), else a placeholder no one signs in with.
   */
  async function openWorkspace(tx: Db, ownerId: number, ownerEmail: string, name: string) {
    const taken = await repo.emailTaken(ownerEmail, tx);
    const email = taken ? `workspace-${randomBase62(16)}@workspaces.invalid` : ownerEmail;
    const row = await repo.insert(tx, { email, password_hash: '!', name, created_at: nowIso() });
    await credits.open(tx, row.id);
    await addMember(tx, row.id, ownerId, 'owner');
    return row;
  }

  return {
    openWorkspace,

    /**
     * Operator action (CLI, demo, sign-up, tests): a user and their own workspace, as owner. An
     * operator's user counts as holding its email (single sign-on may link to it); a self-service
     * sign-up (`selfService`) does not: Quire sent it nothing that proves the address.
     */
    async create(email: string, password: string, { selfService = false } = {}): Promise<{ id: number; email: string; userId: number }> {
      const normalized = checkEmail(email);
      // A taken email first: a better password would not help, so that is the news (issue 44).
      if (await userByEmail(db, normalized)) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_taken', email: normalized } });
      // The dashboard signs in with these, so an account nobody can sign in to is refused.
      checkPassword(password);
      const passwordHash = await hashPassword(password, deps.config.PASSWORD_HASH_COST);
      return db.transaction().execute(async (tx) => {
        const user = await insertUser(tx, {
          email: normalized,
          password_hash: passwordHash,
          email_verified_by: selfService ? null : 'quire',
          created_at: nowIso(),
        });
        const row = await openWorkspace(tx, user.id, normalized, defaultWorkspaceName(normalized));
        return { id: row.id, email: normalized, userId: user.id };
      });
    },

    /** Replaces a user's password (the CLI's reset-password); the caller revokes the sessions. */
    async setPassword(userId: number, password: string): Promise<void> {
      checkPassword(password);
      const hash = await hashPassword(password, deps.config.PASSWORD_HASH_COST);
      await db.transaction().execute((tx) => setPasswordHash(tx, userId, hash));
    },

    /** The user with their password hash (sign-in), or undefined. */
    findByEmail(email: string) {
      return userByEmail(db, normalizeEmail(email));
    },

    /** The user of an email and the first workspace they own (operator commands act on it). */
    async requireByEmail(email: string): Promise<{ id: number; email: string; userId: number }> {
      const user = await userByEmail(db, normalizeEmail(email));
      const owned = user ? (await workspacesOfUser(db, user.id)).find((m) => m.role === 'owner') : undefined;
      if (!user || !owned) throw new AppError('NOT_FOUND', { params: { detail: `no account with email ${email}` } });
      return { id: owned.account_id, email: user.email, userId: user.id };
    },

    exists: () => repo.any(),

    /**
     * GET /v1/me: the workspace and both credit counters. `email` is the workspace's first
     * owner's: the account's email, as before teams, whoever asks (token or any member).
     */
    async me(ctx: Ctx) {
      const account = await repo.byId(ctx.accountId);
      const email = (await firstOwnerEmail(ctx.accountId)) ?? account.email;
      return {
        id: account.id,
        email,
        createdAt: account.created_at,
        usage: await credits.usage(ctx),
      };
    },

    /** A workspace's display name (the invitation page and email name it). */
    async workspaceName(accountId: number): Promise<string> {
      const account = await repo.byId(accountId);
      return account.name ?? defaultWorkspaceName(account.email);
    },

    /**
     * GET /v1/auth/session: who is signed in, where, with which role, and what that role may do
     * (from the one table in core/permissions.ts: the dashboard shows what these allow and keeps
     * no role rules of its own).
     */
    async session(ctx: Ctx) {
      const userId = userIdOf(ctx.actor);
      const user = userId ? await userById(db, userId) : undefined;
      if (!user || !ctx.role) throw new AppError('UNAUTHORIZED');
      const account = await repo.byId(ctx.accountId);
      return {
        user: { id: user.id, email: user.email },
        workspace: { id: account.id, name: account.name ?? defaultWorkspaceName(account.email) },
        role: ctx.role as Role,
        permissions: PERMISSIONS.filter((p) => allows(ctx, p)),
      };
    },
  };

  async function firstOwnerEmail(accountId: number): Promise<string | undefined> {
    const owner = (await membersOf(db, accountId)).find((m) => m.role === 'owner');
    return owner ? (await userById(db, owner.user_id))?.email : undefined;
  }
}
