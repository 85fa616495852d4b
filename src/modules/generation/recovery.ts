import type { Deps } from '../deps.js';
import { refundGeneration } from './credits.js';
import { inflightGenerations } from './inflight.js';
import { generationsRepo } from './repo.js';

export interface RecoveryOptions {
  /** Ids of the nodes whose lease holds (this one included). */
  liveNodes(): Promise<string[]>;
  /** How often to sweep: every heartbeat, so a dead node's renders wait at most one more beat. */
  intervalMs: number;
  /** Rows without an owner (older versions, admin commands) or this node's own stray rows: refunded after this long. */
  staleAfterMs: number;
}

/**
 * A process killed between debit and outcome leaves a pending generation. A node's sweep
 * refunds the pending renders of nodes whose lease ran out (never one merely queued on a live
 * node), plus its own rows that no render of it holds (a refund that failed). At start, then
 * every `intervalMs`.
 */
export function startPendingRecovery(deps: Deps, opts: RecoveryOptions): { sweep(): Promise<number>; stop(): void } {
  const generations = generationsRepo(deps.db);
  const ours = inflightGenerations(deps.db);
  let running: Promise<number> | null = null;
  async function sweepOnce(): Promise<number> {
    const live = await opts.liveNodes();
    const stale = await generations.abandonedPending(live, deps.node.id, new Date(Date.now() - opts.staleAfterMs).toISOString());
    let refunded = 0;
    for (const g of stale) {
      if (ours.has(g.id) || !(await refundGeneration(deps.db, g.id, 'ABANDONED'))) continue;
      refunded++;
      deps.metrics.generationsRefunded.inc({ reason: 'ABANDONED' });
      deps.metrics.creditsRefunded.inc({ kind: 'generation' });
    }
    if (refunded) deps.log.warn({ refunded }, 'refunded generations left pending by a stopped node');
    return refunded;
  }
  // One sweep at a time per node: a slow database must not stack them up.
  const sweep = () => (running ??= sweepOnce().finally(() => { running = null; }));
  const timer = setInterval(() => void sweep().catch((err) => deps.log.error({ err }, 'pending sweep failed')), opts.intervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}

/**
 * Shutdown cut short (second SIGTERM, drain deadline): refunds the renders this node still
 * holds, before the process exits. If one finishes after all, it finds its row refunded and
 * removes its file (generate.ts).
 */
export async function refundInflight(deps: Deps): Promise<number> {
  let refunded = 0;
  for (const id of [...inflightGenerations(deps.db)]) {
    if (!(await refundGeneration(deps.db, id, 'SHUTDOWN').catch(() => false))) continue;
    refunded++;
    deps.metrics.generationsRefunded.inc({ reason: 'SHUTDOWN' });
    deps.metrics.creditsRefunded.inc({ kind: 'generation' });
  }
  return refunded;
}

/** Renders this node holds right now (the drain waits for zero). */
export const inflightCount = (deps: Deps): number => inflightGenerations(deps.db).size;
