/**
 * The fonts Quire can embed: Google fonts shipped offline by @fontsource packages. What a
 * family offers is read from the package itself (its files directory and metadata.json), so
 * the catalog can never promise a weight whose file is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The @fontsource packages bundled with Quire (see package.json). */
export const FONT_PACKAGES = [
  'inter',
  'roboto',
  'open-sans',
  'lato',
  'montserrat',
  'poppins',
  'source-sans-3',
  'noto-sans',
  'merriweather',
  'playfair-display',
  'roboto-mono',
  'ibm-plex-sans',
] as const;

export interface CatalogFont {
  /** Family name as used in CSS, e.g. "Source Sans 3". */
  family: string;
  /** Package id, prefix of its file names, e.g. "source-sans-3". */
  id: string;
  dir: string;
  /** serif, sans-serif, monospace, display, handwriting (Google's categories). */
  category: string;
  /** Weights shipped upright, e.g. ["400", "700"]. */
  weights: string[];
  /** Weights shipped in italic. */
  italicWeights: string[];
  /** subset name -> CSS unicode-range, e.g. latin -> "U+0000-00FF,...". */
  unicodeRanges: Record<string, string>;
}

interface FontsourceMetadata {
  family: string;
  category: string;
  subsets: string[];
}

const require = createRequire(import.meta.url);

function loadFont(id: string): CatalogFont | null {
  let dir: string;
  try {
    dir = dirname(require.resolve(`@fontsource/${id}/package.json`));
  } catch {
    return null; // package not installed: the family is simply not offered
  }
  const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  const unicodeRanges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  // Weights we can serve are those with a latin woff2 file: "<id>-latin-<weight>-<style>.woff2".
  const pattern = new RegExp(`^${id}-latin-(\\d{3})-(normal|italic)\\.woff2$`);
  const upright = new Set<string>();
  const italic = new Set<string>();
  for (const file of readdirSync(join(dir, 'files'))) {
    const match = pattern.exec(file);
    if (match) (match[2] === 'italic' ? italic : upright).add(match[1]!);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => Number(a) - Number(b));
  return {
    family: meta.family,
    id,
    dir,
    category: meta.category,
    weights: sorted(upright),
    italicWeights: sorted(italic),
    unicodeRanges: Object.fromEntries(meta.subsets.filter((s) => unicodeRanges[s]).map((s) => [s, unicodeRanges[s]!])),
  };
}

let catalog: Map<string, CatalogFont> | null = null;

/** Lower-cased family name without spaces -> font; read once from disk. */
export function fontCatalog(): Map<string, CatalogFont> {
  if (!catalog) {
    catalog = new Map();
    for (const id of FONT_PACKAGES) {
      const font = loadFont(id);
      if (font && font.weights.length > 0) catalog.set(normalizeFamily(font.family), font);
    }
  }
  return catalog;
}

/** "Open Sans", "open sans" and "OpenSans" name the same family. */
export const normalizeFamily = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

export function findFont(name: string): CatalogFont | undefined {
  return fontCatalog().get(normalizeFamily(name));
}

/**
 * A variant as documents write it: "400", "700italic", "700i", "italic" (= 400 italic),
 * "regular" or "normal" (= 400). Returns null when it is not a variant at all.
 */
export function parseVariant(variant: string): { weight: string; italic: boolean } | null {
  const match = /^\s*(\d{3})?\s*(italic|i|regular|normal)?\s*$/i.exec(String(variant));
  if (!match || (!match[1] && !match[2])) return null;
  const style = (match[2] ?? '').toLowerCase();
  return { weight: match[1] ?? '400', italic: style === 'italic' || style === 'i' };
}
