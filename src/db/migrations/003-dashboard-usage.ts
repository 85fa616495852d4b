import { sql, type Kysely } from 'kysely';

/**
 * Dashboard statistics: a per-day rollup of the audit log (calls and errors per account, day and
 * key), so the 30-day chart and each key's usage7d read a few dozen rows instead of every call;
 * and keyset indexes for the recent-calls and generated-files lists (newest first, with a cursor).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_daily')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    // 0 when no API key was used (dashboard calls): a primary key column cannot be null.
    .addColumn('api_key_id', 'integer', (c) => c.notNull())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .addColumn('errors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audit_daily_pk', ['account_id', 'day', 'api_key_id'])
    .execute();
  await sql`
    INSERT INTO audit_daily (account_id, day, api_key_id, calls, errors)
    SELECT account_id, substr(created_at, 1, 10), coalesce(api_key_id, 0), count(*),
           sum(CASE WHEN status >= 400 THEN 1 ELSE 0 END)
    FROM audit_log WHERE account_id IS NOT NULL
    GROUP BY account_id, substr(created_at, 1, 10), coalesce(api_key_id, 0)`.execute(db);

  // The id breaks ties between calls of the same millisecond; it is the cursor's second half.
  await db.schema.createIndex('audit_account_created_id').on('audit_log').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('audit_account_created').execute();
  await db.schema.createIndex('generations_account_created').on('generations').columns(['account_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('generations_account_document').on('generations').columns(['account_id', 'document_uuid', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('generations_account_document').ifExists().execute();
  await db.schema.dropIndex('generations_account_created').ifExists().execute();
  await db.schema.createIndex('audit_account_created').ifNotExists().on('audit_log').columns(['account_id', 'created_at']).execute();
  await db.schema.dropIndex('audit_account_created_id').ifExists().execute();
  await db.schema.dropTable('audit_daily').ifExists().execute();
}
