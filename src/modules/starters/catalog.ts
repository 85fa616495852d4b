/**
 * Starters: professionally laid out documents shipped as files in the repository, one folder
 * each under `starters/<id>/`:
 *   starter.json          name, description, page settings, fonts, locales, frameworks
 *   template.hbs          the body; header.hbs / footer.hbs (optional) the page furniture
 *   variables.<locale>.json  realistic sample variables, one file per locale (the first is the default)
 *   schema.json           the variables' JSON Schema (issue 39): a document made from the starter
 *                         refuses renders that lack what it needs (every locale's sample passes it)
 *   thumbnail.png         the first page, shown by the dashboard's gallery
 *   README.md             one line: what it is for
 * They are read once, at first use, and kept: they change only with a new release.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../core/errors.js';
import type { FontSpec, Framework, Margins, PaperFormat } from '../../render/types.js';
import type { DocumentCreate } from '../documents/schema.js';

/** Same depth from src/modules/starters and dist/modules/starters. */
export const STARTERS_DIR = fileURLToPath(new URL('../../../starters/', import.meta.url));

export interface Starter {
  id: string;
  name: string;
  description: string;
  framework: Framework;
  /** Every framework the starter renders correctly with (tested); the first is the one it is created with. */
  frameworks: Framework[];
  format: PaperFormat;
  landscape: boolean;
  margins: Margins | null;
  headerOnFirstPage: boolean;
  fonts: FontSpec[];
  lang: string;
  title: string | null;
  body: string;
  header: string;
  footer: string;
  /** The variables' JSON Schema (draft 2020-12), from schema.json; null when the starter has none. */
  variablesSchema: Record<string, unknown> | null;
  /** Sample variables per locale (BCP 47), in the order of starter.json's `locales`. */
  variables: Record<string, Record<string, unknown>>;
  locales: string[];
  /**
   * Per locale: the page count and texts its sample renders to (the render test checks them),
   * and the paper when the sample's `paper` variable sets another than `format` (US Letter).
   */
  expects: Record<string, { pages: number; text: string[]; paper?: string }>;
}

let cache: Starter[] | null = null;

const read = (dir: string, file: string): string | null => {
  const p = path.join(dir, file);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
};

function load(): Starter[] {
  if (!fs.existsSync(STARTERS_DIR)) return [];
  const ids = fs
    .readdirSync(STARTERS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return ids.map((id) => {
    const dir = path.join(STARTERS_DIR, id);
    const meta = JSON.parse(read(dir, 'starter.json') ?? '{}') as Omit<Starter, 'id' | 'body' | 'header' | 'footer' | 'variables' | 'variablesSchema'>;
    const schema = read(dir, 'schema.json');
    const variables = Object.fromEntries(meta.locales.map((l) => [l, JSON.parse(read(dir, `variables.${l}.json`) ?? '{}') as Record<string, unknown>]));
    return {
      ...meta,
      id,
      frameworks: meta.frameworks ?? [meta.framework],
      margins: meta.margins ?? null,
      headerOnFirstPage: meta.headerOnFirstPage ?? true,
      fonts: meta.fonts ?? [],
      title: meta.title ?? null,
      body: read(dir, 'template.hbs') ?? '',
      header: read(dir, 'header.hbs') ?? '',
      footer: read(dir, 'footer.hbs') ?? '',
      variables,
      variablesSchema: schema ? (JSON.parse(schema) as Record<string, unknown>) : null,
    };
  });
}

export function starters(): Starter[] {
  cache ??= load();
  return cache;
}

export function starterById(id: string): Starter | undefined {
  return starters().find((s) => s.id === id);
}

/** The thumbnail's bytes, or null when the starter (or its thumbnail) does not exist. */
export function starterThumbnail(id: string): Buffer | null {
  if (!starterById(id)) return null;
  const p = path.join(STARTERS_DIR, id, 'thumbnail.png');
  return fs.existsSync(p) ? fs.readFileSync(p) : null;
}

/**
 * A create request with `starter`: the starter's fields, under what the caller sent (a body
 * cannot be sent with a starter: that would be a blank document under another name).
 */
export function fromStarter(input: DocumentCreate): DocumentCreate {
  const s = starterById(input.starter!);
  if (!s) {
    throw new AppError('VALIDATION_ERROR', {
      params: {
        field: 'starter',
        rule: 'no_such_starter',
        available: starters()
          .map((x) => x.id)
          .join(', '),
      },
    });
  }
  if (input.body !== undefined) throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'starter_with_body' } });
  const { starter: _starter, ...given } = input;
  return {
    body: s.body,
    header: s.header,
    footer: s.footer,
    framework: s.framework,
    format: s.format,
    landscape: s.landscape,
    margins: s.margins,
    headerOnFirstPage: s.headerOnFirstPage,
    fonts: s.fonts,
    lang: s.lang,
    title: s.title,
    variables: s.variables[s.locales[0]],
    // Issue 39: the starter's schema, and its other locales' samples as named test data.
    variablesSchema: s.variablesSchema,
    samples: s.locales.slice(1).map((locale) => ({ name: locale, variables: s.variables[locale]! })),
    ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
    name: input.name,
  };
}
