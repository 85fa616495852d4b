import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { AssetRow, AssetsTable } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

/** SQL for the assets table, which this module alone owns. */
export function assetsRepo(db: Db) {
  return {
    list(accountId: number): Promise<AssetRow[]> {
      return db.selectFrom('assets').selectAll().where('account_id', '=', accountId).orderBy('name').orderBy('id').execute();
    },

    byId(accountId: number, id: number): Promise<AssetRow | undefined> {
      return db.selectFrom('assets').selectAll().where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
    },

    byName(accountId: number, name: string): Promise<AssetRow | undefined> {
      return db.selectFrom('assets').selectAll().where('account_id', '=', accountId).where('name', '=', name).executeTakeFirst();
    },

    /** Name and id of every asset, and the font facts: what a render needs. */
    /** Every render's asset names and fonts. */
    async forRender(accountId: number) {
      return (await forRender(db, { accountId })).rows;
    },

    fonts(accountId: number) {
      return db.selectFrom('assets').select(['id', 'family', 'weight', 'style']).where('account_id', '=', accountId).where('kind', '=', 'font').execute();
    },

    async totalBytes(accountId: number): Promise<number> {
      const row = await db
        .selectFrom('assets')
        .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    insert(row: Insertable<AssetsTable>): Promise<AssetRow> {
      return db.insertInto('assets').values(row).returningAll().executeTakeFirstOrThrow();
    },

    rename(accountId: number, id: number, name: string, now: string): Promise<AssetRow | undefined> {
      return db.updateTable('assets').set({ name, updated_at: now }).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** New bytes under the same name (an import with `assets=replace`); answers the row before, for its old path. */
    async replaceFile(
      accountId: number,
      id: number,
      set: Pick<AssetRow, 'kind' | 'content_type' | 'bytes' | 'width' | 'height' | 'family' | 'weight' | 'style' | 'path' | 'updated_at'>,
    ) {
      return db.updateTable('assets').set(set).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /** Deletes the row; answers its storage path, or undefined when there was no such row. */
    async remove(accountId: number, id: number): Promise<string | undefined> {
      const row = await db.deleteFrom('assets').where('account_id', '=', accountId).where('id', '=', id).returning('path').executeTakeFirst();
      return row?.path;
    },
  };
}

const forRender = prepared<{ accountId: number }>()((db, p) =>
  db.selectFrom('assets').select(['id', 'name', 'kind', 'content_type', 'family', 'weight', 'style']).where('account_id', '=', p('accountId')),
);
