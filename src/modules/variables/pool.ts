/**
 * A batch's items are checked against the schema in a worker thread: 10,000 items, or a schema
 * with a slow `pattern`, must not hold the event loop. One thread, started at the first batch
 * with a schema and ended after a minute idle, with a heap limit and a deadline; a check that
 * runs out of either is refused with the limit named (the thread is replaced).
 */
import { AppError } from '../../core/errors.js';
import { lazyPool, runBounded, WorkerLimit } from '../../core/worker-threads.js';
import type { CheckTask, ItemProblem } from './worker.js';

/** Longest a batch's check may take: linear in the items, generous for a loaded node. */
const CHECK_TIMEOUT_MS = 30_000;

const pool = lazyPool<CheckTask, ItemProblem[]>(import.meta.url, 'worker', { maxThreads: 1, memoryMb: 512 });

/** The problems of a batch's items (at most `limit`, in item order), checked in the worker. */
export async function checkItemsInWorker(task: CheckTask): Promise<ItemProblem[]> {
  try {
    return await runBounded(pool(), task, { timeoutMs: CHECK_TIMEOUT_MS });
  } catch (err) {
    if (!(err instanceof WorkerLimit)) throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
    const why = err.limit === 'memory' ? 'ran out of memory' : `took longer than ${CHECK_TIMEOUT_MS / 1000} s`;
    throw new AppError(
      'VALIDATION_ERROR',
      { params: { detail: `variables: checking the items against the document's variablesSchema ${why}` } },
      { cause: err },
    );
  }
}
