/**
 * options.delivery (issue 41): "inline" answers the PDF itself and stores nothing; "upload" PUTs
 * it to a presigned URL of the caller's own bucket (s3rver here, presigned with the AWS SDK as
 * a caller would) and refunds exactly once when that upload fails.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, type TestAccount, type TestQuire } from '../support/quire.js';
import { useQuireSuite, useTestQuire } from '../support/use-quire.js';
import { pdfText } from '../support/pdf.js';
import { useS3Client } from './support.js';
import { createDocument, filesUnder, generationRows, invoice, ledgerRows, remaining } from '../generation/helpers.js';

describe.each(SQLITE_ONLY)('delivery "inline" and "upload" on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, UPLOAD_ALLOW_PRIVATE: 'true' });
  const { s3, client } = useS3Client();
  const gen = (documentId: string, options: unknown) =>
    q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables: invoice.variables, options } });
  const stored = () => filesUnder(join(q.dataDir, 'files', 'client', String(a.id))).filter((f) => f.endsWith('.pdf'));

  it('"inline" answers the PDF with its file name, debits one credit, and stores nothing', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const files = stored();
    const res = await fetch(`${q.url}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ documentId: doc.uuid, variables: invoice.variables, options: { delivery: 'inline', filename: 'Invoice 1042' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Invoice 1042.pdf"');
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(await pdfText(pdf)).toContain('Invoice');
    expect(stored()).toEqual(files);
    expect(await remaining(q, a)).toBe(before - 1);
    const row = (await generationRows(q, a.id)).at(-1)!;
    expect(row).toMatchObject({ status: 'succeeded', delivery: 'inline', bytes: pdf.length });
    const listed = (await q.call('GET', '/v1/generations', { token: a.token })).body.generations[0];
    expect(listed).toMatchObject({ id: row.id, url: null, delivery: 'inline', status: 'succeeded' });
  });

  it('"upload" PUTs the PDF to a presigned URL of the caller\'s bucket and stores nothing here', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    const files = stored();
    const key = `payslips/${dialect}-${Date.now()}.pdf`;
    const uploadUrl = await getSignedUrl(client, new PutObjectCommand({ Bucket: s3.bucket, Key: key }), { expiresIn: 300 });
    const r = await gen(doc.uuid, { delivery: 'upload', uploadUrl });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['bytes', 'documentId', 'uploaded']);
    expect(r.body).toMatchObject({ documentId: doc.uuid, uploaded: true });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    const bytes = await object.Body!.transformToByteArray();
    expect(bytes.length).toBe(r.body.bytes);
    expect(await pdfText(bytes)).toContain('Invoice');
    expect(stored()).toEqual(files);
    expect(await remaining(q, a)).toBe(before - 1);
    expect((await generationRows(q, a.id)).at(-1)).toMatchObject({ status: 'succeeded', delivery: 'upload' });
  });

  it('a failed upload answers 503 and refunds the credit exactly once', async () => {
    const doc = await createDocument(q, a);
    const before = await remaining(q, a);
    // A bucket that does not exist: the caller's storage answers 404.
    const uploadUrl = await getSignedUrl(client, new PutObjectCommand({ Bucket: 'no-such-bucket', Key: 'x.pdf' }), { expiresIn: 300 });
    const r = await gen(doc.uuid, { delivery: 'upload', uploadUrl });
    expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(r.body.message).toContain('options.uploadUrl');
    expect(r.body.message).toContain('HTTP 404');
    expect(await remaining(q, a)).toBe(before);
    const failed = (await generationRows(q, a.id)).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', error_code: 'SERVICE_UNAVAILABLE' });
    const entries = (await ledgerRows(q, a.id)).filter((e) => e.generation_id === failed.id);
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['generation', -1],
      ['refund', 1],
    ]);

    // Nobody listening at all: refunded the same way.
    await s3.stop();
    try {
      const down = await gen(doc.uuid, { delivery: 'upload', uploadUrl: `${s3.endpoint}/callers-bucket/y.pdf` });
      expectError(down, 503, 'SERVICE_UNAVAILABLE');
      expect(await remaining(q, a)).toBe(before);
    } finally {
      await s3.start();
    }
  });
});

describe('delivery "inline" with S3 storage (s3rver, postgres)', () => {
  const { q, a, s3 } = useQuireSuite('postgres', { env: QUIET_PREVIEWS, s3: true, signIn: false });
  const { client } = useS3Client(s3);
  const objects = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key!).sort();

  it('answers the PDF and puts nothing in the bucket; a url render next to it does', async () => {
    const doc = await createDocument(q, a);
    const before = await objects();
    const res = await fetch(`${q.url}/v1/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ documentId: doc.uuid, variables: invoice.variables, options: { delivery: 'inline' } }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('Invoice');
    expect((await generationRows(q, a.id)).at(-1)).toMatchObject({ status: 'succeeded', delivery: 'inline' });
    expect(await objects()).toEqual(before);
    // The same bucket listing sees a stored render, so the empty difference above means something.
    const stored = await gen(q, a, doc.uuid);
    expect(stored.status).toBe(200);
    expect((await objects()).filter((k) => !before.includes(k)).filter((k) => k.endsWith('.pdf'))).toHaveLength(1);
  });
});

const gen = (q: TestQuire, a: TestAccount, documentId: string) =>
  q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables: invoice.variables } });
