import type { Deps } from '../deps.js';
import type { JobQueue } from '../../jobs/types.js';
import { enqueueStalePreviews } from './recovery.js';
import { renderPreviewJob, type PreviewStats } from './render-preview.js';
import { PREVIEW_JOB } from './scheduler.js';

export interface PreviewWorkers {
  stats(): PreviewStats;
  /** Stops waiting renders and the start-up sweep; the queue's stop() then waits for running jobs. */
  stop(): Promise<void>;
}

/**
 * Runs preview jobs on this node (PREVIEW_CONCURRENCY at a time) and queues the stale ones
 * in the background. Call after queue.start(); only a serving process does this.
 */
export async function startPreviewWorkers(deps: Deps, queue: JobQueue): Promise<PreviewWorkers> {
  const stats: PreviewStats = { renders: 0, stored: 0, failed: 0, superseded: 0, skipped: 0 };
  const stopping = new AbortController();
  await queue.work(PREVIEW_JOB, renderPreviewJob(deps, stats, stopping.signal), { concurrency: deps.config.PREVIEW_CONCURRENCY });
  const sweep = enqueueStalePreviews(deps.db, queue, stopping.signal).then(
    (sent) => sent && deps.log.info({ sent }, 'queued previews of documents changed since their last preview'),
    (err) => deps.log.error({ err }, 'could not queue stale previews'),
  );
  return {
    stats: () => ({ ...stats }),
    async stop() {
      stopping.abort();
      await sweep;
    },
  };
}
