import { rmSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import {
  blockGenerated,
  createDocument,
  download,
  generationRows,
  ledgerRows,
  longTable,
  remaining,
  setCredits,
  waitFor,
  type Doc,
} from '../generation/helpers.js';
import { call as callTool, ok, textOf, connectedClient } from '../mcp/support.js';
import { pdfText } from '../support/pdf.js';

describe.each(DIALECTS)('Idempotency-Key on POST /v1/generate (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, { env: QUIET_PREVIEWS, signIn: false });
  let doc: Doc;
  const send = (acc: TestAccount, key: string | null, body: unknown) =>
    q.call('POST', '/v1/generate', { token: acc.token, body, headers: key === null ? {} : { 'idempotency-key': key } });

  beforeAll(async () => {
    doc = await createDocument(q, a, { body: '<h1>Invoice {{n}}</h1>', framework: 'NONE', fonts: [], variables: {} });
  });

  it('replays the first success for the same key and body: same URL, Idempotent-Replayed, one debit', async () => {
    const before = await remaining(q, a);
    const first = await send(a, 'order-1', { documentId: doc.uuid, variables: { n: 1, m: { x: 1, y: 2 } } });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Same request: key order and uuid case do not matter.
    const again = await send(a, 'order-1', { variables: { m: { y: 2, x: 1 }, n: 1 }, documentId: doc.uuid.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await download(first.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
    const rows = (await generationRows(q, a.id)).filter((g) => g.path === q.quire.deps.storage.pathFromUrl(first.body.url));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with a different body: 422 IDEMPOTENCY_KEY_REUSED, nothing debited', async () => {
    const before = await remaining(q, a);
    expect((await send(a, 'order-2', { documentId: doc.uuid, variables: { n: 2 } })).status).toBe(200);
    const other = await send(a, 'order-2', { documentId: doc.uuid, variables: { n: 3 } });
    expectError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it('keys belong to one account: another account with the same key renders its own', async () => {
    const b = await q.account(undefined, { signIn: false });
    const docB = await createDocument(q, b, { body: '<p>B</p>', framework: 'NONE', fonts: [], variables: {} });
    const r = await send(b, 'order-1', { documentId: docB.uuid });
    expect(r.status).toBe(200);
    expect(r.headers.get('idempotent-replayed')).toBeNull();
  });

  it('replays an error outcome too (422, refunded once), with Idempotent-Replayed', async () => {
    const loops = await createDocument(q, a, {
      body: '{{#each a}}{{#each ../a}}{{#each ../../a}}<p>text text</p>{{/each}}{{/each}}{{/each}}',
      framework: 'NONE',
      fonts: [],
      variables: {},
    });
    const body = { documentId: loops.uuid, variables: { a: Array.from({ length: 300 }, (_, i) => i) } };
    const before = await remaining(q, a);
    const first = await send(a, 'too-big', body);
    expectError(first, 422, 'RENDER_LIMIT_EXCEEDED');
    const again = await send(a, 'too-big', body);
    expectError(again, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await remaining(q, a)).toBe(before);
    expect((await generationRows(q, a.id)).filter((g) => g.document_id === loops.id)).toHaveLength(1);
  });

  it('does not replay a refunded failure (503 storage_unavailable): the retry renders', async () => {
    const { generated } = blockGenerated(q, a.id);
    const body = { documentId: doc.uuid, variables: { n: 503 } };
    const before = await remaining(q, a);
    try {
      expectError(await send(a, 'storage', body), 503, 'storage_unavailable');
    } finally {
      rmSync(generated);
    }
    const retry = await send(a, 'storage', body);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect((await download(retry.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it('does not replay 402 either: after a top-up the same key renders', async () => {
    const c = await q.account(undefined, { signIn: false });
    const docC = await createDocument(q, c, { body: '<p>C</p>', framework: 'NONE', fonts: [], variables: {} });
    await setCredits(q, c, 0);
    const r = await send(c, 'broke', { documentId: docC.uuid });
    expect(r.status).toBe(402);
    await setCredits(q, c, 1);
    expect((await send(c, 'broke', { documentId: docC.uuid })).status).toBe(200);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After while the first request is in flight', async () => {
    const slow = await createDocument(q, a, { body: longTable(1500), variables: {} });
    const body = { documentId: slow.uuid, variables: {} };
    const first = send(a, 'slow', body);
    await waitFor('the first request to be debited', async () =>
      (await generationRows(q, a.id)).some((g) => g.document_id === slow.id && g.status === 'pending'),
    );
    const second = await send(a, 'slow', body);
    expectError(second, 409, 'IDEMPOTENCY_KEY_IN_USE');
    expect(second.headers.get('retry-after')).toBe('1');
    expect(second.body.message).toBe('A request with this Idempotency-Key is still in progress. Retry after 1 seconds.');
    expect((await first).status).toBe(200);
    const third = await send(a, 'slow', body);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
  });

  it('20 concurrent requests with one key: exactly one render and one debit', async () => {
    const d = await q.account(undefined, { signIn: false });
    const docD = await createDocument(q, d, { body: longTable(300), variables: {} });
    const before = await remaining(q, d);
    const replies = await Promise.all(Array.from({ length: 20 }, () => send(d, 'burst', { documentId: docD.uuid, variables: { x: 1 } })));
    const fresh = replies.filter((r) => r.status === 200 && r.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
    for (const r of replies) {
      if (r.status === 200) expect(r.body).toEqual(fresh[0]!.body);
      else expectError(r, 409, 'IDEMPOTENCY_KEY_IN_USE');
    }
    expect(await generationRows(q, d.id)).toHaveLength(1);
    expect((await ledgerRows(q, d.id)).filter((e) => e.reason === 'generation')).toHaveLength(1);
    expect(await remaining(q, d)).toBe(before - 1);
  });

  it('refuses malformed keys with 400 VALIDATION_ERROR naming the header', async () => {
    for (const key of ['x'.repeat(256), 'tab\there', 'clé']) {
      const r = await send(a, key, { documentId: doc.uuid });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toBe('The request is invalid: Idempotency-Key: must be 1 to 255 printable ASCII characters');
    }
    expect((await send(a, 'x'.repeat(255), { documentId: doc.uuid })).status).toBe(200);
  });

  it('forgets a key after it expires: the same key then takes a new request', async () => {
    expect((await send(a, 'expiring', { documentId: doc.uuid, variables: { n: 1 } })).status).toBe(200);
    await q.quire.db
      .updateTable('idempotency_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_id', '=', a.id)
      .where('idem_key', '=', 'expiring')
      .execute();
    const r = await send(a, 'expiring', { documentId: doc.uuid, variables: { n: 2 } });
    expect(r.status).toBe(200);
    expect(r.headers.get('idempotent-replayed')).toBeNull();
    expect(await q.quire.services.idempotency.purgeExpired()).toBe(0);
  });

  it("keys belong to the caller's mode: a test key's call is never replayed to a live key (or back)", async () => {
    const m = await q.account();
    const key = await q.call('POST', '/v1/api-keys', { cookie: m.cookie, body: { name: 'CI', kind: 'test' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    const testKey = { ...m, token: key.body.token as string };
    const docM = await createDocument(q, m, { body: '<p>Order {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
    const body = { documentId: docM.uuid, variables: { n: 7 } };
    const before = await remaining(q, m);

    const test = await send(testKey, 'order-mode', body);
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    const live = await send(m, 'order-mode', body);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.headers.get('idempotent-replayed')).toBeNull();
    expect(live.body.url).not.toBe(test.body.url);
    expect(await remaining(q, m)).toBe(before - 1); // the live call paid, the test call did not
    expect(await pdfText((await download(test.body.url)).bytes)).toContain('TEST');
    expect(await pdfText((await download(live.body.url)).bytes)).not.toContain('TEST');
    const rows = await generationRows(q, m.id);
    expect(rows.map((g) => g.test).sort()).toEqual([0, 1]);

    // Each mode still replays its own outcome.
    const testAgain = await send(testKey, 'order-mode', body);
    expect(testAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(testAgain.body.url).toBe(test.body.url);
    const liveAgain = await send(m, 'order-mode', body);
    expect(liveAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(liveAgain.body.url).toBe(live.body.url);
    expect(await remaining(q, m)).toBe(before - 1);
  });

  it('the MCP tool takes idempotencyKey: one render, one debit, the replay is marked', async () => {
    const client = await connectedClient(q, a.token);
    try {
      const before = await remaining(q, a);
      const args = { documentId: doc.uuid, variables: { n: 'mcp' }, idempotencyKey: 'mcp-1' };
      const first = await callTool(client, 'generate_pdf', args);
      const again = await callTool(client, 'generate_pdf', args);
      expect(ok(again)).toEqual(ok(first));
      expect(first._meta?.idempotentReplayed).toBeUndefined();
      expect(again._meta?.idempotentReplayed).toBe(true);
      expect(await remaining(q, a)).toBe(before - 1);
      const reused = await callTool(client, 'generate_pdf', { ...args, variables: { n: 'other' } });
      expect(reused.isError).toBe(true);
      expect(textOf(reused)).toMatch(/^IDEMPOTENCY_KEY_REUSED: /);
    } finally {
      await client.close();
    }
  });
});
