import type { Deps } from '../deps.js';
import type { CreditBalanceRow, CreditKind } from '../../db/schema.js';
import { addEntry, rollPeriod } from './ledger.js';
import { currentPeriod } from './period.js';

export interface Counter {
  used: number;
  included: number;
  topUp: number;
  remaining: number;
  periodStart: string;
  periodEnd: string;
}
export type Usage = Record<CreditKind, Counter>;

const KINDS: CreditKind[] = ['generation', 'ai'];

export function toCounter(row: CreditBalanceRow): Counter {
  return {
    used: row.grant_used + row.topup_used,
    included: row.monthly_grant,
    topUp: row.topup_balance,
    remaining: Math.max(row.monthly_grant - row.grant_used, 0) + row.topup_balance,
    periodStart: row.period_start,
    periodEnd: row.period_end,
  };
}

export function creditsService({ db, config }: Deps) {
  async function usage(accountId: number): Promise<Usage> {
    for (const kind of KINDS) await rollPeriod(db, accountId, kind);
    const rows = await db.selectFrom('credit_balances').selectAll().where('account_id', '=', accountId).execute();
    const byKind = Object.fromEntries(rows.map((r) => [r.kind, toCounter(r)]));
    return { generation: byKind.generation, ai: byKind.ai };
  }

  return {
    usage,

    /** Creates the two counters of a new account with the configured default grants. */
    async open(tx: Deps['db'], accountId: number): Promise<void> {
      const period = currentPeriod();
      const grants: Record<CreditKind, number> = { generation: config.DEFAULT_GENERATION_CREDITS, ai: config.DEFAULT_AI_CREDITS };
      await tx
        .insertInto('credit_balances')
        .values(KINDS.map((kind) => ({
          account_id: accountId, kind, monthly_grant: grants[kind], grant_used: 0, topup_balance: 0, topup_used: 0,
          period_start: period.start, period_end: period.end,
        })))
        .execute();
    },

    async topUp(accountId: number, amounts: Partial<Record<CreditKind, number>>): Promise<Usage> {
      await db.transaction().execute(async (tx) => {
        for (const kind of KINDS) {
          const amount = amounts[kind];
          if (!amount) continue;
          await tx
            .updateTable('credit_balances')
            .set((eb) => ({ topup_balance: eb('topup_balance', '+', amount) }))
            .where('account_id', '=', accountId)
            .where('kind', '=', kind)
            .execute();
          await addEntry(tx, { accountId, kind, reason: 'topup', source: 'topup', amount });
        }
      });
      return usage(accountId);
    },

    async setPlan(accountId: number, grants: Record<CreditKind, number>): Promise<Usage> {
      await db.transaction().execute(async (tx) => {
        for (const kind of KINDS) {
          await tx.updateTable('credit_balances').set({ monthly_grant: grants[kind] })
            .where('account_id', '=', accountId).where('kind', '=', kind).execute();
          await addEntry(tx, { accountId, kind, reason: 'plan', source: 'grant', amount: grants[kind] });
        }
      });
      return usage(accountId);
    },
  };
}
