import type { Kysely } from 'kysely';

/**
 * Issue 40, signed documents: documents.sign is the document's default `sign` option (JSON of
 * `{ certificateId, reason?, … }`), part of its render-affecting fields and so of each version's
 * snapshot; null, the default, an unsigned PDF. A render's own options.sign overrides it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').addColumn('sign', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('documents').dropColumn('sign').execute();
}
