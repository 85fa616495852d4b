import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { Db } from '../../db/connection.js';
import type { DocumentRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import { authorOf } from '../versions/author.js';
import { recordVersion, versionSnapshot } from '../versions/service.js';
import { columnsOf, snapshotOf, snapshotText } from '../versions/snapshot.js';
import { checkedSamples, toPayload } from './present.js';
import { documentsRepo } from './repo.js';

export interface SettleOptions {
  /** Publish the draft whatever the document's mode (POST /publish). */
  publish?: boolean;
  note?: string | null;
  restoredFrom?: number | null;
}

/**
 * After a write of the draft, in its transaction: when the draft's render-affecting fields
 * differ from the published version, `auto` (or an explicit publish) appends the next version
 * and publishes it; `manual` only marks the draft as changed. Equal fields publish nothing.
 */
export async function settleDraft(tx: Db, ctx: Ctx, row: DocumentRow, opts: SettleOptions = {}): Promise<DocumentRow> {
  const repo = documentsRepo(tx);
  const published = await versionSnapshot(tx, row.account_id, row.id, row.published_version);
  const draft = snapshotOf(row);
  const set = (cols: Partial<Pick<DocumentRow, 'draft_changed' | 'published_version'>>) =>
    repo.update(row.account_id, row.id, cols).then((r) => r ?? Promise.reject(new AppError('NOT_FOUND')));
  if (published && snapshotText(published) === snapshotText(draft)) return row.draft_changed ? set({ draft_changed: 0 }) : row;
  if (row.publishing === 'manual' && !opts.publish) return row.draft_changed ? row : set({ draft_changed: 1 });
  // A document written by code that knows no versions has none yet: its first one takes its number.
  const number = published ? row.published_version + 1 : row.published_version;
  const updated = await set({ published_version: number, draft_changed: 0 });
  await recordVersion(tx, {
    accountId: row.account_id,
    documentId: row.id,
    number,
    snapshot: draft,
    author: await authorOf(tx, ctx),
    note: opts.note,
    restoredFrom: opts.restoredFrom,
    at: nowIso(),
  });
  return updated;
}

/** POST /publish and POST /versions/{n}/restore: both write a document row and maybe a version, in one transaction. */
export function publishingService(deps: Deps) {
  return {
    /** The draft becomes the next published version; a draft equal to the published version publishes nothing. */
    async publish(ctx: Ctx, id: number, input: { note?: string }) {
      const row = await deps.db.transaction().execute(async (tx) => {
        const doc = await documentsRepo(tx).byId(ctx.accountId, id);
        if (!doc) throw new AppError('NOT_FOUND');
        return settleDraft(tx, ctx, doc, { publish: true, note: input.note ?? null });
      });
      return toPayload(row, await checkedSamples(row));
    },

    /**
     * Copies version n's snapshot into the draft. With `auto` that is published as a new version
     * (history is appended, never rewritten); with `manual` it waits in the draft for a publish.
     */
    async restore(ctx: Ctx, id: number, number: number, input: { note?: string }) {
      // A version never changes: its body is checked before the transaction, which must not
      // wait for a template worker.
      const before = await versionSnapshot(deps.db, ctx.accountId, id, number);
      if (!before) throw new AppError('NOT_FOUND');
      const problem = await deps.renderer.templateProblem(before.body);
      const row = await deps.db.transaction().execute(async (tx) => {
        const snapshot = await versionSnapshot(tx, ctx.accountId, id, number);
        if (!snapshot) throw new AppError('NOT_FOUND');
        const now = nowIso(deps.clock);
        const doc = await documentsRepo(tx).update(ctx.accountId, id, {
          ...columnsOf(snapshot),
          template_error: problem && JSON.stringify(problem),
          updated_at: now,
          render_changed_at: now,
        });
        if (!doc) throw new AppError('NOT_FOUND');
        return settleDraft(tx, ctx, doc, { note: input.note ?? null, restoredFrom: number });
      });
      deps.previews.schedule(row.account_id, row.id);
      return toPayload(row, await checkedSamples(row));
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
