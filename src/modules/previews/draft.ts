import { checkTemplates, renderInputOf } from '../documents/render-input.js';
import type { Ctx } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors.js';
import { refuseUnknownFonts } from '../../render/fonts.js';
import type { Deps } from '../deps.js';
import { documentById } from '../documents/index.js';
import { someColumnsOf, type Snapshot, type TemplateField } from '../versions/snapshot.js';
import { previewBudget, type PreviewBudget } from './budget.js';
import { rendererIdle } from './priority.js';

/**
 * The fields the editor's live preview renders unsaved: the template, the Page section's (null
 * margins, title...: the defaults) and the PDF/A level (null: a plain PDF).
 */
export const DRAFT_FIELDS = [
  'body',
  'framework',
  'format',
  'landscape',
  'fonts',
  'header',
  'footer',
  'margins',
  'headerOnFirstPage',
  'title',
  'author',
  'subject',
  'keywords',
  'pdfa',
] as const satisfies readonly TemplateField[];

/** The editor's unsaved fields and sample variables; what is left out comes from the saved document. */
export type Draft = Partial<Pick<Snapshot, (typeof DRAFT_FIELDS)[number]>> & { variables?: Record<string, unknown> };

/** Counters since start: what the draft previews did (logs, tests). */
export interface DraftStats {
  rendered: number;
  /** Dropped before rendering because the client had gone (a newer draft replaced it). */
  dropped: number;
}

/**
 * The editor's live preview: the draft rendered as generation would render it (same template
 * expansion, same renderer), answered as PDF bytes. Stores nothing, debits nothing, so it is
 * bounded instead: the workspace's preview budget (budget.ts: at once, pages and bytes a
 * minute); it waits (up to 5 s) until no paid render waits for a Chromium page, and then asks
 * for one at free priority, which yields to every paid render (render/slots.ts). It drops its work when `signal` aborts (the browser cancelled it for a
 * newer draft) before Chromium is asked.
 */
export function previewDraftVerb(deps: Deps, budget: PreviewBudget = previewBudget(deps)) {
  /** Longest a draft waits for API renders to leave a Chromium page free; then it queues at free priority. */
  const MAX_IDLE_WAIT_MS = 5_000;
  const stats: DraftStats = { rendered: 0, dropped: 0 };

  async function previewDraft(ctx: Ctx, documentId: number, draft: Draft, signal: AbortSignal): Promise<{ pdf: Buffer; pages: number } | null> {
    const doc = await documentById(deps.db, ctx.accountId, documentId);
    if (!doc) throw new AppError('NOT_FOUND');
    const leave = await budget.enter(ctx.accountId);
    try {
      return await previewWithin(ctx, doc, draft, signal);
    } finally {
      leave();
    }
  }

  async function previewWithin(
    ctx: Ctx,
    doc: NonNullable<Awaited<ReturnType<typeof documentById>>>,
    draft: Draft,
    signal: AbortSignal,
  ): Promise<{ pdf: Buffer; pages: number } | null> {
    // The saved document (its account's assets and uploaded fonts too) with the draft's fields
    // over it, rendered as generation renders a row.
    const { variables, ...fields } = draft;
    const source = { ...doc, ...someColumnsOf(fields) };
    const input = await renderInputOf(deps, source, variables ?? (JSON.parse(doc.variables) as Record<string, unknown>));
    if (draft.fonts)
      refuseUnknownFonts(
        draft.fonts,
        (input.customFonts ?? []).map((f) => f.family),
      );
    // As generation does: a broken template never reaches Chromium.
    await checkTemplates(deps, source);
    // While it waits here, a cancelled draft is dropped before Chromium is asked.
    await rendererIdle(deps.renderer, deps.config.RENDER_CONCURRENCY, MAX_IDLE_WAIT_MS, signal);
    if (signal.aborted) {
      stats.dropped++;
      return null;
    }
    stats.rendered++;
    const result = await deps.renderer
      .renderPdf(input, { priority: 'free' })
      .catch((err: unknown) => Promise.reject(isAppError(err) ? err : new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })));
    await budget.charge(ctx.accountId, result.pages, result.pdf.length);
    return result;
  }

  // The budget goes with it: the rendered difference (modules/diffs) counts against the same one.
  return Object.assign(previewDraft, { stats, budget });
}

export type PreviewDraft = ReturnType<typeof previewDraftVerb>;
