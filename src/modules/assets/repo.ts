import { type Insertable, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { AssetRow, AssetsTable } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';

/** SQL for the assets table, which this module alone owns. */
export function assetsRepo(db: Db) {
  return {
    list(accountId: number): Promise<AssetRow[]> {
      return db.selectFrom('assets').selectAll().where('account_id', '=', accountId).orderBy('name').orderBy('id').execute();
    },

    /** Whether the workspace has any asset. */
    async hasAny(accountId: number): Promise<boolean> {
      return !!(await db.selectFrom('assets').select('id').where('account_id', '=', accountId).limit(1).executeTakeFirst());
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

    totalBytes(accountId: number): Promise<number> {
      return totalBytes(db, accountId);
    },

    /**
     * Inserts the row only if the account's assets, this one included, stay within `cap`:
     * checked and inserted in one transaction that holds the account's asset lock, so
     * concurrent uploads cannot each see room for themselves. Answers the bytes in use otherwise.
     */
    insertWithinCap(row: Insertable<AssetsTable>, cap: number): Promise<{ row: AssetRow } | { used: number }> {
      return db.transaction().execute(async (trx) => {
        await lockAccountAssets(trx, row.account_id);
        const used = await totalBytes(trx, row.account_id);
        if (used + Number(row.bytes) > cap) return { used };
        return { row: await trx.insertInto('assets').values(row).returningAll().executeTakeFirstOrThrow() };
      });
    },

    rename(accountId: number, id: number, name: string, now: string): Promise<AssetRow | undefined> {
      return db.updateTable('assets').set({ name, updated_at: now }).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst();
    },

    /**
     * New bytes under the same name (an import with `assets=replace`), under the same lock and
     * cap as an insert (the old bytes no longer count). Answers the bytes in use when refused.
     */
    replaceWithinCap(
      accountId: number,
      id: number,
      set: Pick<AssetRow, 'kind' | 'content_type' | 'bytes' | 'width' | 'height' | 'family' | 'weight' | 'style' | 'path' | 'updated_at'>,
      cap: number,
    ): Promise<{ row: AssetRow | undefined } | { used: number }> {
      return db.transaction().execute(async (trx) => {
        await lockAccountAssets(trx, accountId);
        const used = await totalBytes(trx, accountId);
        const old = await trx.selectFrom('assets').select('bytes').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
        if (used - Number(old?.bytes ?? 0) + Number(set.bytes) > cap) return { used };
        return { row: await trx.updateTable('assets').set(set).where('account_id', '=', accountId).where('id', '=', id).returningAll().executeTakeFirst() };
      });
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

async function totalBytes(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('assets')
    .select((eb) => eb.fn.sum<number | string | null>('bytes').as('total'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Namespace of the account-assets advisory lock (its second key is the account id). */
const ASSET_CAP_LOCK = 0x41535354; // "ASST"

/**
 * Serializes the cap check and write of one account's assets until the transaction ends. On
 * PostgreSQL a transaction-scoped advisory lock (READ COMMITTED would let two transactions
 * each count without the other's row); SQLite runs one write transaction at a time already.
 */
async function lockAccountAssets(trx: Db, accountId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${ASSET_CAP_LOCK}, ${accountId})`.execute(trx);
}
