import { z } from 'zod';
import type { Deps } from '../deps.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../core/secrets.js';
import { nowIso } from '../../core/time.js';
import { creditsService } from '../credits/service.js';

const EMAIL = z.email().max(320);
const MIN_PASSWORD = 8;
/** The login route accepts passwords up to this length. */
const MAX_PASSWORD = 1000;

export function accountsService(deps: Deps) {
  const { db } = deps;
  const credits = creditsService(deps);

  return {
    async create(email: string, password: string): Promise<{ id: number; email: string }> {
      const normalized = email.trim().toLowerCase();
      // The dashboard signs in with these, so an account nobody can sign in to is refused.
      if (!EMAIL.safeParse(normalized).success) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_format' } });
      if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: MIN_PASSWORD, max: MAX_PASSWORD } });
      }
      const existing = await db.selectFrom('accounts').select('id').where('email', '=', normalized).executeTakeFirst();
      if (existing) throw new AppError('VALIDATION_ERROR', { params: { field: 'email', rule: 'email_taken', email: normalized } });
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .insertInto('accounts')
          .values({ email: normalized, password_hash: passwordHash, created_at: nowIso() })
          .returning(['id', 'email'])
          .executeTakeFirstOrThrow();
        await credits.open(tx, row.id);
        return row;
      });
    },

    /** Replaces the password (the CLI's reset-password); the caller revokes the sessions. */
    async setPassword(accountId: number, password: string): Promise<void> {
      if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'password', rule: 'chars_range', min: MIN_PASSWORD, max: MAX_PASSWORD } });
      }
      const passwordHash = await hashPassword(password);
      await db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
    },

    async findByEmail(email: string) {
      return db.selectFrom('accounts').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    },

    async requireByEmail(email: string) {
      const account = await this.findByEmail(email);
      if (!account) throw new AppError('NOT_FOUND', { params: { detail: `no account with email ${email}` } });
      return account;
    },

    /** GET /v1/me: the account and both credit counters. */
    async me(accountId: number) {
      const account = await db.selectFrom('accounts').select(['id', 'email', 'created_at']).where('id', '=', accountId).executeTakeFirstOrThrow();
      return { id: account.id, email: account.email, createdAt: account.created_at, usage: await credits.usage(accountId) };
    },
  };
}
