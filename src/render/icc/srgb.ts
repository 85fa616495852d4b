/**
 * A minimal sRGB display profile (ICC v2.1, RGB -> XYZ matrix/TRC), written here from the
 * published constants of IEC 61966-2-1 so no third-party profile (and its licence) is vendored:
 * the sRGB primaries chromatically adapted to the D50 connection space (Bradford), the D65 media
 * white point of the v2 convention, and the sRGB transfer curve sampled in 1024 points. It is
 * the destination profile of the PDF/A output intent (pdf-archival.ts): PDF/A-2 and -3 accept
 * v2 and v4 profiles, PDF/A-1 readers only v2, so v2 suits both.
 */

const text = (s: string) => Buffer.from(s, 'latin1');

/** An s15Fixed16Number. */
const fixed = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(Math.round(v * 65536));
  return b;
};

const xyzType = (x: number, y: number, z: number) => Buffer.concat([text('XYZ '), Buffer.alloc(4), fixed(x), fixed(y), fixed(z)]);

function curveType(): Buffer {
  const points = 1024;
  const b = Buffer.alloc(12 + points * 2);
  text('curv').copy(b, 0);
  b.writeUInt32BE(points, 8);
  for (let i = 0; i < points; i++) {
    const v = i / (points - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    b.writeUInt16BE(Math.round(linear * 65535), 12 + i * 2);
  }
  return b;
}

/** textDescriptionType: ASCII, with empty Unicode and ScriptCode parts. */
function descriptionType(s: string): Buffer {
  const ascii = Buffer.concat([text(s), Buffer.alloc(1)]);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(ascii.length);
  // Unicode language code and count (0), ScriptCode code (0) and count (0), 67 bytes of script data.
  return Buffer.concat([text('desc'), Buffer.alloc(4), count, ascii, Buffer.alloc(8), Buffer.alloc(3), Buffer.alloc(67)]);
}

const textType = (s: string) => Buffer.concat([text('text'), Buffer.alloc(4), text(s), Buffer.alloc(1)]);

const pad4 = (b: Buffer) => (b.length % 4 === 0 ? b : Buffer.concat([b, Buffer.alloc(4 - (b.length % 4))]));

/** The name the output intent gives this profile's condition. */
export const SRGB_CONDITION = 'sRGB IEC61966-2.1';

let cached: Buffer | undefined;

/** The profile's bytes (built once). */
export function srgbProfile(): Buffer {
  if (cached) return cached;
  const curve = curveType();
  const tags: [string, Buffer][] = [
    ['desc', descriptionType(SRGB_CONDITION)],
    ['cprt', textType('No copyright, use freely (Quire, from IEC 61966-2-1 constants)')],
    ['wtpt', xyzType(0.9505, 1, 1.089)],
    ['rXYZ', xyzType(0.4361, 0.2225, 0.0139)],
    ['gXYZ', xyzType(0.3851, 0.7169, 0.0971)],
    ['bXYZ', xyzType(0.1431, 0.0606, 0.7141)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const tableSize = 4 + tags.length * 12;
  const table = Buffer.alloc(tableSize);
  table.writeUInt32BE(tags.length, 0);
  const data: Buffer[] = [];
  let offset = 128 + tableSize;
  const shared = new Map<Buffer, number>();
  tags.forEach(([signature, body], i) => {
    let at = shared.get(body);
    if (at === undefined) {
      at = offset;
      shared.set(body, at);
      const padded = pad4(body);
      data.push(padded);
      offset += padded.length;
    }
    text(signature).copy(table, 4 + i * 12);
    table.writeUInt32BE(at, 8 + i * 12);
    table.writeUInt32BE(body.length, 12 + i * 12);
  });

  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8); // version 2.1
  text('mntrRGB XYZ ').copy(header, 12); // display class, RGB data, XYZ connection space
  for (const [i, v] of [2026, 1, 1, 0, 0, 0].entries()) header.writeUInt16BE(v, 24 + i * 2);
  text('acsp').copy(header, 36);
  fixed(0.9642).copy(header, 68); // D50 illuminant of the connection space
  fixed(1).copy(header, 72);
  fixed(0.8249).copy(header, 76);
  cached = Buffer.concat([header, table, ...data]);
  return cached;
}
