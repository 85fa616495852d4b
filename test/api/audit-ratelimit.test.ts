import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { DIALECTS, ISO_UTC, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

describe.each(DIALECTS)('audit log on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
  let keyId: number;
  beforeAll(async () => {
    keyId = (await q.quire.db.selectFrom('api_keys').select('id').where('account_id', '=', a.id).executeTakeFirstOrThrow()).id;
  });

  /**
   * A time after every earlier call's record: a call is recorded after its answer is sent, so
   * the last one's hook may still be due when its caller moves on, in the same millisecond.
   */
  const sinceNow = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2));
    return new Date().toISOString();
  };
  const rowsSince = async (since: string) => {
    await q.flushAudit();
    return q.quire.db.selectFrom('audit_log').selectAll().where('created_at', '>=', since).orderBy('id').execute();
  };

  it('records every call with account, API key, method, route, status and latency', async () => {
    const since = await sinceNow();
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Audited' } })).body;
    await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    await q.call('GET', '/v1/documents/987654', { token: a.token });
    await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { format: 'B5' } });
    await q.call('GET', '/v1/folders', { cookie: a.cookie });
    const rows = await rowsSince(since);
    const calls = rows.filter((r) => r.account_id === a.id).map((r) => [r.method, r.route, r.status, r.api_key_id, r.actor]);
    expect(calls).toEqual([
      ['POST', '/v1/documents', 201, keyId, 'api_key'],
      ['GET', '/v1/documents/:id', 200, keyId, 'api_key'],
      ['GET', '/v1/documents/:id', 404, keyId, 'api_key'],
      ['PATCH', '/v1/documents/:id', 400, keyId, 'api_key'],
      ['GET', '/v1/folders', 200, null, 'user'],
    ]);
    for (const r of rows) {
      expect(Number.isInteger(r.latency_ms)).toBe(true);
      expect(r.latency_ms).toBeGreaterThanOrEqual(0);
      expect(r.created_at).toMatch(ISO_UTC);
      expect(r.request_id).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Each call has its own request id.
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(rows.length);
  });

  it('records refused calls too: no credential, a bad token, an unknown route', async () => {
    const since = await sinceNow();
    await q.call('GET', '/v1/documents');
    await q.call('GET', '/v1/me', { token: 'tk_live_nope' });
    await q.call('GET', '/v1/api-keys', { token: a.token });
    const rows = await rowsSince(since);
    expect(rows.map((r) => [r.method, r.route, r.status, r.account_id, r.api_key_id])).toEqual([
      ['GET', '/v1/documents', 401, null, null],
      ['GET', '/v1/me', 401, null, null],
      ['GET', '/v1/api-keys', 403, null, null],
    ]);
  });

  it('keeps the route pattern, never ids or query strings, as the route', async () => {
    const since = await sinceNow();
    await q.call('GET', '/v1/documents?folderId=root', { token: a.token });
    await q.call('DELETE', '/v1/folders/987654', { token: a.token });
    const rows = await rowsSince(since);
    expect(rows.map((r) => r.route)).toEqual(['/v1/documents', '/v1/folders/:id']);
  });

  it('does not record the reference pages', async () => {
    const since = await sinceNow();
    await q.call('GET', '/v1/openapi.json');
    await q.call('GET', '/docs');
    expect(await rowsSince(since)).toEqual([]);
  });
});

describe.each(DIALECTS)('request rate limits on %s', (dialect) => {
  const PER_TOKEN = 3;
  const PER_ACCOUNT = 5;
  let q: TestQuire;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, RATE_LIMIT_PER_MINUTE: String(PER_TOKEN), ACCOUNT_RATE_LIMIT_PER_MINUTE: String(PER_ACCOUNT) });
    a = await q.account();
    b = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('limits each token to RATE_LIMIT_PER_MINUTE, then the account to ACCOUNT_RATE_LIMIT_PER_MINUTE', async () => {
    // Token 1: three calls pass, the fourth is refused (3 calls counted on the account).
    for (let i = 0; i < PER_TOKEN; i++) expect((await q.call('GET', '/v1/documents', { token: a.token })).status).toBe(200);
    const limited = await q.call('GET', '/v1/documents', { token: a.token, headers: { 'accept-language': 'de' } });
    expectError(limited, 429, 'RATE_LIMIT_EXCEEDED');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.message).toBe(`Zu viele Anfragen. Erneut versuchen in ${retryAfter} Sekunden.`);

    // Token 2 of the same account has its own per-token budget, but the account's is shared:
    // two more calls reach the account's 5, the next is refused.
    const second = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'second');
    expect((await q.call('GET', '/v1/documents', { token: second.token })).status).toBe(200);
    expect((await q.call('GET', '/v1/documents', { token: second.token })).status).toBe(200);
    const accountLimited = await q.call('GET', '/v1/documents', { token: second.token });
    expectError(accountLimited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(accountLimited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The dashboard cookie counts against the same account.
    expectError(await q.call('GET', '/v1/documents', { cookie: a.cookie }), 429, 'RATE_LIMIT_EXCEEDED');

    // Another account is not affected.
    expect((await q.call('GET', '/v1/documents', { token: b.token })).status).toBe(200);

    // Refused calls are audited with their 429.
    await q.flushAudit();
    const refused = await q.quire.db
      .selectFrom('audit_log')
      .select(['status', 'api_key_id'])
      .where('account_id', '=', a.id)
      .where('status', '=', 429)
      .execute();
    expect(refused.length).toBe(3);
  });
});
