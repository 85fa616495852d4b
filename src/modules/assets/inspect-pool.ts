/**
 * Asset inspection off the event loop. Fonts and SVGs are parsed by large libraries (fontkit,
 * jsdom and DOMPurify) whose cost a hostile file chooses: on the main thread a 3 MB SVG froze a
 * node for 13 minutes. They run here in worker threads (piscina) with a V8 heap limit, under a
 * deadline counted from the moment a worker takes the file, after which the worker is
 * terminated and replaced. Raster images (a header read) are inspected on the calling thread.
 */
import { AppError } from '../../core/errors.js';
import { lazyPool, runTimed, WorkerLimit } from '../../core/worker-threads.js';
import type { ModuleSettings } from '../deps.js';
import { inspectBytes, type Inspected } from './inspect.js';
import type { InspectOutcome, InspectTask } from './inspect-worker.js';
import { INSPECT_DEFAULTS } from './limits.js';
import { type InspectLimits, isRefusal, isTooLarge } from './refusals.js';
import { isFont, isRaster, looksLikeSvg } from './sniff.js';

/** How long a file may wait for a free inspection worker before the upload is answered 503. */
const QUEUE_TIMEOUT_MS = 60_000;

// One pool per process and memory limit: uploads are rare, and idle threads end (and are unref'd meanwhile).
const pools = new Map<number, () => import('piscina').Piscina<InspectTask, InspectOutcome>>();
function pool(memoryMb: number) {
  let p = pools.get(memoryMb);
  if (!p)
    pools.set(memoryMb, (p = lazyPool<InspectTask, InspectOutcome>(import.meta.url, 'inspect-worker', { maxThreads: 2, memoryMb, youngMb: 16, stackMb: 4 })));
  return p();
}

type Settings = Pick<ModuleSettings, 'ASSET_MAX_BYTES'> & Partial<typeof INSPECT_DEFAULTS>;

function limitsOf(config: Settings): InspectLimits & { timeoutMs: number; memoryMb: number } {
  const c = { ...INSPECT_DEFAULTS, ...Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)) } as Settings & typeof INSPECT_DEFAULTS;
  return {
    maxBytes: c.ASSET_MAX_BYTES,
    maxPixels: c.ASSET_MAX_PIXELS,
    svgMaxDepth: c.ASSET_SVG_MAX_DEPTH,
    svgMaxElements: c.ASSET_SVG_MAX_ELEMENTS,
    fontMaxDecodedBytes: c.ASSET_FONT_MAX_DECODED_BYTES,
    timeoutMs: c.ASSET_INSPECT_TIMEOUT_MS,
    memoryMb: c.ASSET_INSPECT_MEMORY_MB,
  };
}

/**
 * The file inspected (inspect.ts), or AppError: VALIDATION_ERROR naming `field` and the rule
 * crossed, PAYLOAD_TOO_LARGE for a sanitized SVG over ASSET_MAX_BYTES, SERVICE_UNAVAILABLE
 * when no worker could take it in time. A font or an SVG is handed to the worker: `bytes` may
 * be left empty (its memory moved, not copied, when it owns it), so callers use the answer's
 * `body` from then on.
 */
export async function inspectFile(bytes: Buffer, config: Settings, field = 'file'): Promise<Inspected> {
  const limits = limitsOf(config);
  const refused = (rule: string, params: Record<string, number> = {}) => new AppError('VALIDATION_ERROR', { params: { field, rule, ...params } });
  if (isRaster(bytes)) {
    try {
      return await inspectBytes(bytes, limits);
    } catch (err) {
      if (isRefusal(err)) throw refused(err.rule, err.params);
      if (isTooLarge(err)) throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: err.limit } });
      throw err;
    }
  }
  // Neither an image, a font nor an SVG by its first bytes: refused here, no worker needed.
  if (!isFont(bytes) && !looksLikeSvg(bytes)) throw refused('file_type');
  const outcome = await runInWorker(bytes, limits, refused);
  if (outcome.ok) return { ...outcome.file, body: Buffer.from(outcome.file.body.buffer, outcome.file.body.byteOffset, outcome.file.body.byteLength) };
  if ('tooLarge' in outcome) throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: outcome.tooLarge } });
  throw refused(outcome.rule, outcome.params);
}

async function runInWorker(
  bytes: Buffer,
  limits: ReturnType<typeof limitsOf>,
  refused: (rule: string, params?: Record<string, number>) => AppError,
): Promise<InspectOutcome> {
  const { timeoutMs, memoryMb, ...taskLimits } = limits;
  // Megabytes are moved to the worker rather than copied on this thread, when nothing else shares their memory.
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  try {
    return await runTimed(
      pool(memoryMb),
      { bytes, limits: taskLimits },
      { deadlineMs: timeoutMs, queueMs: QUEUE_TIMEOUT_MS, ...(owned ? { transferList: [bytes.buffer as ArrayBuffer] } : {}) },
    );
  } catch (err) {
    if (!(err instanceof WorkerLimit)) throw err;
    if (err.limit === 'queue') throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 5 }, { cause: err });
    throw err.limit === 'deadline' ? refused('inspect_time', { max: timeoutMs }) : refused('inspect_memory', { max: memoryMb });
  }
}
