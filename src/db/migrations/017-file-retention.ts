import type { Kysely } from 'kysely';

/**
 * Issue 41, files under control:
 * - documents.retention_seconds, api_keys.retention_seconds: a time to live for what they render
 *   (null: keep forever, the spec's behaviour).
 * - generations.expires_at: when the sweep deletes the file (null: never); `status` gains
 *   'expired'. generations.access: 'public' (the permanent URL) or 'signed' (served only with a
 *   valid signature; link_secret keys the HMAC of its links, replaced to revoke them all).
 *   generations.delivery: 'url' (stored), 'inline' or 'upload' (nothing stored here).
 * Existing rows keep their meaning through the defaults.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['documents', 'api_keys']) await db.schema.alterTable(table).addColumn('retention_seconds', 'integer').execute();
  await db.schema.alterTable('generations').addColumn('expires_at', 'text').execute();
  await db.schema
    .alterTable('generations')
    .addColumn('access', 'text', (c) => c.notNull().defaultTo('public'))
    .execute();
  await db.schema.alterTable('generations').addColumn('link_secret', 'text').execute();
  await db.schema
    .alterTable('generations')
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('url'))
    .execute();
  // The sweep's query: succeeded rows whose time has come, soonest first.
  await db.schema.createIndex('generations_status_expires').on('generations').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('generations_status_expires').execute();
  for (const column of ['delivery', 'link_secret', 'access', 'expires_at']) await db.schema.alterTable('generations').dropColumn(column).execute();
  for (const table of ['api_keys', 'documents']) await db.schema.alterTable(table).dropColumn('retention_seconds').execute();
}
