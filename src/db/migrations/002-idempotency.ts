import type { Kysely } from 'kysely';

/**
 * (The file keeps its first name; it also holds the retired refresh tokens of #8's hardening.)
 *
 * Idempotency keys of POST /v1/generate (and the MCP tool): one row per account and key, in
 * the database so every node sees it. `state` is 'in_flight' while the first request runs
 * (held until `locked_until`, after which a retry may take over from a dead node) and 'done'
 * once its outcome (`status_code`, `outcome` JSON) is recorded for replay until `expires_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const adapter = db.getExecutor().adapter.constructor.name;
  const id = adapter.startsWith('Postgres')
    ? db.schema.createTable('idempotency_keys').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('idempotency_keys').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('outcome', 'text')
    .addColumn('locked_until', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('idempotency_keys_account_key', ['account_id', 'idem_key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute();

  // Refresh tokens already rotated away, per session: presenting one again is the standard sign
  // of a stolen token (reuse detection), and revokes the whole session.
  await db.schema
    .createTable('retired_refresh_tokens')
    .addColumn('refresh_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('retired_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('retired_refresh_tokens_session').on('retired_refresh_tokens').columns(['session_id', 'retired_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('retired_refresh_tokens').ifExists().execute();
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
