/** Batch outputs on S3 (s3rver): the zip and the merged PDF are streamed from a temp file to the bucket. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quireS3Env, startS3rver, type S3rverHandle } from '../support/s3rver.js';
import { QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, type Doc } from '../generation/helpers.js';
import { inspect, settled } from './support.js';

describe('batch outputs with S3 storage (postgres)', () => {
  let s3: S3rverHandle;
  let q: TestQuire;
  let a: TestAccount;
  let doc: Doc;
  beforeAll(async () => {
    s3 = await startS3rver();
    q = await startTestQuire('postgres', { ...QUIET_PREVIEWS, ...quireS3Env(s3) });
    a = await q.account(undefined, { signIn: false });
    doc = await createDocument(q, a, { body: '<p>Page {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
  }, 120_000);
  afterAll(async () => {
    await q?.close();
    await s3?.destroy();
  });

  it('zip and merged outputs land in the bucket and read back whole', async () => {
    const items = Array.from({ length: 6 }, (_, n) => ({ variables: { n }, filename: `page-${n}` }));
    const [zip, merged] = await Promise.all(
      ['zip', 'merged'].map((output) => q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items, output } })),
    );
    const z = await settled(q, a, zip.body.id);
    const m = await settled(q, a, merged.body.id);
    expect(z.url).toBe(`${s3.endpoint}/${s3.bucket}/client/${a.id}/batches/${zip.body.id}.zip`);
    const zipped = await download(z.url);
    expect(zipped.status).toBe(200);
    expect(zipped.type).toBe('application/zip');
    expect((await inspect(zipped.bytes, 'zip')).entries).toEqual(items.map((i) => `${i.filename}.pdf`));
    const pdf = await inspect((await download(m.url)).bytes, 'pdf');
    expect(pdf.pages).toBe(6);
    expect(pdf.text!.split('\f')[5]).toContain('Page 5');
  }, 180_000);
});
