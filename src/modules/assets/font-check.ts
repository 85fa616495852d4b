/**
 * Fonts: what a compressed font says it decompresses to, read from its header and table
 * directory before fontkit allocates it (a 1.7 KB WOFF2 declaring 1 GB took a node 14 s and
 * 1 GB of memory), then the family, weight and style fontkit reads from it.
 */
import * as fontkit from 'fontkit';
import { RefusedFile } from './refusals.js';

const unreadable = () => new RefusedFile('file_unreadable');

/**
 * The most bytes a WOFF or WOFF2 file will be decompressed into: its declared sfnt size and
 * the sum of its tables' declared lengths (fontkit allocates each, or their sum for WOFF2's one
 * brotli stream); 0 for an uncompressed font. Throws file_unreadable on a truncated directory.
 */
export function declaredDecodedBytes(bytes: Buffer): number {
  const signature = bytes.subarray(0, 4).toString('latin1');
  if (signature === 'wOFF') return woff1(bytes);
  if (signature === 'wOF2') return woff2(bytes);
  return 0;
}

function woff1(b: Buffer): number {
  // Header of 44 bytes (W3C WOFF 1.0, 3), then 20 bytes per table: tag, offset, compLength, origLength, checksum.
  if (b.length < 44) throw unreadable();
  const numTables = b.readUInt16BE(12);
  const totalSfntSize = b.readUInt32BE(16);
  if (b.length < 44 + 20 * numTables) throw unreadable();
  let tables = 0;
  for (let i = 0; i < numTables; i++) tables += b.readUInt32BE(44 + 20 * i + 12);
  return Math.max(totalSfntSize, tables);
}

// WOFF2 (W3C WOFF 2.0, 4.1-5.1): header of 48 bytes, then per table a flags byte, a tag when
// the flags do not name a known one, UIntBase128 origLength and, when transformed, transformLength.
const GLYF = 10;
const LOCA = 11;

function woff2(b: Buffer): number {
  if (b.length < 48) throw unreadable();
  const numTables = b.readUInt16BE(12);
  const totalSfntSize = b.readUInt32BE(16);
  let pos = 48;
  let stream = 0;
  let original = 0;
  const base128 = (): number => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      if (pos >= b.length) throw unreadable();
      const byte = b[pos++]!;
      if (i === 0 && byte === 0x80) throw unreadable(); // no leading zeros
      if (value > 0x1ffffff) throw unreadable(); // would overflow 32 bits
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw unreadable();
  };
  for (let t = 0; t < numTables; t++) {
    if (pos >= b.length) throw unreadable();
    const flags = b[pos++]!;
    const known = flags & 0x3f;
    if (known === 0x3f) pos += 4;
    const version = flags >>> 6;
    const transformed = known === GLYF || known === LOCA ? version === 0 : version !== 0;
    const length = base128();
    original += length;
    stream += transformed ? base128() : length;
  }
  return Math.max(totalSfntSize, original, stream);
}

/** Family (the preferred one where named), weight and style, as fontkit reads them. */
export function fontFacts(bytes: Buffer, maxDecodedBytes: number): { family: string; weight: number; style: 'normal' | 'italic' } {
  const declared = declaredDecodedBytes(bytes);
  if (declared > maxDecodedBytes) throw new RefusedFile('font_decoded_size', { size: declared, max: maxDecodedBytes });
  let font: (fontkit.Font & { name?: { records?: Record<string, Record<string, string>> } }) | undefined;
  try {
    font = fontkit.create(bytes) as typeof font;
  } catch {
    throw unreadable();
  }
  let facts: { family: string; weight: number; style: 'normal' | 'italic' };
  try {
    if (!font || !('familyName' in font) || !font.familyName) throw unreadable();
    const records = font.name?.records;
    const preferred = records?.preferredFamily?.en ?? Object.values(records?.preferredFamily ?? {})[0];
    const os2 = (font as unknown as { 'OS/2'?: { usWeightClass?: number; fsSelection?: { italic?: boolean } } })['OS/2'];
    const weight = Math.min(1000, Math.max(1, Math.round(os2?.usWeightClass ?? 400)));
    const italic = os2?.fsSelection?.italic === true || (font.italicAngle ?? 0) !== 0;
    facts = { family: (preferred ?? font.familyName).trim().slice(0, 100), weight, style: italic ? 'italic' : 'normal' };
  } catch {
    throw unreadable();
  }
  return facts;
}
