/**
 * Hostile uploads, made here byte by byte rather than shipped: fonts whose headers lie about
 * their decompressed size, SVGs deep or wide enough to stall a DOM, and image headers that
 * declare more pixels than the file holds.
 */
import { brotliCompressSync, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import { download } from '../generation/helpers.js';
import { pngChunk, upload } from '../support/assets.js';
import type { TestQuire } from '../support/quire.js';

/**
 * Starts this process's inspection worker and its SVG parser (for a hook: on a busy machine,
 * loading jsdom into a fresh thread takes tens of seconds, more than a test's own time), with
 * an account of its own so that the tests' accounts hold only their files.
 */
export async function warmInspection(q: TestQuire): Promise<void> {
  const warm = await q.account(undefined, { signIn: false });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
  expect((await upload(q, warm.token, svg, 'warm.svg')).status).toBe(201);
}

/** UIntBase128 (WOFF2 5.1): 7 bits a byte, most significant first, high bit set on all but the last. */
function base128(n: number): Buffer {
  const groups: number[] = [];
  do {
    groups.unshift(n % 128);
    n = Math.floor(n / 128);
  } while (n > 0);
  return Buffer.from(groups.map((g, i) => (i < groups.length - 1 ? g | 0x80 : g)));
}

/**
 * A WOFF2 of about 80 bytes whose one table (`head`) declares `declared` bytes: fontkit would
 * allocate that much and brotli-decode into it. `sfntSize` is the header's totalSfntSize.
 */
export function lyingWoff2(declared: number, sfntSize = declared): Buffer {
  const payload = brotliCompressSync(Buffer.alloc(64));
  const directory = Buffer.concat([Buffer.from([0x01]), base128(declared)]); // flags 1 = head, not transformed
  const header = Buffer.alloc(48);
  header.write('wOF2', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4); // TrueType flavour
  header.writeUInt32BE(48 + directory.length + payload.length, 8);
  header.writeUInt16BE(1, 12); // numTables
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt32BE(payload.length, 20); // totalCompressedSize
  header.writeUInt16BE(1, 24); // majorVersion
  return Buffer.concat([header, directory, payload]);
}

/** A WOFF 1.0 whose one zlib-compressed table declares `declared` bytes once inflated. */
export function lyingWoff1(declared: number): Buffer {
  const data = deflateSync(Buffer.alloc(64));
  const header = Buffer.alloc(44);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(44 + 20 + data.length, 8);
  header.writeUInt16BE(1, 12);
  header.writeUInt32BE(declared, 16); // totalSfntSize
  header.writeUInt16BE(1, 20);
  const entry = Buffer.alloc(20);
  entry.write('head', 0, 'latin1');
  entry.writeUInt32BE(64, 4); // offset
  entry.writeUInt32BE(data.length, 8); // compLength
  entry.writeUInt32BE(declared, 12); // origLength
  return Buffer.concat([header, entry, data]);
}

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">';

/** `depth` nested groups: 450,000 of them (3.15 MB) blocked a node's event loop for 13 minutes. */
export const deepSvg = (depth: number): Buffer => Buffer.from(`${SVG_OPEN}${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`);

/** `count` empty groups side by side: 9.3 MB of them took a node to 3.9 GB. */
export const wideSvg = (count: number): Buffer => Buffer.from(`${SVG_OPEN}${'<g/>'.repeat(count)}</svg>`);

/** `count` styled rectangles: within the element cap, but seconds and megabytes of DOM to sanitize. */
export const busySvg = (count: number): Buffer =>
  Buffer.from(`${SVG_OPEN}${'<rect x="1" y="2" width="3" height="4" fill="#123456" stroke="rgb(1,2,3)"/>'.repeat(count)}</svg>`);

/** A PNG that declares width x height in its IHDR and carries one tiny IDAT: a few hundred bytes. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(16))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF89a whose logical screen is width x height (16 bits each). */
export function gifHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(14);
  b.write('GIF89a', 0, 'latin1');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[13] = 0x3b; // trailer
  return b;
}

/** A baseline JPEG header (SOI, JFIF APP0, SOF0 of width x height, EOI). */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** An extended WebP (VP8X) whose canvas is width x height (24 bits each). */
export function webpHeader(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + vp8x.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, vp8x]);
}

/** Uploads `svg` as `name` (201 expected) and answers the SVG Quire stored. */
export async function storedSvg(q: TestQuire, token: string, svg: string, name: string): Promise<string> {
  const r = await upload(q, token, Buffer.from(svg), name);
  expect(r.status).toBe(201);
  return (await download(r.body.url)).bytes.toString('utf8');
}
