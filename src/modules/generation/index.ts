/**
 * What other modules may use of generation's table beyond its verbs (generate, delete-file,
 * list-files, handed to callers): a generation's outcome (a batch item resuming), ABANDONED (the
 * error code of a render refunded because its process died), the versions rendered per request
 * (`renderDirectory`, for the audit log), and `hasStoredFiles`, whether a workspace still has a
 * stored PDF (a workspace is deleted only when empty).
 */
import type { Db } from '../../db/connection.js';
import { generationsRepo } from './repo.js';

export { ABANDONED } from './repo.js';

/** Status, path and delivery of one generation; undefined when there is none. */
export const generationOutcome = (db: Db, id: number) => generationsRepo(db).outcomeOf(id);
/** Whether the workspace has a stored PDF (succeeded, not deleted or expired). */
export const hasStoredFiles = (db: Db, accountId: number) => generationsRepo(db).hasStoredFile(accountId);
/** The document version each generating request rendered (0: a draft), by request id. */
export const renderDirectory = (db: Db) => ({
  versionsOfRequests: (accountId: number, requestIds: string[]) => generationsRepo(db).versionsOfRequests(accountId, requestIds),
});
