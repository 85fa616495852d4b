import type { Deps } from '../deps.js';
import { refundGeneration } from './credits.js';
import { inflightGenerations } from './inflight.js';
import { ABANDONED, generationsRepo } from './repo.js';

/** How long the sweep keeps retrying to delete an abandoned generation's object (storage down). */
const DELETE_RETRY_WINDOW_MS = 60 * 60 * 1000;

/**
 * A process killed between debit and outcome leaves a pending generation, and maybe its PDF
 * already uploaded. Anything pending for longer than a render and an upload can take is
 * refunded and its stored object deleted: at start, and then every minute (another node may
 * have died). The refund comes first: it flips the row atomically, so a node that was only slow
 * finds its generation refunded, does not serve it, and removes its own file. A delete that
 * fails (storage down) is retried by each sweep for an hour; deleting a missing object is a no-op.
 */
export function startPendingRecovery(deps: Deps, staleAfterMs: number): { sweep(): Promise<number>; stop(): void } {
  const generations = generationsRepo(deps.db);
  const ours = inflightGenerations(deps.db);
  async function sweep(): Promise<number> {
    const sweepStart = Date.now();
    const stale = await generations.stalePending(new Date(sweepStart - staleAfterMs).toISOString());
    let refunded = 0;
    for (const g of stale) if (!ours.has(g.id) && (await refundGeneration(deps.db, g.id, ABANDONED))) refunded++;
    if (refunded) deps.log.warn({ refunded }, 'refunded generations left pending by a stopped process');
    let left = 0;
    for (const g of await generations.abandonedSince(new Date(sweepStart - DELETE_RETRY_WINDOW_MS).toISOString())) {
      await deps.storage.delete(g.path).catch((err) => {
        left++;
        deps.log.error({ err, path: g.path }, 'could not delete the file of an abandoned generation; retried at the next sweep');
      });
    }
    if (left) deps.log.warn({ left }, 'files of abandoned generations still to delete');
    return refunded;
  }
  const timer = setInterval(() => void sweep().catch((err) => deps.log.error({ err }, 'pending sweep failed')), 60_000);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
