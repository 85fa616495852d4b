/**
 * The page comparison off the event loop: a worker thread (piscina) rasterises and compares the
 * two PDFs under a deadline counted from the moment it takes them, after which it is terminated
 * and replaced, and under a V8 heap limit (the canvases themselves are native memory, one page
 * pair at a time).
 */
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError } from '../../core/errors.js';
import type { CompareOutcome, CompareTask } from './compare-worker.js';

/** How long a diff may wait for a free compare worker before it is answered 503. */
const QUEUE_TIMEOUT_MS = 60_000;
const MEMORY_MB = 256;

/** From TypeScript sources (tests, tsx), the worker loads its .ts file through tsx. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./compare-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

let shared: Piscina<CompareTask, CompareOutcome> | undefined;
// Made as a node starts (boot.ts) or at its first diff; from then on one thread stays, with pdf.js
// loaded (a cold thread took seconds on a loaded machine); a second one while two diffs compare at once.
const pool = () =>
  (shared ??= new Piscina({
    ...workerFile(),
    minThreads: 1,
    maxThreads: 2,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  }));

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
  const abort = new AbortController();
  let why: 'queue' | 'deadline' | undefined;
  const stop = (reason: 'queue' | 'deadline') => () => {
    why = reason;
    abort.abort();
  };
  const channel = new MessageChannel();
  let timer = setTimeout(stop('queue'), QUEUE_TIMEOUT_MS);
  channel.port1.once('message', () => {
    clearTimeout(timer);
    timer = setTimeout(stop('deadline'), timeoutMs);
  });
  try {
    return await pool().run({ ...input, started: channel.port2 }, { signal: abort.signal, transferList: [channel.port2] });
  } catch (err) {
    if (why === 'deadline') throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'diff_ms', max: timeoutMs } });
    if (why === 'queue') throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err });
    if ((err as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY')
      throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'diff_mb', max: MEMORY_MB } });
    throw err;
  } finally {
    clearTimeout(timer);
    channel.port1.close();
  }
}
