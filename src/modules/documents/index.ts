/**
 * What other modules may use of documents (the documents table is this module's):
 * - read a document by id or uuid, names by id, the account's partials and their bodies;
 * - counts per folder, and moving a deleted folder's documents to root (folders);
 * - `touchLastUsed` in a render's transaction (generation);
 * - `documentPreviews`: the preview_* columns the previews module reads and writes;
 * - `hasDocuments`: whether a workspace has any (a workspace is deleted only when empty).
 * Creating, changing and deleting documents are verbs of DocumentsService.
 */
import type { Db } from '../../db/connection.js';
import { documentsRepo, previewColumns } from './repo.js';

export { moveFolderToRoot, touchLastUsed, type PreviewSource } from './repo.js';

export const documentById = (db: Db, accountId: number, id: number) => documentsRepo(db).byId(accountId, id);
export const documentByUuid = (db: Db, accountId: number, uuid: string) => documentsRepo(db).byUuid(accountId, uuid);
/** id → name of these documents of the account. */
export const documentNames = (db: Db, accountId: number, ids: number[]) => documentsRepo(db).namesOf(accountId, ids);
/** name → body of the account's partials (what a template's `{{> name}}` reads). */
export const partialBodies = (db: Db, accountId: number) => documentsRepo(db).partialBodies(accountId);
/** The account's partials (id, name, published version...). */
export const partialsOf = (db: Db, accountId: number) => documentsRepo(db).partials(accountId);
/** folder id → how many live documents it holds. */
export const documentCountsByFolder = (db: Db, accountId: number) => documentsRepo(db).countByFolder(accountId);
/** Whether the workspace has any document, archived ones too. */
export const hasDocuments = (db: Db, accountId: number) => documentsRepo(db).hasAny(accountId);
/** The preview columns: the source a preview renders, stale previews, compare-and-set of the result. */
export const documentPreviews = (db: Db) => previewColumns(db);
