/**
 * Files for asset tests, made here rather than shipped: a real PNG of any size and colour,
 * and a real TrueType font whose family no system font has (DejaVu Sans Bold from
 * fonts-dejavu-core, its names rewritten in place to "QuireTestXY" / "QuireTestX-Bold"), so
 * that seeing it embedded in a PDF proves the uploaded file was used.
 */
import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { TestQuire } from './quire.js';

/** A PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

export function makePng(width: number, height: number, rgb: [number, number, number] = [255, 0, 0]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const TEST_FONT_FAMILY = 'QuireTestXY';
export const TEST_FONT_PS = 'QuireTestX-Bold';

function replaceAll(buf: Buffer, from: string, to: string, encoding: 'latin1' | 'utf16be'): void {
  const enc = (s: string) => (encoding === 'latin1' ? Buffer.from(s, 'latin1') : Buffer.from(s, 'utf16le').swap16());
  const a = enc(from);
  const b = enc(to);
  for (let i = buf.indexOf(a); i !== -1; i = buf.indexOf(a, i + b.length)) b.copy(buf, i);
}

export function makeFont(): Buffer {
  const font = Buffer.from(readFileSync(FONT_FILE));
  for (const encoding of ['latin1', 'utf16be'] as const) {
    replaceAll(font, 'DejaVuSans-Bold', 'QuireTestX-Bold', encoding); // PostScript name, same length
    replaceAll(font, 'DejaVu Sans', TEST_FONT_FAMILY, encoding); // family, same length
  }
  return font;
}

/** POST /v1/assets as a browser or curl would: multipart/form-data. */
export async function upload(q: TestQuire, token: string, file: Buffer, filename: string, opts: { name?: string; type?: string } = {}) {
  const form = new FormData();
  if (opts.name !== undefined) form.set('name', opts.name);
  form.set('file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'application/octet-stream' }), filename);
  const res = await fetch(`${q.url}/v1/assets`, { method: 'POST', headers: { 'x-api-token': token }, body: form });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body, headers: res.headers };
}
