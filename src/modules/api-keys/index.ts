/**
 * What other modules may use of API keys beyond ApiKeysService (handed to its callers):
 * a key's file retention (`retentionOfKey`), revoking the keys a removed member created
 * (`revokeKeysCreatedBy`), recording keys' last use (`touchKeysLastUsed`, the audit recorder),
 * and `keyDirectory`: names of any of an account's keys, revoked ones too (audit, versions).
 */
import type { Db } from '../../db/connection.js';
import { apiKeysRepo } from './repo.js';

export { retentionOfKey, revokeKeysCreatedBy, touchLastUsed as touchKeysLastUsed } from './repo.js';

export const keyDirectory = (db: Db) => ({ describe: (accountId: number, ids: number[]) => apiKeysRepo(db).describe(accountId, ids) });
