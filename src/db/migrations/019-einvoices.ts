import type { Kysely } from 'kysely';

/**
 * Issue 37, structured invoices: generations.einvoice_format is the e-invoice format of a
 * generation that stored its XML beside the PDF ("factur-x", "xrechnung-cii", "xrechnung-ubl";
 * null: none). Deleting the file, its retention and the sweep of abandoned renders delete the XML with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generations').addColumn('einvoice_format', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('generations').dropColumn('einvoice_format').execute();
}
