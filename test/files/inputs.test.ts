/**
 * Issue 41's bad inputs: each a 400 in the envelope naming the field, refused before any debit.
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, invoice, remaining } from '../generation/helpers.js';

describe.each(SQLITE_ONLY)('retention, access and delivery inputs on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
  const gen = (token: string, documentId: string, options: unknown, headers: Record<string, string> = {}) =>
    q.call('POST', '/v1/generate', { token, body: { documentId, variables: invoice.variables, options }, headers });

  it('refuses each bad option with a 400 naming it, and debits nothing', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const cases: [unknown, string][] = [
      [{ retention: { ttlSeconds: 0 } }, 'options.retention.ttlSeconds'],
      [{ retention: { ttlSeconds: 59 } }, 'options.retention.ttlSeconds'],
      [{ retention: { ttlSeconds: 315_360_001 } }, 'options.retention.ttlSeconds'],
      [{ access: 'secret' }, 'options.access'],
      [{ access: 'signed', urlTtlSeconds: 604_801 }, 'options.urlTtlSeconds'],
      [{ urlTtlSeconds: 60 }, 'options.urlTtlSeconds'],
      [{ delivery: 'upload' }, 'options.uploadUrl'],
      [{ delivery: 'upload', uploadUrl: 'https://127.0.0.1:9/bucket/x.pdf' }, 'options.uploadUrl'],
      [{ delivery: 'upload', uploadUrl: 'https://10.1.2.3/bucket/x.pdf' }, 'options.uploadUrl'],
      [{ delivery: 'upload', uploadUrl: 'http://169.254.169.254/latest' }, 'options.uploadUrl'],
      [{ delivery: 'url', uploadUrl: 'https://example.com/x.pdf' }, 'options.uploadUrl'],
      [{ delivery: 'inline', access: 'signed' }, 'options.access'],
      [{ delivery: 'inline', retention: { ttlSeconds: 60 } }, 'options.retention'],
    ];
    for (const [options, field] of cases) {
      const r = await gen(a.token, doc.uuid, options);
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(options)).toContain(field);
    }
    const inlineKey = await gen(a.token, doc.uuid, { delivery: 'inline' }, { 'idempotency-key': 'k-inline-1' });
    expectError(inlineKey, 400, 'VALIDATION_ERROR');
    expect(inlineKey.body.message).toContain('Idempotency-Key');
    expect(await remaining(q, a)).toBe(before);
  });

  it('a batch cannot answer inline, nor upload to a private address: 400 naming the field, nothing queued', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ variables: {} }], delivery: 'inline' }, 'delivery'],
      [{ items: [{ variables: {} }], delivery: 'upload' }, 'items.0.uploadUrl'],
      [
        {
          items: [
            { variables: {}, uploadUrl: 'https://93.184.215.14/a.pdf' },
            { variables: {}, uploadUrl: 'https://10.1.2.3/b.pdf' },
          ],
          delivery: 'upload',
        },
        'items.1.uploadUrl',
      ],
      [{ items: [{ variables: {}, uploadUrl: 'http://169.254.169.254/latest' }], delivery: 'upload' }, 'items.0.uploadUrl'],
      [{ items: [{ variables: {}, uploadUrl: 'https://127.0.0.1:9/x.pdf' }], delivery: 'upload' }, 'items.0.uploadUrl'],
    ];
    for (const [body, field] of cases) {
      const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, ...body } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(body)).toContain(field);
    }
    expect((await q.call('GET', '/v1/batches', { token: a.token })).body.batches).toEqual([]);
    expect(await remaining(q, a)).toBe(before);
  });

  it("a request may shorten its key's retention, never lengthen it (400 naming both)", async () => {
    const doc = await createDocument(q, a);
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'payslips', retention: { ttlSeconds: 3600 } } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    expect(key.body.retention).toEqual({ ttlSeconds: 3600 });
    const listed = await q.call('GET', '/v1/api-keys', { cookie: a.cookie });
    expect(listed.body.apiKeys.find((k: { id: number }) => k.id === key.body.id).retention).toEqual({ ttlSeconds: 3600 });
    expectError(await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'x', retention: { ttlSeconds: 0 } } }), 400, 'VALIDATION_ERROR');

    const longer = await gen(key.body.token, doc.uuid, { retention: { ttlSeconds: 7200 } });
    expectError(longer, 400, 'VALIDATION_ERROR');
    expect(longer.body.message).toContain('options.retention.ttlSeconds');
    expect(longer.body.message).toContain('retention.ttlSeconds 3600');

    // The key alone: its hour; shorter asked: the request's.
    const t0 = Date.now();
    const own = await gen(key.body.token, doc.uuid, undefined);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(Date.parse(own.body.expiresAt) - t0).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(Date.parse(own.body.expiresAt) - Date.now()).toBeLessThanOrEqual(3600_000);
    const shorter = await gen(key.body.token, doc.uuid, { retention: { ttlSeconds: 600 } });
    expect(Date.parse(shorter.body.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(Date.parse(shorter.body.expiresAt) - Date.now()).toBeGreaterThan(590_000);
  });

  it("the document's retention applies when it is the shortest; PATCH sets and clears it without a new version", async () => {
    const doc = await createDocument(q, a, { retention: { ttlSeconds: 120 } });
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.body.retention).toEqual({ ttlSeconds: 120 });
    const r = await gen(a.token, doc.uuid, { retention: { ttlSeconds: 3600 } });
    expect(r.status).toBe(200);
    expect(Date.parse(r.body.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    const version = got.body.publishedVersion;
    const cleared = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { retention: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.retention).toBeNull();
    expect(cleared.body.publishedVersion).toBe(version);
    const forever = await gen(a.token, doc.uuid, undefined);
    expect(forever.body.expiresAt).toBeUndefined();
    expectError(await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { retention: { ttlSeconds: 0 } } }), 400, 'VALIDATION_ERROR');
  });
});
