import { type Kysely } from 'kysely';

/**
 * The assistant's conversations, and token counts on the credit ledger: an AI debit records
 * what the turn consumed and what it should have cost (`requested`), since a turn that costs
 * more than what was left takes only what was left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const adapter = db.getExecutor().adapter.constructor.name;
  const id = adapter.startsWith('Postgres')
    ? db.schema.createTable('assistant_messages').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('assistant_messages').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('proposal', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('input_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('output_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_read_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cache_write_tokens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assistant_messages_conversation').on('assistant_messages').columns(['account_id', 'document_id', 'id']).execute();

  for (const column of ['input_tokens', 'output_tokens', 'cache_read_tokens', 'cache_write_tokens', 'requested']) {
    await db.schema.alterTable('credit_entries').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['input_tokens', 'output_tokens', 'cache_read_tokens', 'cache_write_tokens', 'requested']) {
    await db.schema.alterTable('credit_entries').dropColumn(column).execute();
  }
  await db.schema.dropTable('assistant_messages').ifExists().execute();
}
