/**
 * What other modules may use of users (people who sign in; the users table is this module's):
 * look a user up (by id, email or SSO subject), their emails by id, create one, link an SSO
 * identity, read and change the password hash and credential version, and the session
 * condition `credentialIsCurrent`. `userDirectory` is what the audit log reads names from.
 */
import type { Db } from '../../db/connection.js';
import { usersRepo } from './repo.js';

export { credentialIsCurrent } from './repo.js';

type Repo = ReturnType<typeof usersRepo>;

export const userById = (db: Db, id: number) => usersRepo(db).byId(id);
/** The whole row (password hash, SSO identity) of the user with this normalised email. */
export const userByEmail = (db: Db, email: string) => usersRepo(db).byEmail(email);
export const userBySubject = (db: Db, issuer: string, subject: string) => usersRepo(db).bySubject(issuer, subject);
/** id → email of these users. */
export const userEmails = (db: Db, ids: number[]) => usersRepo(db).emails(ids);
export const insertUser = (tx: Db, row: Parameters<Repo['insert']>[1]) => usersRepo(tx).insert(tx, row);
export const linkSubject = (tx: Db, id: number, issuer: string, subject: string) => usersRepo(tx).linkSubject(tx, id, issuer, subject);
export const credentialVersionOf = (db: Db, id: number) => usersRepo(db).credentialVersionOf(id);
export const passwordHashOf = (db: Db, id: number) => usersRepo(db).passwordHashOf(id);
/** Sets the hash and moves the credential version (answered) in the caller's transaction. */
export const setPasswordHash = (tx: Db, id: number, hash: string) => usersRepo(tx).setPasswordHash(tx, id, hash);

/** Emails of users by id, as the audit log asks for them. */
export const userDirectory = (db: Db) => ({ emails: (ids: number[]) => userEmails(db, ids) });
