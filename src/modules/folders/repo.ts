import type { Db } from '../../db/connection.js';
import type { FolderRow } from '../../db/schema.js';
import type { Clock } from '../../core/clock.js';
import { nowIso } from '../../core/time.js';

/** SQL for `folders`; `clock` stamps what it writes (the reads need none). */
export function foldersRepo(db: Db, clock?: Clock) {
  return {
    list(accountId: number): Promise<FolderRow[]> {
      return db.selectFrom('folders').selectAll().where('account_id', '=', accountId).execute();
    },

    insert(accountId: number, input: { name: string; emoji: string | null }): Promise<FolderRow> {
      const now = nowIso(clock);
      return db
        .insertInto('folders')
        .values({ account_id: accountId, name: input.name, emoji: input.emoji, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(accountId: number, id: number, set: { name?: string; emoji?: string | null }): Promise<FolderRow | undefined> {
      return db
        .updateTable('folders')
        .set({ ...set, updated_at: nowIso(clock) })
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes in the caller's transaction; false when the account has no such folder. */
    async remove(tx: Db, accountId: number, id: number): Promise<boolean> {
      const r = await tx.deleteFrom('folders').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },

    /** Documents ask this before filing a document into a folder. */
    async exists(accountId: number, id: number): Promise<boolean> {
      return !!(await db.selectFrom('folders').select('id').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst());
    },
  };
}
