import type { Kysely } from 'kysely';

/**
 * Issue #21, building blocks:
 * - documents.kind: 'document' (rendered) or 'partial' (included by others with `{{> name}}`).
 * - api_keys.test: 1 for `tk_test_` keys, whose renders cost nothing and carry a TEST watermark.
 * - generations.test, audit_log.test, audit_daily.test: what such a key did, counted apart.
 * Every existing row keeps its meaning through the defaults (documents, live keys, live calls).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('document'))
    .execute();
  await db.schema.createIndex('documents_account_kind').on('documents').columns(['account_id', 'kind']).execute();
  for (const table of ['api_keys', 'generations', 'audit_log', 'audit_daily']) {
    await db.schema
      .alterTable(table)
      .addColumn('test', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['api_keys', 'generations', 'audit_log', 'audit_daily']) await db.schema.alterTable(table).dropColumn('test').execute();
  await db.schema.dropIndex('documents_account_kind').execute();
  await db.schema.alterTable('documents').dropColumn('kind').execute();
}
