import { lazy, type ComponentType } from 'react';
import { usePermissions } from './features/teams/can';
import type { Permission } from './features/teams/client';

export interface NavPage {
  path: string;
  label: string;
  /** Shown to those whose session lists this permission (GET /v1/auth/session): the page's own reading. */
  permission: Permission;
  /** Pages other than Documents (which the app routes itself, with the editor below it). */
  component?: ComponentType;
}

/** The top bar's nav, in order. A new page: add its file in routes/ and point its entry at it. */
export const PAGES: NavPage[] = [
  { path: '/documents', label: 'Documents', permission: 'documents:read' },
  { path: '/usage', label: 'Usage', permission: 'usage:read', component: lazy(() => import('./routes/usage')) },
  { path: '/keys', label: 'API keys', permission: 'keys:manage', component: lazy(() => import('./routes/keys')) },
  { path: '/files', label: 'Files', permission: 'files:read', component: lazy(() => import('./routes/files')) },
  { path: '/batches', label: 'Batches', permission: 'files:read', component: lazy(() => import('./routes/batches')) },
  { path: '/assets', label: 'Assets', permission: 'documents:read', component: lazy(() => import('./routes/assets')) },
  { path: '/members', label: 'Members', permission: 'members:read', component: lazy(() => import('./routes/members')) },
];

/**
 * The entries the signed-in person's role may use (from their session's permissions), so an
 * editor never opens "API keys" only to be told no. Every nav (top bar, phone) lists these.
 */
export function useNavPages(): NavPage[] {
  const { has } = usePermissions();
  return PAGES.filter((p) => has(p.permission));
}
