import type { Db } from '../../db/connection.js';

/** SQL for `rendered_diffs`: the page images of each diff and when they go. */
export function diffsRepo(db: Db) {
  return {
    async insert(v: { accountId: number; paths: string[]; createdAt: string; expiresAt: string }): Promise<void> {
      await db
        .insertInto('rendered_diffs')
        .values({ account_id: v.accountId, paths: JSON.stringify(v.paths), created_at: v.createdAt, expires_at: v.expiresAt })
        .execute();
    },

    /** The oldest `limit` diffs whose time has come on this clock. */
    async due(now: string, limit: number): Promise<{ id: number; paths: string[] }[]> {
      const rows = await db.selectFrom('rendered_diffs').select(['id', 'paths']).where('expires_at', '<=', now).orderBy('expires_at').limit(limit).execute();
      return rows.map((r) => ({ id: r.id, paths: JSON.parse(r.paths) as string[] }));
    },

    /** After its files are deleted. Several nodes may remove the same row: idempotent. */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('rendered_diffs').where('id', '=', id).execute();
    },
  };
}
