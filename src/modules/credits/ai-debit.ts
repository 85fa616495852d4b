import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { Database } from '../../db/schema.js';
import { rollPeriod } from './ledger.js';

type Tx = Transaction<Database> | Kysely<Database>;

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
export async function requireAiCredit(db: Tx, accountId: number): Promise<void> {
  await rollPeriod(db, accountId, 'ai');
  const row = await db.selectFrom('credit_balances').select(['monthly_grant', 'grant_used', 'topup_balance'])
    .where('account_id', '=', accountId).where('kind', '=', 'ai').executeTakeFirst();
  const remaining = row ? Math.max(row.monthly_grant - row.grant_used, 0) + row.topup_balance : 0;
  if (remaining < 1) throw new AppError('quota_exceeded', { extra: { type: 'ai' }, params: { type: 'ai' } });
}

/**
 * Debits an assistant turn in one ledger entry that records its four token counts. Atomic and
 * never below zero: the account's AI row is locked first (a no-op UPDATE takes PostgreSQL's row
 * lock; SQLite serializes writers), then the grant is spent before top-ups, each capped at what
 * is left. A turn costing more than the balance takes the balance; `requested` keeps the full
 * cost, so the ledger shows the difference. Call inside the transaction that stores the turn.
 */
export async function debitAiTurn(tx: Tx, accountId: number, tokens: TurnTokens, cost: number): Promise<AiDebit> {
  await tx.updateTable('credit_balances').set((eb) => ({ grant_used: eb.ref('grant_used') }))
    .where('account_id', '=', accountId).where('kind', '=', 'ai').execute();
  await rollPeriod(tx, accountId, 'ai');
  const row = await tx.selectFrom('credit_balances').select(['monthly_grant', 'grant_used', 'topup_balance'])
    .where('account_id', '=', accountId).where('kind', '=', 'ai').executeTakeFirstOrThrow();

  const fromGrant = Math.min(cost, Math.max(row.monthly_grant - row.grant_used, 0));
  const fromTopup = Math.min(cost - fromGrant, row.topup_balance);
  if (fromGrant > 0 || fromTopup > 0) {
    await tx.updateTable('credit_balances')
      .set((eb) => ({
        grant_used: eb('grant_used', '+', fromGrant),
        topup_balance: eb('topup_balance', '-', fromTopup),
        topup_used: eb('topup_used', '+', fromTopup),
      }))
      .where('account_id', '=', accountId).where('kind', '=', 'ai').execute();
  }
  const charged = fromGrant + fromTopup;
  await tx.insertInto('credit_entries').values({
    account_id: accountId,
    kind: 'ai',
    reason: 'assistant',
    source: fromTopup === 0 ? 'grant' : fromGrant === 0 ? 'topup' : 'mixed',
    amount: -charged,
    generation_id: null,
    created_at: nowIso(),
    input_tokens: tokens.inputTokens,
    output_tokens: tokens.outputTokens,
    cache_read_tokens: tokens.cacheReadTokens,
    cache_write_tokens: tokens.cacheWriteTokens,
    requested: cost,
  }).execute();
  return { requested: cost, charged };
}
