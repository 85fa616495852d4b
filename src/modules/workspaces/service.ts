import { userIdOf, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requires, type Permission, type Role } from '../../core/permissions.js';
import { accountsRepo } from '../accounts/repo.js';
import { defaultWorkspaceName } from '../accounts/schema.js';
import type { AccountsService } from '../accounts/service.js';
import { assetsRepo } from '../assets/repo.js';
import type { Deps } from '../deps.js';
import { documentsRepo } from '../documents/repo.js';
import { generationsRepo } from '../generation/repo.js';
import { membershipsRepo } from '../members/repo.js';
import { usersRepo } from '../users/repo.js';
import { scrubSettledVariables } from '../batches/repo.js';

export type WorkspacesService = ReturnType<typeof workspacesService>;

const viewOf = (row: { id: number; name: string | null; email: string; created_at: string; keep_variables: number }, role: Role, ctx: Ctx) => ({
  id: row.id,
  name: row.name ?? defaultWorkspaceName(row.email),
  role,
  current: row.id === ctx.accountId,
  keepVariables: row.keep_variables !== 0,
  createdAt: row.created_at,
});

/** The user's workspaces: list, create (as owner), rename (admin), delete (owner, when empty). */
export function workspacesService(deps: Deps, accounts: Pick<AccountsService, 'openWorkspace'>) {
  const { db } = deps;
  const repo = accountsRepo(db);
  const members = membershipsRepo(db);

  function userOf(ctx: Ctx): number {
    const userId = userIdOf(ctx.actor);
    if (!userId) throw new AppError('FORBIDDEN');
    return userId;
  }

  /** The caller's ctx in another of their workspaces; not a member: 404, like a missing one. */
  async function asMemberOf(ctx: Ctx, id: number, permission: Permission): Promise<Ctx> {
    const role = await members.roleOf(id, userOf(ctx));
    if (!role) throw new AppError('NOT_FOUND');
    const there: Ctx = { ...ctx, accountId: id, role };
    requires(there, permission);
    return there;
  }

  async function describe(ctx: Ctx, id: number) {
    const [row] = await repo.byIds([id]);
    const role = await members.roleOf(id, userOf(ctx));
    if (!row || !role) throw new AppError('NOT_FOUND');
    return viewOf(row, role, ctx);
  }

  return {
    async list(ctx: Ctx) {
      const mine = await members.ofUser(userOf(ctx));
      const rows = new Map((await repo.byIds(mine.map((m) => m.account_id))).map((r) => [r.id, r]));
      return {
        workspaces: mine.flatMap((m) => {
          const row = rows.get(m.account_id);
          return row ? [viewOf(row, m.role, ctx)] : [];
        }),
      };
    },

    async create(ctx: Ctx, name: string) {
      const userId = userOf(ctx);
      const user = await usersRepo(db).byId(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const row = await db.transaction().execute((tx) => accounts.openWorkspace(tx, userId, user.email, name));
      return describe(ctx, row.id);
    },

    /** Renames and/or sets keepVariables; turning it off empties the variables kept so far (issue 41). */
    async update(ctx: Ctx, id: number, patch: { name?: string; keepVariables?: boolean }) {
      await asMemberOf(ctx, id, 'workspace:write');
      if (patch.name !== undefined) await repo.rename(id, patch.name);
      if (patch.keepVariables !== undefined) {
        await db.transaction().execute(async (tx) => {
          await accountsRepo(tx).setKeepVariables(id, patch.keepVariables!);
          if (!patch.keepVariables) await scrubSettledVariables(tx, id);
        });
      }
      return describe(ctx, id);
    },

    /**
     * Owners only, and only an empty workspace: its documents, assets and stored PDFs must be
     * deleted first, so no file is left in storage that nothing points to. Sessions in it end.
     */
    async remove(ctx: Ctx, id: number): Promise<void> {
      await asMemberOf(ctx, id, 'workspace:delete');
      const docs = await documentsRepo(db).list(id, undefined, false);
      const archived = await documentsRepo(db).list(id, undefined, true);
      const assets = await assetsRepo(db).list(id);
      const files = (await generationsRepo(db).listFiles(id, { limit: 1000 })).filter((f) => f.status === 'succeeded');
      if (docs.length + archived.length + assets.length + files.length > 0) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'id', rule: 'workspace_not_empty' } });
      }
      if (!(await repo.remove(id))) throw new AppError('NOT_FOUND');
    },
  };
}
