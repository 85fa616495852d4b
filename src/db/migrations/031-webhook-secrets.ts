import type { Kysely } from 'kysely';

/**
 * Issue 43: a delivery no longer carries a copy of its secret. The deliverer signs with the
 * secret of the delivery's endpoint or batch, kept in one row each and sealed with SECRETS_KEY
 * where the server has one (core/secrets.ts `sealIfKeyed`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').dropColumn('secret').execute();
}

/** The copies come back from their endpoint or batch, as stored (sealed or clear). */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').addColumn('secret', 'text').execute();
  await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      secret: eb.fn.coalesce(
        eb.selectFrom('webhook_endpoints').select('secret').whereRef('webhook_endpoints.id', '=', 'webhook_deliveries.endpoint_id'),
        eb.selectFrom('batches').select('webhook_secret').whereRef('batches.id', '=', 'webhook_deliveries.batch_id'),
      ),
    }))
    .execute();
}
