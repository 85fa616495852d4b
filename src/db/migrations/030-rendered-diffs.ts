import type { Kysely } from 'kysely';

/**
 * Issue 39, the rendered difference: the page images a diff stored (`paths`, a JSON array of
 * storage paths), kept for a day. The diffs module's sweep deletes the files once `expires_at`
 * has passed, then the row. No reference to the document: a deleted document's images still go
 * at their time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const table = pg
    ? db.schema.createTable('rendered_diffs').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('rendered_diffs').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('paths', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rendered_diffs_expires').on('rendered_diffs').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rendered_diffs').execute();
}
