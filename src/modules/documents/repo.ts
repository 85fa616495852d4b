import type { Db } from '../../db/connection.js';
import type { DocumentRow, DocumentsTable } from '../../db/schema.js';
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
    /** Non-archived documents by default; `archived: true` lists only the archived ones. */
    list(accountId: number, folder: number | 'root' | undefined, archived = false): Promise<ListRow[]> {
      let q = db.selectFrom('documents').select(LIST_COLUMNS).where('account_id', '=', accountId).where('archived', '=', archived ? 1 : 0);
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

    insert(row: Omit<DocumentRow, 'id'>): Promise<DocumentRow> {
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

    /** Names of the account's documents with these ids (deleted ones are absent). */
    async namesOf(accountId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('documents').select(['id', 'name']).where('account_id', '=', accountId).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async folderExists(accountId: number, folderId: number): Promise<boolean> {
      return !!(await db.selectFrom('folders').select('id').where('account_id', '=', accountId).where('id', '=', folderId).executeTakeFirst());
    },
  };
}
