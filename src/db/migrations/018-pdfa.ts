import type { Kysely } from 'kysely';

/**
 * Issue 37, archival PDFs: documents.pdfa is the document's default PDF/A level ("2b", "3b"),
 * part of its render-affecting fields (and so of each version's snapshot); null, the default, a
 * plain PDF. batches.pdfa is the level a batch asked for every item (null: the version's own).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('pdfa', 'text').execute();
  await db.schema.alterTable('batches').addColumn('pdfa', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('pdfa').execute();
  await db.schema.alterTable('documents').dropColumn('pdfa').execute();
}
