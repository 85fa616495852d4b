import type { Kysely } from 'kysely';

/**
 * Scale-out: each serving process (node) beats in `nodes`; a pending generation names the
 * node that renders it. A node's sweep refunds only renders whose owner stopped beating.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .execute();
  // Null for rows written before this migration (and by admin commands): those keep the old
  // rule, refunded once pending longer than PENDING_REFUND_AFTER_MS.
  await db.schema.alterTable('generations').addColumn('owner_node', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('owner_node').execute();
  await db.schema.dropTable('nodes').execute();
}
