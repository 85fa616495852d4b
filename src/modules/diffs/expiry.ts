import { drainDue, periodic } from '../../core/periodic.js';
import { nowIso } from '../../core/time.js';
import type { Deps } from '../deps.js';
import { diffsRepo } from './repo.js';

/** Diffs handled per pass; a larger backlog is worked off pass after pass. */
const BATCH = 100;

export interface DiffExpirySweep {
  /** One pass now: deletes the images of every diff whose day is over (the number of diffs). */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Deletes the page images of rendered differences once their day is over, on every node every
 * `intervalMs` (RETENTION_SWEEP_MS, as the files' sweep) and at start: the deadline is a column,
 * so a restart loses none. Storage or CDN down: the row stays and the next pass tries again.
 * Several nodes may take the same row; deleting an object and purging it are idempotent.
 */
export function startDiffExpirySweep(deps: Pick<Deps, 'db' | 'storage' | 'cdn' | 'log' | 'clock'>, opts: { intervalMs: number }): DiffExpirySweep {
  const repo = diffsRepo(deps.db);

  async function expireOne(d: { id: number; paths: string[] }): Promise<boolean> {
    try {
      for (const path of d.paths) await deps.storage.delete(path);
      await deps.cdn.purge(
        d.paths,
        d.paths.map((p) => deps.storage.publicUrl(p)),
      );
    } catch (err) {
      deps.log.error({ err, diff: d.id }, 'could not delete the images of an expired diff; tried again at the next sweep');
      return false;
    }
    await repo.remove(d.id);
    return true;
  }

  async function sweepOnce(): Promise<number> {
    const expired = await drainDue(() => repo.due(nowIso(deps.clock), BATCH), expireOne, BATCH);
    if (expired) deps.log.info({ expired }, 'expired diff images deleted');
    return expired;
  }

  return periodic(opts.intervalMs, sweepOnce, (err) => deps.log.error({ err }, 'diff image sweep failed'), deps.clock);
}
