import type { Db } from '../../db/connection.js';

/**
 * Generations this process is still working on, per database. A render can wait in the
 * pool's queue for longer than the stale-pending cutoff; the sweep must not refund those
 * (the render would then succeed on a refunded credit). Other processes' renders are only
 * protected by the cutoff, which is why it stays well above a render's deadline.
 */
const byDb = new WeakMap<Db, Set<number>>();

export function inflightGenerations(db: Db): Set<number> {
  let set = byDb.get(db);
  if (!set) byDb.set(db, (set = new Set()));
  return set;
}
