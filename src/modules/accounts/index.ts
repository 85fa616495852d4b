/**
 * What other modules may use of accounts (a workspace is an account row): read workspaces by id
 * and a workspace's email, the keepVariables setting, and the writes the workspaces module makes
 * to the row (rename, keepVariables, removal under lock). Sign-up and opening a workspace are
 * verbs of AccountsService, handed to its callers.
 */
import type { Db } from '../../db/connection.js';
import { accountsRepo } from './repo.js';

export { keepsVariables } from './repo.js';

/** Workspaces by id (their names for the switcher), any order. */
export function workspacesByIds(db: Db, ids: number[]) {
  return accountsRepo(db).byIds(ids);
}

/** The email the workspace was opened with. */
export async function workspaceEmail(db: Db, accountId: number): Promise<string> {
  return (await accountsRepo(db).byId(accountId)).email;
}

export function renameWorkspace(db: Db, id: number, name: string): Promise<void> {
  return accountsRepo(db).rename(id, name);
}

export function setKeepVariables(tx: Db, id: number, keep: boolean): Promise<void> {
  return accountsRepo(tx).setKeepVariables(id, keep);
}

/**
 * Deletes the workspace in the caller's transaction if `isEmpty` (asked under the workspace
 * row's lock, so nothing is added to it meanwhile) says so: 'removed', 'missing' or 'not_empty'.
 * Its rows go with it (every account_id references it with cascade).
 */
export async function removeWorkspaceIfEmpty(tx: Db, id: number, isEmpty: () => Promise<boolean>): Promise<'removed' | 'missing' | 'not_empty'> {
  const repo = accountsRepo(tx);
  if (!(await repo.lockForRemoval(id))) return 'missing';
  if (!(await isEmpty())) return 'not_empty';
  return (await repo.remove(id)) ? 'removed' : 'missing';
}
