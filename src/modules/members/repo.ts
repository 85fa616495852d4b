import type { Db } from '../../db/connection.js';
import type { Role } from '../../core/permissions.js';
import { nowIso } from '../../core/time.js';

/** SQL for `memberships`: who belongs to which workspace, with which role. */
export function membershipsRepo(db: Db) {
  return {
    async roleOf(accountId: number, userId: number): Promise<Role | null> {
      const row = await db.selectFrom('memberships').select('role').where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      return row?.role ?? null;
    },

    /** The members of a workspace, oldest first. */
    ofWorkspace(accountId: number) {
      return db
        .selectFrom('memberships')
        .select(['user_id', 'role', 'created_at'])
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .orderBy('user_id')
        .execute();
    },

    /** The workspaces of a user, oldest membership first. */
    ofUser(userId: number) {
      return db
        .selectFrom('memberships')
        .select(['account_id', 'role', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('account_id')
        .execute();
    },

    async add(tx: Db, accountId: number, userId: number, role: Role): Promise<void> {
      await tx
        .insertInto('memberships')
        .values({ account_id: accountId, user_id: userId, role, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['account_id', 'user_id']).doNothing())
        .execute();
    },

    async setRole(tx: Db, accountId: number, userId: number, role: Role): Promise<boolean> {
      const r = await tx.updateTable('memberships').set({ role }).where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(tx: Db, accountId: number, userId: number): Promise<boolean> {
      const r = await tx.deleteFrom('memberships').where('account_id', '=', accountId).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /**
     * Locks the workspace's owner rows for the rest of the transaction (a no-op update takes row
     * locks on PostgreSQL; SQLite writers are serial anyway), so two concurrent demotions cannot
     * both see another owner left and leave none.
     */
    async lockOwners(tx: Db, accountId: number): Promise<void> {
      await tx
        .updateTable('memberships')
        .set((eb) => ({ role: eb.ref('role') }))
        .where('account_id', '=', accountId)
        .where('role', '=', 'owner')
        .execute();
    },

    async owners(tx: Db, accountId: number): Promise<number> {
      const row = await tx
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', accountId)
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
