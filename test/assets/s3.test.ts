/** Assets on S3 (s3rver): stored in the bucket, read back by the renderer, removed on delete. */
import { describe, expect, test } from 'vitest';
import { makeFont, makePng, TEST_FONT_PS, upload } from '../support/assets.js';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, download, generate } from '../generation/helpers.js';
import { pdfFonts, pdfImages } from '../support/pdf.js';

describe('assets with S3 storage (postgres)', () => {
  const { q, a, s3 } = useQuireSuite('postgres', { env: QUIET_PREVIEWS, s3: true, signIn: false });

  test('upload to the bucket, render with the image and font from it, delete removes the object', async () => {
    const png = await upload(q, a.token, makePng(24, 10, [0, 0, 255]), 'logo.png');
    expect(png.status).toBe(201);
    expect(png.body.url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/client/${a.id}/assets/[0-9a-f-]{36}\\.png$`));
    const stored = await download(png.body.url);
    expect(stored.status).toBe(200);
    expect(stored.type).toBe('image/png');
    const font = await upload(q, a.token, makeFont(), 'brand.ttf');
    expect(font.status).toBe(201);

    const doc = await createDocument(q, a, {
      framework: 'NONE',
      variables: {},
      fonts: [{ name: font.body.family, variants: ['700'], master: true }],
      body: '<p style="font-weight:700">Logo below</p><img src="{{asset "logo.png"}}">',
    });
    const r = await generate(q, a, doc.uuid, {});
    expect(r.status).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    expect((await pdfImages(pdf)).filter((i) => i.width === 24 && i.height === 10)).toHaveLength(1);
    expect(await pdfFonts(pdf)).toContain(TEST_FONT_PS);

    expect((await q.call('DELETE', `/v1/assets/${png.body.id}`, { token: a.token })).status).toBe(204);
    expect((await download(png.body.url)).status).toBe(404);
  });
});
