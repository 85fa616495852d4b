/**
 * End-to-end generation benchmark: POST /v1/generate over HTTP (SQLite, local storage, default
 * render concurrency) against raw puppeteer-core printing the renderer's own final HTML on
 * warm pages of the same chromium-headless-shell. Two raw baselines: the self-contained page
 * (`buildHtml(input, { assets: 'inline' })`, fonts as data: URIs; the target ratios use this
 * one) and the exact page the pool prints (`assets: 'linked'`, assets answered from memory).
 *
 *   npx tsx bench/generate.ts             latency (sequential) and throughput (concurrent)
 *   npx tsx bench/generate.ts --memory    RSS of Quire + its Chromium after 100 vs 2,000 renders
 *
 * Options: --warmup 20 --sequential 200 --concurrent 400 --concurrency 8 --renders 2000
 *          --restart-after N (RENDER_RESTART_AFTER; e.g. 1000000 to watch memory without recycling)
 *
 * The machine may be shared: Quire and raw runs are interleaved (one render each in turn
 * sequentially, alternating blocks concurrently) so both sides see the same background load.
 * Renderer.renderPdf called in-process splits Quire's overhead between the render pipeline
 * and HTTP + database + storage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startQuire, type Quire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from '../src/render/assets.js';
import type { RenderInput } from '../src/render/types.js';
import { collectGarbage, treeMemory, type Memory } from './memory.js';
import { fixtureInput, percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '20' },
    sequential: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    renders: { type: 'string', default: '2000' },
    'restart-after': { type: 'string' },
  },
});
const n = (k: keyof typeof opt) => Number(opt[k]);

const dataDir = await mkdtemp(join(tmpdir(), 'quire-bench-'));
const quire = await startQuire(loadConfig({
  DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn',
  DEFAULT_GENERATION_CREDITS: '1000000000', RATE_LIMIT_PER_MINUTE: '1000000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
  RENDER_RESTART_AFTER: opt['restart-after'],
}));
const input: RenderInput = fixtureInput();
const account = await quire.services.accounts.create('bench@example.com', 'correct horse battery staple');
const { token } = await quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
const documentId = await createFixtureDocument(quire, token, input);
const pages = quire.config.RENDER_CONCURRENCY;
console.log(`Quire ${quire.url}: SQLite, local storage, RENDER_CONCURRENCY=${pages} (${availableParallelism()} cores), chromium-headless-shell`);

// A lean keep-alive HTTP client, as a load generator would be: fetch (undici) costs ~2 ms of
// CPU per call, which on two cores comes out of Chromium's share and is not Quire's cost.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const target = new URL(quire.url);
const payload = JSON.stringify({ documentId, variables: input.variables });

function generateOnce(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: target.hostname, port: target.port, path: '/v1/generate', method: 'POST', agent,
      headers: { 'x-api-token': token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`generate: ${res.statusCode} ${Buffer.concat(chunks)}`))));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function speedRun(): Promise<void> {
  const html = await quire.deps.renderer.buildHtml(input, { assets: 'inline' });
  const linkedHtml = await quire.deps.renderer.buildHtml(input, { assets: 'linked' });
  const raw = await RawPool.start(pages, input);
  try {
    for (let i = 0; i < n('warmup'); i++) {
      await generateOnce();
      await raw.render(html);
      await raw.render(linkedHtml);
      await quire.deps.renderer.renderPdf(input);
    }
    const e2e: number[] = [], rawMs: number[] = [], rawLinked: number[] = [], renderer: number[] = [];
    for (let i = 0; i < n('sequential'); i++) {
      e2e.push(await timed(generateOnce));
      rawMs.push(await timed(() => raw.render(html)));
      renderer.push(await timed(() => quire.deps.renderer.renderPdf(input)));
      rawLinked.push(await timed(() => raw.render(linkedHtml)));
    }
    const row = (name: string, d: number[]) => console.log(`  ${name.padEnd(34)} p50 ${percentile(d, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(d, 90).toFixed(1).padStart(6)} ms`);
    console.log(`\nSequential, ${n('sequential')} renders each (after ${n('warmup')} warm-up):`);
    row('POST /v1/generate (end to end)', e2e);
    row('Renderer.renderPdf (in-process)', renderer);
    row('raw puppeteer, inline HTML', rawMs);
    row('raw puppeteer, linked HTML', rawLinked);
    const latency = percentile(e2e, 50) / percentile(rawMs, 50);
    console.log(`  end-to-end p50 / raw p50 = ${latency.toFixed(2)} (target <= 1.30)`);
    console.log(`  end-to-end p50 / raw linked p50 = ${(percentile(e2e, 50) / percentile(rawLinked, 50)).toFixed(2)}; renderPdf / raw linked = ${(percentile(renderer, 50) / percentile(rawLinked, 50)).toFixed(2)}`);

    const total = n('concurrent'), concurrency = n('concurrency'), blocks = 4;
    let quireMs = 0, rawTotalMs = 0, rawLinkedMs = 0;
    for (let b = 0; b < blocks; b++) {
      quireMs += await timed(() => parallel(total / blocks, concurrency, generateOnce));
      rawTotalMs += await timed(() => parallel(total / blocks, concurrency, () => raw.render(html)));
      rawLinkedMs += await timed(() => parallel(total / blocks, concurrency, () => raw.render(linkedHtml)));
    }
    const qps = total / (quireMs / 1000), rps = total / (rawTotalMs / 1000), lps = total / (rawLinkedMs / 1000);
    console.log(`\nThroughput, ${total} renders at client concurrency ${concurrency} (${pages} pages on each side):`);
    console.log(`  Quire ${qps.toFixed(1)}/s   raw inline ${rps.toFixed(1)}/s   ratio ${(qps / rps).toFixed(2)} (target >= 0.85)`);
    console.log(`  raw linked ${lps.toFixed(1)}/s   ratio ${(qps / lps).toFixed(2)}`);
  } finally {
    await raw.close();
  }
}

async function memoryRun(): Promise<void> {
  const total = n('renders');
  const report = (label: string, m: Memory) =>
    console.log(`  ${label.padEnd(12)} Quire RSS ${mb(m.self.rss)}   Chromium RSS ${mb(m.children.rss)} (${m.children.count} processes, PSS ${mb(m.children.pss)})   total RSS ${mb(m.self.rss + m.children.rss)}`);
  console.log(`\nMemory, ${total} renders at client concurrency ${n('concurrency')}, browser recycled every ${quire.config.RENDER_RESTART_AFTER} renders:`);
  // Checkpoints between recycles too: right after one, Chromium is fresh and proves nothing.
  const checkpoints = [...new Set([100, 500, 900, 1500, 1900, total].filter((c) => c <= total))].sort((a, b) => a - b);
  let done = 0;
  let first: Memory | null = null;
  let last: Memory | null = null;
  for (const at of checkpoints) {
    await parallel(at - done, n('concurrency'), generateOnce);
    done = at;
    await collectGarbage();
    last = treeMemory(process.pid);
    first ??= last;
    report(`after ${at}`, last);
  }
  const sum = (m: Memory) => m.self.rss + m.children.rss;
  const growth = sum(last!) / sum(first!) - 1;
  console.log(`  total RSS after ${total} vs after ${checkpoints[0]}: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (target within 10%); browser restarts: ${quire.deps.renderer.health().restarts}`);
}

/** Runs `count` tasks, `concurrency` at a time. */
async function parallel(count: number, concurrency: number, task: () => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next++ < count) await task();
  }));
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

async function createFixtureDocument(q: Quire, apiToken: string, doc: RenderInput): Promise<string> {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${q.url}${path}`, { method, headers: { 'x-api-token': apiToken, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number; uuid: string }>;
  };
  const created = await call('POST', '/v1/documents', { name: 'Invoice (benchmark fixture)' });
  const { body, framework, format, landscape, fonts, variables } = doc;
  await call('PATCH', `/v1/documents/${created.id}`, { body, framework, format, landscape, fonts, variables });
  // Let the preview that PATCH scheduled finish, so it does not land inside a measurement.
  const until = Date.now() + 15_000;
  while (Date.now() < until && (q.previews.stats().renders === 0 || q.deps.renderer.health().active > 0)) await new Promise((r) => setTimeout(r, 50));
  return created.uuid;
}

/**
 * Warm pages of a plain puppeteer browser: the same binary, JavaScript off like Quire's
 * pages. Inline HTML is self-contained (data: URIs only); linked HTML is what the pool prints.
 */
class RawPool {
  private constructor(private readonly browser: Browser, private readonly idle: Page[], private readonly input: RenderInput) {}
  private readonly waiting: ((p: Page) => void)[] = [];

  static async start(size: number, input: RenderInput): Promise<RawPool> {
    const browser = await puppeteer.launch({
      executablePath: quire.config.CHROMIUM_PATH, headless: 'shell', pipe: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions', '--disable-background-networking'],
    });
    const pagesList: Page[] = [];
    for (let i = 0; i < size; i++) {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      // Linked HTML names Quire's asset origin: answer it from memory, as the pool does.
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const asset = request.url().startsWith(ASSET_ORIGIN) ? resolveAsset(request.url()) : null;
        if (asset) void request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
        else if (request.url().startsWith('data:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
      pagesList.push(page);
    }
    return new RawPool(browser, pagesList, input);
  }

  async render(html: string): Promise<Uint8Array> {
    const page = this.idle.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 0 });
      return await page.pdf({
        format: this.input.format, landscape: this.input.landscape, printBackground: true, preferCSSPageSize: true,
        tagged: false, outline: false, pageRanges: `1-${quire.config.RENDER_MAX_PAGES + 1}`, timeout: 0,
      });
    } finally {
      const waiter = this.waiting.shift();
      if (waiter) waiter(page);
      else this.idle.push(page);
    }
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

// Last: the class above must be initialized before the runs use it.
try {
  if (opt.memory) await memoryRun();
  else await speedRun();
} finally {
  await quire.close();
  await rm(dataDir, { recursive: true, force: true });
}
