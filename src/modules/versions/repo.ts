import type { Db } from '../../db/connection.js';
import type { DocumentVersionRow } from '../../db/schema.js';

export type NewVersion = Omit<DocumentVersionRow, 'id'>;

/** SQL for `document_versions`; `db` may be a transaction (a document write's). Rows are never updated. */
export function versionsRepo(db: Db) {
  return {
    async insert(v: NewVersion): Promise<DocumentVersionRow> {
      return db.insertInto('document_versions').values(v).returningAll().executeTakeFirstOrThrow();
    },

    byNumber(accountId: number, documentId: number, number: number): Promise<DocumentVersionRow | undefined> {
      return db
        .selectFrom('document_versions')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('document_id', '=', documentId)
        .where('number', '=', number)
        .executeTakeFirst();
    },

    /** The snapshot alone: what a pinned render reads. */
    async snapshotText(accountId: number, documentId: number, number: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('document_versions')
        .select('snapshot')
        .where('account_id', '=', accountId)
        .where('document_id', '=', documentId)
        .where('number', '=', number)
        .executeTakeFirst();
      return row?.snapshot;
    },

    /** Newest first; `below`: the numbers under the previous page's last one. */
    list(accountId: number, documentId: number, q: { limit: number; below?: number }): Promise<DocumentVersionRow[]> {
      let query = db.selectFrom('document_versions').selectAll().where('account_id', '=', accountId).where('document_id', '=', documentId);
      if (q.below !== undefined) query = query.where('number', '<', q.below);
      return query.orderBy('number', 'desc').limit(q.limit).execute();
    },

    /** A document's delete takes its history with it, in the delete's transaction. */
    async removeAll(accountId: number, documentId: number): Promise<void> {
      await db.deleteFrom('document_versions').where('account_id', '=', accountId).where('document_id', '=', documentId).execute();
    },
  };
}
