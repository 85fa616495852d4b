import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { SigningCertificatesTable } from '../../db/schema.js';

/** SQL of `signing_certificates`. */
export function signingRepo(db: Db) {
  return {
    async insert(row: Insertable<SigningCertificatesTable>): Promise<void> {
      await db.insertInto('signing_certificates').values(row).execute();
    },

    list(accountId: number) {
      return db.selectFrom('signing_certificates').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
    },

    byUuid(accountId: number, uuid: string) {
      return db.selectFrom('signing_certificates').selectAll().where('account_id', '=', accountId).where('uuid', '=', uuid).executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('signing_certificates').where('id', '=', id).execute();
    },

    /** After a key rotation: the same key, sealed with the current SECRETS_KEY. */
    async reseal(id: number, keySealed: string): Promise<void> {
      await db.updateTable('signing_certificates').set({ key_sealed: keySealed }).where('id', '=', id).execute();
    },
  };
}
