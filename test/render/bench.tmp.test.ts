import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { Renderer } from '../../src/render/index.js';
import { rawChromiumDurations, summarize } from '../../bench/raw-chromium.js';

const fmt = (s: { p50: number; p95: number; mean: number }) => `p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} mean ${s.mean.toFixed(1)}`;
test('bench', async () => {
  const dir = '/work/shared/fixtures/invoice/';
  const doc = JSON.parse(readFileSync(dir + 'document.json', 'utf8'));
  const input = { ...doc, body: readFileSync(dir + 'template.hbs', 'utf8'), variables: JSON.parse(readFileSync(dir + 'variables.json', 'utf8')) };
  const r = await Renderer.start({ concurrency: 1 });
  const linked = await r.buildHtml(input, { assets: 'linked' });
  const inline = await r.buildHtml(input);
  for (let round = 0; round < 2; round++) {
    const d: number[] = [];
    for (let i = 0; i < 3; i++) await r.renderPdf(input);
    for (let i = 0; i < 40; i++) { const t = performance.now(); await r.renderPdf(input); d.push(performance.now() - t); }
    console.log('Renderer.renderPdf', fmt(summarize(d)));
    const p: number[] = [];
    for (let i = 0; i < 10; i++) { const t = performance.now(); await r.renderPng(input); p.push(performance.now() - t); }
    console.log('Renderer.renderPng', fmt(summarize(p)));
  }
  await r.close();
  const runs = 40;
  console.log('raw linked', fmt(summarize(await rawChromiumDurations(linked, { runs }))));
  console.log('raw linked tagged', fmt(summarize(await rawChromiumDurations(linked, { runs, tagged: true }))));
  console.log('raw linked nowaitfonts', fmt(summarize(await rawChromiumDurations(linked, { runs, waitForFonts: false }))));
  console.log('raw linked dcl', fmt(summarize(await rawChromiumDurations(linked, { runs, waitUntil: 'domcontentloaded' }))));
  console.log('raw linked bare', fmt(summarize(await rawChromiumDurations(linked, { runs, poolSetup: false }))));
  console.log('raw inline(data:)', fmt(summarize(await rawChromiumDurations(inline, { runs }))));
  console.log('raw linked again', fmt(summarize(await rawChromiumDurations(linked, { runs }))));
}, 200_000);
