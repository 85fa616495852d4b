/** The one formula for what a credit counter has left: the unused monthly grant plus top-ups. */
export interface BalanceAmounts {
  monthly_grant: number;
  grant_used: number;
  topup_balance: number;
}

/** Credits of this period's monthly grant not spent yet (never negative: a plan may shrink mid-period). */
export const grantLeft = (row: BalanceAmounts): number => Math.max(row.monthly_grant - row.grant_used, 0);

/** What the account can still spend of this kind; 0 without a counter. */
export const remainingOf = (row: BalanceAmounts | undefined): number => (row ? grantLeft(row) + row.topup_balance : 0);
