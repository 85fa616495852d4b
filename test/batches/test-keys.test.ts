import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, download, generationRows, ledgerRows, remaining, setCredits } from '../generation/helpers.js';
import { pageText, pdfInfo } from '../support/pdf.js';
import { allItems, inspect, settled } from './support.js';

/**
 * Who pays for a batch (issue 43): a test key's batch is free and watermarked like its single
 * renders (no reservation, no ledger row, every item `test: true`); a live key's batch reserves
 * and spends its credits as before.
 */
describe.each(DIALECTS)('batches started with a test key (%s)', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, TEST_KEY_RATE_LIMIT_PER_MINUTE: '1000' });
  let testKey: TestAccount;

  beforeAll(async () => {
    await setCredits(q, a, 2);
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'CI', kind: 'test' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    testKey = { ...a, token: key.body.token };
  }, 120_000);

  const body = (documentId: string, output: string) => ({
    documentId,
    output,
    items: [{ variables: { n: 1 } }, { variables: { n: 2 } }, { variables: { n: 3 } }],
  });

  it('renders free, watermarked items listed test: true, and leaves the balance and the ledger untouched', async () => {
    const doc = await createDocument(q, a, { body: '<p>Payslip {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
    const before = await remaining(q, a);
    const ledgerBefore = await ledgerRows(q, a.id);
    // Three items on an account with two credits: a test batch needs none of them.
    const r = await q.call('POST', '/v1/batches', { token: testKey.token, body: body(doc.uuid, 'files') });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const done = await settled(q, testKey, r.body.id);
    expect(done).toMatchObject({ status: 'completed', done: 3, failed: 0, test: true });

    const items = await allItems(q, testKey, r.body.id);
    expect(items.map((i) => [i.status, i.test])).toEqual([
      ['done', true],
      ['done', true],
      ['done', true],
    ]);
    for (const [i, item] of items.entries()) {
      const pdf = (await download(item.url)).bytes;
      const { pages } = await pdfInfo(pdf);
      for (let p = 1; p <= pages; p++) {
        const text = await pageText(pdf, p);
        expect(text).toContain('TEST RENDER');
        expect(text).toContain(`Payslip ${i + 1}`);
      }
    }

    const listed = await q.call('GET', `/v1/generations?documentId=${doc.uuid}`, { token: testKey.token });
    expect(listed.status).toBe(200);
    expect(listed.body.generations).toHaveLength(3);
    for (const g of listed.body.generations) expect(g).toMatchObject({ test: true, status: 'succeeded' });
    const rows = (await generationRows(q, a.id)).filter((g) => g.document_uuid === doc.uuid);
    expect(rows.map((g) => [g.test, g.credit_source])).toEqual([
      [1, 'none'],
      [1, 'none'],
      [1, 'none'],
    ]);
    const batchRow = await q.quire.db.selectFrom('batches').selectAll().where('uuid', '=', r.body.id).executeTakeFirstOrThrow();
    expect([batchRow.test, batchRow.grant_left, batchRow.topup_left]).toEqual([1, 0, 0]);
    // Each item records its generation, as a live item does (a crash then finds the render).
    const itemRows = await q.quire.db.selectFrom('batch_items').select('generation_id').where('batch_id', '=', batchRow.id).execute();
    expect(itemRows.every((i) => i.generation_id !== null)).toBe(true);

    expect(await remaining(q, a)).toBe(before);
    expect(await ledgerRows(q, a.id)).toEqual(ledgerBefore);
  });

  it('a merged test batch is watermarked on every page; a live batch is unchanged: reserved, charged, unmarked', async () => {
    const doc = await createDocument(q, a, { body: '<p>Letter {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
    const before = await remaining(q, a);
    const ledgerBefore = (await ledgerRows(q, a.id)).length;

    const merged = await q.call('POST', '/v1/batches', { token: testKey.token, body: body(doc.uuid, 'merged') });
    expect(merged.status, JSON.stringify(merged.body)).toBe(202);
    const mergedDone = await settled(q, testKey, merged.body.id);
    expect(mergedDone).toMatchObject({ status: 'completed', test: true });
    const whole = (await download(mergedDone.url)).bytes;
    expect((await inspect(whole, 'pdf')).pages).toBe(3);
    for (let p = 1; p <= 3; p++) expect(await pageText(whole, p)).toContain('TEST RENDER');
    expect(await remaining(q, a)).toBe(before);
    expect((await ledgerRows(q, a.id)).length).toBe(ledgerBefore);

    const live = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: { documentId: doc.uuid, output: 'files', items: [{ variables: { n: 1 } }, { variables: { n: 2 } }] },
    });
    expect(live.status, JSON.stringify(live.body)).toBe(202);
    const liveDone = await settled(q, a, live.body.id);
    expect(liveDone).toMatchObject({ status: 'completed', done: 2, test: false });
    for (const item of await allItems(q, a, live.body.id)) {
      expect(item.test).toBe(false);
      expect(await pageText((await download(item.url)).bytes, 1)).not.toContain('TEST');
    }
    expect(await remaining(q, a)).toBe(before - 2);
    const spent = (await ledgerRows(q, a.id)).slice(ledgerBefore);
    expect(spent.reduce((sum, e) => sum + e.amount, 0)).toBe(-2);
    const liveRows = (await generationRows(q, a.id)).filter((g) => g.document_uuid === doc.uuid && g.test === 0);
    expect(liveRows).toHaveLength(2);
  });
});
