import type { Kysely } from 'kysely';

/**
 * Issue 40, signed documents: a workspace's signing certificates. `certificates` is the chain
 * as a JSON array of base64 DER, the signer's first; `key_sealed` its private key (PKCS#8),
 * sealed with SECRETS_KEY (core/secrets.ts) and never read back by anything but the signer.
 * A delete removes the row: nothing of the key stays behind. `batches.sign` keeps a batch's
 * `sign` option (JSON) for its items.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const table = pg
    ? db.schema.createTable('signing_certificates').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('signing_certificates').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('not_before', 'text', (c) => c.notNull())
    .addColumn('not_after', 'text', (c) => c.notNull())
    .addColumn('fingerprint_sha256', 'text', (c) => c.notNull())
    .addColumn('certificates', 'text', (c) => c.notNull())
    .addColumn('key_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signing_certificates_account').on('signing_certificates').column('account_id').execute();
  // A batch's `sign` (JSON), applied to each of its items; null: unsigned.
  await db.schema.alterTable('batches').addColumn('sign', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('sign').execute();
  await db.schema.dropTable('signing_certificates').execute();
}
