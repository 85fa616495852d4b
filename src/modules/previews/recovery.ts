import type { Db } from '../../db/connection.js';
import type { JobQueue } from '../../jobs/types.js';
import { documentPreviews } from '../documents/index.js';
import { sendPreviewJob } from './scheduler.js';

/**
 * At start: every document whose preview is missing or older than its last render-relevant
 * change gets a job. Covers jobs lost with a stopped process (the in-process queue) or never
 * sent, and failures retried out. Several nodes starting at once coalesce on the job key.
 */
export async function enqueueStalePreviews(db: Db, queue: JobQueue, signal: AbortSignal): Promise<number> {
  const stale = await documentPreviews(db).stalePreviews();
  let sent = 0;
  for (const doc of stale) {
    if (signal.aborted) break;
    await sendPreviewJob(queue, { accountId: doc.account_id, documentId: doc.id }, 0);
    sent++;
  }
  return sent;
}
