/**
 * What other modules may use of folders beyond FoldersService: `folderExists`, whether the
 * account has this folder (a document may be put only in one of its own).
 */
import type { Db } from '../../db/connection.js';
import { foldersRepo } from './repo.js';

export const folderExists = (db: Db, accountId: number, id: number) => foldersRepo(db).exists(accountId, id);
