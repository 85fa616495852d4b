import type { Permission } from '../core/permissions.js';
import type { RouteAuth } from './auth.js';

/**
 * The permission each route behind credentials needs, in one table (`METHOD /path` as
 * registered). A route may instead declare `config: { permission }` itself (the teams routes
 * do). A route with neither is refused to everyone but owners, and
 * test/api/roles-matrix.test.ts fails until it is listed here.
 */
export const ROUTE_PERMISSIONS: Record<string, Permission> = {
  'GET /v1/me': 'usage:read',
  'POST /v1/auth/password': 'session',
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

export function permissionOf(method: string, url: string, declared: Permission | undefined): Permission | null {
  return declared ?? ROUTE_PERMISSIONS[`${method} ${url}`] ?? null;
}
