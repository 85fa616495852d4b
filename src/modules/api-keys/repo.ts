import type { Db } from '../../db/connection.js';
import type { ApiKeyRow } from '../../db/schema.js';
import { nowIso } from '../../core/time.js';
import { prepared } from '../../db/prepared.js';

/** SQL for `api_keys`. */
export function apiKeysRepo(db: Db) {
  return {
    insert(row: Omit<ApiKeyRow, 'id'>): Promise<ApiKeyRow> {
      return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
    },

    live(accountId: number): Promise<ApiKeyRow[]> {
      return db
        .selectFrom('api_keys')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async revoke(accountId: number, id: number): Promise<boolean> {
      return (await revokeLive(db, accountId, 'id', id)) > 0;
    },

    /** Display fields of the account's keys with these ids, revoked ones too (old calls still name them). */
    async describe(accountId: number, ids: number[]) {
      const out = new Map<number, { id: number; name: string; prefix: string; lastFour: string; revoked: boolean; kind: 'live' | 'test' }>();
      if (ids.length === 0) return out;
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'name', 'prefix', 'last_four', 'revoked_at', 'test'])
        .where('account_id', '=', accountId)
        .where('id', 'in', ids)
        .execute();
      for (const r of rows)
        out.set(r.id, { id: r.id, name: r.name, prefix: r.prefix, lastFour: r.last_four, revoked: r.revoked_at !== null, kind: r.test ? 'test' : 'live' });
      return out;
    },

    /** Every API call's authentication. */
    async liveByHash(tokenHash: string) {
      return (await liveByHash(db, { tokenHash })).rows[0];
    },
  };
}

const liveByHash = prepared<{ tokenHash: string }>()((db, p) =>
  db.selectFrom('api_keys').select(['id', 'account_id', 'test', 'retention_seconds']).where('token_hash', '=', p('tokenHash')).where('revoked_at', 'is', null),
);

/**
 * Revokes the workspace's live keys a user created, in the caller's transaction (the member's
 * removal): a removed admin's keys stop working with their membership. Returns how many.
 */
export function revokeKeysCreatedBy(tx: Db, accountId: number, userId: number): Promise<number> {
  return revokeLive(tx, accountId, 'created_by', userId);
}

/** Revokes the workspace's live keys whose `column` is `value`; answers how many. */
async function revokeLive(db: Db, accountId: number, column: 'id' | 'created_by', value: number): Promise<number> {
  const r = await db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso() })
    .where('account_id', '=', accountId)
    .where(column, '=', value)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * lastUsedAt of each key, only ever moved forward. The audit recorder calls it inside its
 * batch transaction (given to it at boot), so the calls and the keys' last use commit together.
 */
export async function touchLastUsed(tx: Db, lastUse: Map<number, string>): Promise<void> {
  for (const [id, at] of lastUse) {
    await tx
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', at)]))
      .execute();
  }
}

const retentionQuery = prepared<{ keyId: number }>()((db, p) => db.selectFrom('api_keys').select('retention_seconds').where('id', '=', p('keyId')));

/** A key's time to live for what it renders (issue 41); null: no limit. Read for each batch item (a rebuilt actor carries no retention: core/context.ts), hence prepared. */
export async function retentionOfKey(db: Db, keyId: number): Promise<number | null> {
  const { rows } = await retentionQuery(db, { keyId });
  return rows[0]?.retention_seconds ?? null;
}
