/** Batch outputs on S3 (s3rver): the zip and the merged PDF are streamed from a temp file to the bucket. */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, download, type Doc } from '../generation/helpers.js';
import { inspect, settled } from './support.js';

describe('batch outputs with S3 storage (postgres)', () => {
  const { q, a, s3 } = useQuireSuite('postgres', { env: QUIET_PREVIEWS, s3: true, signIn: false });
  let doc: Doc;
  beforeAll(async () => {
    doc = await createDocument(q, a, { body: '<p>Page {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
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
