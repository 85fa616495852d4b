/**
 * What an uploaded file really is, read from its bytes (never its name or declared type):
 * - type: `file-type` (magic numbers) for PNG, JPEG, WebP, GIF, WOFF2, WOFF, TTF, OTF; SVG is
 *   text, recognised by its <svg> root;
 * - images: width/height with `image-size`, refused over ASSET_MAX_PIXELS; fonts:
 *   family/weight/style with `fontkit` (font-check.ts); SVGs sanitized (svg-sanitize.ts).
 * Runs in an inspection worker (inspect-pool.ts): fonts and SVGs are untrusted parsing.
 */
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { fontFacts } from './font-check.js';
import { checkPixels, RefusedFile, type InspectLimits } from './refusals.js';
import { looksLikeSvg } from './sniff.js';
import { sanitizeSvg } from './svg-sanitize.js';

export type AssetKind = 'image' | 'font';

export interface Inspected {
  kind: AssetKind;
  contentType: string;
  extension: string;
  /** The bytes to store (an SVG after sanitizing). */
  body: Buffer;
  width?: number;
  height?: number;
  family?: string;
  weight?: number;
  style?: 'normal' | 'italic';
}

const ACCEPTED: Record<string, { kind: AssetKind; extension: string; contentType: string }> = {
  'image/png': { kind: 'image', extension: 'png', contentType: 'image/png' },
  'image/jpeg': { kind: 'image', extension: 'jpg', contentType: 'image/jpeg' },
  'image/webp': { kind: 'image', extension: 'webp', contentType: 'image/webp' },
  'image/gif': { kind: 'image', extension: 'gif', contentType: 'image/gif' },
  'font/woff2': { kind: 'font', extension: 'woff2', contentType: 'font/woff2' },
  'font/woff': { kind: 'font', extension: 'woff', contentType: 'font/woff' },
  'font/ttf': { kind: 'font', extension: 'ttf', contentType: 'font/ttf' },
  'font/otf': { kind: 'font', extension: 'otf', contentType: 'font/otf' },
};

/** In an inspection worker; on the request's thread for a raster image (inspect-pool.ts). */
export async function inspectBytes(bytes: Buffer, limits: InspectLimits): Promise<Inspected> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (accepted) {
    if (accepted.kind === 'image') {
      let size: { width?: number; height?: number } | undefined;
      try {
        size = imageSize(bytes);
      } catch {
        size = undefined;
      }
      if (!size?.width || !size.height) throw new RefusedFile('file_unreadable');
      checkPixels(size.width, size.height, limits.maxPixels);
      return { ...accepted, body: bytes, width: size.width, height: size.height };
    }
    return { ...accepted, body: bytes, ...fontFacts(bytes, limits.fontMaxDecodedBytes) };
  }
  // file-type reports SVGs as XML (or nothing): they are recognised by their root element.
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(bytes)) return sanitizeSvg(bytes, limits);
  throw new RefusedFile('file_type');
}
