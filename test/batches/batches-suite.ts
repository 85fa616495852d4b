import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dialect, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, generationRows, remaining, setCredits, type Doc } from '../generation/helpers.js';
import { allItems, csvForm, inspect, settled } from './support.js';

const TRIVIAL = { body: '<p>Certificate {{n}}</p>', framework: 'NONE', fonts: [], variables: {} };

/**
 * The batch suite on one database. Each database has a test file of its own
 * (batches-sqlite.test.ts, batches-postgres.test.ts), so the two run on two workers at once.
 * ITEMS per output mode prove order, contents and exact credits; scale (10,000 items, memory,
 * the pool's share) is bench/batch.ts's (`--items 1000 --output merged`), not the suite's.
 */
const ITEMS = 40;
export function batchesSuite(dialect: Dialect): void {
  describe(`batches (${dialect})`, () => {
    let q: TestQuire;
    let a: TestAccount;
    let doc: Doc;
    const start = (acc: TestAccount, body: unknown, headers: Record<string, string> = {}) => q.call('POST', '/v1/batches', { token: acc.token, body, headers });

    beforeAll(async () => {
      q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, RENDER_CONCURRENCY: '4' });
      a = await q.account(undefined, { signIn: false });
      await setCredits(q, a, 10_000);
      doc = await createDocument(q, a, TRIVIAL);
    }, 120_000);
    afterAll(() => q?.close());

    it(`renders ${ITEMS} items in each output mode: files, one merged PDF in item order, one zip; exactly ${3 * ITEMS} credits`, async () => {
      const before = await remaining(q, a);
      const items = Array.from({ length: ITEMS }, (_, n) => ({ variables: { n }, filename: `cert-${n}` }));
      const accepted = await Promise.all((['files', 'merged', 'zip'] as const).map((output) => start(a, { documentId: doc.uuid, items, output })));
      for (const r of accepted) {
        expect(r.status).toBe(202);
        expect(r.body).toMatchObject({ status: 'queued', total: ITEMS });
      }
      // Reserved at acceptance.
      expect(await remaining(q, a)).toBe(before - 3 * ITEMS);
      const [files, merged, zip] = await Promise.all(accepted.map((r) => settled(q, a, r.body.id)));
      for (const b of [files, merged, zip]) {
        expect(b).toMatchObject({ status: 'completed', total: ITEMS, done: ITEMS, failed: 0, pending: 0 });
        expect(b.startedAt).toBeTruthy();
        expect(b.completedAt).toBeTruthy();
      }
      expect(files.url).toBeNull();
      const list = await allItems(q, a, files.id);
      expect(list.map((i) => i.index)).toEqual(Array.from({ length: ITEMS }, (_, i) => i));
      expect(list.every((i) => i.status === 'done' && i.url)).toBe(true);
      const one = await inspect((await download(list[17].url)).bytes, 'pdf');
      expect(one.text).toContain('Certificate 17');

      const pdf = await download(merged.url);
      expect(pdf.status).toBe(200);
      const m = await inspect(pdf.bytes, 'pdf');
      expect(m.pages).toBe(ITEMS);
      const pages = m.text!.split('\f');
      expect(pages[0]).toContain('Certificate 0');
      for (let n = 0; n < ITEMS; n++) expect(pages[n]).toContain(`Certificate ${n}`);

      const z = await download(zip.url);
      expect(z.status).toBe(200);
      const entries = (await inspect(z.bytes, 'zip')).entries!;
      expect(entries).toHaveLength(ITEMS);
      expect(entries.toSorted()).toEqual(items.map((i) => `${i.filename}.pdf`).toSorted());

      expect(await remaining(q, a)).toBe(before - 3 * ITEMS);
    }, 300_000);

    it('refuses a batch the credits cannot cover: 402 naming the shortfall, nothing queued or debited', async () => {
      const poor = await q.account(undefined, { signIn: false });
      await setCredits(q, poor, 5);
      const pdoc = await createDocument(q, poor, TRIVIAL);
      const r = await start(poor, { documentId: pdoc.uuid, items: Array.from({ length: 8 }, (_, n) => ({ variables: { n } })) });
      expect(r.status).toBe(402);
      expect(r.body).toMatchObject({ error: 'quota_exceeded', type: 'generation', required: 8, available: 5, shortfall: 3 });
      expect(r.body.message).toContain('3');
      expect(await remaining(q, poor)).toBe(5);
      expect((await q.call('GET', '/v1/batches', { token: poor.token })).body.batches).toEqual([]);
    });

    it('CSV upload: each failing row is named with its error, the other rows render, failed rows are refunded', async () => {
      const acc = await q.account(undefined, { signIn: false });
      await setCredits(q, acc, 100);
      const csvDoc = await createDocument(q, acc, { ...TRIVIAL, body: '<p>{{customer.name}} owes {{formatNumber total 2}}</p>' });
      const csv = 'customer.name,total,_filename\nAda,12.5,ada\nBob,lots,bob\nCy,7,cy\nDee,n/a,dee\n';
      const res = await fetch(`${q.url}/v1/batches`, {
        method: 'POST',
        headers: { 'x-api-token': acc.token },
        body: csvForm(csv, { documentId: csvDoc.uuid }),
      });
      expect(res.status).toBe(202);
      const accepted = (await res.json()) as { id: string; total: number };
      expect(accepted.total).toBe(4);
      const b = await settled(q, acc, accepted.id);
      expect(b).toMatchObject({ status: 'completed', done: 2, failed: 2 });
      const items = await allItems(q, acc, accepted.id);
      expect(items.map((i) => [i.index, i.status, i.metadata.row])).toEqual([
        [0, 'done', 2],
        [1, 'failed', 3],
        [2, 'done', 4],
        [3, 'failed', 5],
      ]);
      expect(items[1].error.error).toBe('TEMPLATE_ERROR');
      expect(items[1].error.message).toContain('lots');
      expect(items[3].error.error).toBe('TEMPLATE_ERROR');
      expect((await inspect((await download(items[0].url)).bytes, 'pdf')).text).toContain('Ada owes 12.50');
      expect(await remaining(q, acc)).toBe(98);
    });

    it('refuses a CSV whose header is not variable paths', async () => {
      const res = await fetch(`${q.url}/v1/batches`, {
        method: 'POST',
        headers: { 'x-api-token': a.token },
        body: csvForm('a b,c\n1,2\n', { documentId: doc.uuid }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('VALIDATION_ERROR');
    });

    it('cancel mid-run: pending items are cancelled, the credits of what was not rendered come back exactly', async () => {
      const acc = await q.account(undefined, { signIn: false });
      await setCredits(q, acc, 500);
      const d = await createDocument(q, acc, TRIVIAL);
      const r = await start(acc, { documentId: d.uuid, items: Array.from({ length: 300 }, (_, n) => ({ variables: { n } })) });
      expect(r.status).toBe(202);
      expect(await remaining(q, acc)).toBe(200);
      // Wait for some progress, then cancel.
      await settledPartly(q, acc, r.body.id, 5);
      const cancelled = await q.call('DELETE', `/v1/batches/${r.body.id}`, { token: acc.token });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      const final = await waitQuiet(q, acc, r.body.id);
      expect(final.cancelled).toBeGreaterThan(0);
      expect(final.done + final.failed + final.cancelled).toBe(300);
      expect(await remaining(q, acc)).toBe(500 - final.done);
      const gens = (await generationRows(q, acc.id)).filter((g) => g.status === 'succeeded');
      expect(gens).toHaveLength(final.done);
      // Cancelling again changes nothing.
      expect((await q.call('DELETE', `/v1/batches/${r.body.id}`, { token: acc.token })).body.status).toBe('cancelled');
      expect(await remaining(q, acc)).toBe(500 - final.done);
    }, 300_000);

    it('Idempotency-Key: a re-submission answers the first batch, reserving nothing more; another body under the key is 422', async () => {
      const acc = await q.account(undefined, { signIn: false });
      await setCredits(q, acc, 50);
      const d = await createDocument(q, acc, TRIVIAL);
      const body = { documentId: d.uuid, items: [{ variables: { n: 1 } }, { variables: { n: 2 } }] };
      const first = await start(acc, body, { 'idempotency-key': 'run-1' });
      expect(first.status).toBe(202);
      const again = await start(acc, body, { 'idempotency-key': 'run-1' });
      expect(again.status).toBe(202);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expectError(await start(acc, { ...body, output: 'zip' }, { 'idempotency-key': 'run-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
      await settled(q, acc, first.body.id);
      expect(await remaining(q, acc)).toBe(48);
      expect((await q.call('GET', '/v1/batches', { token: acc.token })).body.batches).toHaveLength(1);
    });

    it("another account's batch is 404; bad bodies are 400", async () => {
      const other = await q.account(undefined, { signIn: false });
      const mine = await start(a, { documentId: doc.uuid, items: [{ variables: { n: 1 } }] });
      expect(mine.status).toBe(202);
      expectError(await q.call('GET', `/v1/batches/${mine.body.id}`, { token: other.token }), 404, 'NOT_FOUND');
      expectError(await q.call('DELETE', `/v1/batches/${mine.body.id}`, { token: other.token }), 404, 'NOT_FOUND');
      expectError(await start(a, { documentId: doc.uuid, items: [] }), 400, 'VALIDATION_ERROR');
      expectError(await start(a, { documentId: doc.uuid, items: [{ variables: {} }], output: 'tar' }), 400, 'VALIDATION_ERROR');
      expectError(await start(a, { documentId: doc.uuid, items: [{ variables: {} }], webhook: { url: 'http://127.0.0.1:9/x' } }), 400, 'VALIDATION_ERROR');
      await settled(q, a, mine.body.id);
    });

    async function settledPartly(qq: TestQuire, acc: TestAccount, id: string, atLeast: number) {
      for (;;) {
        const r = await qq.call('GET', `/v1/batches/${id}`, { token: acc.token });
        if (r.body.done >= atLeast || (r.body.status !== 'running' && r.body.status !== 'queued')) return r.body;
        await new Promise((res) => setTimeout(res, 20));
      }
    }

    /** After a cancel: waits until no item is running any more. */
    async function waitQuiet(qq: TestQuire, acc: TestAccount, id: string) {
      for (;;) {
        const items = await allItems(qq, acc, id);
        if (!items.some((i) => i.status === 'running' || i.status === 'pending')) return (await qq.call('GET', `/v1/batches/${id}`, { token: acc.token })).body;
        await new Promise((res) => setTimeout(res, 100));
      }
    }
  });
}
