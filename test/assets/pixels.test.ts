/**
 * ASSET_MAX_PIXELS (issue 36): a 389 KB PNG of 20,000 x 20,000 uploaded, and rendering it took
 * Chromium to 2.6 GB. Images whose header declares more pixels than the limit are refused at
 * upload with 400 naming the limit, whatever the format; an SVG by the width and height it
 * declares. Nothing is stored for a refused file. On both databases.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/assets.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuires } from '../support/use-quire.js';
import { gifHeader, jpegHeader, pngHeader, storedSvg, warmInspection, webpHeader } from './hostile-files.js';

const svgOfSize = (attrs: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attrs}><rect width="1" height="1"/></svg>`);

describe.each(SQLITE_ONLY)('ASSET_MAX_PIXELS (%s)', (dialect) => {
  const [{ q, a }, { q: small, a: b }] = useTestQuires(dialect, [QUIET_PREVIEWS, { ...QUIET_PREVIEWS, ASSET_MAX_PIXELS: '10000' }], { signIn: false });
  beforeAll(() => warmInspection(q));

  it('refuses a 20,000 x 20,000 PNG header (68 bytes) with 400 naming the limit; stores nothing', async () => {
    const png = pngHeader(20_000, 20_000);
    const r = await upload(q, a.token, png, 'huge.png');
    expectError(r as never, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toBe('The request is invalid: file: is 20000 x 20000 pixels (400000000), more than the 40000000 pixels allowed (ASSET_MAX_PIXELS)');
    expect(await q.quire.db.selectFrom('assets').select('id').where('account_id', '=', a.id).execute()).toEqual([]);
    expect(await readdir(path.join(q.dataDir, 'files', 'client', String(a.id), 'assets')).catch(() => [])).toEqual([]);
  });

  it('refuses JPEG, GIF, WebP and a declared SVG size over the limit, in the caller language', async () => {
    for (const [file, name, size] of [
      [jpegHeader(10_000, 5_000), 'huge.jpg', '10000 x 5000'],
      [gifHeader(10_000, 10_000), 'huge.gif', '10000 x 10000'],
      [webpHeader(8_000, 8_000), 'huge.webp', '8000 x 8000'],
      [svgOfSize('width="20000" height="20000"'), 'huge.svg', '20000 x 20000'],
      [svgOfSize('width="100in" height="100in"'), 'inches.svg', '9600 x 9600'],
    ] as const) {
      const r = await upload(q, a.token, file, name);
      expectError(r as never, 400, 'VALIDATION_ERROR');
      expect(r.body.message, name).toContain(`is ${size} pixels`);
      expect(r.body.message, name).toContain('(ASSET_MAX_PIXELS)');
    }
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pngHeader(20_000, 20_000))]), 'huge.png');
    const de = await fetch(`${q.url}/v1/assets`, { method: 'POST', headers: { 'x-api-token': a.token, 'accept-language': 'de' }, body: form });
    expect(((await de.json()) as { message: string }).message).toContain('mehr als die erlaubten 40000000 Pixel (ASSET_MAX_PIXELS)');
  });

  it('takes images within the limit, and an SVG whose size only its viewBox gives', async () => {
    for (const [file, name] of [
      [pngHeader(6_000, 6_000), 'ok.png'],
      [jpegHeader(8_000, 5_000), 'ok.jpg'],
      [gifHeader(100, 100), 'ok.gif'],
      [webpHeader(4_000, 4_000), 'ok.webp'],
      [svgOfSize('viewBox="0 0 20000 20000"'), 'viewbox.svg'],
      [svgOfSize('width="100%" height="100%" viewBox="0 0 20000 20000"'), 'percent.svg'],
    ] as const) {
      const r = await upload(q, a.token, file, name);
      expect(r.status, `${name}: ${JSON.stringify(r.body)}`).toBe(201);
    }
  });

  it('drops an image inlined in an SVG over the limit (href or CSS url()), keeps one within it', async () => {
    const huge = `data:image/png;base64,${pngHeader(20_000, 20_000).toString('base64')}`;
    const small = `data:image/png;base64,${pngHeader(10, 10).toString('base64')}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20">
      <image id="huge" href="${huge}" width="10" height="10"/>
      <rect id="huge-css" width="5" height="5" style="fill:url(${huge})"/>
      <image id="small" href="${small}" width="10" height="10"/>
    </svg>`;
    const stored = await storedSvg(q, a.token, svg, 'inline.svg');
    expect(stored).not.toContain(huge);
    expect(stored).toContain('<image id="huge" width="10" height="10">');
    expect(stored).toContain('<rect id="huge-css" width="5" height="5">');
    expect(stored).toContain(`href="${small}"`);
  });

  it('follows the setting', async () => {
    expect((await upload(small, b.token, pngHeader(100, 100), 'exact.png')).status).toBe(201);
    const r = await upload(small, b.token, pngHeader(101, 100), 'over.png');
    expectError(r as never, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('more than the 10000 pixels allowed (ASSET_MAX_PIXELS)');
  });
});
