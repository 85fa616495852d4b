import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, ISO_UTC, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { GENERATED_FILE_FIELDS, createDocument, download, generate } from './helpers.js';

const PLAIN = { body: '<h1>File {{n}}</h1>', framework: 'NONE', fonts: [], variables: { n: 0 } };

describe.each(DIALECTS)('GET /v1/generations on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
  let first: { id: number; uuid: string };
  let second: { id: number; uuid: string };
  const urls: string[] = [];

  beforeAll(async () => {
    first = await createDocument(q, a, { ...PLAIN, name: 'Invoice' });
    second = await createDocument(q, a, { ...PLAIN, name: 'Receipt' });
    for (const [doc, n] of [
      [first, 1],
      [second, 2],
      [first, 3],
    ] as const) {
      const r = await generate(q, a, doc.uuid, { n });
      expect(r.status).toBe(200);
      urls.push(r.body.url);
    }
  });

  const list = (query = '', acc = a) => q.call('GET', `/v1/generations${query}`, { token: acc.token });

  it('lists the files newest first with document, size, pages and times', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    const files = r.body.generations;
    expect(files.map((f: any) => [f.documentName, f.url])).toEqual([
      ['Invoice', urls[2]],
      ['Receipt', urls[1]],
      ['Invoice', urls[0]],
    ]);
    expect(r.body.nextBefore).toBeNull();
    for (const f of files) {
      expect(Object.keys(f).sort()).toEqual(GENERATED_FILE_FIELDS);
      expect(f).toMatchObject({ status: 'succeeded', pages: 1, deletedAt: null, expiresAt: null, access: 'public', delivery: 'url' });
      expect(f.createdAt).toMatch(ISO_UTC);
      const pdf = await download(f.url);
      expect(pdf.status).toBe(200);
      expect(f.bytes).toBe(pdf.bytes.length);
      expect(f.durationMs).toBeGreaterThan(0);
    }
    expect(files[1].documentId).toBe(second.uuid);
    // Cookie callers (the dashboard) see the same list.
    expect((await q.call('GET', '/v1/generations', { cookie: a.cookie })).body.generations).toEqual(files);
  });

  it('filters by documentId and pages with nextBefore', async () => {
    const mine = (await list(`?documentId=${first.uuid}`)).body.generations;
    expect(mine.map((f: any) => f.url)).toEqual([urls[2], urls[0]]);
    const page1 = (await list('?limit=2')).body;
    expect(page1.generations.map((f: any) => f.url)).toEqual([urls[2], urls[1]]);
    expect(page1.nextBefore).toEqual(expect.any(String));
    const page2 = (await list(`?limit=2&before=${encodeURIComponent(page1.nextBefore)}`)).body;
    expect(page2.generations.map((f: any) => f.url)).toEqual([urls[0]]);
    expect(page2.nextBefore).toBeNull();
    expect((await list(`?documentId=${crypto.randomUUID()}`)).body.generations).toEqual([]);
    for (const bad of ['?limit=0', '?limit=101', '?documentId=12', '?before=xyz']) expectError(await list(bad), 400, 'VALIDATION_ERROR');
  });

  it('shows a deleted file as deleted, with no URL, and its URL answers 404', async () => {
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: urls[1] } })).status).toBe(204);
    const files = (await list()).body.generations;
    const gone = files.find((f: any) => f.documentId === second.uuid);
    expect(gone).toMatchObject({ status: 'deleted', url: null, documentName: 'Receipt' });
    expect(gone.deletedAt).toMatch(ISO_UTC);
    expect(gone.deletedAt >= gone.createdAt).toBe(true);
    expect((await download(urls[1])).status).toBe(404);
    expect(files.filter((f: any) => f.status === 'succeeded')).toHaveLength(2);
  });

  it('keeps the files of a deleted document, without its name', async () => {
    expect((await q.call('DELETE', `/v1/documents/${second.id}`, { token: a.token })).status).toBe(204);
    const gone = (await list()).body.generations.find((f: any) => f.documentId === second.uuid);
    expect(gone.documentName).toBeNull();
  });

  it("lists nothing of another account's, and failed renders are not files", async () => {
    const b = await q.account(undefined, { signIn: false });
    expect((await list('', b)).body.generations).toEqual([]);
    expect((await list(`?documentId=${first.uuid}`, b)).body.generations).toEqual([]);
    const broken = await createDocument(q, b, { ...PLAIN, body: '<p>{{#each}}</p>' });
    expect((await generate(q, b, broken.uuid, {})).status).toBe(422);
    expect((await list('', b)).body.generations).toEqual([]);
    expectError(await q.call('GET', '/v1/generations'), 401, 'UNAUTHORIZED');
  });
});
