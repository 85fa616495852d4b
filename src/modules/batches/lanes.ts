import type { JobQueue } from '../../jobs/types.js';
import type { Deps, ModuleSettings } from '../deps.js';

/** A lane is a job that takes a batch's pending items one after another until none is left. */
export const LANE_JOB = 'batch-lane';
/** Ends a batch whose items are all settled: merge or zip its PDFs, settle the reservation, notify. */
export const FINISH_JOB = 'batch-finish';
/** Lanes per batch: enough for every node of a cluster to take some (each runs batchLanesPerNode at a time). */
export const LANES_PER_BATCH = 16;
/** Default share of the render pool that batch items may hold on one node. */
export const DEFAULT_BATCH_POOL_SHARE = 0.5;

/**
 * How many batch items one node renders at once: BATCH_POOL_SHARE of RENDER_CONCURRENCY,
 * at least one, and always leaving one page of the pool to synchronous generations.
 */
export function batchRenderSlots(config: Pick<ModuleSettings, 'RENDER_CONCURRENCY' | 'BATCH_POOL_SHARE'>): number {
  const pages = config.RENDER_CONCURRENCY;
  const share = Math.floor(pages * (config.BATCH_POOL_SHARE ?? DEFAULT_BATCH_POOL_SHARE));
  return Math.max(1, Math.min(share, pages - 1));
}

/** Lanes a node runs at once: two per render slot, so database and storage work overlap renders (render-gate.ts). */
export const batchLanesPerNode = (config: Pick<ModuleSettings, 'RENDER_CONCURRENCY' | 'BATCH_POOL_SHARE'>): number => 2 * batchRenderSlots(config);

/** Sends the lanes of a batch; a lane already waiting coalesces (singleton key per lane). */
export async function sendLanes(deps: Pick<Deps, 'log'>, jobs: JobQueue, batchId: number, pending: number): Promise<void> {
  const lanes = Math.min(Math.max(pending, 1), LANES_PER_BATCH);
  for (let lane = 0; lane < lanes; lane++) {
    await jobs
      .send(LANE_JOB, { batchId, lane }, { singletonKey: `${batchId}:${lane}`, retryLimit: 3, retryDelayMs: 1000 })
      .catch((err) => deps.log.error({ err, batchId }, 'could not queue a batch lane; the sweep sends it again'));
  }
}

export async function sendFinish(deps: Pick<Deps, 'log'>, jobs: JobQueue, batchId: number): Promise<void> {
  await jobs
    .send(FINISH_JOB, { batchId }, { singletonKey: String(batchId), retryLimit: 5, retryDelayMs: 2000 })
    .catch((err) => deps.log.error({ err, batchId }, 'could not queue a batch finish; the sweep sends it again'));
}
