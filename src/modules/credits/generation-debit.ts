import type { Db } from '../../db/connection.js';
import { addEntry, creditBack, debitOne, type CreditSource } from './repo.js';

/**
 * Generation credits: every debit and refund of one goes through here, each in one transaction
 * with the generation's own row (written by the caller's callback, the generation module owns
 * that table) and its ledger entry, so there is never a debit without its record or a refund
 * without its debit. AI credits are debited in ai-debit.ts.
 */

/**
 * Takes one credit (grant first, then top-ups; quota_exceeded when none is left), lets `hold`
 * record the pending generation in the same transaction, and writes the ledger entry naming it.
 */
export function debitGeneration<T extends { generationId: number }>(
  db: Db,
  accountId: number,
  hold: (tx: Db, source: CreditSource) => Promise<T>,
  prepaid?: Prepaid,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const reserved = prepaid ? await prepaid.take(tx) : null;
    const source = reserved ?? (await debitOne(tx, accountId, 'generation'));
    const held = await hold(tx, source);
    if (prepaid) await prepaid.link(tx, held.generationId);
    // A reservation's ledger rows were written when it was made; a fresh debit needs its own.
    if (!reserved) await addEntry(tx, { accountId, kind: 'generation', reason: 'generation', source, amount: -1, generationId: held.generationId });
    return held;
  });
}

/**
 * A credit paid before the render (a batch's reservation): inside the debit's transaction,
 * `take` supplies the reserved credit, or null when the reservation has none for this render
 * (the account is then debited, with its ledger row, here); `link` records the new generation
 * where the payer tracks it. Throwing from either rolls the whole debit back. The payer writes
 * no credit table itself.
 */
export interface Prepaid {
  take(tx: Db): Promise<CreditSource | null>;
  link(tx: Db, generationId: number): Promise<void>;
}

/**
 * Gives a generation's credit back exactly once: `release` flips the pending row inside the
 * transaction and answers whose credit it was, or null when it was no longer pending (already
 * refunded or succeeded), and then nothing moves.
 */
export function refundGeneration(
  db: Db,
  generationId: number,
  release: (tx: Db) => Promise<{ accountId: number; source: CreditSource } | null>,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const gen = await release(tx);
    if (!gen) return false;
    await creditBack(tx, gen.accountId, 'generation', gen.source);
    await addEntry(tx, { accountId: gen.accountId, kind: 'generation', reason: 'refund', source: gen.source, amount: 1, generationId });
    return true;
  });
}
