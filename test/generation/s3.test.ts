import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, download, generate, generationRows, ledgerRows, remaining, type Doc } from './helpers.js';

/** The whole generate → download → delete cycle against a real S3 server (s3rver). */
describe('generation with S3 storage (sqlite)', () => {
  const { q, a, s3 } = useQuireSuite('sqlite', { s3: true });
  let doc: Doc;
  beforeAll(async () => {
    doc = await createDocument(q, a);
  });

  it('stores the PDF in the bucket at its public URL, and deletes it', async () => {
    const r = await generate(q, a, doc.uuid);
    expect(r.status).toBe(200);
    expect(r.body.url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/client/${a.id}/generated/${doc.uuid}/\\d+\\.pdf$`));

    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.cache).toBe('public, max-age=31536000, immutable');
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const credits = await remaining(q, a);
    expect((await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: r.body.url } })).status).toBe(204);
    expect((await download(r.body.url)).status).toBe(404);
    expectError(await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: r.body.url } }), 404, 'NOT_FOUND');
    expect(await remaining(q, a)).toBe(credits);
  });

  it('S3 down: 503 storage_unavailable with the credit refunded; back up: renders again', async () => {
    const before = await remaining(q, a);
    await s3.stop();
    try {
      const r = await generate(q, a, doc.uuid);
      expectError(r, 503, 'storage_unavailable');
      expect(await remaining(q, a)).toBe(before);
      const failed = (await generationRows(q, a.id)).filter((g) => g.status === 'failed');
      expect(failed.map((g) => g.error_code)).toEqual(['storage_unavailable']);
      const entries = (await ledgerRows(q, a.id)).filter((e) => e.generation_id === failed[0]!.id);
      expect(entries.map((e) => e.reason)).toEqual(['generation', 'refund']);
    } finally {
      await s3.start();
    }
    const r = await generate(q, a, doc.uuid);
    expect(r.status).toBe(200);
    expect((await download(r.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
  });
});
