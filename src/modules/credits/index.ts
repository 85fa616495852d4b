/**
 * The credits module's front door: the only way another module moves credits or writes the
 * ledger (`.dependency-cruiser.cjs` forbids importing credits/repo.ts from elsewhere).
 * - one generation credit with its generation row: `debitGeneration`, `refundGeneration`, and
 *   `Prepaid`, a batch's reservation paying for an item (its fallback debit is written here);
 * - a batch's credits: `reserveForBatch` at acceptance, `releaseReservation` for what no item took;
 * - AI credits: `requireAiCredit` before a turn, `debitAiTurn` after it;
 * - the account's usage, top-ups and plan: `creditsService`; the `Usage` schema.
 */
import type { Db } from '../../db/connection.js';
import { releaseCredits, reserveCredits } from './repo.js';

export type { CreditSource } from './repo.js';
export { debitGeneration, debitInOneStatement, refundGeneration, type Prepaid } from './generation-debit.js';
export { debitAiTurn, requireAiCredit } from './ai-debit.js';
export { creditsService } from './service.js';
export { Usage } from './schema.js';

/**
 * Takes `n` generation credits for a batch in its acceptance transaction, all or none (grant
 * first, one ledger row per bucket): how many came from each bucket, or what is available.
 */
export function reserveForBatch(tx: Db, accountId: number, n: number) {
  return reserveCredits(tx, accountId, 'generation', n);
}

/** Gives back the reserved generation credits no item took (a cancelled or finished batch's rest). */
export function releaseReservation(tx: Db, accountId: number, back: { grant: number; topup: number }): Promise<void> {
  return releaseCredits(tx, accountId, 'generation', back);
}
