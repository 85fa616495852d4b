import type { Db } from '../../db/connection.js';
import type { Ctx } from '../../core/context.js';
import { apiKeyIdOf } from '../../core/context.js';
import { nowIso } from '../../core/time.js';
import { addEntry, creditBack, debitOne, type CreditSource } from '../credits/repo.js';
import { touchLastUsed } from '../documents/repo.js';
import { generatedPath } from './paths.js';
import { generationsRepo } from './repo.js';

/**
 * The debit and the generation row are one transaction: either both exist or neither. The row
 * is what a refund (now, or after a crash) finds; the unique ledger index makes it happen once.
 */
/**
 * A credit paid before the render (a batch's reservation, issue 20): inside the debit's
 * transaction, `take` supplies the credit instead of a debit of the account, and `link` records
 * the new generation where the payer tracks it (it writes any ledger row itself). Throwing from
 * either rolls the whole debit back.
 */
export interface Prepaid {
  take(tx: Db): Promise<CreditSource>;
  link(tx: Db, generationId: number, source: CreditSource): Promise<void>;
}

export async function debitForGeneration(db: Db, ctx: Ctx, doc: { id: number; uuid: string }, ownerNode: string | null, prepaid?: Prepaid) {
  // Two renders of one document in one millisecond must not share a path: the path column is
  // unique, so a collision aborts the transaction and the next free millisecond is tried.
  let ts = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await debitTx(db, ctx, doc, generatedPath(ctx.accountId, doc.uuid, ts), ownerNode, prepaid);
    } catch (err) {
      if (attempt >= 20 || !isUniqueViolation(err)) throw err;
      ts = Math.max(ts + 1, Date.now());
    }
  }
}

function debitTx(db: Db, ctx: Ctx, doc: { id: number; uuid: string }, path: string, ownerNode: string | null, prepaid?: Prepaid) {
  return db.transaction().execute(async (tx) => {
    const source = prepaid ? await prepaid.take(tx) : await debitOne(tx, ctx.accountId, 'generation');
    const generationId = await generationsRepo(tx).insertPending({
      accountId: ctx.accountId, documentId: doc.id, documentUuid: doc.uuid, apiKeyId: apiKeyIdOf(ctx.actor),
      actor: ctx.actor.kind, path, creditSource: source, ownerNode,
    });
    if (prepaid) await prepaid.link(tx, generationId, source);
    else await addEntry(tx, { accountId: ctx.accountId, kind: 'generation', reason: 'generation', source, amount: -1, generationId });
    // lastUsedViaApi records the call, so it joins the call's one write transaction.
    if (ctx.actor.kind !== 'user') await touchLastUsed(tx, doc.id, nowIso());
    return { generationId, path };
  });
}

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Refunds a pending generation's credit exactly once; a second call finds nothing pending. */
export async function refundGeneration(db: Db, generationId: number, errorCode: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const gen = await generationsRepo(tx).failPending(generationId, errorCode);
    if (!gen) return false;
    await creditBack(tx, gen.account_id, 'generation', gen.credit_source);
    await addEntry(tx, { accountId: gen.account_id, kind: 'generation', reason: 'refund', source: gen.credit_source, amount: 1, generationId });
    return true;
  });
}
