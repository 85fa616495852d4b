/**
 * Issue 44: the gallery's thumbnails are the starters as they render now, not as they once did.
 * Each starters/<id>/thumbnail.png carries (in a PNG tEXt chunk) a hash of what its render is
 * made of: template, header, footer, the first locale's sample variables and the page settings.
 * This test fails when a starter changed after its thumbnail was made; to make them again:
 *
 *   UPDATE_STARTER_THUMBNAILS=1 npx vitest run test/blocks/starter-thumbnails.test.ts
 *
 * (each starter rendered through the API in its first locale, page 1 by pdftoppm, 360 px on the long side).
 */
import { run } from '../support/run.js';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starters } from '../../src/modules/starters/catalog.js';
import { download } from '../generation/helpers.js';
import { withFile } from '../support/pdf.js';
import { QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const DIR = path.resolve('starters');
const KEY = 'quire-starter-source';
const UPDATE = process.env.UPDATE_STARTER_THUMBNAILS === '1';

/** What the thumbnail shows is made of: the files and page settings of the starter's first-locale render. */
function sourceHash(id: string): string {
  const dir = path.join(DIR, id);
  const read = (f: string) => (fs.existsSync(path.join(dir, f)) ? fs.readFileSync(path.join(dir, f), 'utf8') : '');
  const meta = JSON.parse(read('starter.json')) as Record<string, unknown> & { locales: string[] };
  const page = ['framework', 'format', 'landscape', 'margins', 'fonts', 'headerOnFirstPage', 'lang', 'title'].map((k) => [k, meta[k] ?? null]);
  const parts = [read('template.hbs'), read('header.hbs'), read('footer.hbs'), read(`variables.${meta.locales[0]}.json`), JSON.stringify(page)];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

/** The PNG's tEXt chunks. */
function textChunks(png: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  for (let at = 8; at + 8 <= png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const data = png.subarray(at + 8, at + 8 + len);
      const nul = data.indexOf(0);
      out[data.toString('latin1', 0, nul)] = data.toString('latin1', nul + 1);
    }
    at += 12 + len;
  }
  return out;
}

/** `png` with a tEXt chunk after IHDR (IHDR is always the first chunk, 25 bytes after the signature). */
function withText(png: Buffer, key: string, value: string): Buffer {
  const body = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`${key}\u0000${value}`, 'latin1')]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body) >>> 0, 4 + body.length);
  const end = 8 + 25;
  return Buffer.concat([png.subarray(0, end), chunk, png.subarray(end)]);
}

describe('starter thumbnails', () => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    if (!UPDATE) return;
    q = await startTestQuire('sqlite', QUIET_PREVIEWS);
    a = await q.account();
    await q.quire.services.credits.setPlan(a.id, { generation: 1000, ai: 0 });
  });
  afterAll(() => q?.close());

  for (const s of starters()) {
    it(`${s.id}: the thumbnail is made from the starter as it is`, async () => {
      const file = path.join(DIR, s.id, 'thumbnail.png');
      if (UPDATE) {
        const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: s.name, starter: s.id } })).body;
        const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: s.variables[s.locales[0]!] } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const pdf = (await download(r.body.url)).bytes;
        const png = await withFile(pdf, async (p, scratch) => {
          await run('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to', '360', '-singlefile', p, scratch]);
          return fs.readFileSync(`${scratch}.png`);
        });
        fs.writeFileSync(file, withText(png, KEY, sourceHash(s.id)));
      }
      const stored = textChunks(fs.readFileSync(file))[KEY];
      expect(stored, `starters/${s.id}/thumbnail.png is stale: UPDATE_STARTER_THUMBNAILS=1 npx vitest run test/blocks/starter-thumbnails.test.ts`).toBe(
        sourceHash(s.id),
      );
    }, 60_000);
  }
});
