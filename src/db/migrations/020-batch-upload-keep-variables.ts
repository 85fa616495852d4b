import type { Kysely } from 'kysely';

/**
 * Issue 41, the rest:
 * - batch_items.upload_url: a batch with `delivery: "upload"` PUTs each item's PDF to that item's
 *   presigned URL (null: stored here, the default). Emptied once the item is settled: a presigned
 *   URL is a credential for the caller's bucket and has no use after the PUT.
 * - accounts.keep_variables: 1 (default) keeps a batch item's variables until its file expires or
 *   is deleted; 0 keeps none past the render, on every render path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_items').addColumn('upload_url', 'text').execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('keep_variables', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('keep_variables').execute();
  await db.schema.alterTable('batch_items').dropColumn('upload_url').execute();
}
