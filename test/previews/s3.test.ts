import { describe, expect, it } from 'vitest';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, documentRow, download, patch, pngSize, waitFor, waitForPreview } from './support.js';

/** Previews on S3-compatible storage (s3rver), including an outage of the storage. */
describe('document previews with S3 storage (sqlite)', () => {
  const { q, a, s3 } = useQuireSuite('sqlite', { s3: true });

  it('stores the preview in the bucket as an immutable PNG and deletes the one it replaces', async () => {
    const doc = await createDocument(q, a);
    const first = await waitForPreview(q, a, doc.id);
    expect(first.previewUrl).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/client/${a.id}/previews/${doc.uuid}-\\d+\\.png$`));
    const res = await fetch(first.previewUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pngSize(Buffer.from(await res.arrayBuffer())).width).toBe(600);

    await patch(q, a, doc.id, { body: '<h1>Second</h1>' });
    const second = await waitForPreview(q, a, doc.id, first.previewUrl);
    expect((await download(second.previewUrl!)).status).toBe(200);
    expect((await download(first.previewUrl!)).status).toBe(404);
  });

  it('records a storage outage, keeps the previous preview, and retries once the storage is back', async () => {
    const doc = await createDocument(q, a);
    const before = await waitForPreview(q, a, doc.id);
    await s3.stop();
    try {
      await patch(q, a, doc.id, { body: '<h1>During the outage</h1>' });
      const error = await waitFor('preview_error', async () => (await documentRow(q.quire.db, doc.id)).preview_error ?? undefined);
      expect(JSON.parse(error)).toEqual({ message: expect.stringMatching(/^storage_unavailable: /), line: null, column: null });
      expect((await documentRow(q.quire.db, doc.id)).preview_path).toBe(new URL(before.previewUrl!).pathname.replace(`/${s3.bucket}/`, ''));
    } finally {
      await s3.start();
    }
    const after = await waitForPreview(q, a, doc.id, before.previewUrl, 30_000);
    expect((await download(after.previewUrl!)).status).toBe(200);
    expect((await documentRow(q.quire.db, doc.id)).preview_error).toBeNull();
  });
});
