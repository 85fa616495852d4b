/**
 * Quire's bundled assets (font files, Bootstrap and UIkit CSS) served to Chromium from memory
 * on a reserved origin that never touches the network: request interception answers
 * `http://quire-assets.invalid/...` itself (`.invalid` can never resolve, RFC 2606).
 *
 * Why not data: URIs when printing: measured on the invoice fixture, a page embedding its
 * fonts as data: URIs takes ~40 ms against ~17 ms when it references them by URL. With a URL
 * and an immutable Cache-Control, Chromium's memory cache keeps the *decoded* font and the
 * *parsed* stylesheet across documents of the same page, so a warm page decodes Inter once
 * instead of on every render (Bootstrap: ~100 ms inline vs ~35 ms linked).
 * `Renderer.buildHtml` still returns self-contained HTML (data: URIs, inline CSS) for
 * previews and exports; only the print path uses these URLs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fontCatalog } from './font-catalog.js';
import { Lru } from './lru.js';

export const ASSET_ORIGIN = 'http://quire-assets.invalid';

export interface Asset {
  body: Buffer;
  contentType: string;
}

const require = createRequire(import.meta.url);
const STYLESHEETS: Record<string, string> = {
  'bootstrap.min.css': 'bootstrap/dist/css/bootstrap.min.css',
  'uikit.min.css': 'uikit/dist/css/uikit.min.css',
};
const cache = new Lru<string, Asset>(400);

/** URL of a catalog font file, e.g. fontUrl("inter", "inter-latin-400-normal.woff2"). */
export const fontUrl = (fontId: string, file: string): string => `${ASSET_ORIGIN}/fonts/${fontId}/${file}`;
export const stylesheetUrl = (name: keyof typeof STYLESHEETS | string): string => `${ASSET_ORIGIN}/css/${name}`;

/** Headers that let Chromium keep the asset (decoded) for the life of the renderer process. */
export const ASSET_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // Fonts are fetched in CORS mode; the page's origin is opaque (about:blank).
  'access-control-allow-origin': '*',
};

/** The asset a URL names, or null for anything that is not exactly one of ours. */
export function resolveAsset(url: string): Asset | null {
  if (!url.startsWith(`${ASSET_ORIGIN}/`)) return null;
  const path = url.slice(ASSET_ORIGIN.length);
  const cached = cache.get(path);
  if (cached) return cached;
  const asset = loadAsset(path);
  if (asset) cache.set(path, asset);
  return asset;
}

function loadAsset(path: string): Asset | null {
  // Strict shapes only: no "..", no query, nothing outside the known files.
  const font = /^\/fonts\/([a-z0-9-]+)\/([a-z0-9-]+\.woff2)$/.exec(path);
  if (font) {
    const entry = [...fontCatalog().values()].find((f) => f.id === font[1]);
    if (!entry || !font[2]!.startsWith(`${entry.id}-`)) return null;
    try {
      return { body: readFileSync(join(entry.dir, 'files', font[2]!)), contentType: 'font/woff2' };
    } catch {
      return null;
    }
  }
  const css = /^\/css\/([a-z.]+)$/.exec(path);
  if (css && STYLESHEETS[css[1]!]) return { body: Buffer.from(stylesheetText(css[1]!)), contentType: 'text/css; charset=utf-8' };
  return null;
}

const texts = new Map<string, string>();

/**
 * A framework stylesheet as Quire uses it, read once. UIkit's `@media print` block is
 * removed: it forces `background: 0 0 !important; color: #000 !important` on every element —
 * a reset for printing web pages, which would strip the colours from every document
 * designed for PDF (and make the PDF differ from the editor's preview).
 */
export function stylesheetText(name: keyof typeof STYLESHEETS | string): string {
  let text = texts.get(name);
  if (text === undefined) {
    const module = STYLESHEETS[name];
    if (!module) throw new Error(`unknown stylesheet ${name}`);
    text = readFileSync(require.resolve(module), 'utf8');
    if (name === 'uikit.min.css') text = removeAtBlocks(text, '@media print{');
    texts.set(name, text);
  }
  return text;
}

/** Removes every block starting with `opening` (which ends in "{"), braces balanced. */
function removeAtBlocks(css: string, opening: string): string {
  let out = css;
  for (let start = out.indexOf(opening); start !== -1; start = out.indexOf(opening, start)) {
    let depth = 0;
    let end = start + opening.length - 1;
    for (; end < out.length; end++) {
      if (out[end] === '{') depth++;
      else if (out[end] === '}' && --depth === 0) break;
    }
    out = out.slice(0, start) + out.slice(end + 1);
  }
  return out;
}
