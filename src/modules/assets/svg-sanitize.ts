/**
 * SVGs are sanitized with DOMPurify (on jsdom): no scripts, no event handlers, no
 * foreignObject, <style> blocks only as their CSS's safe part, and no reference outside the file
 * itself. Runs in an
 * inspection worker (inspect-pool.ts), after scanSvg bounded the file's depth and size.
 */
import DOMPurify from 'dompurify';
import { imageSize } from 'image-size';
import { checkPixels, FileTooLarge, RefusedFile, type InspectLimits } from './refusals.js';
import { cleanStylesheet, isLocalRef, safeCss } from './svg-css.js';
import { scanSvg } from './svg-scan.js';

let purifier: Promise<ReturnType<typeof DOMPurify>> | undefined;
/** ASSET_MAX_PIXELS of the file being sanitized (a worker sanitizes one file at a time), for inline images. */
let maxPixels = 0;
/** Built once per worker, at its first SVG, before the deadline starts (inspect-worker.ts). */
export function svgPurifier() {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const purify = DOMPurify(new JSDOM('').window as unknown as Parameters<typeof DOMPurify>[0]);
    // A <style> block stays only as the parser writes back its safe part (svg-css.ts). Inside an
    // <svg> the HTML parser reads <style> as markup, not raw text: one holding elements goes whole.
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName !== 'style') return;
      const css = (node as Element).firstElementChild ? '' : cleanStylesheet(node.textContent ?? '', maxPixels);
      if (css) node.textContent = css;
      else node.parentNode?.removeChild(node);
    });
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name === 'href' || name === 'xlink:href' || name === 'src') {
        if (!isLocalRef(data.attrValue, maxPixels)) data.keepAttr = false;
      } else if (!safeCss(data.attrValue, name === 'style' ? 'declarationList' : 'value', maxPixels)) data.keepAttr = false;
    });
    return purify;
  });
  return purifier;
}

export async function sanitizeSvg(bytes: Buffer, limits: InspectLimits) {
  const source = bytes.toString('utf8');
  const { declaresSize } = scanSvg(source, limits);
  maxPixels = limits.maxPixels;
  const clean = (await svgPurifier()).sanitize(source, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'script', 'a'],
    FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onbegin', 'onend'],
  }) as unknown as string;
  if (!/^\s*<svg[\s>]/i.test(clean)) throw new RefusedFile('file_unreadable');
  // Served alone (image/svg+xml), an SVG needs its namespace: the HTML serializer may omit it.
  const body = /^\s*<svg[^>]*\sxmlns=/i.test(clean) ? clean : clean.replace(/^\s*<svg/i, '<svg xmlns="http://www.w3.org/2000/svg"');
  const buffer = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, 'utf8');
  // Serializing can lengthen a file (entities, namespaces): what is stored obeys the upload limit too.
  if (buffer.length > limits.maxBytes) throw new FileTooLarge(limits.maxBytes);
  let size: { width?: number; height?: number } | undefined;
  try {
    size = imageSize(buffer);
  } catch {
    size = undefined;
  }
  const width = size?.width ? Math.round(size.width) : undefined;
  const height = size?.height ? Math.round(size.height) : undefined;
  // One side declared and the viewBox's ratio size the other, as Chromium draws it.
  if (declaresSize && width && height) checkPixels(width, height, limits.maxPixels);
  return { kind: 'image' as const, contentType: 'image/svg+xml', extension: 'svg', body: buffer, width, height };
}
