/**
 * What the MISSING_VARIABLE check (issue 39) adds to a render: the invoice starter expanded by
 * TemplatePool.expand, then by expandChecked with the check (body + footer), interleaved, on the
 * starter's sample and on a 1,500-line copy (which runs in a worker); and the walk alone, the
 * first parse, and the inference. A render of the invoice takes ~100 ms of Chromium besides.
 *
 *   npx tsx bench/missing-variables.ts [iterations]
 */
import { performance } from 'node:perf_hooks';
import { starterById } from '../src/modules/starters/catalog.js';
import { inferVariablesSchema, missingVariables } from '../src/render/template-analysis.js';
import { TemplatePool } from '../src/render/template-pool.js';
import { percentile } from './fixture.js';

const N = Number(process.argv[2] ?? 2000);
const starter = starterById('invoice');
if (!starter) throw new Error('the invoice starter is missing');
const sample = starter.variables[starter.locales[0]!]!;
const lines = (sample.items ?? sample.lines) as unknown[] | undefined;
const key = sample.items ? 'items' : 'lines';
const big = lines ? { ...sample, [key]: Array.from({ length: 1500 }, (_, i) => lines[i % lines.length]) } : sample;
const check = { furniture: [starter.header, starter.footer].filter(Boolean) };

async function compare(label: string, variables: Record<string, unknown>, n: number) {
  const pool = new TemplatePool({ threads: 1 });
  const plain: number[] = [];
  const checked: number[] = [];
  for (let i = 0; i < 50; i++) {
    await pool.expand(starter!.body, variables);
    await pool.expandChecked(starter!.body, variables, {}, check);
  }
  for (let i = 0; i < n; i++) {
    let t = performance.now();
    await pool.expand(starter!.body, variables);
    plain.push(performance.now() - t);
    t = performance.now();
    await pool.expandChecked(starter!.body, variables, {}, check);
    checked.push(performance.now() - t);
  }
  await pool.close();
  const row = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(3)} ms, p95 ${percentile(xs, 95).toFixed(3)} ms`;
  console.log(`${label}: expand ${row(plain)} | expand + check ${row(checked)}`);
}

const input = { templates: [starter.body], furniture: check.furniture };
let t = performance.now();
missingVariables(input, sample);
console.log(`first check (parses body and footer): ${(performance.now() - t).toFixed(2)} ms`);
const walks: number[] = [];
for (let i = 0; i < N; i++) {
  t = performance.now();
  missingVariables(input, sample);
  walks.push(performance.now() - t);
}
console.log(`the walk alone, cached trees (sample): p50 ${percentile(walks, 50).toFixed(4)} ms, p95 ${percentile(walks, 95).toFixed(4)} ms`);
t = performance.now();
const bigWalk = missingVariables(input, big);
console.log(`the walk alone, 1,500 lines: ${(performance.now() - t).toFixed(2)} ms (${bigWalk.length} missing)`);
t = performance.now();
inferVariablesSchema(input, sample);
console.log(`inference (cached trees): ${(performance.now() - t).toFixed(2)} ms`);
await compare('invoice sample (inline)', sample, N);
await compare('1,500 lines (worker)', big, Math.min(N, 200));
