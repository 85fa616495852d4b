import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requires, type Role } from '../../core/permissions.js';
import { revokeKeysCreatedBy } from '../api-keys/index.js';
import { revokeMemberSessions } from '../auth/index.js';
import type { Deps } from '../deps.js';
import { userById, userEmails } from '../users/index.js';
import { membershipsRepo } from './repo.js';

export type MembersService = ReturnType<typeof membersService>;

/**
 * The people of a workspace. Admins manage editors and viewers (and other admins); only an
 * owner makes or unmakes an owner, and the last owner stays.
 */
export function membersService({ db }: Deps) {
  const repo = membershipsRepo(db);

  /** Touching an owner, or making one, is an owner's act. */
  function checkOwnerRule(ctx: Ctx, current: Role, next: Role | null) {
    if (current === 'owner' || next === 'owner') requires(ctx, 'members:manage-owners');
  }

  async function current(ctx: Ctx, userId: number): Promise<Role> {
    const role = await repo.roleOf(ctx.accountId, userId);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
  }

  return {
    async list(ctx: Ctx) {
      requires(ctx, 'members:read');
      const rows = await repo.ofWorkspace(ctx.accountId);
      const emails = await userEmails(
        db,
        rows.map((r) => r.user_id),
      );
      return { members: rows.map((r) => ({ userId: r.user_id, email: emails.get(r.user_id) ?? '', role: r.role, joinedAt: r.created_at })) };
    },

    async changeRole(ctx: Ctx, userId: number, role: Role) {
      requires(ctx, 'members:write');
      checkOwnerRule(ctx, await current(ctx, userId), role);
      await db.transaction().execute(async (tx) => {
        await repo.lockOwners(tx, ctx.accountId);
        if (!(await repo.setRole(tx, ctx.accountId, userId, role))) throw new AppError('NOT_FOUND');
        if ((await repo.owners(tx, ctx.accountId)) === 0) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.last_owner' });
      });
      const user = await userById(db, userId);
      const member = (await repo.ofWorkspace(ctx.accountId)).find((m) => m.user_id === userId)!;
      return { userId, email: user?.email ?? '', role, joinedAt: member.created_at };
    },

    /**
     * Removes the member and ends their sessions in this workspace in the same transaction; with
     * `revokeKeys`, the API keys they created in it are revoked there too (keys outlive their
     * creator otherwise: a program may depend on them). Returns how many keys were revoked.
     */
    async remove(ctx: Ctx, userId: number, { revokeKeys = false } = {}): Promise<{ revokedKeys: number }> {
      requires(ctx, 'members:write');
      checkOwnerRule(ctx, await current(ctx, userId), null);
      return db.transaction().execute(async (tx) => {
        await repo.lockOwners(tx, ctx.accountId);
        if (!(await repo.remove(tx, ctx.accountId, userId))) throw new AppError('NOT_FOUND');
        if ((await repo.owners(tx, ctx.accountId)) === 0) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.last_owner' });
        await revokeMemberSessions(tx, ctx.accountId, userId);
        return { revokedKeys: revokeKeys ? await revokeKeysCreatedBy(tx, ctx.accountId, userId) : 0 };
      });
    },
  };
}
