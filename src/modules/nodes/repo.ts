import type { Db } from '../../db/connection.js';

/** The `nodes` table: which serving processes are alive, by their last heartbeat. */
export function nodesRepo(db: Db) {
  return {
    async beat(node: { id: string; host: string; pid: number; startedAt: string }, at: string): Promise<void> {
      await db
        .insertInto('nodes')
        .values({ id: node.id, host: node.host, pid: node.pid, started_at: node.startedAt, heartbeat_at: at })
        .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: at }))
        .execute();
    },

    /** Nodes that beat at or after `since`. */
    async liveIds(since: string): Promise<string[]> {
      const rows = await db.selectFrom('nodes').select('id').where('heartbeat_at', '>=', since).execute();
      return rows.map((r) => r.id);
    },

    /** A node that stopped cleanly leaves at once: its leftovers need not wait for the lease. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('nodes').where('id', '=', id).execute();
    },

    /** Rows of nodes gone for longer than `before` (a day of restarts would otherwise pile up). */
    async prune(before: string): Promise<void> {
      await db.deleteFrom('nodes').where('heartbeat_at', '<', before).execute();
    },
  };
}
