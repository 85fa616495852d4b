/** The invoice fixture as a RenderInput, and the small timing helpers the benchmarks share. */
import { performance } from 'node:perf_hooks';
import type { RenderInput } from '../src/render/types.js';
import { fixtureInput as fromFixture, INVOICE_DIR, percentile } from '../test/support/fixtures.js';

export const FIXTURE_DIR = process.env.QUIRE_FIXTURE ?? INVOICE_DIR;
export const fixtureInput = (dir = FIXTURE_DIR): RenderInput => fromFixture(dir);
export { percentile };

/** Milliseconds `fn` took. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
