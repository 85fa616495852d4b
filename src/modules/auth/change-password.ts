import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, sha256, verifyPassword } from '../../core/secrets.js';
import { accountsRepo } from '../accounts/repo.js';
import type { Deps } from '../deps.js';
import { keepDemoCredentials } from './demo-credentials.js';
import { revokeOtherSessions } from './repo.js';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Sets a new password after checking the current one, and in the same transaction ends every
 * other session of the account (a stolen cookie stops working), keeping the caller's own.
 */
export function changePasswordVerb({ db, config }: Deps) {
  const accounts = accountsRepo(db);
  return async function changePassword(ctx: Ctx, accessToken: string, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
    const stored = await accounts.passwordHashOf(ctx.accountId);
    const ok = stored !== undefined && (await verifyPassword(input.currentPassword, stored).catch(() => false));
    if (!ok) throw new AppError('VALIDATION_ERROR', { params: { field: 'currentPassword', rule: 'wrong_password' } });
    const hash = await hashPassword(input.newPassword);
    const result = await db.transaction().execute(async (tx) => {
      await accounts.replacePasswordHash(tx, ctx.accountId, hash);
      return { endedSessions: await revokeOtherSessions(tx, ctx.accountId, sha256(accessToken)) };
    });
    // The demo account's file shows the password `make start` printed: it follows the change.
    keepDemoCredentials(config.dataDir, (await accounts.byId(ctx.accountId)).email, input.newPassword);
    return result;
  };
}

export type ChangePasswordVerb = ReturnType<typeof changePasswordVerb>;
