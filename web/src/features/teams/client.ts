/** The teams pages reach Quire through the dashboard's one client (web/src/quire.ts). */
export { ok, quire } from '../../quire';

export type Role = 'owner' | 'admin' | 'editor' | 'viewer';
export const ROLES: Role[] = ['owner', 'admin', 'editor', 'viewer'];
