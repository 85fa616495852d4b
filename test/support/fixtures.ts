import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderInput } from '../../src/render/types.js';

/** Fixtures live in the repository (test/fixtures), so a clone from anywhere passes. */
export const FIXTURES_DIR = process.env.QUIRE_FIXTURES ?? fileURLToPath(new URL('../fixtures', import.meta.url));
export const INVOICE_DIR = `${FIXTURES_DIR}/invoice`;

/** A plain A4 document of `body` (no framework, no fonts, no variables) with `more` on top. */
export const plainInput = (body: string, more: Partial<RenderInput> = {}): RenderInput => ({
  body,
  variables: {},
  framework: 'NONE',
  format: 'A4',
  landscape: false,
  fonts: [],
  ...more,
});

/** The invoice fixture (or another fixture directory of the same files) as a RenderInput. */
export function fixtureInput(dir = INVOICE_DIR): RenderInput {
  const doc = JSON.parse(readFileSync(join(dir, 'document.json'), 'utf8'));
  return {
    body: readFileSync(join(dir, 'template.hbs'), 'utf8'),
    variables: JSON.parse(readFileSync(join(dir, 'variables.json'), 'utf8')),
    framework: doc.framework,
    format: doc.format,
    landscape: doc.landscape,
    fonts: doc.fonts,
  };
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
