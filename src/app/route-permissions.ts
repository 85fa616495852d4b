import type { Permission } from '../core/permissions.js';
import type { RouteAuth } from './auth.js';

/**
 * The permission each route behind credentials needs, in one table (`METHOD /path` as
 * registered): the only place a route's permission is declared. A route missing here is
 * refused to everyone but owners, and test/teams/roles-matrix.test.ts fails until it is listed.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /v1/me': 'usage:read',
  'POST /v1/auth/password': 'session',
  // The signed-in user's own session and workspaces: any member. Renaming or deleting a workspace
  // is checked against the caller's role in that workspace (workspace:write, workspace:delete).
  'GET /v1/auth/session': 'session',
  'POST /v1/auth/workspace': 'session',
  'GET /v1/workspaces': 'session',
  'POST /v1/workspaces': 'session',
  'PATCH /v1/workspaces/:id': 'session',
  'DELETE /v1/workspaces/:id': 'session',
  // Members and invitations: any member reads the members; admins manage them (an owner is
  // made, changed or invited only with members:manage-owners, checked in the services).
  'GET /v1/members': 'members:read',
  'PATCH /v1/members/:userId': 'members:write',
  'DELETE /v1/members/:userId': 'members:write',
  'POST /v1/invitations': 'members:write',
  'GET /v1/invitations': 'members:write',
  'DELETE /v1/invitations/:id': 'members:write',
  'GET /v1/api-keys': 'keys:manage',
  'POST /v1/api-keys': 'keys:manage',
  'DELETE /v1/api-keys/:id': 'keys:manage',
  'GET /v1/documents': 'documents:read',
  'POST /v1/documents': 'documents:write',
  'GET /v1/documents/:id': 'documents:read',
  'PATCH /v1/documents/:id': 'documents:write',
  'DELETE /v1/documents/:id': 'documents:write',
  'GET /v1/documents/:id/variables-schema/inferred': 'documents:read',
  'POST /v1/documents/:id/preview': 'documents:write',
  'GET /v1/folders': 'documents:read',
  'POST /v1/folders': 'documents:write',
  'PATCH /v1/folders/:id': 'documents:write',
  'DELETE /v1/folders/:id': 'documents:write',
  'GET /v1/assets': 'documents:read',
  'POST /v1/assets': 'documents:write',
  'GET /v1/assets/:id': 'documents:read',
  'PATCH /v1/assets/:id': 'documents:write',
  'DELETE /v1/assets/:id': 'documents:write',
  'POST /v1/generate': 'generate',
  'GET /v1/generations': 'files:read',
  'DELETE /v1/generations/file': 'files:delete',
  // Files under control (issue 41): a link reads a file; revoking its links is a delete of access.
  'POST /v1/generations/:id/link': 'files:read',
  'DELETE /v1/generations/:id/link': 'files:delete',
  'GET /v1/usage/daily': 'usage:read',
  'GET /v1/audit': 'usage:read',
  'GET /v1/assistant': 'documents:read',
  'GET /v1/documents/:id/assistant': 'documents:read',
  'POST /v1/documents/:id/assistant': 'assistant',
  'DELETE /v1/documents/:id/assistant': 'assistant',
  'GET /v1/fonts': 'documents:read',
  'GET /v1/helpers': 'documents:read',
  // Template versions (issue 19): reading history is reading; publishing and restoring write.
  'GET /v1/documents/:id/versions': 'documents:read',
  'GET /v1/documents/:id/versions/:n': 'documents:read',
  'POST /v1/documents/:id/versions/:n/restore': 'documents:write',
  // The rendered difference (issue 39): a free render that stores nothing of the document, so a read.
  'POST /v1/documents/:id/diff': 'documents:read',
  'POST /v1/documents/:id/publish': 'documents:write',
  'POST /v1/documents/:id/duplicate': 'documents:write',
  'GET /v1/documents/:id/export': 'documents:read',
  'POST /v1/documents/import': 'documents:write',
  // Starters (issue 21): the gallery is read like documents.
  'GET /v1/starters': 'documents:read',
  // Batches (issue 20): starting and cancelling one renders; reading it reads files.
  'POST /v1/batches': 'generate',
  'GET /v1/batches': 'files:read',
  'GET /v1/batches/:id': 'files:read',
  'GET /v1/batches/:id/items': 'files:read',
  'DELETE /v1/batches/:id': 'generate',
  // Webhook endpoints (issue 20): their secrets sign what Quire sends, so admins (and tokens) manage them.
  'POST /v1/webhooks': 'webhooks:manage',
  'GET /v1/webhooks': 'usage:read',
  'DELETE /v1/webhooks/:id': 'webhooks:manage',
  'GET /v1/webhooks/:id/deliveries': 'usage:read',
  'POST /v1/webhooks/:id/deliveries/:deliveryId/redeliver': 'webhooks:manage',
  // Signing certificates (issue 40): their keys sign in the workspace's name, so admins (and tokens) manage them.
  'POST /v1/signing-certificates': 'signing:manage',
  'GET /v1/signing-certificates': 'signing:manage',
  'GET /v1/signing-certificates/:id': 'signing:manage',
  'DELETE /v1/signing-certificates/:id': 'signing:manage',
  'POST /mcp': 'generate',
  'GET /mcp': 'generate',
  'DELETE /mcp': 'generate',
  'POST /generate': 'generate',
};

/** A route that names no permission needs this one: only owners (and operators) have it. */
export const UNDECLARED: Permission = 'workspace:delete';

export interface RouteEntry {
  method: string;
  url: string;
  auth: RouteAuth;
  permission: Permission | null;
}

export function permissionOf(method: string, url: string): Permission | null {
  return ROUTE_PERMISSIONS[`${method} ${url}`] ?? null;
}
