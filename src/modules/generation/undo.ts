import type { Ctx } from '../../core/context.js';
import { isAppError } from '../../core/errors.js';
import { connectionLostAs503 } from '../../db/errors.js';
import type { Deps } from '../deps.js';
import { refundGeneration } from './debit.js';

/**
 * A failed render after its debit: refund the credit, remove a file stored before the failure,
 * and answer the error the caller should see. If the refund itself fails, the row stays pending
 * and the sweep refunds it later (and deletes its file): the caller still learns what went wrong.
 */
export async function undoGeneration(
  deps: Deps,
  ctx: Ctx,
  failure: { generationId: number; path: string; stored: boolean; caught: unknown },
): Promise<unknown> {
  const { generationId, path, stored, caught } = failure;
  const err = connectionLostAs503(caught);
  const code = isAppError(err) ? err.code : 'INTERNAL_ERROR';
  deps.metrics.generations.inc({ outcome: 'failed' });
  const refunded = await refundGeneration(deps.db, generationId, code).catch((refundErr) => {
    deps.log.error({ err: refundErr, generationId }, 'refund failed; left to the pending sweep');
    return false;
  });
  if (refunded) {
    deps.metrics.generationsRefunded.inc({ reason: code });
    deps.metrics.creditsRefunded.inc({ kind: 'generation' });
  }
  // Refunded after the upload (the commit failed): the file must not outlive its record.
  if (refunded && stored) {
    await deps.storage.delete(path).catch((delErr) => deps.log.error({ err: delErr, path }, 'could not remove a refunded generation'));
  }
  if (code === 'INTERNAL_ERROR' || code === 'SERVICE_UNAVAILABLE' || code === 'storage_unavailable') {
    deps.log.error({ err, generationId, requestId: ctx.requestId }, 'generation failed; credit refunded');
  }
  return err;
}
