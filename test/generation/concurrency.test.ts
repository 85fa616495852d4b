import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestQuire, type TestQuire } from '../support/quire.js';
import { createDocument, filesUnder, generate, generationRows, ledgerRows, remaining, setCredits } from './helpers.js';

/** Credits never overdraw and paths never collide, however many requests arrive at once. */
describe.each(DIALECTS)('concurrent generation on %s', (dialect) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(dialect);
  });
  afterAll(() => q?.close());

  it('40 parallel requests on 10 credits: exactly 10 PDFs, 30 refusals, nothing left', async () => {
    const a = await q.account();
    const doc = await createDocument(q, a);
    await setCredits(q, a, 10);
    expect(await remaining(q, a)).toBe(10);

    const replies = await Promise.all(Array.from({ length: 40 }, () => generate(q, a, doc.uuid)));
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 402);
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(30).fill(402)]);
    for (const r of refused) expect(r.body).toMatchObject({ error: 'quota_exceeded', type: 'generation' });

    expect(await remaining(q, a)).toBe(0);
    const rows = await generationRows(q, a.id);
    expect(rows).toHaveLength(10);
    expect(rows.every((g) => g.status === 'succeeded')).toBe(true);
    expect((await ledgerRows(q, a.id)).filter((e) => e.reason === 'generation')).toHaveLength(10);
    const files = filesUnder(join(q.dataDir, 'files', 'client', String(a.id), 'generated', doc.uuid));
    expect(files).toHaveLength(10);
    expect(files.sort()).toEqual(ok.map((r) => new URL(r.body.url).pathname.split('/').at(-1)).sort());
    expect((await generate(q, a, doc.uuid)).status).toBe(402);
  }, 120_000);

  it('40 parallel requests on a document in use, a grant of 4 and a top-up of 6: exactly 10 PDFs, the grant spent first', async () => {
    const a = await q.account();
    const doc = await createDocument(q, a);
    await setCredits(q, a, 5);
    await q.quire.services.credits.topUp(a.id, { generation: 6 });
    // In use: its last use by a key is fresh, so the debits below need no write to the document
    // (on PostgreSQL each is then one statement: credits' debitInOneStatement).
    expect((await generate(q, a, doc.uuid)).status).toBe(200);

    const replies = await Promise.all(Array.from({ length: 40 }, () => generate(q, a, doc.uuid)));
    expect(replies.map((r) => r.status).sort()).toEqual([...Array(10).fill(200), ...Array(30).fill(402)]);
    expect(await remaining(q, a)).toBe(0);
    const rows = await generationRows(q, a.id);
    expect(rows).toHaveLength(11);
    expect(rows.every((g) => g.status === 'succeeded')).toBe(true);
    const debits = (await ledgerRows(q, a.id)).filter((e) => e.reason === 'generation');
    expect(debits.map((e) => e.source)).toEqual([...Array(5).fill('grant'), ...Array(6).fill('topup')]);
    expect(new Set(debits.map((e) => e.generation_id))).toEqual(new Set(rows.map((g) => g.id)));
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(a.id), 'generated', doc.uuid))).toHaveLength(11);
  }, 120_000);

  it('parallel renders of one document never share a path', async () => {
    const a = await q.account();
    const doc = await createDocument(q, a, { body: '<p>{{n}}</p>', fonts: [] });
    const replies = await Promise.all(Array.from({ length: 24 }, (_, n) => generate(q, a, doc.uuid, { n: String(n) })));
    expect(replies.map((r) => r.status)).toEqual(Array(24).fill(200));
    const urls = replies.map((r) => r.body.url as string);
    expect(new Set(urls).size).toBe(24);
    for (const url of urls) expect(existsSync(join(q.dataDir, 'files', new URL(url).pathname))).toBe(true);
    const rows = await generationRows(q, a.id);
    expect(new Set(rows.map((g) => g.path)).size).toBe(24);
    expect(rows.every((g) => g.status === 'succeeded')).toBe(true);
  }, 120_000);
});
