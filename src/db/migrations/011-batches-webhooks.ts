import type { Kysely } from 'kysely';

/**
 * Batches and webhooks (issue 20). Work that outlives a request is a durable row first: a
 * batch and its items are rows the workers move forward, so a crash anywhere resumes from
 * them. `grant_left`/`topup_left` are the credits the batch reserved and no item has taken
 * yet (cancelling gives them back). Webhook deliveries are rows with their next attempt's
 * time, and every attempt is a row too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const table = (name: string) =>
    pg
      ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await table('batches')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('document_uuid', 'text', (c) => c.notNull())
    .addColumn('api_key_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('output', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_secret', 'text')
    .addColumn('grant_left', 'integer', (c) => c.notNull())
    .addColumn('topup_left', 'integer', (c) => c.notNull())
    .addColumn('output_path', 'text')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('batches_account_created').on('batches').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('batches_status').on('batches').column('status').execute();

  await table('batch_items')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('variables', 'text', (c) => c.notNull())
    .addColumn('filename', 'text')
    .addColumn('metadata', 'text')
    .addColumn('generation_id', 'integer')
    .addColumn('path', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('owner_node', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('batch_items_batch_idx', ['batch_id', 'idx'])
    .execute();
  await db.schema.createIndex('batch_items_batch_status').on('batch_items').columns(['batch_id', 'status', 'idx']).execute();

  await table('webhook_endpoints')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_endpoints_account').on('webhook_endpoints').column('account_id').execute();

  await table('webhook_deliveries')
    .addColumn('uuid', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'integer')
    .addColumn('batch_id', 'integer')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();

  await table('webhook_attempts')
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').columns(['delivery_id', 'attempt']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['webhook_attempts', 'webhook_deliveries', 'webhook_endpoints', 'batch_items', 'batches']) await db.schema.dropTable(t).execute();
}
