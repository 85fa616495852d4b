import type { Kysely } from 'kysely';

/**
 * Issue 39, variables and test data: documents.variables_schema is the document's JSON Schema
 * (draft 2020-12) for its variables, as JSON text (null: none, nothing is checked);
 * documents.samples its named test data, JSON of `[{ name, variables }]` (null: none). Both are
 * part of each version's snapshot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('variables_schema', 'text').execute();
  await db.schema.alterTable('documents').addColumn('samples', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('samples').execute();
  await db.schema.alterTable('documents').dropColumn('variables_schema').execute();
}
