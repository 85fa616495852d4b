/**
 * What a file claims to be by its first bytes: cheap enough for the request's thread, and
 * what decides where (and whether) the file is inspected. inspect.ts then checks the claim.
 */
const ascii = (b: Buffer, at: number, s: string) => b.subarray(at, at + s.length).toString('latin1') === s;

/** PNG, JPEG, GIF and WebP: their inspection reads a header. */
export function isRaster(b: Buffer): boolean {
  return (
    (b[0] === 0x89 && ascii(b, 1, 'PNG')) ||
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    ascii(b, 0, 'GIF8') ||
    (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'))
  );
}

/** WOFF2, WOFF, TrueType (and collections) and OpenType by their first four bytes. */
export function isFont(b: Buffer): boolean {
  const tag = b.subarray(0, 4).toString('latin1');
  return tag === 'wOF2' || tag === 'wOFF' || tag === 'OTTO' || tag === 'true' || tag === 'ttcf' || tag === '\x00\x01\x00\x00';
}

/** An <svg> root, after an optional XML declaration, comments and doctype. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}
