import type { Db } from '../../db/connection.js';
import type { GenerationRow } from '../../db/schema.js';
import { nowIso } from '../../core/time.js';

/** error_code of a generation refunded by the sweep because its process died. */
export const ABANDONED = 'ABANDONED';

export function generationsRepo(db: Db) {
  return {
    /** False when the row is no longer pending: another process's sweep refunded it meanwhile. */
    async succeeded(id: number, outcome: { bytes: number; pages: number; durationMs: number }): Promise<boolean> {
      const r = await db.updateTable('generations')
        .set({ status: 'succeeded', bytes: outcome.bytes, pages: outcome.pages, duration_ms: Math.round(outcome.durationMs), completed_at: nowIso() })
        .where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    ownedSucceeded(accountId: number, path: string): Promise<GenerationRow | undefined> {
      return db.selectFrom('generations').selectAll()
        .where('account_id', '=', accountId).where('path', '=', path).where('status', '=', 'succeeded')
        .executeTakeFirst();
    },

    /** False when a concurrent delete already marked it: that caller got the 204, this one a 404. */
    async markDeleted(id: number): Promise<boolean> {
      const r = await db.updateTable('generations').set({ status: 'deleted', deleted_at: nowIso() })
        .where('id', '=', id).where('status', '=', 'succeeded').executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Pending since before `cutoff`: their process died between debit and outcome. */
    stalePending(cutoff: string) {
      return db.selectFrom('generations').select(['id', 'path']).where('status', '=', 'pending').where('created_at', '<', cutoff).execute();
    },

    /** Generations the sweep abandoned since `since`: their stored object, if any, must go. */
    abandonedSince(since: string) {
      return db.selectFrom('generations').select(['id', 'path']).where('status', '=', 'failed').where('error_code', '=', ABANDONED)
        .where('completed_at', '>=', since).execute();
    },

  };
}
