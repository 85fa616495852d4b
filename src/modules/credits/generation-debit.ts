import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection.js';
import { prepared, type Param } from '../../db/prepared.js';
import { nowIso } from '../../core/time.js';
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
 * PostgreSQL only: debitGeneration in one statement, for the everyday case (no reservation,
 * the current period, a credit in the grant or else in the top-ups). One round trip where the
 * transaction takes five (BEGIN, three statements, COMMIT), atomic as any one statement is.
 * `hold` is the caller's INSERT of its row: it reads the credit's `source` from the CTE
 * `debit` (no row there: it inserts nothing) and returns `id`. The answer is null when nothing
 * was taken: the period ended or no credit is left, and the caller runs debitGeneration, which
 * starts the new period or answers quota_exceeded.
 *
 * The two UPDATEs guard as debitOne's do: PostgreSQL re-checks each WHERE on the newest row
 * after waiting for its lock, so concurrent debits never overdraw; the top-up one runs only
 * when the grant one took nothing, so the grant is spent first.
 */
export function debitInOneStatement<P extends { accountId: number }>(hold: (p: Param<P>) => RawBuilder<unknown>) {
  const statement = prepared<P & { now: string }>()((db, p) => {
    const query = sql<{ generation_id: number }>`with grant_debit as (
        update credit_balances set grant_used = grant_used + 1
        where account_id = ${p('accountId')}::int and kind = 'generation' and grant_used < monthly_grant and period_end > ${p('now')}
        returning 'grant'::text as source
      ), topup_debit as (
        update credit_balances set topup_balance = topup_balance - 1, topup_used = topup_used + 1
        where account_id = ${p('accountId')}::int and kind = 'generation' and topup_balance > 0 and period_end > ${p('now')}
          and not exists (select 1 from grant_debit)
        returning 'topup'::text as source
      ), debit as (
        select source from grant_debit union all select source from topup_debit
      ), held as (${hold(p as Param<P>)})
      insert into credit_entries (account_id, kind, reason, source, amount, generation_id, created_at)
      select ${p('accountId')}::int, 'generation', 'generation', debit.source, -1, held.id, ${p('now')} from debit, held
      returning generation_id`;
    return { compile: () => query.compile(db) };
  });
  return async (db: Db, values: P): Promise<number | null> => {
    const { rows } = await statement(db, { ...values, now: nowIso() });
    return rows[0]?.generation_id ?? null;
  };
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
