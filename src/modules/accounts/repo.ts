import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Tx = Transaction<Database> | Kysely<Database>;

/** Named reads and writes of `accounts` for other modules. */
export const accountsRepo = {
  async passwordHashOf(db: Tx, accountId: number): Promise<string | undefined> {
    const row = await db.selectFrom('accounts').select('password_hash').where('id', '=', accountId).executeTakeFirst();
    return row?.password_hash;
  },

  async setPasswordHash(tx: Tx, accountId: number, hash: string): Promise<void> {
    await tx.updateTable('accounts').set({ password_hash: hash }).where('id', '=', accountId).execute();
  },
};
