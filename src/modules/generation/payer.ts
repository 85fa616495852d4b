import { isTestActor, type Ctx } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Prepaid } from '../credits/index.js';
import { debitForGeneration, type Debited, type GeneratedDoc } from './debit.js';
import { generatedPath, nextPathMs } from './paths.js';
import { startTestGeneration } from './test-render.js';

/**
 * Who pays for a render, chosen once from the caller and used by every path that renders
 * (REST generate, the legacy endpoint, the MCP tool, batch items):
 * - `account`: a live caller; one credit of the account, debited with the pending row;
 * - `reservation`: a live batch's item; the credit its batch reserved at acceptance;
 * - `free`: a test key (`tk_test_`), alone or through a batch; no credit table is touched
 *   and the render carries the TEST mark.
 */
type Payer = { kind: 'account' } | { kind: 'reservation'; prepaid: Prepaid } | { kind: 'free'; link?: FreeItem['link'] };

/**
 * A test batch's item: nothing to take (the batch reserved nothing), only the item's record of
 * its generation, written in the transaction that starts it (throwing rolls that back).
 */
interface FreeItem {
  link(tx: Db, generationId: number): Promise<void>;
}

/** A batch item's side of the payment: a live batch's reservation, or a test batch's free item. */
export type ItemPayment = Prepaid | FreeItem;

const isReservation = (p: ItemPayment): p is Prepaid => 'take' in p;

/** The payer of `ctx`'s render; `item` when it renders a batch's item. */
export function payerOf(ctx: Ctx, item?: ItemPayment): Payer {
  if (isTestActor(ctx.actor)) {
    // A reservation here would be live credits spent on a test render (issue 43's bug).
    if (item && isReservation(item)) throw new Error('a test caller has no reservation to pay with');
    return { kind: 'free', link: item?.link.bind(item) };
  }
  if (item && !isReservation(item)) throw new Error('a live batch item is paid by its reservation');
  return item ? { kind: 'reservation', prepaid: item } : { kind: 'account' };
}

/** Whether a caller's renders are free test renders (no reservation, no debit, the TEST mark). */
export const paysNothing = (ctx: Ctx): boolean => payerOf(ctx).kind === 'free';

/**
 * Step 1 of a render: the pending generation row, paid by `payer`, at a path of its own.
 * Another node may take the same millisecond (the path column is unique): the next one is
 * tried, for every payer alike.
 */
export async function startGeneration(db: Db, ctx: Ctx, doc: GeneratedDoc, ownerNode: string | null, payer: Payer): Promise<Debited> {
  let ts = nextPathMs(doc.uuid);
  for (let attempt = 0; ; attempt++) {
    const path = generatedPath(ctx.accountId, doc.uuid, ts);
    try {
      if (payer.kind === 'free') {
        const { link } = payer;
        if (!link) return { generationId: await startTestGeneration(db, ctx, doc, ownerNode, path), path };
        return await db.transaction().execute(async (tx) => {
          const generationId = await startTestGeneration(tx, ctx, doc, ownerNode, path);
          await link(tx, generationId);
          return { generationId, path };
        });
      }
      return await debitForGeneration(db, ctx, doc, ownerNode, path, payer.kind === 'reservation' ? payer.prepaid : undefined);
    } catch (err) {
      if (attempt >= 20 || !isUniqueViolation(err)) throw err;
      ts = nextPathMs(doc.uuid, ts + 1);
    }
  }
}
