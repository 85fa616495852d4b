import type { Deps } from '../deps.js';
import { refundGeneration } from './credits.js';
import { inflightGenerations } from './inflight.js';
import { generationsRepo } from './repo.js';

/**
 * A process killed between debit and outcome leaves a pending generation. Anything pending for
 * longer than a render and an upload can take is refunded: at start, and then every minute
 * (another node may have died).
 */
export function startPendingRecovery(deps: Deps, staleAfterMs: number): { sweep(): Promise<number>; stop(): void } {
  const generations = generationsRepo(deps.db);
  const ours = inflightGenerations(deps.db);
  async function sweep(): Promise<number> {
    const stale = await generations.stalePending(new Date(Date.now() - staleAfterMs).toISOString());
    let refunded = 0;
    for (const g of stale) if (!ours.has(g.id) && (await refundGeneration(deps.db, g.id, 'ABANDONED'))) refunded++;
    if (refunded) deps.log.warn({ refunded }, 'refunded generations left pending by a stopped process');
    return refunded;
  }
  const timer = setInterval(() => void sweep().catch((err) => deps.log.error({ err }, 'pending sweep failed')), 60_000);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
