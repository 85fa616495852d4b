import type { ReactNode } from 'react';
import { useSession } from './queries';

/**
 * The roles that may, per action the pages offer (the server's table, src/core/permissions.ts,
 * decides; this only spares a viewer buttons that would answer 403).
 */
const ALLOWED = {
  'documents:write': ['owner', 'admin', 'editor'],
  'keys:manage': ['owner', 'admin'],
} as const;

/** Renders its children only when the session's role allows the action (nothing while loading). */
export function Can({ permission, children }: { permission: keyof typeof ALLOWED; children: ReactNode }) {
  const role = useSession().data?.role;
  return role && (ALLOWED[permission] as readonly string[]).includes(role) ? <>{children}</> : null;
}
