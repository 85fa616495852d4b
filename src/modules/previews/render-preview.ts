import type { Deps } from '../deps.js';
import { isAppError } from '../../core/errors.js';
import { message } from '../../core/i18n/index.js';
import { ruleDetail } from '../../core/i18n/rules.js';
import { nowIso } from '../../core/time.js';
import type { JobHandler } from '../../jobs/types.js';
import { renderInputOf } from '../documents/render-input.js';
import { previewPath } from './paths.js';
import { rendererIdle } from './priority.js';
import { documentPreviews, type PreviewSource } from '../documents/index.js';

export interface PreviewJob {
  accountId: number;
  documentId: number;
}

/** Counters since start, for logs, health and tests: what the preview worker actually did. */
export interface PreviewStats {
  /** Calls to the renderer (successful or not). */
  renders: number;
  /** Previews stored and referenced by their document. */
  stored: number;
  /** Renders or uploads that failed (the previous preview stays). */
  failed: number;
  /** Renders discarded because the document changed (or was deleted) meanwhile. */
  superseded: number;
  /** Jobs that found the preview already up to date, or the document gone. */
  skipped: number;
}

/** The template's fault: a retry renders the same failure. Anything else is retried by the queue. */
/** A preview is stale when it predates the last change of a render field (or does not exist). */
const isStale = (doc: PreviewSource): boolean => doc.preview_updated_at === null || doc.preview_updated_at < doc.render_changed_at;

const PERMANENT = new Set(['TEMPLATE_ERROR', 'RENDER_LIMIT_EXCEEDED']);
/** Longest a preview waits for the renderer to have nothing else to do. */
const MAX_IDLE_WAIT_MS = 60_000;

/**
 * The preview job: render the document's current version with its sample variables, store the
 * PNG at a new path, point the document at it (compare-and-set), delete the previous file.
 * Idempotent: it reloads the document and does nothing when the preview is already current.
 * Debits nothing. A failure keeps the previous preview and records why in preview_error.
 */
export function renderPreviewJob(deps: Deps, stats: PreviewStats, signal: AbortSignal): JobHandler<PreviewJob> {
  // The preview_* columns belong to documents: read and written through its named functions.
  const docs = documentPreviews(deps.db);

  return async function renderPreview({ accountId, documentId }) {
    if (!(await needed(accountId, documentId))) return;
    await rendererIdle(deps.renderer, deps.config.RENDER_CONCURRENCY, MAX_IDLE_WAIT_MS, signal);
    if (signal.aborted) return; // shutting down: the document stays stale and is re-sent at the next start
    const doc = await needed(accountId, documentId); // it may have changed while waiting
    if (!doc) return;

    stats.renders++;
    let png: Buffer;
    try {
      // Free priority: a paid render waiting for a page goes first (render/slots.ts).
      png = await deps.renderer.renderPng(await renderInputOf(deps, doc, JSON.parse(doc.variables)), { width: deps.config.PREVIEW_WIDTH, priority: 'free' });
    } catch (err) {
      stats.failed++;
      await docs.setPreviewError(doc, describe(err));
      if (isAppError(err) && PERMANENT.has(err.code)) return;
      throw err;
    }

    const path = previewPath(doc.account_id, doc.uuid, Date.now());
    try {
      await deps.storage.put(path, png, 'image/png');
    } catch (err) {
      stats.failed++;
      await docs.setPreviewError(doc, problemText(`storage_unavailable: ${errorText(err)}`));
      throw err;
    }

    // Not before the version it shows: node clocks may differ, and staleness compares the two.
    const now = nowIso(deps.clock);
    const at = now > doc.render_changed_at ? now : doc.render_changed_at;
    if (!(await docs.setPreview(doc, path, at))) {
      stats.superseded++;
      if ((await docs.currentPreviewPath(doc)) !== path) await remove(path);
      return;
    }
    stats.stored++;
    if (doc.preview_path && doc.preview_path !== path) await remove(doc.preview_path);
  };

  async function needed(accountId: number, documentId: number): Promise<PreviewSource | null> {
    const doc = await docs.previewSource(accountId, documentId);
    if (doc && isStale(doc)) return doc;
    stats.skipped++;
    return null;
  }

  /**
   * An unreferenced preview file is only litter: log and carry on. A replaced preview was
   * public (and served as immutable), so the CDN forgets it too.
   */
  async function remove(path: string): Promise<void> {
    await deps.storage.delete(path).catch((err) => deps.log.warn({ err, path }, 'could not delete an old preview'));
    await deps.cdn.purge([path], [deps.storage.publicUrl(path)]).catch((err) => deps.log.warn({ err, path }, 'could not purge an old preview from the CDN'));
  }
}

/**
 * What documents.preview_error holds (shown as the document's previewError): JSON
 * `{ message, line, column }`; a template's own fault keeps its position, others say their code.
 */
function describe(err: unknown): string {
  const problem = isAppError(err) ? (err.details.extra?.templateError as { message: string; line: number; column: number } | undefined) : undefined;
  if (problem) return JSON.stringify({ message: problem.message.slice(0, 2000), line: problem.line, column: problem.column });
  const params = isAppError(err) ? (err.details.params ?? {}) : {};
  const detail = ruleDetail('en', params);
  return problemText(
    isAppError(err) ? `${err.code}: ${message('en', err.code, detail ? { ...params, detail } : params)}` : `INTERNAL_ERROR: ${errorText(err)}`,
  );
}

const problemText = (text: string): string => JSON.stringify({ message: text.slice(0, 2000), line: null, column: null });

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
