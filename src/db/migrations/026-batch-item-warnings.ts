import type { Kysely } from 'kysely';

/**
 * Issue 39, warnings for missing data: batch_items.warnings is what a done item's render
 * noticed, JSON of `[{ code: "MISSING_VARIABLE", path }]` (null: nothing), answered in the
 * batch's item listing as a single generate answers it. Paths only, never values: kept when
 * the item's variables are emptied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_items').addColumn('warnings', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_items').dropColumn('warnings').execute();
}
