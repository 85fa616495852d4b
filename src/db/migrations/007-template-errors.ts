import type { Kysely } from 'kysely';

/**
 * documents.template_error: what is wrong with the saved body, computed at save, as JSON
 * `{ message, line, column }` (null when it compiles). documents.preview_error (from 001) holds
 * the last preview failure as the same JSON from now on; older plain-text values are read as
 * `{ message, line: null, column: null }`. Existing bodies are checked at their next save.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('template_error', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('template_error').execute();
}
