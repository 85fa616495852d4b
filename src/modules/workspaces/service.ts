import { userIdOf, type Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requires, type Permission, type Role } from '../../core/permissions.js';
import { removeWorkspaceIfEmpty, renameWorkspace, setKeepVariables, workspacesByIds } from '../accounts/index.js';
import { defaultWorkspaceName } from '../accounts/schema.js';
import type { AccountsService } from '../accounts/service.js';
import { hasAssets } from '../assets/index.js';
import { scrubSettledVariables } from '../batches/index.js';
import type { Deps } from '../deps.js';
import { hasDocuments } from '../documents/index.js';
import { hasStoredFiles } from '../generation/index.js';
import { roleOf, workspacesOfUser } from '../members/index.js';
import { userById } from '../users/index.js';

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

  function userOf(ctx: Ctx): number {
    const userId = userIdOf(ctx.actor);
    if (!userId) throw new AppError('FORBIDDEN');
    return userId;
  }

  /** The caller's ctx in another of their workspaces; not a member: 404, like a missing one. */
  async function asMemberOf(ctx: Ctx, id: number, permission: Permission): Promise<Ctx> {
    const role = await roleOf(db, id, userOf(ctx));
    if (!role) throw new AppError('NOT_FOUND');
    const there: Ctx = { ...ctx, accountId: id, role };
    requires(there, permission);
    return there;
  }

  async function describe(ctx: Ctx, id: number) {
    const [row] = await workspacesByIds(db, [id]);
    const role = await roleOf(db, id, userOf(ctx));
    if (!row || !role) throw new AppError('NOT_FOUND');
    return viewOf(row, role, ctx);
  }

  return {
    async list(ctx: Ctx) {
      const mine = await workspacesOfUser(db, userOf(ctx));
      const rows = new Map(
        (
          await workspacesByIds(
            db,
            mine.map((m) => m.account_id),
          )
        ).map((r) => [r.id, r]),
      );
      return {
        workspaces: mine.flatMap((m) => {
          const row = rows.get(m.account_id);
          return row ? [viewOf(row, m.role, ctx)] : [];
        }),
      };
    },

    async create(ctx: Ctx, name: string) {
      const userId = userOf(ctx);
      const user = await userById(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const row = await db.transaction().execute((tx) => accounts.openWorkspace(tx, userId, user.email, name));
      return describe(ctx, row.id);
    },

    /** Renames and/or sets keepVariables; turning it off empties the variables kept so far (issue 41). */
    async update(ctx: Ctx, id: number, patch: { name?: string; keepVariables?: boolean }) {
      await asMemberOf(ctx, id, 'workspace:write');
      if (patch.name !== undefined) await renameWorkspace(db, id, patch.name);
      if (patch.keepVariables !== undefined) {
        await db.transaction().execute(async (tx) => {
          await setKeepVariables(tx, id, patch.keepVariables!);
          if (!patch.keepVariables) await scrubSettledVariables(tx, id);
        });
      }
      return describe(ctx, id);
    },

    /**
     * Owners only, and only an empty workspace: its documents (archived too), assets and stored
     * PDFs must be deleted first, so no file is left in storage that nothing points to. Sessions
     * in it end. Each owner module answers "any left?" with one existence query, asked in the
     * deleting transaction under the workspace row's lock (nothing is added meanwhile).
     */
    async remove(ctx: Ctx, id: number): Promise<void> {
      await asMemberOf(ctx, id, 'workspace:delete');
      const outcome = await db
        .transaction()
        .execute((tx) =>
          removeWorkspaceIfEmpty(tx, id, async () => !(await hasDocuments(tx, id)) && !(await hasAssets(tx, id)) && !(await hasStoredFiles(tx, id))),
        );
      if (outcome === 'not_empty') throw new AppError('VALIDATION_ERROR', { params: { field: 'id', rule: 'workspace_not_empty' } });
      if (outcome === 'missing') throw new AppError('NOT_FOUND');
    },
  };
}
