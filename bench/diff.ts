/**
 * The rendered difference (issue 39): POST /v1/documents/{id}/diff of a 3-page invoice (the
 * invoice fixture with enough items for three A4 pages), the published version against a draft
 * with one word changed, over HTTP (SQLite, API token). The first diff of a process is timed on
 * its own (the compare worker starts and loads pdf.js; Chromium is warmed before), then `runs` more.
 *
 *   npx tsx bench/diff.ts [--runs 20] [--dist]
 *
 * Target: under 2 s per diff on this machine. Run by hand, not in tests.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { startQuire as StartQuire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import { benchDataDir } from './data-dir.js';
import { fixtureInput, percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, items: { type: 'string', default: '50' }, dist: { type: 'boolean', default: false } },
});
// --dist: the built server (`make server`), as production runs it: its compare worker is plain JavaScript, not loaded through tsx.
const { startQuire } = (await import(opt.dist ? '../dist/app/boot.js' : '../src/app/boot.js')) as { startQuire: typeof StartQuire };
const dataDir = await benchDataDir('quire-bench-diff-');
const quire = await startQuire(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
    PREVIEW_ACCOUNT_PAGES_PER_MINUTE: '1000000',
    PREVIEW_ACCOUNT_BYTES_PER_MINUTE: '100000000000',
    PREVIEW_DEBOUNCE_MS: '60000',
  }),
);

async function call(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${quire.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

try {
  const account = await quire.services.accounts.create('bench-diff@example.com', 'correct horse battery staple');
  const { token } = await quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
  const input = fixtureInput();
  const base = input.variables as { items: unknown[] };
  const items = Array.from({ length: Number(opt.items) }, (_, i) => base.items[i % base.items.length]);
  const created = await call('POST', '/v1/documents', token, {
    name: 'Invoice',
    body: input.body,
    framework: input.framework,
    format: input.format,
    fonts: input.fonts,
    publishing: 'manual',
    variables: { ...base, items },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  const patched = await call('PATCH', `/v1/documents/${id}`, token, { body: input.body.replace('Thank you for your business.', 'Thank you for your trust.') });
  if (patched.status !== 200) throw new Error(`patch: ${patched.status} ${JSON.stringify(patched.body)}`);

  // Chromium's first render (fonts, Tailwind) is not the diff's: one render before the clock.
  await quire.deps.renderer.renderPdf({ ...input, variables: { ...base, items } });

  let last: any;
  const once = async () => {
    const r = await call('POST', `/v1/documents/${id}/diff`, token, { from: 'published', to: 'draft' });
    if (r.status !== 200) throw new Error(`diff: ${r.status} ${JSON.stringify(r.body)}`);
    last = r.body;
  };
  const first = await timed(once);
  const changed = (last.changes as { page: number; changedRatio: number }[]).filter((c) => c.changedRatio > 0).map((c) => c.page);
  console.log(`3-page invoice? pages ${JSON.stringify(last.pageCount)}, changed pages ${JSON.stringify(changed)}`);
  const runs: number[] = [];
  for (let i = 0; i < Number(opt.runs); i++) runs.push(await timed(once));
  console.log(`POST /v1/documents/{id}/diff, published vs draft (one word), RENDER_CONCURRENCY=${quire.config.RENDER_CONCURRENCY}:`);
  console.log(`  first (compare worker cold)  ${first.toFixed(0).padStart(6)} ms`);
  console.log(
    `  next ${opt.runs} runs                 p50 ${percentile(runs, 50).toFixed(0).padStart(6)} ms   p90 ${percentile(runs, 90).toFixed(0).padStart(6)} ms   max ${Math.max(...runs).toFixed(0)} ms   (target < 2000 ms)`,
  );
} finally {
  await quire.close();
  await rm(dataDir, { recursive: true, force: true });
}
