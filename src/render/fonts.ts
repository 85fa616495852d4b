/**
 * Fonts of a document as CSS. Each requested weight becomes @font-face rules whose woff2 is
 * either a URL on Quire's asset origin, answered from memory by request interception (what the
 * printing pages use: no base64 to parse per render), or a data: URI (self-contained HTML from
 * Renderer.buildHtml). Either way the page loads nothing from disk or network. Subsets: latin and latin-ext always; the other subsets a family ships
 * (cyrillic, greek, vietnamese...) only when the page's text contains characters of theirs,
 * which keeps the HTML sent to Chromium small for the common case.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fontUrl } from './assets.js';
import { AppError } from '../core/errors.js';
import { findFont, fontCatalog, normalizeFamily, parseVariant, type CatalogFont } from './font-catalog.js';
import { Lru } from './lru.js';
import type { CustomFont, FontSpec, Framework } from './types.js';

const ALWAYS_SUBSETS = ['latin', 'latin-ext'];
/** ~25 KB of base64 per face; 400 faces is about 10 MB of memory. */
const faceCache = new Lru<string, string>(400);

/** The catalog as the API shows it: family names and the upright weights shipped. */
/**
 * `variants` uses the word and the spelling of a document's `fonts[].variants` ("400",
 * "700italic"), so a listed value can be copied as is; weights and italicWeights stay for clients
 * that read them.
 */
export function availableFonts(): { name: string; variants: string[]; weights: string[]; italicWeights: string[]; category: string }[] {
  return [...fontCatalog().values()]
    .map((f) => ({
      name: f.family,
      variants: [...f.weights, ...f.italicWeights.map((w) => `${w}italic`)],
      weights: f.weights,
      italicWeights: f.italicWeights,
      category: f.category,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What a document asks for that Quire cannot provide, as human descriptions:
 * "Comic Sans" for an unknown family, "Inter 950" for a weight the family lacks.
 * An empty list means every font is available.
 */
export function unknownFonts(fonts: Pick<FontSpec, 'name' | 'variants'>[]): string[] {
  const missing: string[] = [];
  for (const spec of fonts) {
    const font = findFont(spec.name);
    if (!font) {
      missing.push(spec.name);
      continue;
    }
    for (const variant of spec.variants ?? []) {
      const parsed = parseVariant(variant);
      const shipped = parsed && (parsed.italic ? font.italicWeights : font.weights).includes(parsed.weight);
      if (!shipped) missing.push(`${font.family} ${variant}`);
    }
  }
  return missing;
}

/**
 * Refuses (400 VALIDATION_ERROR, unknown_fonts) what a document asks for that neither the catalog
 * nor the workspace's uploaded families provide: saving a document and previewing a draft refuse alike.
 */
export function refuseUnknownFonts(fonts: Pick<FontSpec, 'name' | 'variants'>[], uploadedFamilies: string[]): void {
  const uploaded = new Set(uploadedFamilies.map(normalizeFamily));
  const missing = unknownFonts(fonts.filter((f) => !uploaded.has(normalizeFamily(f.name))));
  if (missing.length === 0) return;
  const available = availableFonts()
    .map((f) => f.name)
    .join(', ');
  throw new AppError('VALIDATION_ERROR', { params: { field: 'fonts', rule: 'unknown_fonts', missing: missing.join(', '), available } });
}

/** Generic fallback matching the family's category. */
function stackOf(font: Pick<CatalogFont, 'family' | 'category'>): string {
  const generic = font.category === 'serif' ? 'serif' : font.category === 'monospace' ? 'monospace' : 'sans-serif';
  return `"${font.family}", ${generic}`;
}

/** How a font file is referenced: inlined (self-contained HTML) or by asset URL (printing). */
export type FontEmbedding = 'data' | 'url';

function fontFace(font: CatalogFont, subset: string, weight: string, italic: boolean, embed: FontEmbedding): string {
  const style = italic ? 'italic' : 'normal';
  const key = `${embed}:${font.id}/${subset}/${weight}/${style}`;
  const cached = faceCache.get(key);
  if (cached !== undefined) return cached;
  const file = `${font.id}-${subset}-${weight}-${style}.woff2`;
  let rule = '';
  try {
    const data = readFileSync(join(font.dir, 'files', file)); // also proves the file exists
    const src = embed === 'data' ? `data:font/woff2;base64,${data.toString('base64')}` : fontUrl(font.id, file);
    // font-display: block — a PDF must never be printed with a fallback font.
    rule =
      `@font-face{font-family:"${font.family}";font-style:${style};font-weight:${weight};font-display:block;` +
      `src:url(${src}) format("woff2");unicode-range:${font.unicodeRanges[subset]};}\n`;
  } catch {
    rule = ''; // this family does not ship this subset for this weight
  }
  faceCache.set(key, rule);
  return rule;
}

/** Code points outside Latin-1 and Latin Extended that the text uses. */
function nonLatinCodePoints(text: string): number[] {
  const found = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x250) continue;
    const cp = text.codePointAt(i)!;
    if (cp > 0xffff) i++;
    found.add(cp);
    if (found.size > 4096) break; // enough to decide; keep the scan bounded
  }
  return [...found];
}

function rangeHits(unicodeRange: string, codePoints: number[]): boolean {
  return unicodeRange.split(',').some((part) => {
    const [lo, hi] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => Number.parseInt(h, 16));
    if (lo === undefined || Number.isNaN(lo)) return false;
    const top = hi === undefined || Number.isNaN(hi) ? lo : hi;
    return codePoints.some((cp) => cp >= lo && cp <= top);
  });
}

/**
 * The rule that makes the master font the document's default. It must beat the framework:
 * Tailwind's preflight sets font-family on html from --default-font-family and `font-sans`
 * uses --font-sans (both inside @layer, so unlayered variables win); Bootstrap reads
 * --bs-body-font-family on body; UIkit sets a font on html and on headings.
 */
function masterRule(font: Pick<CatalogFont, 'family' | 'category'>, framework: Framework): string {
  const stack = stackOf(font);
  const slot = font.category === 'serif' ? '--font-serif' : font.category === 'monospace' ? '--font-mono' : '--font-sans';
  switch (framework) {
    case 'TAILWIND':
      // Variables unlayered (beat @layer theme); the element rule inside @layer base so that
      // utilities such as `font-serif` on <body> still win over it.
      return `:root,:host{${slot}:${stack};--default-font-family:${stack};}\n@layer base{html,:host,body{font-family:${stack};}}\n`;
    case 'BOOTSTRAP':
      return `:root{--bs-body-font-family:${stack};--bs-font-sans-serif:${stack};}\nhtml,body{font-family:${stack};}\n`;
    case 'UIKIT':
      return (
        `html,body{font-family:${stack};}\n` +
        `h1,h2,h3,h4,h5,h6,.uk-h1,.uk-h2,.uk-h3,.uk-h4,.uk-h5,.uk-h6,.uk-heading-small,.uk-heading-medium,` +
        `.uk-heading-large,.uk-heading-xlarge,.uk-heading-2xlarge,.uk-heading-3xlarge,.uk-logo,.uk-navbar-item,` +
        `.uk-navbar-nav>li>a,.uk-navbar-toggle{font-family:inherit;}\n`
      );
    default:
      return `html,body{font-family:${stack};}\n`;
  }
}

/** The printed rules (asset URLs, a few hundred bytes) of pages without non-latin text, by fonts and framework. */
const latinCss = new Lru<string, string>(200);

/**
 * @font-face rules for every listed weight of every known font (unknown ones are skipped:
 * saving a document already refuses them via unknownFonts), plus the master font rule.
 * `text` is the page's HTML, used to pick the non-latin subsets it needs. `embed`: 'data'
 * (default) inlines the woff2 as data: URIs; 'url' references Quire's asset origin (assets.ts).
 */
export function fontFaceCss(fonts: FontSpec[], options: { framework?: Framework; text?: string; embed?: FontEmbedding } = {}): string {
  const codePoints = options.text ? nonLatinCodePoints(options.text) : [];
  // A latin page's rules depend on the fonts and framework only: kept, as most pages are. Not
  // the data: URI rules, whose fonts faceCache already holds once each.
  const key = codePoints.length === 0 && options.embed === 'url' ? `${options.framework ?? ''}|${JSON.stringify(fonts)}` : null;
  const kept = key === null ? undefined : latinCss.get(key);
  if (kept !== undefined) return kept;
  let css = '';
  const seen = new Set<string>();
  for (const spec of fonts) {
    const font = findFont(spec.name);
    if (!font) continue;
    const subsets = Object.keys(font.unicodeRanges).filter(
      (s) => ALWAYS_SUBSETS.includes(s) || (codePoints.length > 0 && rangeHits(font.unicodeRanges[s]!, codePoints)),
    );
    const variants = spec.variants && spec.variants.length > 0 ? spec.variants : ['400'];
    for (const variant of variants) {
      const parsed = parseVariant(variant);
      if (!parsed || seen.has(`${font.id}:${parsed.weight}:${parsed.italic}`)) continue;
      seen.add(`${font.id}:${parsed.weight}:${parsed.italic}`);
      for (const subset of subsets) css += fontFace(font, subset, parsed.weight, parsed.italic, options.embed ?? 'data');
    }
  }
  const master = fonts.find((f) => f.master && findFont(f.name));
  if (master) css += masterRule(findFont(master.name)!, options.framework ?? 'NONE');
  if (key !== null) latinCss.set(key, css);
  return css;
}

const FONT_FORMATS: Record<string, string> = {
  'font/woff2': 'woff2',
  'font/woff': 'woff',
  'font/ttf': 'truetype',
  'font/otf': 'opentype',
};

/**
 * @font-face rules for the account's uploaded fonts a document uses; `srcOf` gives each file's
 * URL (the asset origin when printing, a data: URI in headers and footers). A master one
 * becomes the default font, as a catalog master would (only when no catalog font is master).
 */
export function customFontCss(fonts: CustomFont[], framework: Framework, srcOf: (font: CustomFont) => string, catalogMaster = false): string {
  let css = '';
  for (const font of fonts) {
    const format = FONT_FORMATS[font.contentType];
    css +=
      `@font-face{font-family:"${cssString(font.family)}";font-style:${font.style};font-weight:${font.weight};font-display:block;` +
      `src:url("${srcOf(font)}")${format ? ` format("${format}")` : ''};}\n`;
  }
  const master = fonts.find((f) => f.master);
  if (master && !catalogMaster) css += masterRule({ family: cssString(master.family), category: 'sans-serif' }, framework);
  return css;
}

/** A family name read from an uploaded file, safe inside a CSS double-quoted string. */
const cssString = (value: string): string => value.replace(/["\\<>\n\r]/g, '');

/** Whether a catalog font is the master (it then wins over an uploaded master). */
export const hasCatalogMaster = (fonts: FontSpec[]): boolean => fonts.some((f) => f.master && findFont(f.name));
