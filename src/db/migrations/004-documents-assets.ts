import type { Kysely } from 'kysely';

/**
 * Issue #11: page furniture, PDF metadata and options of documents; the account's assets
 * (uploaded images and fonts, owned by the assets module).
 */
// Written against `Kysely<any>`: a migration must keep working after the live types move on.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const columns: [string, 'text' | 'integer', (c: any) => any][] = [
    ['header', 'text', (c) => c.notNull().defaultTo('')],
    ['footer', 'text', (c) => c.notNull().defaultTo('')],
    ['margins', 'text', (c) => c], // JSON {top,right,bottom,left} in mm, or null for the default
    ['header_on_first_page', 'integer', (c) => c.notNull().defaultTo(1)],
    ['title', 'text', (c) => c],
    ['author', 'text', (c) => c],
    ['subject', 'text', (c) => c],
    ['keywords', 'text', (c) => c],
    ['lang', 'text', (c) => c],
    ['tagged', 'integer', (c) => c.notNull().defaultTo(0)],
  ];
  // SQLite adds one column per ALTER TABLE.
  for (const [name, type, build] of columns) await db.schema.alterTable('documents').addColumn(name, type, build).execute();

  const table = isPg
    ? db.schema.createTable('assets').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('assets').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('family', 'text')
    .addColumn('weight', 'integer')
    .addColumn('style', 'text')
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assets_account_name').on('assets').columns(['account_id', 'name']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assets').ifExists().execute();
  for (const name of ['header', 'footer', 'margins', 'header_on_first_page', 'title', 'author', 'subject', 'keywords', 'lang', 'tagged']) {
    await db.schema.alterTable('documents').dropColumn(name).execute();
  }
}
