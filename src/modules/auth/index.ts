/**
 * What other modules may use of auth's sessions beyond its services: ending a removed member's
 * sessions in that workspace (`revokeMemberSessions`, in the caller's transaction).
 */
export { revokeMemberSessions } from './repo.js';
