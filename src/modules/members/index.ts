/**
 * What other modules may use of members (the memberships table: who belongs to which workspace,
 * with which role): a user's role in a workspace, a user's workspaces, a workspace's members,
 * and adding a member in the caller's transaction.
 */
import type { Db } from '../../db/connection.js';
import type { Role } from '../../core/permissions.js';
import { membershipsRepo } from './repo.js';

/** The user's role in the workspace; null: not a member. */
export const roleOf = (db: Db, accountId: number, userId: number) => membershipsRepo(db).roleOf(accountId, userId);
/** The workspaces of a user, oldest membership first. */
export const workspacesOfUser = (db: Db, userId: number) => membershipsRepo(db).ofUser(userId);
/** The members of a workspace, oldest first. */
export const membersOf = (db: Db, accountId: number) => membershipsRepo(db).ofWorkspace(accountId);
/** Adds the user with this role (nothing when already a member). */
export const addMember = (tx: Db, accountId: number, userId: number, role: Role) => membershipsRepo(tx).add(tx, accountId, userId, role);
