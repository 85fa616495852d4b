import type { Kysely, Transaction, Insertable } from 'kysely';
import type { AssistantMessageRow, AssistantMessagesTable, Database } from '../../db/schema.js';

type Tx = Transaction<Database> | Kysely<Database>;

/** SQL for assistant_messages, the one table this module owns. */
export function assistantRepo(db: Tx) {
  return {
    /** The conversation oldest first; `limit` keeps the latest messages only. */
    async list(accountId: number, documentId: number, limit?: number): Promise<AssistantMessageRow[]> {
      let q = db.selectFrom('assistant_messages').selectAll().where('account_id', '=', accountId).where('document_id', '=', documentId).orderBy('id', 'desc');
      if (limit) q = q.limit(limit);
      return (await q.execute()).reverse();
    },

    async insert(row: Insertable<AssistantMessagesTable>): Promise<number> {
      const r = await db.insertInto('assistant_messages').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async clear(accountId: number, documentId: number): Promise<void> {
      await db.deleteFrom('assistant_messages').where('account_id', '=', accountId).where('document_id', '=', documentId).execute();
    },
  };
}
