import type { Db } from '../../db/connection.js';
import type { DocumentRow, DocumentsTable, NewDocument } from '../../db/schema.js';
import type { Updateable } from 'kysely';

/**
 * What a list item shows. Bodies, fonts and variables stay in the database: templates can be
 * hundreds of kilobytes each and the list never returns them.
 */
export const LIST_COLUMNS = [
  'id', 'uuid', 'name', 'framework', 'format', 'landscape', 'folder_id', 'preview_path', 'preview_updated_at',
  'created_at', 'updated_at', 'last_used_via_api',
] as const satisfies readonly (keyof DocumentRow)[];
export type ListRow = Pick<DocumentRow, (typeof LIST_COLUMNS)[number]>;

export function documentsRepo(db: Db) {
  return {
    list(accountId: number, folder: number | 'root' | undefined): Promise<ListRow[]> {
      let q = db.selectFrom('documents').select(LIST_COLUMNS).where('account_id', '=', accountId).where('archived', '=', 0);
      if (folder === 'root') q = q.where('folder_id', 'is', null);
      else if (folder !== undefined) q = q.where('folder_id', '=', folder);
      return q.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    },

    byId(accountId: number, id: number): Promise<DocumentRow | undefined> {
      return db.selectFrom('documents').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    },

    byUuid(accountId: number, uuid: string): Promise<DocumentRow | undefined> {
      return db.selectFrom('documents').selectAll().where('account_id', '=', accountId).where('uuid', '=', uuid).executeTakeFirst();
    },

    insert(row: NewDocument): Promise<DocumentRow> {
      return db.insertInto('documents').values(row).returningAll().executeTakeFirstOrThrow();
    },

    update(accountId: number, id: number, set: Updateable<DocumentsTable>): Promise<DocumentRow | undefined> {
      return db.updateTable('documents').set(set).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Deletes the row; answers its preview path (or null), or undefined when there was no such row. */
    async remove(accountId: number, id: number): Promise<string | null | undefined> {
      const row = await db.deleteFrom('documents').where('account_id', '=', accountId).where('id', '=', id)
        .returning('preview_path').executeTakeFirst();
      return row ? row.preview_path : undefined;
    },

    async folderExists(accountId: number, folderId: number): Promise<boolean> {
      return !!(await db.selectFrom('folders').select('id').where('account_id', '=', accountId).where('id', '=', folderId).executeTakeFirst());
    },
  };
}
