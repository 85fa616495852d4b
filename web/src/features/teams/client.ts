import type { Answer } from '../../quire';

/** The teams pages reach Quire through the dashboard's one client (web/src/quire.ts). */
export { ok, quire } from '../../quire';

type SessionInfo = Answer<'/v1/auth/session', 'get'>;
/** A member's role and a permission, as the generated client types them (nothing hand-written). */
export type Role = SessionInfo['role'];
export type Permission = SessionInfo['permissions'][number];

/** The roles in the order a select offers them; the check below fails the build if the API adds one. */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const satisfies readonly Role[];
const _everyRole: Exclude<Role, (typeof ROLES)[number]> extends never ? true : never = true;
void _everyRole;
