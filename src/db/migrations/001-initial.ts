import { sql, type Kysely } from 'kysely';

// Written against `Kysely<any>`: a migration must keep working after the live types move on.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = (await dialectName(db)) === 'postgres';
  const table = (name: string) =>
    isPg
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await table('accounts')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('sessions')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('access_hash', 'text', (c) => c.notNull().unique())
    .addColumn('access_expires_at', 'text', (c) => c.notNull())
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .addColumn('refresh_expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('api_keys')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();

  await table('folders')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emoji', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('folders_account').on('folders').column('account_id').execute();

  await table('documents')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('folder_id', 'integer', (c) => c.references('folders.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('framework', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('landscape', 'integer', (c) => c.notNull())
    .addColumn('fonts', 'text', (c) => c.notNull())
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('render_changed_at', 'text', (c) => c.notNull())
    .addColumn('preview_path', 'text')
    .addColumn('preview_updated_at', 'text')
    .addColumn('preview_error', 'text')
    .addColumn('last_used_via_api', 'text')
    .execute();
  await db.schema.createIndex('documents_account_updated').on('documents').columns(['account_id', 'updated_at']).execute();

  await db.schema
    .createTable('credit_balances')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('monthly_grant', 'integer', (c) => c.notNull())
    .addColumn('grant_used', 'integer', (c) => c.notNull())
    .addColumn('topup_balance', 'integer', (c) => c.notNull())
    .addColumn('topup_used', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_balances_pk', ['account_id', 'kind'])
    .addCheckConstraint('credit_balances_grant_ok', sql`grant_used >= 0 and topup_balance >= 0`)
    .execute();

  await table('generations')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('document_uuid', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('credit_source', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('bytes', 'integer')
    .addColumn('pages', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('generations_status_created').on('generations').columns(['status', 'created_at']).execute();

  await table('credit_entries')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('generation_id', 'integer', (c) => c.references('generations.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The database itself guarantees a debit is refunded at most once.
  await db.schema.createIndex('credit_entries_once').on('credit_entries').columns(['generation_id', 'reason']).unique().execute();

  await table('audit_log')
    .addColumn('account_id', 'integer')
    .addColumn('api_key_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_account_created').on('audit_log').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('audit_key_created').on('audit_log').columns(['api_key_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['audit_log', 'credit_entries', 'generations', 'credit_balances', 'documents', 'folders', 'api_keys', 'sessions', 'accounts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

async function dialectName(db: Kysely<any>): Promise<'postgres' | 'sqlite'> {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.startsWith('Postgres') ? 'postgres' : 'sqlite';
}
