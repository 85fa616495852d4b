import type { Kysely } from 'kysely';

/**
 * Issue 37, e-invoices in batches: each JSON batch item may carry its own `einvoice`.
 * - batch_items.einvoice: the item's request as JSON (format, profile, invoice), read by the
 *   render; emptied with the item's variables (the invoice is the buyer's data too).
 * - batch_items.einvoice_kind: `{ format, profile }` as JSON, kept, so a finished item still
 *   names its format and its XML's URL after the invoice is gone.
 * - batch_items.violations: the rules a refused invoice broke (JSON), answered in the item's
 *   error envelope as a single generate answers them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_items').addColumn('einvoice', 'text').execute();
  await db.schema.alterTable('batch_items').addColumn('einvoice_kind', 'text').execute();
  await db.schema.alterTable('batch_items').addColumn('violations', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batch_items').dropColumn('violations').execute();
  await db.schema.alterTable('batch_items').dropColumn('einvoice_kind').execute();
  await db.schema.alterTable('batch_items').dropColumn('einvoice').execute();
}
