import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, ROLES, TOKEN_PERMISSIONS, type Role } from '../../src/core/permissions.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { addMember } from './support.js';

const MISSING = 987654;

/**
 * The reviewed policy: for every /v1 route, the least role a signed-in member needs (null: no
 * cookie may call it) and whether an API token may. It is written by hand, not derived from
 * src/app/route-permissions.ts, so a permission changed there fails the last test with a diff
 * a reviewer reads; change this file in the same commit when the change is meant.
 */
type Policy = Record<string, { least: Role | null; token: boolean }>;
const POLICY = JSON.parse(readFileSync(new URL('./route-policy.json', import.meta.url), 'utf8')) as Policy;

/**
 * Every route behind credentials, as the server registered it, against every role: allowed
 * routes answer anything but 403 (missing ids and empty bodies make them 400/404, changing
 * nothing), refused ones 403 FORBIDDEN naming the role needed. A route someone adds without a
 * permission fails the first test (add it to src/app/route-permissions.ts).
 */
describe.each(SQLITE_ONLY)('route x role matrix on %s', (dialect) => {
  let q: TestQuire;
  let owner: TestAccount;
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    owner = await q.account();
    cookies.owner = owner.cookie;
    for (const role of ['admin', 'editor', 'viewer'] as const) cookies[role] = (await addMember(q, owner, role)).cookie;
  }, 120_000);
  afterAll(() => q?.close());

  // What the server answered, per route: the roles it let through and whether a token got in.
  const observed: Record<string, { roles: Role[]; token: boolean }> = {};
  const seen = (route: { method: string; url: string }) => (observed[`${route.method} ${route.url}`] ??= { roles: [], token: false });

  const authed = () => q.quire.app.routeTable.filter((r) => r.auth !== 'none');
  const pathOf = (url: string) => url.replace(/:\w+/g, String(MISSING));
  const bodyOf = (method: string) => (method === 'POST' || method === 'PATCH' || method === 'PUT' ? {} : undefined);

  it('every route behind credentials declares the permission it needs', () => {
    const routes = authed();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('each /v1 route x each role: allowed, or 403 naming the role needed', async () => {
    const wrong: string[] = [];
    const routes = authed().filter((r) => r.url.startsWith('/v1/') && (r.auth === 'any' || r.auth === 'cookie'));
    for (const route of routes) {
      for (const role of ROLES) {
        const r = await q.call(route.method, pathOf(route.url), { cookie: cookies[role], body: bodyOf(route.method) });
        const allowed = ROLE_PERMISSIONS[role].has(route.permission!);
        if (r.status !== 403) seen(route).roles.push(role);
        if (allowed && r.status === 403) wrong.push(`${role} ${route.method} ${route.url}: 403 ${r.body?.message}`);
        if (!allowed) {
          if (r.status !== 403 || r.body?.error !== 'FORBIDDEN') wrong.push(`${role} ${route.method} ${route.url}: ${r.status}, expected 403`);
          else expect(r.body.message).toMatch(/needs the (owner|admin|editor) role/);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('each token route: allowed for an API token, or 403; cookie-only routes refuse tokens', async () => {
    const wrong: string[] = [];
    for (const route of authed().filter((r) => r.url.startsWith('/v1/'))) {
      const r = await q.call(route.method, pathOf(route.url), { token: owner.token, body: bodyOf(route.method) });
      const allowed = route.auth === 'any' && TOKEN_PERMISSIONS.has(route.permission!);
      seen(route).token = r.status !== 403;
      if (allowed === (r.status === 403)) wrong.push(`${route.method} ${route.url}: ${r.status}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('what the server enforces is the reviewed policy in route-policy.json', () => {
    // Roles are ordered owner > admin > editor > viewer: a route lets through a prefix of ROLES.
    const actual: Policy = {};
    for (const [route, { roles, token }] of Object.entries(observed)) {
      expect(ROLES.slice(0, roles.length), `${route} lets through ${roles.join(', ')}`).toEqual(roles);
      actual[route] = { least: roles.at(-1) ?? null, token };
    }
    expect(Object.keys(actual).length).toBeGreaterThan(40);
    expect(actual).toEqual(POLICY);
  });

  it('a viewer is refused a write with the role it needs, and nothing changes', async () => {
    const doc = (await q.call('POST', '/v1/documents', { cookie: cookies.editor, body: { name: 'Shared' } })).body;
    const r = await q.call('PATCH', `/v1/documents/${doc.id}`, { cookie: cookies.viewer, body: { name: 'Changed by a viewer' } });
    expectError(r, 403, 'FORBIDDEN');
    expect(r.body.message).toContain('viewer');
    expect(r.body.message).toContain('editor');
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { cookie: cookies.viewer })).body.name).toBe('Shared');
  });
});
