import type { Db } from '../../db/connection.js';

/** Named reads of `api_keys` for other modules. */
export function apiKeysRepo(db: Db) {
  return {
    /** Display fields of the account's keys with these ids, revoked ones too (old calls still name them). */
    async describe(accountId: number, ids: number[]) {
      const out = new Map<number, { id: number; name: string; prefix: string; lastFour: string; revoked: boolean }>();
      if (ids.length === 0) return out;
      const rows = await db.selectFrom('api_keys').select(['id', 'name', 'prefix', 'last_four', 'revoked_at'])
        .where('account_id', '=', accountId).where('id', 'in', ids).execute();
      for (const r of rows) out.set(r.id, { id: r.id, name: r.name, prefix: r.prefix, lastFour: r.last_four, revoked: r.revoked_at !== null });
      return out;
    },
  };
}
