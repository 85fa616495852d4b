import { describe, expect, it } from 'vitest';
import { DIALECTS, expectError, ISO_UTC, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const MCP_LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };

describe.each(DIALECTS)('GET /v1/audit on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const audit = (acc: TestAccount, query = '') => q.call('GET', `/v1/audit${query}`, { cookie: acc.cookie });
  const newKey = async (acc: TestAccount, name: string) => (await q.call('POST', '/v1/api-keys', { cookie: acc.cookie, body: { name } })).body;

  it('names the key and the way in of token, cookie, MCP and legacy calls, newest first', async () => {
    const m = await q.account();
    const key = await newKey(m, 'Billing server');
    await q.call('GET', '/v1/documents?folderId=root', { token: key.token });
    await q.call('GET', '/v1/documents/987654', { token: key.token });
    await q.call('GET', '/v1/folders', { cookie: m.cookie });
    const mcp = await fetch(`${q.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.token}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(MCP_LIST_TOOLS),
    });
    expect(mcp.status).toBe(200);
    await q.call('POST', '/generate', { headers: { 'x-api-key': key.token }, body: { templateId: crypto.randomUUID(), variables: {} } });

    const r = await audit(m, '?limit=5');
    expect(r.status).toBe(200);
    const calls = r.body.calls;
    expect(calls.map((c: any) => [c.method, c.route, c.status, c.via])).toEqual([
      ['POST', '/generate', 403, 'legacy'],
      ['POST', '/mcp', 200, 'mcp'],
      ['GET', '/v1/folders', 200, 'dashboard'],
      ['GET', '/v1/documents/:id', 404, 'api'],
      ['GET', '/v1/documents', 200, 'api'],
    ]);
    const named = { id: key.id, name: 'Billing server', prefix: key.prefix, lastFour: key.lastFour, revoked: false, kind: 'live' };
    expect(calls.map((c: any) => c.apiKey)).toEqual([named, named, null, named, named]);
    for (const c of calls) {
      expect(Object.keys(c).sort()).toEqual(['apiKey', 'at', 'id', 'latencyMs', 'method', 'route', 'status', 'test', 'user', 'via']);
      expect(c.at).toMatch(ISO_UTC);
      expect(Number.isInteger(c.latencyMs) && c.latencyMs >= 0).toBe(true);
    }
    // Nothing of the token, the id or the query string ever shows as the route.
    expect(JSON.stringify(r.body)).not.toContain(key.token);
    expect(JSON.stringify(r.body)).not.toContain('folderId');
    expect(JSON.stringify(r.body)).not.toContain('987654');
  });

  it('keeps naming a key after it is revoked', async () => {
    const m = await q.account();
    const key = await newKey(m, 'Old integration');
    await q.call('GET', '/v1/me', { token: key.token });
    expect((await q.call('DELETE', `/v1/api-keys/${key.id}`, { cookie: m.cookie })).status).toBe(204);
    await q.call('GET', '/v1/me', { token: key.token }); // 401: belongs to no account
    const calls = (await audit(m, '?via=api')).body.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ route: '/v1/me', status: 200, apiKey: { id: key.id, name: 'Old integration', revoked: true } });
  });

  it('answers with a token too, and filters by via', async () => {
    const m = await q.account();
    await q.call('GET', '/v1/folders', { cookie: m.cookie });
    const byToken = await q.call('GET', '/v1/audit?via=dashboard', { token: m.token });
    expect(byToken.status).toBe(200);
    expect(byToken.body.calls.map((c: any) => c.via)).toContain('dashboard');
    expect(byToken.body.calls.every((c: any) => c.via === 'dashboard')).toBe(true);
    const both = (await audit(m, '?via=api,mcp')).body.calls;
    expect(both.length).toBeGreaterThan(0); // the token read above
    expect(both.every((c: any) => c.via === 'api' || c.via === 'mcp')).toBe(true);
  });

  it('pages with before = nextBefore without gaps or repeats', async () => {
    const m = await q.account();
    for (let i = 0; i < 23; i++) await q.call('GET', `/v1/documents/${900000 + i}`, { token: m.token });
    const seen: any[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const r = await audit(m, `?limit=10&via=api${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.body.calls);
      before = r.body.nextBefore;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((c) => c.id)).size).toBe(23);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1].at >= seen[i].at).toBe(true);
    // The whole list in one page is the same list.
    const all = (await audit(m, '?limit=100&via=api')).body;
    expect(all.calls.map((c: any) => c.id)).toEqual(seen.map((c) => c.id));
    expect(all.nextBefore).toBeNull();
    // The default page is the last 10 calls (of any kind).
    expect((await audit(m)).body.calls).toHaveLength(10);
  });

  it('refuses a bad limit, before or via', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=nonsense', '?before=', '?via=browser', '?via=']) {
      expectError(await audit(a, query), 400, 'VALIDATION_ERROR');
    }
    expectError(await q.call('GET', '/v1/audit'), 401, 'UNAUTHORIZED');
    expectError(await q.call('GET', '/v1/audit', { token: 'tk_live_nope' }), 401, 'UNAUTHORIZED');
  });

  it("never shows another account's calls", async () => {
    const m = await q.account();
    const other = await q.account();
    for (let i = 0; i < 3; i++) await q.call('GET', '/v1/documents', { token: other.token });
    await q.call('GET', '/v1/folders', { cookie: other.cookie });
    await q.call('GET', '/v1/me', { token: m.token });
    const mine = (await audit(m, '?limit=100')).body.calls;
    expect(mine.map((c: any) => c.route)).toEqual(['/v1/me']);
    const otherKeyId = (await q.quire.services.apiKeys.authenticate(other.token))!.id;
    expect(mine.some((c: any) => c.apiKey?.id === otherKeyId)).toBe(false);
    // A cursor made from the other account's call shows nothing of theirs either.
    const theirs = (await audit(other, '?limit=1')).body.nextBefore;
    const r = await audit(m, `?before=${encodeURIComponent(theirs)}&limit=100`);
    expect(r.status).toBe(200);
    expect(r.body.calls.every((c: any) => c.apiKey === null || c.apiKey.id !== otherKeyId)).toBe(true);
  });

  it('keeps every call of a burst larger than one write batch', async () => {
    const m = await q.account(undefined, { signIn: false });
    const at = new Date().toISOString();
    for (let i = 0; i < 4_000; i++) {
      q.quire.services.audit.record({
        accountId: m.id,
        apiKeyId: null,
        actor: 'user',
        method: 'GET',
        route: '/v1/documents',
        status: i % 10 ? 200 : 500,
        latencyMs: 1,
        requestId: crypto.randomUUID(),
        at,
      });
    }
    const today = (await q.call('GET', '/v1/usage/daily?days=1', { token: m.token })).body.days[0];
    expect(today).toMatchObject({ calls: 4_000, errors: 400 });
    await q.flushAudit();
    const rows = await q.quire.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(4_001); // and the read of the chart
  });
});
