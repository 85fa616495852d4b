/**
 * What other modules may use of assets beyond AssetsService (handed to its callers):
 * `hasAssets`, whether a workspace has any (a workspace is deleted only when empty).
 */
import type { Db } from '../../db/connection.js';
import { assetsRepo } from './repo.js';

export const hasAssets = (db: Db, accountId: number) => assetsRepo(db).hasAny(accountId);
