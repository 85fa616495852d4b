import type { Logger } from 'pino';
import type { PreviewScheduler } from '../deps.js';
import type { JobQueue } from '../../jobs/types.js';
import type { PreviewJob } from './render-preview.js';

export const PREVIEW_JOB = 'document-preview';

/**
 * One job per document at a time (the singleton key), started `debounceMs` after the first
 * change of a burst: ten quick PATCHes become one render, or two when one arrives mid-render.
 * Transient failures (renderer, storage) are retried with backoff.
 */
export function sendPreviewJob(queue: JobQueue, job: PreviewJob, debounceMs: number): Promise<void> {
  return queue.send(PREVIEW_JOB, job, { singletonKey: String(job.documentId), delayMs: debounceMs, retryLimit: 3, retryDelayMs: 5_000 });
}

/** What the documents service calls: it never waits for the queue, let alone the render. */
export function previewScheduler(queue: JobQueue, debounceMs: number, log: Logger): PreviewScheduler {
  return {
    schedule(accountId, documentId) {
      sendPreviewJob(queue, { accountId, documentId }, debounceMs).catch((err) =>
        // The change is recorded (render_changed_at), so the next start renders it anyway.
        log.warn({ err, documentId }, 'could not queue a preview render'),
      );
    },
  };
}
