import { normalizeFamily } from '../../render/font-catalog.js';
import { renderInputOf } from '../documents/render-input.js';
import type { Ctx } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors.js';
import { availableFonts, unknownFonts } from '../../render/fonts.js';
import type { Framework, Margins, PaperFormat, RenderInput } from '../../render/types.js';
import type { PdfaPart } from '../../render/pdf-archival.js';
import type { Deps } from '../deps.js';
import { documentsRepo } from '../documents/repo.js';
import type { Font } from '../documents/schema.js';
import { previewBudget, type PreviewBudget } from './budget.js';
import { rendererIdle } from './priority.js';

/** The editor's unsaved fields; what is left out comes from the saved document. */
export interface Draft {
  body?: string;
  framework?: Framework;
  format?: PaperFormat;
  landscape?: boolean;
  fonts?: Font[];
  variables?: Record<string, unknown>;
  /** The Page section's fields (null margins, title...: the defaults). */
  header?: string;
  footer?: string;
  margins?: Margins | null;
  headerOnFirstPage?: boolean;
  title?: string | null;
  author?: string | null;
  subject?: string | null;
  keywords?: string | null;
  /** PDF/A level; null: a plain PDF. */
  pdfa?: PdfaPart | null;
}

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
  const docs = documentsRepo(deps.db);
  /** Longest a draft waits for API renders to leave a Chromium page free; then it queues at free priority. */
  const MAX_IDLE_WAIT_MS = 5_000;
  const stats: DraftStats = { rendered: 0, dropped: 0 };

  async function previewDraft(ctx: Ctx, documentId: number, draft: Draft, signal: AbortSignal): Promise<{ pdf: Buffer; pages: number } | null> {
    const doc = await docs.byId(ctx.accountId, documentId);
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
    doc: NonNullable<Awaited<ReturnType<typeof docs.byId>>>,
    draft: Draft,
    signal: AbortSignal,
  ): Promise<{ pdf: Buffer; pages: number } | null> {
    // The saved document (header, footer, margins, the account's assets and uploaded fonts)
    // with the draft's fields over it.
    const fonts = draft.fonts ?? (JSON.parse(doc.fonts) as Font[]);
    const page = {
      header: draft.header ?? doc.header,
      footer: draft.footer ?? doc.footer,
      margins: draft.margins === undefined ? doc.margins : draft.margins && JSON.stringify(draft.margins),
      header_on_first_page: draft.headerOnFirstPage === undefined ? doc.header_on_first_page : Number(draft.headerOnFirstPage),
      title: draft.title === undefined ? doc.title : draft.title,
      author: draft.author === undefined ? doc.author : draft.author,
      subject: draft.subject === undefined ? doc.subject : draft.subject,
      keywords: draft.keywords === undefined ? doc.keywords : draft.keywords,
      pdfa: draft.pdfa === undefined ? doc.pdfa : draft.pdfa,
    };
    const saved = await renderInputOf(
      deps,
      { ...doc, ...page, body: draft.body ?? doc.body, fonts: JSON.stringify(fonts) },
      draft.variables ?? (JSON.parse(doc.variables) as Record<string, unknown>),
    );
    const input: RenderInput = {
      ...saved,
      body: draft.body ?? doc.body,
      framework: draft.framework ?? (doc.framework as Framework),
      format: draft.format ?? (doc.format as PaperFormat),
      landscape: draft.landscape ?? doc.landscape === 1,
    };
    if (draft.fonts) {
      const uploaded = new Set((saved.customFonts ?? []).map((f) => normalizeFamily(f.family)));
      const missing = unknownFonts(draft.fonts.filter((f) => !uploaded.has(normalizeFamily(f.name))));
      if (missing.length) {
        const available = availableFonts()
          .map((f) => f.name)
          .join(', ');
        throw new AppError('VALIDATION_ERROR', { params: { field: 'fonts', rule: 'unknown_fonts', missing: missing.join(', '), available } });
      }
    }
    // As generation does: a broken template never reaches Chromium.
    for (const t of [input.body, page.header, page.footer, page.title, page.author, page.subject, page.keywords]) if (t) await deps.renderer.checkTemplate(t);
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
