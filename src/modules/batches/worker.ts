import type { Actor, Ctx } from '../../core/context.js';
import { toEnvelope } from '../../core/envelope.js';
import { AppError, isAppError } from '../../core/errors.js';
import type { BatchItemRow, BatchRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import type { Db } from '../../db/connection.js';
import type { Prepaid } from '../credits/index.js';
import { refundGeneration } from '../generation/debit.js';
import type { GenerateVerb } from '../generation/generate.js';
import { ABANDONED, generationOutcome } from '../generation/index.js';
import type { JobQueue } from '../../jobs/types.js';
import type { PdfaPart } from '../../render/pdf-archival.js';
import type { SignOptions } from '../signing/index.js';
import { batchesRepo } from './repo.js';
import { keepsVariables } from '../accounts/index.js';
import { sendFinish } from './lanes.js';
import { einvoiceOfItem, violationsOf } from './einvoice.js';
import { asItemError, inputStrings, withoutInput, withoutValues } from './item-failure.js';

/** Failures of the moment, not of the item: the item goes back to pending and is tried again. */
const TRANSIENT = new Set(['SERVICE_UNAVAILABLE', 'storage_unavailable', 'RENDER_QUEUE_FULL', 'INTERNAL_ERROR']);
const MAX_ATTEMPTS = 3;

/** The item was taken over by another node (its lease ran out) between claim and debit. */
class ItemLost extends Error {}
/** The batch was cancelled and its reservation given back before this item took a credit. */
class BatchCancelled extends Error {}

/** The caller who started the batch, test key or not: its items' payer follows from it (generation/payer.ts). */
const actorOf = (b: BatchRow): Actor => {
  const id = b.api_key_id ?? 0;
  if (b.actor === 'api_key' || b.actor === 'mcp' || b.actor === 'legacy') return { kind: b.actor, apiKeyId: id, ...(b.test === 1 ? { test: true } : {}) };
  return b.actor === 'operator' ? { kind: 'operator' } : { kind: 'user' };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/**
 * Runs one lane of a batch: claims pending items (compare-and-set, so any number of lanes on
 * any number of nodes share them) and renders each with the generation verb, paying with the
 * batch's reservation. A crash at any point leaves rows the sweep and the next claim resume:
 * an item whose render already succeeded is not rendered again; one whose render was left
 * pending is refunded first; a second try is paid by the account (the first was refunded to it).
 */
export function laneRunner(deps: Deps, jobs: JobQueue, generate: GenerateVerb, stopping: AbortSignal) {
  const repo = batchesRepo(deps.db);
  const node = deps.node.id;

  async function runItem(batch: BatchRow, ctx: Ctx, item: BatchItemRow): Promise<void> {
    // Asked as each item settles, so turning the workspace setting off holds from the next item on.
    const settle = async (patch: Parameters<typeof repo.settle>[2], keep?: boolean) =>
      repo.settle(item.id, node, { ...patch, scrubVariables: !(keep ?? (await keepsVariables(deps.db, batch.account_id))) });
    const prior = item.generation_id === null ? undefined : await generationOutcome(deps.db, item.generation_id);
    if (prior?.status === 'succeeded') {
      await settle({ status: 'done', path: prior.delivery === 'url' ? prior.path : null });
      return;
    }
    if (prior?.status === 'pending') await refundGeneration(deps.db, prior.id, ABANDONED);
    const firstTry = item.generation_id === null;
    const linkItem = async (tx: Db, generationId: number) => {
      if (!(await batchesRepo(tx).linkGeneration(item.id, node, generationId))) throw new ItemLost();
    };
    const prepaid: Prepaid = {
      // The batch's reservation pays a first try; a second try (the first was refunded to the
      // account) or a reservation already used up is debited from the account by credits.
      async take(tx) {
        if (!firstTry) return null;
        const source = await batchesRepo(tx).takeReserved(batch.id);
        if (source) return source;
        if ((await batchesRepo(tx).byId(batch.id))?.status === 'cancelled') throw new BatchCancelled();
        return null;
      },
      link: linkItem,
    };
    const variables = JSON.parse(item.variables) as Record<string, unknown>;
    try {
      const options = {
        ...(item.filename ? { filename: item.filename } : {}),
        ...(batch.pdfa ? { pdfa: batch.pdfa as PdfaPart } : {}),
        ...(batch.sign ? { sign: JSON.parse(batch.sign) as SignOptions } : {}),
        // delivery "upload" (issue 41): the render PUTs to the item's URL; a failed PUT refunds it.
        ...(item.upload_url ? { delivery: 'upload' as const, uploadUrl: item.upload_url } : {}),
      };
      const input = {
        documentId: batch.document_uuid,
        variables,
        version: batch.version ?? undefined,
        options: Object.keys(options).length ? options : undefined,
        // Its own e-invoice (issue 37): checked in the verb before this item's credit is taken.
        einvoice: einvoiceOfItem(item),
      };
      // A test batch reserved nothing: its items are free test renders (generation/payer.ts).
      const { url, delivered, warnings } = await generate(ctx, input, batch.test === 1 ? { link: linkItem } : prepaid);
      await settle({ status: 'done', path: delivered ? null : deps.storage.pathFromUrl(url), warnings: warnings ? JSON.stringify(warnings) : null });
    } catch (err) {
      if (err instanceof ItemLost) return;
      if (err instanceof BatchCancelled) {
        await settle({ status: 'cancelled' });
        return;
      }
      const code = isAppError(err) ? err.code : 'INTERNAL_ERROR';
      if (TRANSIENT.has(code) && item.attempts < MAX_ATTEMPTS && !stopping.aborted) {
        deps.log.warn({ err, batchId: batch.id, index: item.idx }, 'batch item failed for now; tried again');
        await sleep(500 * item.attempts);
        await repo.release(item.id, node);
        return;
      }
      if (!isAppError(err)) deps.log.error({ err, batchId: batch.id, index: item.idx }, 'batch item failed');
      const keep = await keepsVariables(deps.db, batch.account_id);
      const failure = asItemError(err, item.idx);
      const recorded = isAppError(failure) ? (keep ? failure : withoutValues(failure)) : new AppError('INTERNAL_ERROR', {}, { cause: err });
      const message = toEnvelope(recorded, 'en').body.message;
      const violations = violationsOf(err);
      // Variables not kept: neither is a value the message or a broken rule repeats.
      const strings = keep ? [] : inputStrings(item.variables, item.einvoice);
      const hide = (text: string) => (keep ? text : withoutInput(text, strings));
      await settle({ status: 'failed', errorCode: code, errorMessage: hide(message), violations: violations && hide(violations) }, keep);
    }
  }

  return async function runLane({ batchId }: { batchId: number }): Promise<void> {
    const batch = await repo.byId(batchId);
    if (!batch || (batch.status !== 'queued' && batch.status !== 'running')) return;
    const ctx: Ctx = { accountId: batch.account_id, actor: actorOf(batch), requestId: `batch-${batch.uuid}` };
    let started = batch.status !== 'queued';
    while (!stopping.aborted && !deps.node.draining) {
      const item = await repo.claim(batchId, node);
      if (!item) break;
      if (!started) {
        started = true;
        await repo.markStarted(batchId);
      }
      await runItem(batch, ctx, item);
    }
    if (stopping.aborted || deps.node.draining) return;
    const c = (await repo.counts([batchId])).get(batchId)!;
    if (c.pending === 0 && c.running === 0) await sendFinish(deps, jobs, batchId);
  };
}
