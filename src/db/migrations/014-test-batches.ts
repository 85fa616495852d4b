import type { Kysely } from 'kysely';

/**
 * Issue 43, who pays: batches.test is 1 for a batch a test key (`tk_test_`) started. Such a
 * batch reserves no credit and each of its items renders as a free test render (watermarked,
 * `test: true`), as a test key's single render does; the worker reads the flag to choose that
 * payer again for every item. Existing batches were all live (the default).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('batches')
    .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('test').execute();
}
