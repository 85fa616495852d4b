import type { Ctx } from './context.js';
import { AppError } from './errors.js';

/**
 * Who may do what: one table. A route (or a verb) names the permission it needs; a member's
 * role grants a set of them; an API token acts for its workspace with TOKEN_PERMISSIONS.
 */
export const ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Any signed-in member: their own session, password, workspace list and switch. */
  'session',
  'documents:read',
  'documents:write',
  'files:read',
  'files:delete',
  'generate',
  'assistant',
  'usage:read',
  'members:read',
  'members:write',
  'keys:manage',
  'webhooks:manage',
  /** Signing certificates (issue 40): their keys sign in the workspace's name. */
  'signing:manage',
  'workspace:write',
  /** Making a member owner, or changing or removing an owner (and inviting one): how ownership moves. */
  'members:manage-owners',
  'workspace:delete',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const VIEWER: Permission[] = ['session', 'documents:read', 'files:read', 'usage:read', 'members:read'];
const EDITOR: Permission[] = [...VIEWER, 'documents:write', 'files:delete', 'generate', 'assistant'];
const ADMIN: Permission[] = [...EDITOR, 'members:write', 'keys:manage', 'webhooks:manage', 'signing:manage', 'workspace:write'];
const OWNER: Permission[] = [...ADMIN, 'members:manage-owners', 'workspace:delete'];

export const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(OWNER),
  admin: new Set(ADMIN),
  editor: new Set(EDITOR),
  viewer: new Set(VIEWER),
};

/**
 * API tokens (x-api-token, Bearer, MCP, legacy) are workspace-level: they do what the spec's
 * token does, and never manage members or keys (those routes take the dashboard cookie only).
 */
export const TOKEN_PERMISSIONS: ReadonlySet<Permission> = new Set([
  'documents:read',
  'documents:write',
  'files:read',
  'files:delete',
  'generate',
  'assistant',
  'usage:read',
  // An integration registers the webhooks its own batches report to.
  'webhooks:manage',
  // Deployments provision their signing certificates from scripts.
  'signing:manage',
] satisfies Permission[]);

/** The role of a ctx: an operator (CLI) acts as owner; a token has no role. */
export function allows(ctx: Ctx, permission: Permission): boolean {
  if (ctx.actor.kind === 'operator') return true;
  if (ctx.actor.kind === 'user') return !!ctx.role && ROLE_PERMISSIONS[ctx.role].has(permission);
  return TOKEN_PERMISSIONS.has(permission);
}

/** The least role that grants a permission, named in the 403's message. */
export function leastRoleFor(permission: Permission): Role {
  return [...ROLES].reverse().find((r) => ROLE_PERMISSIONS[r].has(permission)) ?? 'owner';
}

/** Throws 403 FORBIDDEN naming the role needed, unless the caller may. */
export function requires(ctx: Ctx, permission: Permission): void {
  if (allows(ctx, permission)) return;
  if (ctx.actor.kind !== 'user') throw new AppError('FORBIDDEN');
  throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.role', params: { role: leastRoleFor(permission), current: ctx.role ?? 'none', permission } });
}
