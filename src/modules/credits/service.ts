import type { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import type { Db } from '../../db/connection.js';
import type { CreditBalanceRow, CreditKind } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import type { Counter as CounterSchema } from './schema.js';
import { remainingOf } from './remaining.js';
import { addEntry, addTopUp, balances, insertBalances, rollPeriod, setGrant } from './repo.js';

export type Counter = z.infer<typeof CounterSchema>;
export type Usage = Record<CreditKind, Counter>;

const KINDS: CreditKind[] = ['generation', 'ai'];

export function toCounter(row: CreditBalanceRow): Counter {
  return {
    used: row.grant_used + row.topup_used,
    included: row.monthly_grant,
    topUp: row.topup_balance,
    remaining: remainingOf(row),
    periodStart: row.period_start,
    periodEnd: row.period_end,
  };
}

export type CreditsService = ReturnType<typeof creditsService>;

/** `usage` answers a caller (ctx); `topUp` and `setPlan` are operator actions by account id (CLI). */
export function creditsService({ db, config }: Deps) {
  async function usageOf(accountId: number): Promise<Usage> {
    for (const kind of KINDS) await rollPeriod(db, accountId, kind);
    const byKind = Object.fromEntries((await balances(db, accountId)).map((r) => [r.kind, toCounter(r)]));
    return { generation: byKind.generation, ai: byKind.ai };
  }

  return {
    usage: (ctx: Ctx) => usageOf(ctx.accountId),

    /** Creates the two counters of a new account with the configured default grants. */
    async open(tx: Db, accountId: number): Promise<void> {
      await insertBalances(tx, accountId, { generation: config.DEFAULT_GENERATION_CREDITS, ai: config.DEFAULT_AI_CREDITS });
    },

    async topUp(accountId: number, amounts: Partial<Record<CreditKind, number>>): Promise<Usage> {
      await db.transaction().execute(async (tx) => {
        for (const kind of KINDS) {
          const amount = amounts[kind];
          if (!amount) continue;
          await addTopUp(tx, accountId, kind, amount);
          await addEntry(tx, { accountId, kind, reason: 'topup', source: 'topup', amount });
        }
      });
      return usageOf(accountId);
    },

    async setPlan(accountId: number, grants: Record<CreditKind, number>): Promise<Usage> {
      await db.transaction().execute(async (tx) => {
        for (const kind of KINDS) {
          await setGrant(tx, accountId, kind, grants[kind]);
          await addEntry(tx, { accountId, kind, reason: 'plan', source: 'grant', amount: grants[kind] });
        }
      });
      return usageOf(accountId);
    },
  };
}
