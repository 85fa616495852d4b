/**
 * Batch benchmark (issue 20): a 10,000-item invoice batch through POST /v1/batches (SQLite,
 * local storage) against raw puppeteer-core printing the same self-contained page on warm
 * pages of the same chromium-headless-shell, in the same run. Also: the p50 of synchronous
 * POST /v1/generate while the batch runs (the share of the pool left to it), and the RSS of
 * Quire + its Chromium sampled during the batch (peak, and at 10% / 50% / 100%).
 *
 *   npx tsx bench/batch.ts [--items 10000] [--output files|merged|zip] [--raw 1000] [--sync 50]
 *
 * Raw Chromium runs with as many pages as the batch may use (BATCH_POOL_SHARE x
 * RENDER_CONCURRENCY), so the ratio compares like with like; a second raw figure uses the
 * whole pool.
 */
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startQuire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import { batchRenderSlots } from '../src/modules/batches/lanes.js';
import { fixtureInput, percentile, timed } from './fixture.js';
import { treeMemory } from './memory.js';
import { benchDataDir } from './data-dir.js';

const { values: opt } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    output: { type: 'string', default: 'files' },
    raw: { type: 'string', default: '1000' },
    sync: { type: 'string', default: '50' },
  },
});
const items = Number(opt.items);
const dataDir = await benchDataDir('quire-bench-batch-');
const quire = await startQuire(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PREVIEW_DEBOUNCE_MS: '60000',
    DEFAULT_GENERATION_CREDITS: '1000000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
  }),
);
const input = fixtureInput();
const account = await quire.services.accounts.create('bench@example.com', 'correct horse battery staple');
const { token } = await quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${quire.url}${path}`, {
    method,
    headers: { 'x-api-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
};
const doc = await call('POST', '/v1/documents', { name: 'Invoice (batch benchmark)' });
const { body, framework, format, landscape, fonts, variables } = input;
await call('PATCH', `/v1/documents/${doc.id}`, { body, framework, format, landscape, fonts, variables });
const pages = quire.config.RENDER_CONCURRENCY;
const lanes = batchRenderSlots(quire.config);
console.log(`Quire ${quire.url}: SQLite, local storage, RENDER_CONCURRENCY=${pages}, batch render slots per node ${lanes} (${availableParallelism()} cores)`);

const syncOnce = () => call('POST', '/v1/generate', { documentId: doc.uuid, variables });
for (let i = 0; i < 10; i++) await syncOnce();
const idleSync: number[] = [];
for (let i = 0; i < Number(opt.sync); i++) idleSync.push(await timed(syncOnce));

// Raw Chromium on the same page, before the batch (same machine, same run).
const html = await quire.deps.renderer.buildHtml(input, { assets: 'inline' });
async function rawThroughput(n: number, concurrency: number): Promise<number> {
  const browser = await puppeteer.launch({
    executablePath: quire.config.CHROMIUM_PATH,
    headless: 'shell',
    pipe: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const tabs = await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const p = await browser.newPage();
        await p.setJavaScriptEnabled(false);
        return p;
      }),
    );
    const print = async (p: (typeof tabs)[number]) => {
      await p.setContent(html, { waitUntil: 'load', timeout: 0 });
      await p.pdf({ format: input.format, landscape: input.landscape, printBackground: true, preferCSSPageSize: true, tagged: false, timeout: 0 });
    };
    for (const t of tabs) await print(t);
    let next = 0;
    const ms = await timed(() =>
      Promise.all(
        tabs.map(async (t) => {
          while (next++ < n) await print(t);
        }),
      ),
    );
    return n / (ms / 1000);
  } finally {
    await browser.close();
  }
}
const rawLanes = await rawThroughput(Number(opt.raw), lanes);
const rawPool = await rawThroughput(Number(opt.raw), pages);

const rss = () => {
  const m = treeMemory(process.pid);
  return m.self.rss + m.children.rss;
};
const started = Date.now();
const accepted = await call('POST', '/v1/batches', {
  documentId: doc.uuid,
  output: opt.output,
  items: Array.from({ length: items }, (_, i) => ({ variables: { ...variables, number: `INV-${i}` }, filename: `invoice-${i}` })),
});
let peak = 0;
const marks: string[] = [];
const syncDuring: number[] = [];
let state: any;
for (;;) {
  peak = Math.max(peak, rss());
  state = await call('GET', `/v1/batches/${accepted.id}`);
  const progress = (state.done + state.failed) / items;
  for (const at of [0.1, 0.5])
    if (progress >= at && !marks.some((m) => m.startsWith(`${at * 100}%`))) marks.push(`${at * 100}% ${(rss() / 2 ** 20).toFixed(0)} MB`);
  if (!['queued', 'running'].includes(state.status)) break;
  if (syncDuring.length < Number(opt.sync)) syncDuring.push(await timed(syncOnce));
  else await new Promise((r) => setTimeout(r, 500));
}
const seconds = (Date.now() - started) / 1000;
marks.push(`100% ${(rss() / 2 ** 20).toFixed(0)} MB`);
const pps = (state.done + state.failed) / seconds;
console.log(
  `\nBatch of ${items} (${opt.output}): ${state.status}, ${state.done} done, ${state.failed} failed in ${seconds.toFixed(1)} s = ${pps.toFixed(1)} PDFs/s`,
);
console.log(`  raw Chromium, ${lanes} page(s): ${rawLanes.toFixed(1)}/s -> batch / raw = ${(pps / rawLanes).toFixed(2)} (goal >= 0.9)`);
console.log(`  raw Chromium, ${pages} page(s) (whole pool): ${rawPool.toFixed(1)}/s -> batch / raw = ${(pps / rawPool).toFixed(2)}`);
console.log(
  `  synchronous POST /v1/generate p50: idle ${percentile(idleSync, 50).toFixed(1)} ms, with the batch running ${syncDuring.length ? percentile(syncDuring, 50).toFixed(1) : 'n/a'} ms`,
);
console.log(`  RSS of Quire + Chromium: peak ${(peak / 2 ** 20).toFixed(0)} MB; ${marks.join(', ')}`);
await quire.close();
await rm(dataDir, { recursive: true, force: true });
