import { periodic } from '../../core/periodic.js';
import type { Deps } from '../deps.js';
import { refundGeneration } from './debit.js';
import { inflightGenerations } from './inflight.js';
import { storedPathsOf } from '../einvoice/generation.js';
import { ABANDONED, generationsRepo } from './repo.js';

/** How long the sweep keeps retrying to delete an abandoned generation's object (storage down). */
const DELETE_RETRY_WINDOW_MS = 60 * 60 * 1000;
/** How often that retry pass runs (the refunds themselves run every heartbeat). */
const DELETE_RETRY_EVERY_MS = 60_000;

export interface RecoveryOptions {
  /** Ids of the nodes whose lease holds (this one included). */
  liveNodes(): Promise<string[]>;
  /** How often to sweep: every heartbeat, so a dead node's renders wait at most one more beat. */
  intervalMs: number;
  /** Rows without an owner (older versions, admin commands) or this node's own stray rows: refunded after this long. */
  staleAfterMs: number;
}

/**
 * A process killed between debit and outcome leaves a pending generation, and maybe its PDF
 * already uploaded. A node's sweep refunds the pending renders of nodes whose lease ran out
 * (never one merely queued on a live node), plus its own rows that no render of it holds (a
 * refund that failed), and deletes their stored objects: at start, then every `intervalMs`.
 * The refund comes first: it flips the row atomically, so a node that was only slow finds its
 * generation refunded, does not serve it, and removes its own file. A delete that fails
 * (storage down) is retried once a minute for an hour; deleting a missing object is a no-op.
 */
export function startPendingRecovery(deps: Deps, opts: RecoveryOptions): { sweep(): Promise<number>; stop(): void } {
  const generations = generationsRepo(deps.db);
  const ours = inflightGenerations(deps.db);
  let lastRetry = 0;
  const deleteFile = (path: string) =>
    deps.storage.delete(path).then(
      () => true,
      (err) => {
        deps.log.error({ err, path }, 'could not delete the file of an abandoned generation; retried later');
        return false;
      },
    );
  // An e-invoice's XML goes with its PDF (issue 37).
  const deleteFiles = async (g: { path: string; einvoice_format: string | null }) => {
    let all = true;
    for (const path of storedPathsOf(g)) all = (await deleteFile(path)) && all;
    return all;
  };
  async function sweepOnce(): Promise<number> {
    const sweepStart = Date.now();
    const live = await opts.liveNodes();
    const stale = await generations.abandonedPending(live, deps.node.id, new Date(sweepStart - opts.staleAfterMs).toISOString());
    let refunded = 0;
    for (const g of stale) {
      if (ours.has(g.id) || !(await refundGeneration(deps.db, g.id, ABANDONED))) continue;
      refunded++;
      deps.metrics.generationsRefunded.inc({ reason: ABANDONED });
      deps.metrics.creditsRefunded.inc({ kind: 'generation' });
      await deleteFiles(g);
    }
    if (refunded) deps.log.warn({ refunded }, 'refunded generations left pending by a stopped node');
    if (sweepStart - lastRetry >= DELETE_RETRY_EVERY_MS) {
      lastRetry = sweepStart;
      let left = 0;
      for (const g of await generations.abandonedSince(new Date(sweepStart - DELETE_RETRY_WINDOW_MS).toISOString())) {
        if (!(await deleteFiles(g))) left++;
      }
      if (left) deps.log.warn({ left }, 'files of abandoned generations still to delete');
    }
    return refunded;
  }
  return periodic(opts.intervalMs, sweepOnce, (err) => deps.log.error({ err }, 'pending sweep failed'));
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
