import type { Ctx } from '../../core/context.js';
import { nowIso } from '../../core/time.js';
import { isPostgres, type Db } from '../../db/connection.js';
import { debitGeneration, refundGeneration as refundCredit, type Prepaid } from '../credits/index.js';
import { touchLastUsed } from '../documents/index.js';
import { pendingRowOf, type RenderedDoc } from './pending-row.js';
import { generationsRepo } from './repo.js';

/** What a debit leaves to the later steps: the pending row and where its PDF will live. */
export interface Debited {
  generationId: number;
  path: string;
}

/** The document rendered, and the version it rendered (0: the draft). */
export type GeneratedDoc = RenderedDoc & { last_used_via_api?: string | null };

/**
 * lastUsedViaApi is kept to the minute: a document rendered many times a minute has its row
 * written once a minute instead of in every render's transaction.
 */
const LAST_USE_GRANULARITY_MS = 60_000;
const lastUseIsStale = (at: string | null | undefined): boolean => !at || Date.parse(at) <= Date.now() - LAST_USE_GRANULARITY_MS;

/**
 * Step 1 of a paid render (payer.ts): one credit (the account's, or `prepaid`'s) and the
 * pending generation row at `path` in one transaction (credits module; on PostgreSQL usually one
 * statement), so either both exist or neither. The row is what a refund (now, or after a crash) finds.
 */
export async function debitForGeneration(db: Db, ctx: Ctx, doc: GeneratedDoc, ownerNode: string | null, path: string, prepaid?: Prepaid): Promise<Debited> {
  const row = pendingRowOf(ctx, doc, ownerNode, path);
  // lastUsedViaApi records the call, so it joins the call's one write transaction.
  const touch = ctx.actor.kind !== 'user' && lastUseIsStale(doc.last_used_via_api);
  if (!prepaid && !touch && isPostgres(db)) {
    // The everyday case on PostgreSQL: one round trip (credits' debitInOneStatement).
    const generationId = await generationsRepo(db).insertPendingDebited(row);
    if (generationId !== null) return { generationId, path };
  }
  return debitGeneration(
    db,
    ctx.accountId,
    async (tx, source) => {
      const generationId = await generationsRepo(tx).insertPending({ ...row, creditSource: source });
      if (touch) await touchLastUsed(tx, doc.id, nowIso());
      return { generationId, path };
    },
    prepaid,
  );
}

/**
 * Refunds a pending generation's credit exactly once; a second call finds nothing pending.
 * True when this call failed the pending row (a test render's row too, which debited nothing).
 */
export async function refundGeneration(db: Db, generationId: number, errorCode: string): Promise<boolean> {
  let released = false;
  await refundCredit(db, generationId, async (tx) => {
    const gen = await generationsRepo(tx).failPending(generationId, errorCode);
    released = !!gen;
    return gen && gen.credit_source !== 'none' ? { accountId: gen.account_id, source: gen.credit_source } : null;
  });
  return released;
}
