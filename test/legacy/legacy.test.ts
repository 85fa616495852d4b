import fs from 'node:fs/promises';
import { operatorCtx } from '../../src/core/context.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPdf } from '../support/pdf.js';
import { SQLITE_ONLY, freePort, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const BODY = '<h1>Legacy for {{customer}}</h1><p>Total {{total}}</p>';

describe.each(SQLITE_ONLY)('legacy POST /generate on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let other: TestAccount;
  let uuid: string;
  let legacyPort: number;

  const legacy = (key: string | undefined, body: unknown, base?: string) =>
    fetch(`${base ?? q.url}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));
  const remaining = async (acc: TestAccount) => (await q.call('GET', '/v1/me', { token: acc.token })).body.usage.generation.remaining;

  beforeAll(async () => {
    legacyPort = await freePort();
    q = await startTestQuire(dialect, { LEGACY_PORT: String(legacyPort) });
    a = await q.account();
    other = await q.account();
    const doc = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Legacy' } });
    await q.call('PATCH', `/v1/documents/${doc.body.id}`, { token: a.token, body: { body: BODY, framework: 'NONE' } });
    uuid = doc.body.uuid;
  });
  afterAll(() => q?.close());

  it('renders with string variables and debits one credit', async () => {
    const before = await remaining(a);
    const r = await legacy(a.token, { templateId: uuid, variables: { customer: 'Ada Lovelace', total: '42.00' } });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['path', 'requestId']);
    expect(r.body.path).toMatch(new RegExp(`/client/${a.id}/generated/${uuid}/\\d+\\.pdf$`));
    const pdf = await fetchPdf(r.body.path);
    expect(pdf.text).toContain('Legacy for Ada Lovelace');
    expect(pdf.text).toContain('Total 42.00');
    expect(await remaining(a)).toBe(before - 1);
  });

  it('answers 403 invalid_api_key, with { error } only, for a missing, unknown or revoked key', async () => {
    const revoked = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'to revoke');
    await q.quire.services.apiKeys.revoke({ accountId: a.id, actor: { kind: 'user' }, requestId: 't' }, revoked.id);
    // Mistyped: the last character changed to one it certainly is not (an `x` would be the token itself 1 time in 62).
    const mistyped = a.token.slice(0, -1) + (a.token.endsWith('x') ? 'y' : 'x');
    expect(mistyped).not.toBe(a.token);
    for (const key of [undefined, 'tk_live_nope', mistyped, revoked.token]) {
      const r = await legacy(key, { templateId: uuid, variables: {} });
      expect(r).toEqual({ status: 403, body: { error: 'invalid_api_key' } });
    }
    // a v1 token header is not the legacy credential
    const r = await fetch(`${q.url}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': a.token },
      body: JSON.stringify({ templateId: uuid }),
    });
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({ error: 'invalid_api_key' });
  });

  it('answers 403 template_not_found for an unknown, foreign or malformed templateId', async () => {
    const before = await remaining(a);
    for (const templateId of ['3b241101-e2bb-4255-8caf-4136c566a962', 'not-a-uuid', '5']) {
      expect(await legacy(a.token, { templateId, variables: {} })).toEqual({ status: 403, body: { error: 'template_not_found' } });
    }
    expect(await legacy(other.token, { templateId: uuid, variables: {} })).toEqual({ status: 403, body: { error: 'template_not_found' } });
    expect(await remaining(a)).toBe(before);
  });

  it('refuses non-string variable values with 400 invalid_request', async () => {
    for (const variables of [{ total: 42 }, { nested: { a: 'b' } }, { list: ['x'] }, { flag: true }]) {
      expect(await legacy(a.token, { templateId: uuid, variables })).toEqual({ status: 400, body: { error: 'invalid_request' } });
    }
    expect(await legacy(a.token, { variables: {} })).toEqual({ status: 400, body: { error: 'invalid_request' } });
  });

  it('refunds the credit when storage fails, and answers 402 quota_exceeded when none remain', async () => {
    const blocker = path.join(q.dataDir, 'files', 'client', String(a.id), 'generated');
    await fs.rm(blocker, { recursive: true, force: true });
    await fs.writeFile(blocker, 'not a directory');
    const before = await remaining(a);
    expect(await legacy(a.token, { templateId: uuid, variables: {} })).toEqual({ status: 503, body: { error: 'storage_unavailable' } });
    expect(await remaining(a)).toBe(before);
    await fs.rm(blocker);

    await q.quire.services.credits.setPlan(other.id, { generation: 0, ai: 0 });
    const doc = await q.call('POST', '/v1/documents', { token: other.token, body: { name: 'Broke' } });
    expect(await legacy(other.token, { templateId: doc.body.uuid, variables: {} })).toEqual({ status: 402, body: { error: 'quota_exceeded' } });
  });

  it('serves the same endpoint on LEGACY_PORT and records calls with the key used', async () => {
    const logged = async () => {
      await q.quire.services.audit.flush();
      return q.quire.db.selectFrom('audit_log').selectAll().where('route', '=', '/generate').where('status', '=', 200).execute();
    };
    const before = (await logged()).length;
    const r = await legacy(a.token, { templateId: uuid, variables: { customer: 'Port' } }, `http://127.0.0.1:${legacyPort}`);
    expect(r.status).toBe(200);
    expect((await fetchPdf(r.body.path)).text).toContain('Legacy for Port');
    const rows = await logged();
    expect(rows.length).toBe(before + 1);
    const key = await q.quire.db.selectFrom('api_keys').select('id').where('account_id', '=', a.id).where('name', '=', 'test key').executeTakeFirstOrThrow();
    expect(rows.every((row) => row.api_key_id === key.id && row.actor === 'legacy' && row.method === 'POST')).toBe(true);
  });
});
