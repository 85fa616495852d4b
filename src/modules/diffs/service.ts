import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Ctx } from '../../core/context.js';
import { AppError, isAppError } from '../../core/errors.js';
import { isoIn, nowIso } from '../../core/time.js';
import type { DocumentRow } from '../../db/schema.js';
import type { RenderInput } from '../../render/types.js';
import type { Deps } from '../deps.js';
import { checkTemplates, renderInputOf } from '../documents/render-input.js';
import { documentById } from '../documents/index.js';
import type { PreviewBudget } from '../previews/budget.js';
import { rendererIdle } from '../previews/priority.js';
import { snapshotForRender } from '../versions/render-source.js';
import { comparePdfs, warmComparer } from './compare-pool.js';
import { diffsRepo } from './repo.js';

/** A side of a diff: a version number, the published version or the draft. */
export type DiffSide = number | 'published' | 'draft';

export interface DiffRequest {
  from: DiffSide;
  to: DiffSide;
  sample?: string;
}

export interface DiffResult {
  changes: { page: number; changedRatio: number; image: string }[];
  pageCount: { from: number; to: number };
  textDiff: string;
  expiresAt: string;
}

/** How long the page images are kept. */
export const DIFF_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Width of the page images, in pixels (an A4 page: 800 x 1131). */
export const DIFF_IMAGE_WIDTH = 800;
/** Longest a diff waits for paid renders to leave a Chromium page free, as a draft preview does. */
const MAX_IDLE_WAIT_MS = 5_000;
/** Longest a diff waits for one of the workspace's PREVIEW_ACCOUNT_CONCURRENCY places, and how often it looks. */
const PLACE_WAIT_MS = 30_000;
const PLACE_POLL_MS = 50;

/** client/<account_id>/diffs/<random>-p<page>.png: unguessable, a new path per diff (served as immutable). */
const imagePath = (accountId: number, id: string, page: number): string => `client/${accountId}/diffs/${id}-p${page}.png`;

/**
 * The variables of the document's sample named `name` (its `samples`, issue 39), or of its
 * default sample (`variables`) without a name. SAMPLE_NOT_FOUND for a name it does not have.
 */
export function sampleVariables(doc: Pick<DocumentRow, 'variables' | 'samples'>, name: string | undefined): Record<string, unknown> {
  if (name === undefined) return JSON.parse(doc.variables) as Record<string, unknown>;
  const samples = (doc.samples ? JSON.parse(doc.samples) : []) as { name: string; variables: Record<string, unknown> }[];
  const found = samples.find((s) => s.name === name);
  if (!found) {
    const names = samples.map((s) => `"${s.name}"`).join(', ') || '-';
    throw new AppError('SAMPLE_NOT_FOUND', { params: { name, names } });
  }
  return found.variables;
}

/**
 * The rendered difference between two versions of a document (or a version and the draft):
 * both rendered as a draft preview renders (no credit, nothing in the files, the workspace's
 * preview budget: one place at once, both renderings' pages and bytes), compared page by page
 * in a worker thread (compare-pool.ts), the page images stored for a day (expiry.ts).
 */
export function diffVerb(deps: Deps, budget: PreviewBudget) {
  const diffs = diffsRepo(deps.db);

  async function inputOf(doc: DocumentRow, side: DiffSide, variables: Record<string, unknown>): Promise<{ input: RenderInput; label: string }> {
    const choice = side === 'published' ? undefined : side;
    // A version number the document does not have: NOT_FOUND.
    const { source } = await snapshotForRender(deps.db, doc, choice);
    await checkTemplates(deps, source); // a broken template never reaches Chromium
    const input = await renderInputOf(deps, source, variables);
    // Archival conversion changes nothing a reader sees; the diff spares its time.
    input.pdfa = null;
    return { input, label: side === 'draft' ? 'draft' : `v${side === 'published' ? doc.published_version : side}` };
  }

  /**
   * One of the workspace's preview places, waiting up to PLACE_WAIT_MS while they are all taken
   * (a publish dialog asks for one diff per sample at once): only the minute's pages and bytes,
   * or a wait that long, are 429.
   */
  async function enterWaiting(accountId: number): Promise<() => void> {
    const until = Date.now() + PLACE_WAIT_MS;
    for (;;) {
      try {
        return await budget.enter(accountId);
      } catch (err) {
        const full = isAppError(err) && err.details.params?.setting === 'PREVIEW_ACCOUNT_CONCURRENCY';
        if (!full || Date.now() >= until) throw err;
        await sleep(PLACE_POLL_MS);
      }
    }
  }

  const render = (input: RenderInput) =>
    deps.renderer
      .renderPdf(input, { priority: 'free' })
      .catch((err: unknown) => Promise.reject(isAppError(err) ? err : new AppError('SERVICE_UNAVAILABLE', {}, { cause: err })));

  return async function diff(ctx: Ctx, documentId: number, req: DiffRequest): Promise<DiffResult> {
    const doc = await documentById(deps.db, ctx.accountId, documentId);
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.kind === 'partial') throw new AppError('PARTIAL_NOT_RENDERABLE');
    const variables = sampleVariables(doc, req.sample);
    const from = await inputOf(doc, req.from, variables);
    const to = await inputOf(doc, req.to, variables);

    const leave = await enterWaiting(ctx.accountId);
    try {
      const started = performance.now();
      warmComparer(); // pdf.js loads in its thread while Chromium prints
      await rendererIdle(deps.renderer, deps.config.RENDER_CONCURRENCY, MAX_IDLE_WAIT_MS, new AbortController().signal);
      const [a, b] = await Promise.all([render(from.input), render(to.input)]);
      await budget.charge(ctx.accountId, a.pages + b.pages, a.pdf.length + b.pdf.length);
      const rendered = performance.now();
      const outcome = await comparePdfs(
        { from: a.pdf, to: b.pdf, labels: { from: from.label, to: to.label }, width: DIFF_IMAGE_WIDTH },
        deps.config.RENDER_TIMEOUT_MS,
      );

      // The row first: whatever is stored after it, the sweep deletes at its time, even after a failure here.
      const id = randomUUID();
      const paths = outcome.pages.map((_, i) => imagePath(ctx.accountId, id, i + 1));
      const expiresAt = isoIn(DIFF_IMAGE_TTL_MS, deps.clock);
      await diffs.insert({ accountId: ctx.accountId, paths, createdAt: nowIso(deps.clock), expiresAt });
      await Promise.all(outcome.pages.map((p, i) => deps.storage.put(paths[i]!, p.png, 'image/png'))).catch((err: unknown) =>
        Promise.reject(new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err })),
      );
      // Where a slow diff spent its time (bench/diff.ts with LOG_LEVEL=debug).
      deps.log.debug(
        { renderMs: Math.round(rendered - started), compareAndStoreMs: Math.round(performance.now() - rendered), pages: outcome.pages.length },
        'rendered difference',
      );
      return {
        changes: outcome.pages.map((p, i) => ({ page: i + 1, changedRatio: p.changedRatio, image: deps.storage.publicUrl(paths[i]!) })),
        pageCount: outcome.pageCount,
        textDiff: outcome.textDiff,
        expiresAt,
      };
    } finally {
      leave();
    }
  };
}

export type DiffVerb = ReturnType<typeof diffVerb>;
