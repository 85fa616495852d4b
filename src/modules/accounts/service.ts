import { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import { creditsService } from '../credits/service.js';
import { accountsRepo } from './repo.js';
import { normalizeEmail } from './schema.js';

const EMAIL = z.email().max(320);
const MIN_PASSWORD = 8;
/** The login route accepts passwords up to this length. */
const MAX_PASSWORD = 1000;

export type AccountsService = ReturnType<typeof accountsService>;

export function accountsService(deps: Deps) {
  const { db } = deps;
  const repo = accountsRepo(db);
  const credits = creditsService(deps);

  return {
    /** Operator action (CLI, demo, tests): no caller, so no ctx. */
    async create(email: string, password: string): Promise<{ id: number; email: string }> {
      const normalized = normalizeEmail(email);
      // The dashboard signs in with these, so an account nobody can sign in to is refused.
      if (!EMAIL.safeParse(normalized).success) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_format' } });
      if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: MIN_PASSWORD, max: MAX_PASSWORD } });
      }
      if (await repo.emailTaken(normalized)) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_taken', email: normalized } });
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (tx) => {
        const row = await repo.insert(tx, { email: normalized, password_hash: passwordHash, created_at: nowIso() });
        await credits.open(tx, row.id);
        return row;
      });
    },

    /** Replaces the password (the CLI's reset-password); the caller revokes the sessions. */
    async setPassword(accountId: number, password: string): Promise<void> {
      if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: MIN_PASSWORD, max: MAX_PASSWORD } });
      }
      await repo.setPasswordHash(accountId, await hashPassword(password));
    },

    /** The account with its password hash (sign-in), or undefined. */
    findByEmail(email: string) {
      return repo.byEmail(normalizeEmail(email));
    },

    async requireByEmail(email: string) {
      const account = await repo.byEmail(normalizeEmail(email));
      if (!account) throw new AppError('NOT_FOUND', { params: { detail: `no account with email ${email}` } });
      return account;
    },

    exists: () => repo.any(),

    /** GET /v1/me: the account and both credit counters. */
    async me(ctx: Ctx) {
      const account = await repo.byId(ctx.accountId);
      return { id: account.id, email: account.email, createdAt: account.created_at, usage: await credits.usage(ctx) };
    },
  };
}
