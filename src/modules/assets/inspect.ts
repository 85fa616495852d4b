/**
 * What an uploaded file really is, read from its bytes (never its name or declared type):
 * - type: `file-type` (magic numbers) for PNG, JPEG, WebP, GIF, WOFF2, WOFF, TTF, OTF; SVG is
 *   text, recognised by parsing it as XML with an <svg> root;
 * - images: width/height with `image-size`; fonts: family/weight/style with `fontkit`;
 * - SVGs are sanitized with DOMPurify (on jsdom): no scripts, no event handlers, no
 *   foreignObject, no <style> blocks and no reference outside the file itself.
 */
import DOMPurify from 'dompurify';
import { fileTypeFromBuffer } from 'file-type';
import * as fontkit from 'fontkit';
import { imageSize } from 'image-size';

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

/** Why a file is refused, as a validation rule (src/core/i18n/rules.ts). */
export class RefusedFile extends Error {
  constructor(readonly rule: 'file_type' | 'file_unreadable') {
    super(rule);
  }
}

export async function inspectFile(bytes: Buffer): Promise<Inspected> {
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (accepted) {
    if (accepted.kind === 'image') {
      const size = safe(() => imageSize(bytes));
      if (!size?.width || !size.height) throw new RefusedFile('file_unreadable');
      return { ...accepted, body: bytes, width: size.width, height: size.height };
    }
    return { ...accepted, body: bytes, ...fontFacts(bytes) };
  }
  // file-type reports SVGs as XML (or nothing): they are recognised by their root element.
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(bytes)) return inspectSvg(bytes);
  throw new RefusedFile('file_type');
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

function fontFacts(bytes: Buffer): { family: string; weight: number; style: 'normal' | 'italic' } {
  const font = safe(() => fontkit.create(bytes)) as (fontkit.Font & { name?: { records?: Record<string, Record<string, string>> } }) | undefined;
  if (!font || !('familyName' in font) || !font.familyName) throw new RefusedFile('file_unreadable');
  const records = font.name?.records;
  const preferred = records?.preferredFamily?.en ?? Object.values(records?.preferredFamily ?? {})[0];
  const os2 = (font as unknown as { 'OS/2'?: { usWeightClass?: number; fsSelection?: { italic?: boolean } } })['OS/2'];
  const weight = Math.min(1000, Math.max(1, Math.round(os2?.usWeightClass ?? 400)));
  const italic = os2?.fsSelection?.italic === true || (font.italicAngle ?? 0) !== 0;
  return { family: (preferred ?? font.familyName).trim().slice(0, 100), weight, style: italic ? 'italic' : 'normal' };
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** A reference inside the file itself (#id) or an inline raster image; anything else is external. */
const LOCAL_REF = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;

let purifier: Promise<ReturnType<typeof DOMPurify>> | undefined;
/** Built at the first SVG: jsdom is a third of the server's start-up time (and of every `quire` command's). */
function svgPurifier() {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const purify = DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if ((name === 'href' || name === 'xlink:href' || name === 'src') && !LOCAL_REF.test(data.attrValue)) data.keepAttr = false;
      if (/url\s*\(\s*['"]?\s*(?!#|data:image\/)/i.test(data.attrValue)) data.keepAttr = false;
    });
    return purify;
  });
  return purifier;
}

async function inspectSvg(bytes: Buffer): Promise<Inspected> {
  const source = bytes.toString('utf8');
  const clean = (await svgPurifier()).sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'foreignObject', 'script', 'a'],
    FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onbegin', 'onend'],
  }) as unknown as string;
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new RefusedFile('file_unreadable');
  // Served alone (image/svg+xml), an SVG needs its namespace: the HTML serializer may omit it.
  const body = /^\s*<svg[^>]*\sxmlns=/i.test(clean) ? clean : clean.replace(/^\s*<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  const buffer = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 'utf8');
  const size = safe(() => imageSize(buffer));
  return {
    kind: 'image',
    contentType: 'image/svg+xml',
    extension: 'svg',
    body: buffer,
    width: size?.width ? Math.round(size.width) : undefined,
    height: size?.height ? Math.round(size.height) : undefined,
  };
}
