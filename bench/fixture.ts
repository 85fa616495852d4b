/** The invoice fixture as a RenderInput, and the small timing helpers the benchmarks share. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { RenderInput } from '../src/render/types.js';

export const FIXTURE_DIR = process.env.QUIRE_FIXTURE ?? fileURLToPath(new URL('../test/fixtures/invoice', import.meta.url));

export function fixtureInput(dir = FIXTURE_DIR): RenderInput {
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

/** Milliseconds `fn` took. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
