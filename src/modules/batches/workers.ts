import type { JobQueue } from '../../jobs/types.js';
import type { Deps } from '../deps.js';
import { generateVerb } from '../generation/generate.js';
import type { WebhookNotifier } from '../webhooks/notify.js';
import { batchFinisher } from './finish.js';
import { gatedRenderer } from './render-gate.js';
import { batchLanesPerNode, batchRenderSlots, FINISH_JOB, LANES_PER_BATCH, LANE_JOB, sendFinish, sendLanes } from './lanes.js';
import { batchesRepo } from './repo.js';
import { laneRunner } from './worker.js';

export interface BatchWorkers {
  /** Hands running items of stopped nodes back to the queue; resends lanes of live batches. */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Runs batch lanes on this node (batchLanesPerNode at a time, their renders capped at
 * batchRenderSlots: the rest of the render pool stays free for synchronous generations) and, every heartbeat, takes back the items of nodes
 * whose lease ran out. At start every live batch's lanes are sent again: the in-process queue
 * forgets its jobs with the process, and pg-boss coalesces the duplicates.
 */
export async function startBatchWorkers(
  deps: Deps,
  jobs: JobQueue,
  webhooks: WebhookNotifier,
  opts: { liveNodes(): Promise<string[]>; intervalMs: number },
): Promise<BatchWorkers> {
  const repo = batchesRepo(deps.db);
  const stopping = new AbortController();
  // The generation verb itself, on a renderer that holds at most the batch's share of the pool.
  const generate = generateVerb({ ...deps, renderer: gatedRenderer(deps.renderer, batchRenderSlots(deps.config)) });
  await jobs.work(LANE_JOB, laneRunner(deps, jobs, generate, stopping.signal), { concurrency: batchLanesPerNode(deps.config) });
  await jobs.work(FINISH_JOB, batchFinisher(deps, webhooks), { concurrency: 1 });

  async function resume(): Promise<void> {
    for (const b of await repo.live()) {
      const c = (await repo.counts([b.id])).get(b.id)!;
      if (c.pending > 0) await sendLanes(deps, jobs, b.id, c.pending);
      else if (c.running === 0) await sendFinish(deps, jobs, b.id);
    }
  }

  async function sweep(): Promise<number> {
    const live = await opts.liveNodes();
    const batches = new Set<number>();
    for (const item of await repo.orphans(live)) {
      if (await repo.release(item.id, item.owner_node)) batches.add(item.batch_id);
    }
    for (const id of batches) await sendLanes(deps, jobs, id, LANES_PER_BATCH);
    if (batches.size) deps.log.warn({ batches: batches.size }, 'took back batch items of a stopped node');
    return batches.size;
  }

  let running: Promise<unknown> | null = null;
  const tick = () =>
    (running ??= sweep()
      .catch((err) => deps.log.error({ err }, 'batch sweep failed'))
      .finally(() => {
        running = null;
      }));
  await sweep().catch((err) => deps.log.error({ err }, 'batch sweep failed'));
  await resume().catch((err) => deps.log.error({ err }, 'could not resume batches'));
  const timer = setInterval(() => void tick(), opts.intervalMs);
  timer.unref();
  return {
    sweep,
    stop: () => {
      clearInterval(timer);
      stopping.abort();
    },
  };
}
