import type { Kysely } from 'kysely';

/**
 * Issue #19: template versions. `document_versions` holds each published, immutable snapshot of
 * the fields that change a document's rendering (owned by the versions module). Documents gain
 * their publishing mode, the number of their published version and whether the draft differs
 * from it; generations record the version they rendered (0: the unpublished draft) and the
 * request that made them (the audit log shows the version of each generate call).
 *
 * Every existing document gets version 1 = its current state, published, `publishing: "auto"`:
 * nothing changes for existing callers.
 */
// Written against `Kysely<any>`: a migration must keep working after the live types move on.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const table = isPg
    ? db.schema.createTable('document_versions').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('document_versions').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('restored_from', 'integer')
    .addColumn('actor_via', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'integer')
    .addColumn('actor_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_versions_number').on('document_versions').columns(['document_id', 'number']).unique().execute();

  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('documents')
    .addColumn('publishing', 'text', (c) => c.notNull().defaultTo('auto'))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('published_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('documents')
    .addColumn('draft_changed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('generations').addColumn('document_version', 'integer').execute();
  await db.schema.alterTable('generations').addColumn('request_id', 'text').execute();

  // Version 1 of every document, in pages (a large database must not be read in one piece).
  let after = 0;
  for (;;) {
    const docs = await db.selectFrom('documents').selectAll().where('id', '>', after).orderBy('id').limit(200).execute();
    if (docs.length === 0) break;
    await db
      .insertInto('document_versions')
      .values(
        docs.map((d: any) => ({
          account_id: d.account_id,
          document_id: d.id,
          number: 1,
          snapshot: JSON.stringify(snapshotOf(d)),
          note: null,
          restored_from: null,
          actor_via: 'migration',
          api_key_id: null,
          actor_email: null,
          created_at: d.render_changed_at,
        })),
      )
      .execute();
    after = docs.at(-1)!.id;
  }
}

/** The render-affecting fields as versions/snapshot.ts writes them (copied: migrations stand alone). */
function snapshotOf(d: any) {
  return {
    body: d.body,
    framework: d.framework,
    format: d.format,
    landscape: d.landscape === 1,
    fonts: JSON.parse(d.fonts),
    header: d.header ?? '',
    footer: d.footer ?? '',
    margins: d.margins ? JSON.parse(d.margins) : null,
    headerOnFirstPage: d.header_on_first_page !== 0,
    title: d.title ?? null,
    author: d.author ?? null,
    subject: d.subject ?? null,
    keywords: d.keywords ?? null,
    lang: d.lang ?? null,
    tagged: d.tagged === 1,
  };
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_versions').ifExists().execute();
  for (const name of ['publishing', 'published_version', 'draft_changed']) await db.schema.alterTable('documents').dropColumn(name).execute();
  for (const name of ['document_version', 'request_id']) await db.schema.alterTable('generations').dropColumn(name).execute();
}
