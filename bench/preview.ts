/**
 * The editor's live preview: the invoice fixture's draft through POST /v1/documents/{id}/preview
 * over HTTP (SQLite, dashboard cookie), beside raw puppeteer-core printing the same page on a
 * warm page of the same chromium-headless-shell, interleaved one each in turn so both see the
 * same background load. Two raw baselines, as bench/generate.ts has: the self-contained page
 * (fonts as data: URIs) and the exact page the pool prints (assets linked, answered from memory).
 *
 *   npx tsx bench/preview.ts [--warmup 10] [--runs 100]
 *
 * Each draft differs from the last (a new customer name), as typing makes it. Target: preview
 * p50 within 1.2x of raw.
 */
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startQuire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from '../src/render/assets.js';
import { fixtureInput, percentile, timed } from './fixture.js';
import { benchDataDir } from './data-dir.js';

const { values: opt } = parseArgs({ options: { warmup: { type: 'string', default: '10' }, runs: { type: 'string', default: '100' } } });
const dataDir = await benchDataDir('quire-bench-preview-');
const quire = await startQuire(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PREVIEW_RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
    PREVIEW_DEBOUNCE_MS: '60000',
  }),
);
const input = fixtureInput();
const target = new URL(quire.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const origin = new URL(quire.config.publicUrl).origin;

function request(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        agent,
        headers: { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const email = 'bench-preview@example.com',
  password = 'correct horse battery staple';
await quire.services.accounts.create(email, password);
const login = await request('POST', '/v1/auth/login', { email, password });
const cookie = (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
const created = JSON.parse((await request('POST', '/v1/documents', { name: 'Invoice' }, { cookie })).body.toString());
let n = 0;
const draft = () => ({ ...input, variables: { ...input.variables, customer: { name: `Jane Doe ${++n}`, email: 'jane@example.com' } } });

async function previewOnce(): Promise<void> {
  const r = await request('POST', `/v1/documents/${created.id}/preview`, draft(), { cookie });
  if (r.status !== 200 || r.headers['content-type'] !== 'application/pdf') throw new Error(`preview: ${r.status} ${r.body.toString().slice(0, 200)}`);
}

// Raw: the self-contained page of the same draft (fonts as data: URIs), JavaScript off, as the pool prints.
const browser = await puppeteer.launch({
  executablePath: quire.config.CHROMIUM_PATH,
  headless: 'shell',
  pipe: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions', '--disable-background-networking'],
});
const page = await browser.newPage();
await page.setJavaScriptEnabled(false);
await page.setRequestInterception(true);
page.on('request', (request) => {
  const asset = request.url().startsWith(ASSET_ORIGIN) ? resolveAsset(request.url()) : null;
  if (asset) void request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
  else if (request.url().startsWith('data:')) void request.continue();
  else void request.abort('blockedbyclient');
});
async function rawOnce(): Promise<void> {
  await rawTimed('inline');
  await rawTimed('linked');
}
// buildHtml outside the timing on the raw side: only Chromium's work is the baseline.
async function rawTimed(assets: 'inline' | 'linked'): Promise<number> {
  const html = await quire.deps.renderer.buildHtml(draft(), { assets });
  return timed(async () => {
    await page.setContent(html, { waitUntil: 'load', timeout: 0 });
    await page.pdf({
      format: input.format,
      landscape: input.landscape,
      printBackground: true,
      preferCSSPageSize: true,
      tagged: false,
      outline: false,
      timeout: 0,
    });
  });
}

try {
  for (let i = 0; i < Number(opt.warmup); i++) {
    await previewOnce();
    await rawOnce();
  }
  const preview: number[] = [],
    raw: number[] = [],
    linked: number[] = [];
  for (let i = 0; i < Number(opt.runs); i++) {
    preview.push(await timed(previewOnce));
    raw.push(await rawTimed('inline'));
    linked.push(await rawTimed('linked'));
  }
  const row = (name: string, d: number[]) =>
    console.log(`  ${name.padEnd(50)} p50 ${percentile(d, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(d, 90).toFixed(1).padStart(6)} ms`);
  console.log(`Invoice draft, ${opt.runs} runs each, interleaved (after ${opt.warmup} warm-up), RENDER_CONCURRENCY=${quire.config.RENDER_CONCURRENCY}:`);
  row('POST /v1/documents/{id}/preview (HTTP, cookie)', preview);
  row('raw puppeteer, self-contained page', raw);
  row('raw puppeteer, linked page (what the pool prints)', linked);
  console.log(
    `  p50 ratio preview / raw = ${(percentile(preview, 50) / percentile(raw, 50)).toFixed(2)} (target <= 1.20); p90 ratio ${(percentile(preview, 90) / percentile(raw, 90)).toFixed(2)}`,
  );
  console.log(
    `  p50 ratio preview / raw linked = ${(percentile(preview, 50) / percentile(linked, 50)).toFixed(2)}; p90 ratio ${(percentile(preview, 90) / percentile(linked, 90)).toFixed(2)}`,
  );
} finally {
  await browser.close();
  await quire.close();
  agent.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
