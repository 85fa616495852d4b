/**
 * The 50-page report: a Tailwind table of 1,500 rows with a header (uploaded logo, uploaded
 * font) and a footer ("Page X of Y") through POST /v1/generate (SQLite, local storage), beside
 * raw puppeteer printing the same final body HTML on a warm page of the same
 * chromium-headless-shell with Chromium's own header/footer templates (logo inlined, page
 * numbers by Chromium) — what a user of raw Chromium would do. Runs interleaved, in the same
 * process, so both sides see the same background load. Then the same report tagged.
 *
 *   npx tsx bench/report.ts [--runs 12] [--warmup 2]
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { startQuire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from '../src/render/assets.js';
import { PdfFile } from '../src/render/pdf-objects.js';
import { countPdfPages } from '../src/render/pdf-pages.js';
import { USER_ASSET_PREFIX } from '../src/render/template-data.js';
import { makeFont, makePng, TEST_FONT_FAMILY } from '../test/support/assets.js';
import { percentile, timed } from './fixture.js';
import { benchDataDir } from './data-dir.js';

const { values: opt } = parseArgs({ options: { runs: { type: 'string', default: '12' }, warmup: { type: 'string', default: '2' } } });
const runs = Number(opt.runs);

const dataDir = await benchDataDir('quire-bench-report-');
const quire = await startQuire(
  loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PREVIEW_DEBOUNCE_MS: '60000',
    DEFAULT_GENERATION_CREDITS: '1000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
  }),
);
const account = await quire.services.accounts.create('bench-report@example.com', 'correct horse battery staple');
const ctx = operatorCtx(account.id);
const { token } = await quire.services.apiKeys.create(ctx, 'bench');
await quire.services.assets.upload(ctx, { name: 'logo.png', bytes: makePng(240, 60, [30, 90, 200]) });
await quire.services.assets.upload(ctx, { name: 'brand.ttf', bytes: makeFont() });

const rows = Array.from({ length: 1500 }, (_, i) => ({
  sku: `SKU-${10000 + i}`,
  name: `Item number ${i + 1}`,
  qty: (i % 7) + 1,
  price: ((i * 37) % 1000) / 10,
}));
const variables = { company: 'Acme GmbH', rows };
const body = `<h1 class="text-2xl font-bold mb-4">Inventory report</h1>
<table class="w-full text-sm"><thead><tr class="border-b"><th class="text-left">SKU</th><th class="text-left">Item</th><th class="text-right">Qty</th><th class="text-right">Price</th></tr></thead>
<tbody>{{#each rows}}<tr class="border-b border-gray-200" style="height:7.4mm"><td>{{sku}}</td><td>{{name}}</td><td class="text-right">{{qty}}</td><td class="text-right">{{formatNumber price 2}}</td></tr>{{/each}}</tbody></table>`;
const header = `<div class="flex items-center justify-between" style="font-family:'${TEST_FONT_FAMILY}'"><img src="{{asset "logo.png"}}" style="height:8mm"><span>{{company}}</span></div>`;
const footer = '<div class="text-right">Page {{pageNumber}} of {{totalPages}}</div>';
const margins = { top: 22, right: 15, bottom: 18, left: 15 };

const api = async (method: string, path: string, payload: unknown) => {
  const res = await fetch(`${quire.url}${path}`, {
    method,
    headers: { 'x-api-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
};
const doc = await api('POST', '/v1/documents', { name: 'Report (benchmark)' });
await api('PATCH', `/v1/documents/${doc.id}`, {
  body,
  header,
  footer,
  margins,
  framework: 'TAILWIND',
  fonts: [{ name: TEST_FONT_FAMILY, variants: ['700'] }],
  variables: {},
});
const generate = () => api('POST', '/v1/generate', { documentId: doc.uuid, variables });

// Raw side: the body exactly as Quire prints it, Chromium's header/footer templates.
const input = await (await import('../src/modules/documents/render-input.js')).renderInputOf(
  quire.deps,
  await quire.deps.db.selectFrom('documents').selectAll().where('id', '=', doc.id).executeTakeFirstOrThrow(),
  variables,
);
const html = await quire.deps.renderer.buildHtml(input, { assets: 'linked' });
const logoKey = input.assets!['logo.png']!;
const logo = (await quire.services.assets.load(logoKey))!;
const logoData = `data:image/png;base64,${logo.body.toString('base64')}`;
const browser = await puppeteer.launch({
  executablePath: quire.config.CHROMIUM_PATH,
  headless: 'shell',
  pipe: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
await page.setJavaScriptEnabled(false);
await page.setRequestInterception(true);
page.on('request', (request) => {
  const url = request.url();
  if (url.startsWith(USER_ASSET_PREFIX)) {
    void quire.services.assets
      .load(decodeURIComponent(url.slice(USER_ASSET_PREFIX.length)))
      .then((a) => (a ? request.respond({ status: 200, headers: ASSET_HEADERS, contentType: a.contentType, body: a.body }) : request.abort('blockedbyclient')));
    return;
  }
  const asset = url.startsWith(ASSET_ORIGIN) ? resolveAsset(url) : null;
  if (asset) void request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
  else if (url.startsWith('data:')) void request.continue();
  else void request.abort('blockedbyclient');
});
let rawPages = 0;
const raw = async () => {
  await page.setContent(html, { waitUntil: 'load', timeout: 0 });
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    tagged: false,
    outline: false,
    displayHeaderFooter: true,
    headerTemplate: `<div style="width:100%;padding:0 15mm;display:flex;justify-content:space-between;font-size:10pt"><img src="${logoData}" style="height:8mm"><span>Acme GmbH</span></div>`,
    footerTemplate:
      '<div style="width:100%;padding:0 15mm;text-align:right;font-size:10pt">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
  });
  rawPages = countPdfPages(pdf);
};

let quirePages = 0;
const viaQuire = async () => {
  const { url } = await generate();
  // PORT 0: the public URL names port 0; fetch the same path from where Quire listens.
  // Through the page tree: the headers' incremental update holds a second version of each page object.
  quirePages = new PdfFile(Buffer.from(await (await fetch(new URL(new URL(url).pathname, quire.url))).arrayBuffer())).pages().length;
};

async function measure(label: string, target?: number): Promise<{ q: number; r: number }> {
  for (let i = 0; i < Number(opt.warmup); i++) {
    await viaQuire();
    await raw();
  }
  const q: number[] = [],
    r: number[] = [];
  for (let i = 0; i < runs; i++) {
    q.push(await timed(viaQuire));
    r.push(await timed(raw));
  }
  const qp = percentile(q, 50),
    rp = percentile(r, 50);
  console.log(`\n${label}: ${quirePages} pages via Quire, ${rawPages} raw; ${runs} runs each, interleaved`);
  console.log(`  POST /v1/generate (+ download)   p50 ${qp.toFixed(0).padStart(6)} ms   ${(quirePages / (qp / 1000)).toFixed(1)} pages/s`);
  console.log(`  raw Chromium (header template)  p50 ${rp.toFixed(0).padStart(6)} ms   ${(rawPages / (rp / 1000)).toFixed(1)} pages/s`);
  console.log(`  ratio Quire / raw = ${(qp / rp).toFixed(2)}${target ? ` (target <= ${target})` : ''}`);
  return { q: qp, r: rp };
}

try {
  const untagged = await measure('Report, untagged', 1.15); // issue 18's target
  await api('PATCH', `/v1/documents/${doc.id}`, { tagged: true });
  const tagged = await measure('Report, tagged (Quire only is tagged; raw stays untagged)');
  console.log(
    `\nTagged vs untagged through Quire: p50 ${tagged.q.toFixed(0)} ms vs ${untagged.q.toFixed(0)} ms = ${((tagged.q / untagged.q - 1) * 100).toFixed(0)}% slower`,
  );
} finally {
  await browser.close();
  await quire.close();
  await rm(dataDir, { recursive: true, force: true });
}
