/**
 * The assets API and assets in rendered PDFs, on both databases with local storage, real
 * Chromium, PDFs read back with poppler.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeFont, makePng, TEST_FONT_FAMILY, TEST_FONT_PS, upload } from '../support/assets.js';
import { DIALECTS, ISO_UTC, QUIET_PREVIEWS, expectError, keysOf, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, generate, remaining } from '../generation/helpers.js';
import { pdfFonts, pdfImages, pdfText } from '../support/pdf.js';

const SVG_WITH_SCRIPT = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="20" onload="alert(1)">
  <script>alert('x')</script>
  <rect width="40" height="20" fill="#0a0" onclick="steal()"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <use xlink:href="http://evil.example/x.svg#a"/>
  <foreignObject><div>hi</div></foreignObject>
</svg>`;

describe.each(DIALECTS)('assets (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, ASSET_MAX_BYTES: String(2 * 1024 * 1024), ASSET_ACCOUNT_MAX_BYTES: String(3 * 1024 * 1024) });
    [a, b] = await Promise.all([q.account(undefined, { signIn: false }), q.account(undefined, { signIn: false })]);
  });
  afterAll(async () => {
    await q?.close();
  });

  test('upload a PNG: fields read from the bytes, stored, listed, served', async () => {
    const png = makePng(30, 12);
    const r = await upload(q, a.token, png, 'logo.png', { type: 'image/png' });
    expect(r.status).toBe(201);
    expect(keysOf(r.body)).toEqual(['bytes', 'contentType', 'createdAt', 'height', 'id', 'kind', 'name', 'url', 'width']);
    expect(r.body).toMatchObject({ name: 'logo.png', kind: 'image', contentType: 'image/png', bytes: png.length, width: 30, height: 12 });
    expect(r.body.createdAt).toMatch(ISO_UTC);
    const file = await download(r.body.url);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    const row = await q.quire.db.selectFrom('assets').selectAll().where('id', '=', r.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: a.id, name: 'logo.png', kind: 'image', bytes: png.length });
    const list = await q.call('GET', '/v1/assets', { token: a.token });
    expect(list.body.assets.map((x: { name: string }) => x.name)).toContain('logo.png');
    expect((await q.call('GET', `/v1/assets/${r.body.id}`, { token: a.token })).body).toEqual(r.body);
  });

  test('a spoofed PNG is refused by its bytes; nothing stored', async () => {
    const before = await q.quire.db.selectFrom('assets').select('id').execute();
    const r = await upload(q, a.token, Buffer.from('<html>not a png</html>'), 'fake.png', { type: 'image/png' });
    expectError(r as never, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('file');
    expect(await q.quire.db.selectFrom('assets').select('id').execute()).toHaveLength(before.length);
  });

  test('an SVG is stored without scripts, handlers or external references', async () => {
    const r = await upload(q, a.token, Buffer.from(SVG_WITH_SCRIPT), 'badge.svg', { name: 'badge' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: 'badge', kind: 'image', contentType: 'image/svg+xml', width: 40, height: 20 });
    const stored = (await download(r.body.url)).bytes.toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).toContain('xmlns="http://www.w3.org/2000/svg"');
    for (const bad of ['<script', 'alert', 'onload', 'onclick', 'evil.example', 'foreignObject']) expect(stored).not.toContain(bad);
  });

  test('a font: family, weight and style read from the file; listed in GET /v1/fonts for its account only', async () => {
    const r = await upload(q, a.token, makeFont(), 'brand.ttf');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ kind: 'font', contentType: 'font/ttf', family: TEST_FONT_FAMILY, weight: 700, style: 'normal' });
    expect(r.body.width).toBeUndefined();
    const mine = await q.call('GET', '/v1/fonts', { token: a.token });
    expect(mine.body.fonts).toContainEqual({ name: TEST_FONT_FAMILY, variants: ['700'], weights: ['700'], italicWeights: [], category: 'uploaded' });
    const theirs = await q.call('GET', '/v1/fonts', { token: b.token });
    expect(theirs.body.fonts.map((f: { name: string }) => f.name)).not.toContain(TEST_FONT_FAMILY);
  });

  test('rename, duplicate names, delete', async () => {
    const r = await upload(q, a.token, makePng(2, 2), 'temp.png');
    const renamed = await q.call('PATCH', `/v1/assets/${r.body.id}`, { token: a.token, body: { name: 'renamed.png' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('renamed.png');
    expectError(await q.call('PATCH', `/v1/assets/${r.body.id}`, { token: a.token, body: { name: 'logo.png' } }), 400, 'VALIDATION_ERROR');
    expectError((await upload(q, a.token, makePng(2, 2), 'logo.png')) as never, 400, 'VALIDATION_ERROR');
    expect((await q.call('DELETE', `/v1/assets/${r.body.id}`, { token: a.token })).status).toBe(204);
    expect((await download(r.body.url)).status).toBe(404);
    expectError(await q.call('GET', `/v1/assets/${r.body.id}`, { token: a.token }), 404, 'NOT_FOUND');
    expectError(await q.call('DELETE', `/v1/assets/${r.body.id}`, { token: a.token }), 404, 'NOT_FOUND');
  });

  test('limits: a file over ASSET_MAX_BYTES is 413, over the account total 400', async () => {
    expectError((await upload(q, a.token, Buffer.concat([makePng(1, 1), Buffer.alloc(2 * 1024 * 1024 + 10)]), 'big.png')) as never, 413, 'PAYLOAD_TOO_LARGE');
    const bigPng = (n: number) => makePng(n, n, [n % 255, 7, 9]); // incompressible enough? rows repeat; pad instead
    void bigPng;
    const padded = (kb: number) => Buffer.concat([makePng(1, 1), Buffer.alloc(kb * 1024)]); // PNG bytes, trailing data ignored by readers
    expect((await upload(q, b.token, padded(1500), 'one.png')).status).toBe(201);
    const over = await upload(q, b.token, padded(1600), 'two.png');
    expectError(over as never, 400, 'VALIDATION_ERROR');
    expect(over.body.message).toContain('bytes in total');
    expectError((await upload(q, a.token, Buffer.alloc(0), 'empty.png')) as never, 400, 'VALIDATION_ERROR');
  });

  test("another account's asset is 404 in the API", async () => {
    const mine = (await q.call('GET', '/v1/assets', { token: a.token })).body.assets[0];
    expectError(await q.call('GET', `/v1/assets/${mine.id}`, { token: b.token }), 404, 'NOT_FOUND');
    expectError(await q.call('PATCH', `/v1/assets/${mine.id}`, { token: b.token, body: { name: 'x' } }), 404, 'NOT_FOUND');
    expectError(await q.call('DELETE', `/v1/assets/${mine.id}`, { token: b.token }), 404, 'NOT_FOUND');
    expect((await q.call('GET', '/v1/assets', { token: b.token })).body.assets.map((x: { id: number }) => x.id)).not.toContain(mine.id);
  });

  test('{{asset}} in body and header: the PNG is in the PDF; the uploaded font is embedded', async () => {
    const doc = await createDocument(q, a, {
      framework: 'NONE',
      body: `<h1 style="font-family:'${TEST_FONT_FAMILY}';font-weight:700">Branded</h1><img src="{{asset "logo.png"}}" width="60"><div style="background:url('{{asset "badge"}}');width:40px;height:20px"></div>`,
      header: '<img src="{{asset "logo.png"}}" height="20"> Header',
      margins: { top: 20, right: 10, bottom: 10, left: 10 },
      fonts: [{ name: TEST_FONT_FAMILY, variants: ['700'] }],
      variables: {},
    });
    const r = await generate(q, a, doc.uuid, {});
    expect(r.status).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    const images = await pdfImages(pdf);
    expect(images.filter((i) => i.width === 30 && i.height === 12).length).toBeGreaterThanOrEqual(2); // body and header
    expect(await pdfFonts(pdf)).toContain(TEST_FONT_PS);
    expect(await pdfText(pdf)).toContain('Branded');
  });

  test('another account cannot use an asset in a template: 422, no credit spent', async () => {
    const doc = await createDocument(q, b, { body: '<img src="{{asset "logo.png"}}">', variables: {} });
    const before = await remaining(q, b);
    const r = await generate(q, b, doc.uuid, {});
    // TEMPLATE_ERROR carries where the problem is (templateError) beside error and message
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('TEMPLATE_ERROR');
    expect(r.body.message).toContain('logo.png');
    expect(await remaining(q, b)).toBe(before);
  });

  test("another account's asset URL typed into a template loads nothing", async () => {
    const mine = (await q.call('GET', '/v1/assets', { token: a.token })).body.assets.find((x: { name: string }) => x.name === 'logo.png');
    // the account's own render loads it first (Chromium would cache it), then b tries its ids
    const own = await createDocument(q, a, { body: '<img src="{{asset "logo.png"}}">', variables: {} });
    expect((await generate(q, a, own.uuid, {})).status).toBe(200);
    const doc = await createDocument(q, b, {
      body: `<p>x</p><img src="http://quire-assets.invalid/user/${a.id}/${mine.id}"><img src="http://quire-assets.invalid/user/${a.id}/${mine.id}/x">`,
      variables: {},
    });
    const r = await generate(q, b, doc.uuid, {});
    expect(r.status).toBe(200);
    // (Chromium draws its small broken-image icon instead)
    expect((await pdfImages((await download(r.body.url)).bytes)).filter((i) => i.width === 30 && i.height === 12)).toEqual([]);
  });

  test('deleting an asset a document uses is allowed; the next render is a 422', async () => {
    const up = await upload(q, a.token, makePng(5, 5), 'gone.png');
    const doc = await createDocument(q, a, { body: '<img src="{{asset "gone.png"}}">', variables: {} });
    expect((await generate(q, a, doc.uuid, {})).status).toBe(200);
    expect((await q.call('DELETE', `/v1/assets/${up.body.id}`, { token: a.token })).status).toBe(204);
    const again = await generate(q, a, doc.uuid, {});
    expect([again.status, again.body.error]).toEqual([422, 'TEMPLATE_ERROR']);
    expect(again.body.message).toContain('gone.png');
  });

  test('an uploaded font can be the master font: the document names it in fonts', async () => {
    const doc = await createDocument(q, a, {
      framework: 'TAILWIND',
      body: '<p class="font-bold">Master text</p>',
      footer: '<b>Foot</b>',
      margins: { top: 10, right: 10, bottom: 15, left: 10 },
      fonts: [{ name: TEST_FONT_FAMILY, variants: ['700'], master: true }],
      variables: {},
    });
    const r = await generate(q, a, doc.uuid, {});
    expect(r.status).toBe(200);
    const fonts = await pdfFonts((await download(r.body.url)).bytes);
    expect(fonts, JSON.stringify(fonts)).toContain(TEST_FONT_PS);
    expect(fonts.filter((f) => f === TEST_FONT_PS).length).toBeGreaterThanOrEqual(2); // body and footer
    // b has no such font: PATCH refuses it as unknown
    const other = await createDocument(q, b, { body: 'x', variables: {} });
    expectError(
      await q.call('PATCH', `/v1/documents/${other.id}`, { token: b.token, body: { fonts: [{ name: TEST_FONT_FAMILY, variants: ['700'] }] } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
