import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isTestActor, type Ctx, type KeyActor } from '../core/context.js';
import { AppError } from '../core/errors.js';
import { enforce, type LimitCheck, type RateLimits } from '../core/rate-limit.js';
import { requires, type Role } from '../core/permissions.js';
import { permissionOf, UNDECLARED, type RouteEntry } from './route-permissions.js';
import { ACCESS_COOKIE, checkSameOrigin } from '../modules/auth/cookies.js';
import type { Config } from './config.js';

/**
 * Which credentials a route takes:
 * - `any`: an API token (x-api-token, or `Authorization: Bearer`) or the dashboard cookie
 * - `cookie`: the dashboard cookie only (an API token, in either header, gets 403)
 * - `mcp`: an API token as x-api-token or `Authorization: Bearer` (what MCP clients send)
 * - `legacy`: the older endpoint's x-api-key header (an API token); errors in its `{ error }` shape
 * - `none`: public
 */
export type RouteAuth = 'any' | 'cookie' | 'mcp' | 'legacy' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    /** Every route as registered, with its credentials and permission (the role matrix test reads it). */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    ctx: Ctx | null;
    legacy: boolean;
  }
}

interface Key {
  id: number;
  accountId: number;
  test?: boolean;
  retentionSeconds?: number | null;
}

export interface Authenticators {
  apiKey(token: string): Promise<Key | null>;
  session(accessToken: string): Promise<{ accountId: number; userId: number; role: Role } | null>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const keyActor = <K extends 'api_key' | 'mcp' | 'legacy'>(kind: K, key: Key): KeyActor<K> => ({
  kind,
  apiKeyId: key.id,
  ...(key.test ? { test: true } : {}),
  ...(key.retentionSeconds !== undefined ? { retentionSeconds: key.retentionSeconds } : {}),
});

export function installAuth(app: FastifyInstance, config: Config, authn: Authenticators, limiter: RateLimits): void {
  app.decorateRequest('ctx', null);
  app.decorateRequest('legacy', false);
  const allowedOrigin = new URL(config.publicUrl).origin;
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // One declaration style: a route's permission lives in ROUTE_PERMISSIONS, never in its config.
    if (route.config && 'permission' in route.config) throw new Error(`${route.url}: declare its permission in src/app/route-permissions.ts`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, auth: route.config?.auth ?? 'none', permission: permissionOf(method, route.url) });
    }
  });

  /** One place decides who may: the route's permission against the caller's role or token. */
  const authorize = (request: FastifyRequest) => {
    requires(request.ctx!, permissionOf(request.method, request.routeOptions.url ?? '') ?? UNDECLARED);
  };

  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none') return;
    if (mode === 'legacy') {
      request.legacy = true;
      const header = request.headers['x-api-key'];
      const key = typeof header === 'string' ? await authn.apiKey(header) : null;
      if (!key) throw new AppError('UNAUTHORIZED');
      request.ctx = { accountId: key.accountId, actor: keyActor('legacy', key), requestId: request.id };
      authorize(request);
      return limit(request, limiter, config);
    }
    if (mode === 'mcp') {
      const token = apiToken(request);
      const key = typeof token === 'string' ? await authn.apiKey(token) : null;
      if (!key) throw new AppError('UNAUTHORIZED');
      request.ctx = { accountId: key.accountId, actor: keyActor('mcp', key), requestId: request.id };
      authorize(request);
      return limit(request, limiter, config);
    }
    const token = apiToken(request);
    if (token !== undefined) {
      if (mode === 'cookie') throw new AppError('FORBIDDEN');
      const key = typeof token === 'string' ? await authn.apiKey(token) : null;
      if (!key) throw new AppError('UNAUTHORIZED');
      request.ctx = { accountId: key.accountId, actor: keyActor('api_key', key), requestId: request.id };
    } else {
      const access = request.cookies[ACCESS_COOKIE];
      const session = access ? await authn.session(access) : null;
      if (!session) throw new AppError('UNAUTHORIZED');
      if (!SAFE_METHODS.has(request.method)) checkSameOrigin(request, allowedOrigin);
      request.ctx = { accountId: session.accountId, actor: { kind: 'user', userId: session.userId }, role: session.role, requestId: request.id };
    }
    authorize(request);
    return limit(request, limiter, config);
  });
}

/**
 * The API token: x-api-token (the spec's header), else `Authorization: Bearer <token>`, which
 * most HTTP clients and MCP clients send. A malformed Authorization header counts as a token
 * (and fails as one) rather than falling back to the cookie.
 */
function apiToken(request: FastifyRequest): string | string[] | undefined {
  const header = request.headers['x-api-token'];
  if (header !== undefined) return header;
  const authorization = request.headers.authorization;
  if (authorization === undefined) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] ?? '';
}

/** Per-key and per-account request limits, whichever credential the route took. */
function limit(request: FastifyRequest, limiter: RateLimits, config: Config): Promise<void> {
  const ctx = request.ctx!;
  // Test keys have a budget of their own, per account: testing never eats the live traffic's.
  if (isTestActor(ctx.actor)) return enforce(limiter, [{ limit: 'test-keys', key: ctx.accountId, max: config.TEST_KEY_RATE_LIMIT_PER_MINUTE }]);
  const checks: LimitCheck[] = [{ limit: 'account', key: ctx.accountId, max: config.ACCOUNT_RATE_LIMIT_PER_MINUTE }];
  if ('apiKeyId' in ctx.actor) checks.unshift({ limit: 'token', key: ctx.actor.apiKeyId, max: config.RATE_LIMIT_PER_MINUTE });
  return enforce(limiter, checks);
}
