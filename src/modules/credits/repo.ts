import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { Db } from '../../db/connection.js';
import type { CreditBalanceRow, CreditKind } from '../../db/schema.js';
import { currentPeriod } from './period.js';
import { prepared } from '../../db/prepared.js';

/** The database or a transaction: other modules' transactions (generation, accounts) pass theirs. */
type Tx = Db;
export type CreditSource = 'grant' | 'topup';

/**
 * The balance moves only by conditional UPDATEs, each paired with a ledger row in the same
 * transaction. The WHERE clause is the guard: PostgreSQL re-checks it after waiting on the row
 * lock and SQLite serializes writers, so concurrent debits can never overdraw.
 */
export async function rollPeriod(tx: Tx, accountId: number, kind: CreditKind): Promise<void> {
  const period = currentPeriod();
  await tx
    .updateTable('credit_balances')
    .set({ grant_used: 0, topup_used: 0, period_start: period.start, period_end: period.end })
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('period_end', '<=', nowIso())
    .execute();
}

/**
 * Takes one credit, the monthly grant first, then top-ups. Throws quota_exceeded when none is
 * left. The common case is one UPDATE: the grant of a current period; the period is rolled over
 * only when that fails.
 */
export async function debitOne(tx: Tx, accountId: number, kind: CreditKind): Promise<CreditSource> {
  if (await takeFromGrant(tx, accountId, kind)) return 'grant';
  await rollPeriod(tx, accountId, kind);
  if (await takeFromGrant(tx, accountId, kind)) return 'grant';
  const fromTopup = await tx
    .updateTable('credit_balances')
    .set((eb) => ({ topup_balance: eb('topup_balance', '-', 1), topup_used: eb('topup_used', '+', 1) }))
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('topup_balance', '>', 0)
    .executeTakeFirst();
  if (fromTopup.numUpdatedRows > 0n) return 'topup';
  throw quotaExceeded(kind);
}

/**
 * 402 quota_exceeded saying when the monthly grant comes back (`renewsAt`, and the date in the
 * message) and that top-ups never expire. Called after the period was rolled, so the current
 * period's end is the renewal.
 */
export function quotaExceeded(kind: CreditKind): AppError {
  const renewsAt = currentPeriod().end;
  return new AppError('quota_exceeded', {
    variant: 'quota_exceeded.renews',
    extra: { type: kind, renewsAt },
    params: { type: kind, renewsOn: renewsAt.slice(0, 10) },
  });
}

const takeFromGrantQuery = prepared<{ accountId: number; kind: CreditKind; now: string }>()((db, p) =>
  db
    .updateTable('credit_balances')
    .set((eb) => ({ grant_used: eb('grant_used', '+', 1) }))
    .where('account_id', '=', p('accountId'))
    .where('kind', '=', p('kind'))
    .whereRef('grant_used', '<', 'monthly_grant')
    .where('period_end', '>', p('now')),
);

async function takeFromGrant(tx: Tx, accountId: number, kind: CreditKind): Promise<boolean> {
  const r = await takeFromGrantQuery(tx, { accountId, kind, now: nowIso() });
  return (r.numAffectedRows ?? 0n) > 0n;
}

const addEntryQuery = prepared<{
  accountId: number;
  kind: CreditKind;
  reason: 'generation' | 'refund' | 'topup' | 'plan';
  source: CreditSource;
  amount: number;
  generationId: number | null;
  createdAt: string;
}>()((db, p) =>
  db.insertInto('credit_entries').values({
    account_id: p('accountId'),
    kind: p('kind'),
    reason: p('reason'),
    source: p('source'),
    amount: p('amount'),
    generation_id: p('generationId'),
    created_at: p('createdAt'),
  }),
);

/** Gives one credit back to the bucket it came from. */
export async function creditBack(tx: Tx, accountId: number, kind: CreditKind, source: CreditSource): Promise<void> {
  const query = tx.updateTable('credit_balances').where('account_id', '=', accountId).where('kind', '=', kind);
  if (source === 'grant') {
    // If the month rolled over since the debit, the grant is already whole again.
    await query
      .set((eb) => ({ grant_used: eb('grant_used', '-', 1) }))
      .where('grant_used', '>', 0)
      .execute();
  } else {
    await query.set((eb) => ({ topup_balance: eb('topup_balance', '+', 1), topup_used: eb('topup_used', '-', 1) })).execute();
  }
}

export async function addEntry(
  tx: Tx,
  entry: {
    accountId: number;
    kind: CreditKind;
    reason: 'generation' | 'refund' | 'topup' | 'plan';
    source: CreditSource;
    amount: number;
    generationId?: number;
  },
): Promise<void> {
  await addEntryQuery(tx, { ...entry, generationId: entry.generationId ?? null, createdAt: nowIso() });
}

export function balances(db: Tx, accountId: number): Promise<CreditBalanceRow[]> {
  return db.selectFrom('credit_balances').selectAll().where('account_id', '=', accountId).execute();
}

export async function insertBalances(tx: Tx, accountId: number, grants: Record<CreditKind, number>): Promise<void> {
  const period = currentPeriod();
  await tx
    .insertInto('credit_balances')
    .values(
      (Object.keys(grants) as CreditKind[]).map((kind) => ({
        account_id: accountId,
        kind,
        monthly_grant: grants[kind],
        grant_used: 0,
        topup_balance: 0,
        topup_used: 0,
        period_start: period.start,
        period_end: period.end,
      })),
    )
    .execute();
}

export async function addTopUp(tx: Tx, accountId: number, kind: CreditKind, amount: number): Promise<void> {
  await tx
    .updateTable('credit_balances')
    .set((eb) => ({ topup_balance: eb('topup_balance', '+', amount) }))
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .execute();
}

export async function setGrant(tx: Tx, accountId: number, kind: CreditKind, grant: number): Promise<void> {
  await tx.updateTable('credit_balances').set({ monthly_grant: grant }).where('account_id', '=', accountId).where('kind', '=', kind).execute();
}

// ---- assistant turns (AI credits priced by tokens) ------------------------------------------

/**
 * Takes the account's AI row lock: a no-op UPDATE locks the row on PostgreSQL until the
 * transaction ends (SQLite serializes writers anyway), so the read-then-write that follows is atomic.
 */
export async function lockBalance(tx: Tx, accountId: number, kind: CreditKind): Promise<void> {
  await tx
    .updateTable('credit_balances')
    .set((eb) => ({ grant_used: eb.ref('grant_used') }))
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .execute();
}

export function balanceOf(tx: Tx, accountId: number, kind: CreditKind): Promise<CreditBalanceRow | undefined> {
  return tx.selectFrom('credit_balances').selectAll().where('account_id', '=', accountId).where('kind', '=', kind).executeTakeFirst();
}

/** Moves `fromGrant` and `fromTopup` credits (already capped at what the locked row holds). */
export async function take(tx: Tx, accountId: number, kind: CreditKind, fromGrant: number, fromTopup: number): Promise<void> {
  await tx
    .updateTable('credit_balances')
    .set((eb) => ({
      grant_used: eb('grant_used', '+', fromGrant),
      topup_balance: eb('topup_balance', '-', fromTopup),
      topup_used: eb('topup_used', '+', fromTopup),
    }))
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .execute();
}

export async function addTurnEntry(
  tx: Tx,
  e: {
    accountId: number;
    source: 'grant' | 'topup' | 'mixed';
    amount: number;
    requested: number;
    inputTokens: number;
    outputTokens: number;
    cacheReadTokens: number;
    cacheWriteTokens: number;
  },
): Promise<void> {
  await tx
    .insertInto('credit_entries')
    .values({
      account_id: e.accountId,
      kind: 'ai',
      reason: 'assistant',
      source: e.source,
      amount: e.amount,
      generation_id: null,
      created_at: nowIso(),
      input_tokens: e.inputTokens,
      output_tokens: e.outputTokens,
      cache_read_tokens: e.cacheReadTokens,
      cache_write_tokens: e.cacheWriteTokens,
      requested: e.requested,
    })
    .execute();
}

// ---- batches: many generation credits reserved at once (issue 20) ---------------------------

/** How many credits of a kind the account may still spend (the grant of the current period, then top-ups). */
const spendable = (row: CreditBalanceRow) => ({ grant: Math.max(row.monthly_grant - row.grant_used, 0), topup: row.topup_balance });

/**
 * Takes `n` credits in one step, the grant first, or none at all: answers how many came from
 * each bucket, or what is available when that is less than `n`. One ledger row per bucket.
 */
export async function reserveCredits(
  tx: Tx,
  accountId: number,
  kind: CreditKind,
  n: number,
): Promise<{ grant: number; topup: number } | { available: number }> {
  await rollPeriod(tx, accountId, kind);
  await lockBalance(tx, accountId, kind);
  const row = await balanceOf(tx, accountId, kind);
  const can = row ? spendable(row) : { grant: 0, topup: 0 };
  if (can.grant + can.topup < n) return { available: can.grant + can.topup };
  const grant = Math.min(can.grant, n);
  const topup = n - grant;
  await take(tx, accountId, kind, grant, topup);
  if (grant) await addEntry(tx, { accountId, kind, reason: 'generation', source: 'grant', amount: -grant });
  if (topup) await addEntry(tx, { accountId, kind, reason: 'generation', source: 'topup', amount: -topup });
  return { grant, topup };
}

/** Gives back reserved credits no render took (a cancelled or finished batch's rest). */
export async function releaseCredits(tx: Tx, accountId: number, kind: CreditKind, back: { grant: number; topup: number }): Promise<void> {
  if (back.grant > 0) {
    await lockBalance(tx, accountId, kind);
    const row = await balanceOf(tx, accountId, kind);
    // If the month rolled over since the reservation, the grant is already whole again.
    const grantUsed = Math.max((row?.grant_used ?? 0) - back.grant, 0);
    await tx.updateTable('credit_balances').set({ grant_used: grantUsed }).where('account_id', '=', accountId).where('kind', '=', kind).execute();
    await addEntry(tx, { accountId, kind, reason: 'refund', source: 'grant', amount: back.grant });
  }
  if (back.topup > 0) {
    await tx
      .updateTable('credit_balances')
      .set((eb) => ({ topup_balance: eb('topup_balance', '+', back.topup), topup_used: eb('topup_used', '-', back.topup) }))
      .where('account_id', '=', accountId)
      .where('kind', '=', kind)
      .execute();
    await addEntry(tx, { accountId, kind, reason: 'refund', source: 'topup', amount: back.topup });
  }
}
