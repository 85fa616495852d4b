/**
 * Batches with `delivery: "upload"` (issue 41): each item's PDF is PUT to that item's own presigned
 * URL (s3rver, presigned with the AWS SDK as a caller would), nothing is stored here, and an item
 * whose upload fails is failed and its credit refunded like any other failed item.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { pdfText } from '../support/pdf.js';
import { useS3Client } from './support.js';
import { createDocument, filesUnder, generationRows, invoice, ledgerRows, remaining } from '../generation/helpers.js';
import { allItems, settled } from '../batches/support.js';

describe.each(SQLITE_ONLY)('batch delivery "upload" on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, UPLOAD_ALLOW_PRIVATE: 'true' });
  const { s3, client } = useS3Client();
  const presign = (Bucket: string, Key: string) => getSignedUrl(client, new PutObjectCommand({ Bucket, Key }), { expiresIn: 600 });
  const stored = () => filesUnder(join(q.dataDir, 'files', 'client', String(a.id))).filter((f) => f.endsWith('.pdf'));
  const customer = (name: string) => ({ ...invoice.variables, customer: { name, email: 'x@example.com' } });

  it("PUTs each item's PDF to its own URL, stores nothing here, and refunds the item whose upload fails", async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const files = stored();
    const keys = [`${dialect}/ada.pdf`, `${dialect}/grace.pdf`];
    const items = [
      { variables: customer('Ada Lovelace'), uploadUrl: await presign(s3.bucket, keys[0]!) },
      // A bucket that does not exist: the caller's storage answers 404 to every try.
      { variables: customer('Nobody'), uploadUrl: await presign('no-such-bucket', 'x.pdf'), metadata: { row: 2 } },
      { variables: customer('Grace Hopper'), uploadUrl: await presign(s3.bucket, keys[1]!) },
    ];
    const started = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items, delivery: 'upload' } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await settled(q, a, started.body.id, 180_000);
    expect(done).toMatchObject({ status: 'completed', delivery: 'upload', total: 3, done: 2, failed: 1, url: null });
    const inList = (await q.call('GET', '/v1/batches', { token: a.token })).body.batches.find((b: { id: string }) => b.id === started.body.id);
    expect(inList.delivery).toBe('upload');

    const listed = await allItems(q, a, started.body.id);
    expect(listed.map((i) => [i.index, i.status, i.url])).toEqual([
      [0, 'done', null],
      [1, 'failed', null],
      [2, 'done', null],
    ]);
    expect(listed[1].error.error).toBe('SERVICE_UNAVAILABLE');
    // The field is the batch's own: the second item's URL, not the single generate's option.
    expect(listed[1].error.message).toContain('items.1.uploadUrl');
    expect(listed[1].error.message).not.toContain('options.');
    expect(listed[1].error.message).toContain('HTTP 404');

    for (const [key, name] of [
      [keys[0]!, 'Ada Lovelace'],
      [keys[1]!, 'Grace Hopper'],
    ]) {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      expect(object.ContentType).toBe('application/pdf');
      expect(await pdfText(await object.Body!.transformToByteArray())).toContain(name);
    }
    expect(stored()).toEqual(files);

    // Two credits spent; every try of the failed item debited and refunded once each.
    expect(await remaining(q, a)).toBe(before - 2);
    const rows = (await generationRows(q, a.id)).slice(-5);
    expect(rows.filter((r) => r.status === 'succeeded').map((r) => r.delivery)).toEqual(['upload', 'upload']);
    const failed = rows.filter((r) => r.status === 'failed');
    expect(failed.length).toBeGreaterThanOrEqual(1);
    const ledger = await ledgerRows(q, a.id);
    for (const f of failed) {
      expect(f.error_code).toBe('SERVICE_UNAVAILABLE');
      expect(ledger.filter((e) => e.generation_id === f.id && e.reason === 'refund').map((e) => e.amount)).toEqual([1]);
    }
    // The presigned URLs (credentials for the caller's bucket) are not kept once the items settled.
    const kept = await q.quire.db.selectFrom('batch_items').select('upload_url').where('upload_url', 'is not', null).execute();
    expect(kept.filter((i) => i.upload_url !== '')).toEqual([]);
    // Without them, the batch still reads as an upload (the URLs are emptied, not forgotten).
    expect((await q.call('GET', `/v1/batches/${started.body.id}`, { token: a.token })).body.delivery).toBe('upload');
  });

  it('shows delivery "url" for a batch stored here, before and after it ran', async () => {
    const doc = await createDocument(q, a);
    const started = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items: [{ variables: customer('Ada Lovelace') }] } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect((await q.call('GET', `/v1/batches/${started.body.id}`, { token: a.token })).body.delivery).toBe('url');
    const done = await settled(q, a, started.body.id, 60_000);
    expect(done).toMatchObject({ status: 'completed', delivery: 'url', done: 1 });
  });

  it('refuses a bad batch delivery with a 400 naming the field, reserving nothing', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const batchesBefore = (await q.call('GET', '/v1/batches', { token: a.token })).body.batches.length;
    const url = await presign(s3.bucket, 'never.pdf');
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [{ variables: {} }], delivery: 'inline' }, 'delivery'],
      [{ items: [{ variables: {}, uploadUrl: url }, { variables: {} }], delivery: 'upload' }, 'items.1.uploadUrl'],
      [{ items: [{ variables: {}, uploadUrl: url }], delivery: 'upload', output: 'zip' }, 'output'],
      [{ items: [{ variables: {}, uploadUrl: url }], delivery: 'upload', output: 'merged' }, 'output'],
      [{ items: [{ variables: {}, uploadUrl: url }] }, 'items.0.uploadUrl'],
      [{ items: [{ variables: {}, uploadUrl: 'ftp://example.com/x.pdf' }], delivery: 'upload' }, 'items.0.uploadUrl'],
    ];
    for (const [body, field] of cases) {
      const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, ...body } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(body)).toContain(field);
    }
    expect((await q.call('GET', '/v1/batches', { token: a.token })).body.batches.length).toBe(batchesBefore);
    expect(await remaining(q, a)).toBe(before);
  });
});
