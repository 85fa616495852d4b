import type { Ctx } from '../../core/context.js';
import { userIdOf } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { hashPassword, sha256, verifyPassword } from '../../core/secrets.js';
import type { Deps } from '../deps.js';
import { keepDemoCredentials } from './demo-credentials.js';
import { passwordHashOf, setPasswordHash, userById } from '../users/index.js';
import { revokeOtherSessions } from './repo.js';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Sets a new password after checking the current one, and in the same transaction ends every
 * other session of the user (a stolen cookie stops working), keeping the caller's own.
 */
export function changePasswordVerb({ db, config }: Deps) {
  return async function changePassword(ctx: Ctx, accessToken: string, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
    const userId = userIdOf(ctx.actor);
    if (!userId) throw new AppError('FORBIDDEN');
    const stored = await passwordHashOf(db, userId);
    const ok = !!stored && (await verifyPassword(input.currentPassword, stored).catch(() => false));
    if (!ok) throw new AppError('VALIDATION_ERROR', { params: { field: 'currentPassword', rule: 'wrong_password' } });
    const hash = await hashPassword(input.newPassword, config.PASSWORD_HASH_COST);
    const result = await db.transaction().execute(async (tx) => {
      const version = await setPasswordHash(tx, userId, hash);
      return { endedSessions: await revokeOtherSessions(tx, userId, sha256(accessToken), version) };
    });
    // The demo account's file shows the password `make start` printed: it follows the change.
    const user = await userById(db, userId);
    if (user) keepDemoCredentials(config.dataDir, user.email, input.newPassword);
    return result;
  };
}

export type ChangePasswordVerb = ReturnType<typeof changePasswordVerb>;
