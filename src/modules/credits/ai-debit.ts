import type { Db } from '../../db/connection.js';
import { grantLeft, remainingOf } from './remaining.js';
import { addTurnEntry, balanceOf, lockBalance, quotaExceeded, rollPeriod, take } from './repo.js';

export interface TurnTokens {
  inputTokens: number;
  outputTokens: number;
  cacheReadTokens: number;
  cacheWriteTokens: number;
}

export interface AiDebit {
  /** What the turn cost by the formula. */
  requested: number;
  /** What was taken: `requested`, or less when the balance had less. */
  charged: number;
}

/**
 * A turn starts only with at least one AI credit left; the model is not called otherwise.
 * (Its cost is known only afterwards: `debitAiTurn` then takes it, capped at the balance.)
 */
export async function requireAiCredit(db: Db, accountId: number): Promise<void> {
  await rollPeriod(db, accountId, 'ai');
  if (remainingOf(await balanceOf(db, accountId, 'ai')) < 1) {
    throw quotaExceeded('ai');
  }
}

/**
 * Debits an assistant turn in one ledger entry that records its four token counts. Atomic and
 * never below zero: the account's AI row is locked first, then the grant is spent before
 * top-ups, each capped at what is left. A turn costing more than the balance takes the
 * balance; `requested` keeps the full cost, so the ledger shows the difference. Call it inside
 * the transaction that stores the turn.
 */
export async function debitAiTurn(tx: Db, accountId: number, tokens: TurnTokens, cost: number): Promise<AiDebit> {
  await lockBalance(tx, accountId, 'ai');
  await rollPeriod(tx, accountId, 'ai');
  const row = await balanceOf(tx, accountId, 'ai');
  if (!row) throw new Error(`account ${accountId} has no AI counter`);
  const fromGrant = Math.min(cost, grantLeft(row));
  const fromTopup = Math.min(cost - fromGrant, row.topup_balance);
  if (fromGrant > 0 || fromTopup > 0) await take(tx, accountId, 'ai', fromGrant, fromTopup);
  await addTurnEntry(tx, {
    accountId,
    source: fromTopup === 0 ? 'grant' : fromGrant === 0 ? 'topup' : 'mixed',
    amount: -(fromGrant + fromTopup),
    requested: cost,
    ...tokens,
  });
  return { requested: cost, charged: fromGrant + fromTopup };
}
