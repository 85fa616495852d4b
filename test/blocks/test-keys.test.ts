import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageText, pdfInfo, pdfInfoFields } from '../support/pdf.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, download, generationRows, ledgerRows, remaining, setCredits } from '../generation/helpers.js';

/** Test keys (`tk_test_…`): free renders, watermarked TEST, marked and counted apart. */
describe.each(SQLITE_ONLY)('test keys on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, TEST_KEY_RATE_LIMIT_PER_MINUTE: '1000' });
  let testToken: string;
  let testKeyId: number;
  beforeAll(async () => {
    const created = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'CI', kind: 'test' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    testToken = created.body.token;
    testKeyId = created.body.id;
  });

  const generateWith = (token: string, documentId: string, variables: Record<string, unknown> = {}) =>
    q.call('POST', '/v1/generate', { token, body: { documentId, variables } });

  it('creates either kind of key and lists which is which', async () => {
    const live = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'Live one' } });
    expect(live.body.kind).toBe('live');
    expect(live.body.token).toMatch(/^tk_live_[0-9A-Za-z]{38}$/);
    expect(testToken).toMatch(/^tk_test_[0-9A-Za-z]{38}$/);
    const list = await q.call('GET', '/v1/api-keys', { cookie: a.cookie });
    const byName = Object.fromEntries(list.body.apiKeys.map((k: any) => [k.name, k]));
    expect(byName.CI).toMatchObject({ kind: 'test', prefix: testToken.slice(0, 12) });
    expect(byName['Live one'].kind).toBe('live');
    expectError(await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'x', kind: 'sandbox' } }), 400, 'VALIDATION_ERROR');
    // A mistyped test token fails its checksum like a live one.
    expectError(await q.call('GET', '/v1/documents', { token: testToken.slice(0, -1) + (testToken.endsWith('a') ? 'b' : 'a') }), 401, 'UNAUTHORIZED');
  });

  it('renders for free, with a TEST mark on every page that the template cannot hide, and metadata that says so', async () => {
    const doc = await createDocument(q, a, {
      // The trailing comment swallowed the mark when it was HTML appended to the template's output.
      body: '{{#each rows}}<div style="height:70mm;border:1px solid #ccc">Row {{this}}</div>{{/each}}<style>[data-quire-watermark]{display:none!important}</style><!--',
      framework: 'NONE',
      title: 'Quarterly',
    });
    const before = await remaining(q, a);
    const ledgerBefore = (await ledgerRows(q, a.id)).length;
    const r = await generateWith(testToken, doc.uuid, { rows: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await remaining(q, a)).toBe(before);
    expect((await ledgerRows(q, a.id)).length).toBe(ledgerBefore);

    const pdf = (await download(r.body.url)).bytes;
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) expect(await pageText(pdf, p)).toContain('TEST RENDER');
    const info = await pdfInfoFields(pdf);
    expect(info.Title).toBe('[TEST] Quarterly');
    expect(info.Keywords).toMatch(/test render/);
    expect(info.Producer).toMatch(/test render/);

    // The same document with a live key: no watermark, one credit.
    const live = await generateWith(a.token, doc.uuid, { rows: [1] });
    expect(live.status).toBe(200);
    const livePdf = (await download(live.body.url)).bytes;
    expect(await pageText(livePdf, 1)).not.toContain('TEST');
    expect((await pdfInfoFields(livePdf)).Title).toBe('Quarterly');
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it('marks test renders in the generations list, the rows and the audit log; they are deletable; usage counts them apart', async () => {
    const doc = await createDocument(q, a, { body: '<p>Hi {{name}}</p>', framework: 'NONE' });
    const r = await generateWith(testToken, doc.uuid, { name: 'T' });
    expect(r.status).toBe(200);
    const list = await q.call('GET', `/v1/generations?documentId=${doc.uuid}`, { token: testToken });
    expect(list.status).toBe(200);
    expect(list.body.generations).toHaveLength(1);
    expect(list.body.generations[0]).toMatchObject({ test: true, status: 'succeeded', url: r.body.url });
    const rows = (await generationRows(q, a.id)).filter((g) => g.document_uuid === doc.uuid);
    expect(rows).toEqual([expect.objectContaining({ test: 1, credit_source: 'none', status: 'succeeded', api_key_id: testKeyId })]);

    const del = await q.call('DELETE', '/v1/generations/file', { token: testToken, body: { path: r.body.url } });
    expect(del.status).toBe(204);
    expect((await download(r.body.url)).status).toBe(404);

    await q.flushAudit();
    const audit = await q.call('GET', '/v1/audit?limit=100', { cookie: a.cookie });
    expect(audit.status, JSON.stringify(audit.body)).toBe(200);
    const testCalls = audit.body.calls.filter((c: any) => c.apiKey?.id === testKeyId);
    expect(testCalls.length).toBeGreaterThan(0);
    expect(testCalls.every((c: any) => c.test === true && c.apiKey.kind === 'test')).toBe(true);
    expect(audit.body.calls.filter((c: any) => c.apiKey && c.apiKey.id !== testKeyId).every((c: any) => c.test === false)).toBe(true);

    const daily = await q.call('GET', '/v1/usage/daily?days=1', { cookie: a.cookie });
    expect(daily.status, JSON.stringify(daily.body)).toBe(200);
    const today = daily.body.days.at(-1);
    const logged = async (test: 0 | 1) =>
      Number(
        (
          await q.quire.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('account_id', '=', a.id)
            .where('test', '=', test)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(today.testCalls).toBe(await logged(1));
    expect(today.calls).toBe(await logged(0));
  });

  it('a failed test render refunds nothing because nothing was taken', async () => {
    const doc = await createDocument(q, a, { body: '<p>x</p>{{> missing}}', framework: 'NONE' });
    const before = await remaining(q, a);
    const r = await generateWith(testToken, doc.uuid);
    expect(r.status).toBe(422);
    expect(await remaining(q, a)).toBe(before);
    const ledger = await ledgerRows(q, a.id);
    const rows = (await generationRows(q, a.id)).filter((g) => g.document_uuid === doc.uuid);
    expect(rows).toEqual([expect.objectContaining({ test: 1, status: 'failed', credit_source: 'none' })]);
    expect(ledger.some((e) => e.generation_id === rows[0].id)).toBe(false);
  });

  it('50 concurrent test renders on an account with zero credits never touch live credits, and live renders still get 402', async () => {
    const b = await q.account(undefined, { signIn: true });
    const key = await q.call('POST', '/v1/api-keys', { cookie: b.cookie, body: { name: 'CI', kind: 'test' } });
    const doc = await createDocument(q, b, { body: '<h1>Order {{n}}</h1>', framework: 'NONE' });
    await setCredits(q, b, 0);
    const balanceBefore = await q.quire.db.selectFrom('credit_balances').selectAll().where('account_id', '=', b.id).orderBy('kind').execute();
    const ledgerBefore = await ledgerRows(q, b.id);

    const results = await Promise.all(Array.from({ length: 50 }, (_, n) => generateWith(key.body.token, doc.uuid, { n })));
    expect(
      results.map((r) => r.status).filter((s) => s !== 200),
      JSON.stringify(results.find((r) => r.status !== 200)?.body),
    ).toEqual([]);
    expect(new Set(results.map((r) => r.body.url)).size).toBe(50);

    expect(await q.quire.db.selectFrom('credit_balances').selectAll().where('account_id', '=', b.id).orderBy('kind').execute()).toEqual(balanceBefore);
    expect(await ledgerRows(q, b.id)).toEqual(ledgerBefore);
    const rows = await generationRows(q, b.id);
    expect(rows).toHaveLength(50);
    expect(rows.every((g) => g.test === 1 && g.credit_source === 'none' && g.status === 'succeeded')).toBe(true);
    expect(await remaining(q, b)).toBe(0);
    const live = await q.call('POST', '/v1/generate', { token: b.token, body: { documentId: doc.uuid } });
    expect(live.status).toBe(402);
    expect(live.body).toMatchObject({ error: 'quota_exceeded', type: 'generation' });
  }, 180_000);
});

describe('test keys have their own rate limit', () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', { ...QUIET_PREVIEWS, TEST_KEY_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '100' });
  });
  afterAll(() => q?.close());

  it('refuses the fourth test call in a minute while the live key keeps going', async () => {
    const a = await q.account();
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'CI', kind: 'test' } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await q.call('GET', '/v1/documents', { token: key.body.token })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) expect((await q.call('GET', '/v1/documents', { token: a.token })).status).toBe(200);
  });
});
