/**
 * A batch's items are checked against the schema in a worker thread: 10,000 items, or a schema
 * with a slow `pattern`, must not hold the event loop. One thread, started at the first batch
 * with a schema and ended after a minute idle, with a heap limit and a deadline; a check that
 * runs out of either is refused with the limit named (the thread is replaced).
 */
import { Piscina } from 'piscina';
import { AppError } from '../../core/errors.js';
import type { CheckTask, ItemProblem } from './worker.js';

/** Longest a batch's check may take: linear in the items, generous for a loaded node. */
const CHECK_TIMEOUT_MS = 30_000;

function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return { filename: new URL(`./worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

let pool: Piscina<CheckTask, ItemProblem[]> | null = null;

/** The problems of a batch's items (at most `limit`, in item order), checked in the worker. */
export async function checkItemsInWorker(task: CheckTask): Promise<ItemProblem[]> {
  pool ??= new Piscina({
    ...workerFile(),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  });
  try {
    return await pool.run(task, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
  } catch (err) {
    if ((err as { name?: string }).name === 'AbortError' || (err as { code?: string }).code === 'ABORT_ERR') {
      throw new AppError(
        'VALIDATION_ERROR',
        { params: { detail: `variables: checking the items against the document's variablesSchema took longer than ${CHECK_TIMEOUT_MS / 1000} s` } },
        { cause: err },
      );
    }
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw new AppError(
        'VALIDATION_ERROR',
        { params: { detail: "variables: checking the items against the document's variablesSchema ran out of memory" } },
        { cause: err },
      );
    }
    throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
  }
}
