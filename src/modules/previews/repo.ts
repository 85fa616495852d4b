import type { Db } from '../../db/connection.js';
import type { DocumentRow } from '../../db/schema.js';

/** What a preview render reads: the render fields and the preview slot it may replace. */
const PREVIEW_SOURCE = [
  'id', 'uuid', 'account_id', 'body', 'framework', 'format', 'landscape', 'fonts', 'variables',
  'render_changed_at', 'preview_path', 'preview_updated_at', 'margins',
] as const;

export type PreviewSource = Pick<DocumentRow, (typeof PREVIEW_SOURCE)[number]>;

/** A preview is stale when it predates the last change of a render field (or does not exist). */
export const isStale = (doc: { preview_updated_at: string | null; render_changed_at: string }): boolean =>
  doc.preview_updated_at === null || doc.preview_updated_at < doc.render_changed_at;

export function previewsRepo(db: Db) {
  /** Only the version that was rendered: a change (or delete) since then makes these no-ops. */
  const sameVersion = (doc: PreviewSource) =>
    db.updateTable('documents').where('id', '=', doc.id).where('account_id', '=', doc.account_id).where('render_changed_at', '=', doc.render_changed_at);

  return {
    source(accountId: number, documentId: number): Promise<PreviewSource | undefined> {
      return db.selectFrom('documents').select(PREVIEW_SOURCE).where('account_id', '=', accountId).where('id', '=', documentId).executeTakeFirst();
    },

    /** Documents whose preview is missing or older than their last render-relevant change. */
    stale() {
      return db
        .selectFrom('documents')
        .select(['account_id', 'id'])
        .where((eb) => eb.or([eb('preview_updated_at', 'is', null), eb('preview_updated_at', '<', eb.ref('render_changed_at'))]))
        .orderBy('render_changed_at', 'desc')
        .execute();
    },

    /**
     * Compare-and-set: the new preview lands only if the document is still the rendered version
     * and nobody replaced the preview meanwhile. False means this render lost and its file is
     * not referenced.
     */
    async setPreview(doc: PreviewSource, path: string, at: string): Promise<boolean> {
      const r = await sameVersion(doc)
        .where('preview_path', doc.preview_path === null ? 'is' : '=', doc.preview_path)
        .set({ preview_path: path, preview_updated_at: at, preview_error: null })
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    async setError(doc: PreviewSource, error: string): Promise<void> {
      await sameVersion(doc).set({ preview_error: error }).executeTakeFirst();
    },

    async currentPath(doc: PreviewSource): Promise<string | null> {
      const row = await db.selectFrom('documents').select('preview_path').where('id', '=', doc.id).executeTakeFirst();
      return row?.preview_path ?? null;
    },
  };
}
