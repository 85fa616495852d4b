/**
 * What PDF/A costs (issue 37): the invoice fixture rendered by the Renderer as a plain PDF, as a
 * PDF/A-2b and as a PDF/A-3b with a 20 KB XML attached, interleaved one of each in turn so all
 * three see the same background load; and the finishing steps alone (toPdfA, attachFiles) on the
 * printed bytes, where Chromium's time does not blur them.
 *
 *   npx tsx bench/pdfa.ts [--warmup 10] [--runs 60]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { attachFiles } from '../src/render/pdf-attachments.js';
import { toPdfA } from '../src/render/pdf-archival.js';
import { Renderer } from '../src/render/renderer.js';
import { fixtureInput, percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({ options: { warmup: { type: 'string', default: '10' }, runs: { type: 'string', default: '60' } } });
const warmup = Number(opt.warmup);
const runs = Number(opt.runs);

const xml = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<invoice>${'<line>Consulting, 8 h x 120.00 EUR</line>'.repeat(500)}</invoice>\n`);
const files = [{ name: 'factur-x.xml', mimeType: 'text/xml', bytes: xml, relationship: 'Alternative' as const }];
const facturX = { documentType: 'INVOICE', documentFileName: 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931' };

const renderer = await Renderer.start({ concurrency: 1 });
try {
  const input = fixtureInput();
  const kinds = {
    plain: input,
    '2b': { ...input, pdfa: '2b' as const },
    '3b + XML': { ...input, pdfa: '3b' as const, attachments: { files, facturX } },
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let i = 0; i < warmup + runs; i++) {
    for (const [kind, render] of Object.entries(kinds)) {
      const ms = await timed(() => renderer.renderPdf(render));
      if (i >= warmup) times[kind]!.push(ms);
    }
  }
  const plain = percentile(times.plain!, 50);
  console.log(`invoice fixture, ${runs} renders each (after ${warmup} warm-up), interleaved:`);
  for (const [kind, ms] of Object.entries(times)) {
    const p50 = percentile(ms, 50);
    console.log(`  ${kind.padEnd(9)} p50 ${p50.toFixed(1)} ms  p90 ${percentile(ms, 90).toFixed(1)} ms  ratio to plain ${(p50 / plain).toFixed(3)}`);
  }

  // The steps alone, on the bytes Chromium printed (with the metadata step's Info).
  const { pdf } = await renderer.renderPdf(input);
  const info = { title: 'Invoice', creator: 'Quire', producer: 'Quire (Chromium)' };
  const step = (name: string, fn: () => Buffer) => {
    for (let i = 0; i < 50; i++) fn();
    const ms: number[] = [];
    for (let i = 0; i < 500; i++) {
      const start = performance.now();
      fn();
      ms.push(performance.now() - start);
    }
    console.log(`  ${name.padEnd(24)} p50 ${percentile(ms, 50).toFixed(3)} ms  p90 ${percentile(ms, 90).toFixed(3)} ms`);
  };
  const archived = toPdfA(pdf, { part: '3b', info });
  console.log(`the steps alone (${pdf.length} bytes in, 500 runs):`);
  step('toPdfA', () => toPdfA(pdf, { part: '2b', info }));
  step('attachFiles (20 KB XML)', () => attachFiles(archived, files, { facturX }));
} finally {
  await renderer.close();
}
