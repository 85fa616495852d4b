import type { ReactNode } from 'react';
import type { Permission } from './client';
import { useSession } from './queries';

/**
 * What the signed-in person may do here: the permissions GET /v1/auth/session lists for their
 * role (the server's one table, src/core/permissions.ts). The dashboard keeps no role rules of its
 * own; it only spares people pages and buttons that would answer 403. Nothing while loading.
 */
export function usePermissions(): { ready: boolean; has(permission: Permission): boolean } {
  const permissions = useSession().data?.permissions;
  return { ready: permissions !== undefined, has: (p) => permissions?.includes(p) ?? false };
}

/** Renders its children only when the session's permissions include `permission`. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return usePermissions().has(permission) ? <>{children}</> : null;
}
