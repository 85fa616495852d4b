/**
 * The page comparison off the event loop: a worker thread (piscina) rasterises and compares the
 * two PDFs under a deadline counted from the moment it takes them, after which it is terminated
 * and replaced, and under a V8 heap limit (the canvases themselves are native memory, one page
 * pair at a time).
 */
import { AppError } from '../../core/errors.js';
import { lazyPool, runTimed, WorkerLimit } from '../../core/worker-threads.js';
import type { CompareOutcome, CompareTask } from './compare-worker.js';

/** How long a diff may wait for a free compare worker before it is answered 503. */
const QUEUE_TIMEOUT_MS = 60_000;
const MEMORY_MB = 256;

// Made as a node starts (boot.ts) or at its first diff; from then on one thread stays, with pdf.js
// loaded (a cold thread took seconds on a loaded machine); a second one while two diffs compare at once.
const pool = lazyPool<CompareTask, CompareOutcome>(import.meta.url, 'compare-worker', { minThreads: 1, maxThreads: 2, memoryMb: MEMORY_MB, stackMb: 4 });

/** Starts the compare thread (it loads pdf.js at once): at a node's start, beside it. */
export function warmComparer(): void {
  pool();
}

/**
 * The two PDFs compared page by page (compare-worker.ts). RENDER_LIMIT_EXCEEDED (`diff_ms`)
 * past `timeoutMs` of comparing; SERVICE_UNAVAILABLE when no worker could take it in time.
 */
export async function comparePdfs(
  input: { from: Uint8Array; to: Uint8Array; labels: { from: string; to: string }; width: number },
  timeoutMs: number,
): Promise<CompareOutcome> {
  try {
    return await runTimed(pool(), input, { deadlineMs: timeoutMs, queueMs: QUEUE_TIMEOUT_MS });
  } catch (err) {
    if (!(err instanceof WorkerLimit)) throw err;
    if (err.limit === 'queue') throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err });
    throw new AppError('RENDER_LIMIT_EXCEEDED', {
      params: err.limit === 'deadline' ? { limit: 'diff_ms', max: timeoutMs } : { limit: 'diff_mb', max: MEMORY_MB },
    });
  }
}
