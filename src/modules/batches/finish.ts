import { releaseReservation } from '../credits/index.js';
import type { BatchStatus } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import type { WebhookNotifier } from '../webhooks/notify.js';
import { assembleOutput } from './assemble.js';
import { batchesRepo } from './repo.js';

/**
 * Ends a batch once no item is pending or running: builds the merged PDF or zip, then in one
 * transaction sets the final status and gives back what is left of the reservation (items that
 * failed before taking a credit), then sends the webhooks. Safe to run twice: the status
 * change is a compare-and-set and a finished batch is left alone.
 */
export function batchFinisher(deps: Deps, webhooks: WebhookNotifier) {
  const repo = batchesRepo(deps.db);
  return async function finish({ batchId }: { batchId: number }): Promise<void> {
    const batch = await repo.byId(batchId);
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return;
    const c = (await repo.counts([batchId])).get(batchId)!;
    if (c.pending > 0 || c.running > 0) return;
    let status: BatchStatus = c.done > 0 ? 'completed' : 'failed';
    let outputPath: string | null = null;
    let errorCode: string | null = c.done > 0 ? null : 'ALL_ITEMS_FAILED';
    if (status === 'completed' && batch.output !== 'files') {
      try {
        outputPath = await assembleOutput(deps, batch);
      } catch (err) {
        deps.log.error({ err, batchId }, 'could not build the output of a batch');
        status = 'failed';
        errorCode = 'OUTPUT_FAILED';
      }
    }
    const finished = await deps.db.transaction().execute(async (tx) => {
      const r = batchesRepo(tx);
      const left = await r.leftLocked(batchId);
      if (!left || !(await r.finish(batchId, ['queued', 'running'], status, { outputPath, errorCode }))) return false;
      await releaseReservation(tx, left.account_id, { grant: left.grant_left, topup: left.topup_left });
      return true;
    });
    if (!finished) {
      if (outputPath) await deps.storage.delete(outputPath).catch(() => undefined);
      return;
    }
    const after = (await repo.byId(batchId))!;
    await webhooks.batchFinished(after, c).catch((err) => deps.log.error({ err, batchId }, 'could not queue the webhooks of a batch'));
  };
}
