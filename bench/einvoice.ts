/**
 * What an e-invoice costs (issue 37): the validator's work per invoice (the library builds the
 * XML, libxml2-wasm checks the schema, SaxonJS runs the CEN and KoSIT rules) once warm, per
 * format; and a Factur-X EN16931 render (plain render + checks + PDF/A-3b with the XML) against a
 * plain render of the same invoice fixture, interleaved so both see the same background load.
 * Needs the rules (EINVOICE_RULES_DIR, docs/einvoices.md).
 *
 *   EINVOICE_RULES_DIR=... npx tsx bench/einvoice.ts [--warmup 10] [--runs 60]
 */
import { parseArgs } from 'node:util';
import { checkEinvoice, withEinvoice } from '../src/modules/einvoice/generation.js';
import { einvoiceKind, type EinvoiceFormat, type FacturxProfile } from '../src/modules/einvoice/formats.js';
import { SAMPLE_INVOICE } from '../src/modules/einvoice/sample-invoice.js';
import { EinvoiceValidator } from '../src/modules/einvoice/validator.js';
import { Renderer } from '../src/render/renderer.js';
import { fixtureInput, percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({ options: { warmup: { type: 'string', default: '10' }, runs: { type: 'string', default: '60' } } });
const warmup = Number(opt.warmup);
const runs = Number(opt.runs);
const rulesDir = process.env.EINVOICE_RULES_DIR;
if (!rulesDir) throw new Error('Set EINVOICE_RULES_DIR to the e-invoice rules (docs/einvoices.md)');

const line = (name: string, ms: number[], base?: number) => {
  const p50 = percentile(ms, 50);
  const ratio = base ? `  ratio ${(p50 / base).toFixed(3)}` : '';
  console.log(`  ${name.padEnd(22)} p50 ${p50.toFixed(1)} ms  p90 ${percentile(ms, 90).toFixed(1)} ms${ratio}`);
};

const started = performance.now();
const validator = new EinvoiceValidator({ rulesDir, timeoutMs: 60_000 });
await validator.ready();
console.log(`validator loaded and warm in ${((performance.now() - started) / 1000).toFixed(1)} s (SEF files from the cache)`);

const kinds: [EinvoiceFormat, FacturxProfile | undefined][] = [
  ['factur-x', 'EN16931'],
  ['xrechnung-cii', undefined],
  ['xrechnung-ubl', undefined],
];
console.log(`checks per invoice, ${runs} runs each after ${warmup} warm-up, interleaved:`);
const checks: Record<string, number[]> = {};
// The process's CPU time (every thread: the worker's checks, this thread's waiting costs ~0): what
// one check costs whatever else the machine runs, where the wall time also counts waiting for a core.
const cpu: Record<string, number[]> = {};
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
for (let i = 0; i < warmup + runs; i++) {
  for (const [format, profile] of kinds) {
    const c = cpuMs();
    const ms = await timed(() => validator.check(einvoiceKind(format, profile), SAMPLE_INVOICE));
    const name = `${format} ${profile ?? ''}`.trim();
    if (i >= warmup) {
      (checks[name] ??= []).push(ms);
      (cpu[name] ??= []).push(cpuMs() - c);
    }
  }
}
for (const [name, ms] of Object.entries(checks)) {
  line(name, ms);
  console.log(`  ${''.padEnd(22)} cpu p50 ${percentile(cpu[name]!, 50).toFixed(1)} ms  p90 ${percentile(cpu[name]!, 90).toFixed(1)} ms`);
}
await validator.close();

// The same path a generation takes: checks, then a render of a PDF/A-3b carrying the XML.
const renderer = await Renderer.start({ concurrency: 1 });
try {
  const input = fixtureInput();
  const config = { EINVOICE_RULES_DIR: rulesDir, EINVOICE_TIMEOUT_MS: 60_000 } as Parameters<typeof checkEinvoice>[0]['config'];
  const request = { format: 'factur-x' as const, invoice: SAMPLE_INVOICE };
  const facturX = async () => renderer.renderPdf(withEinvoice(input, await checkEinvoice({ config }, request, {}, { delivery: 'url' })));
  const times: Record<string, number[]> = { plain: [], 'factur-x EN16931': [] };
  for (let i = 0; i < warmup + runs; i++) {
    const plain = await timed(() => renderer.renderPdf(input));
    const fx = await timed(facturX);
    if (i >= warmup) {
      times.plain!.push(plain);
      times['factur-x EN16931']!.push(fx);
    }
  }
  console.log(`invoice fixture rendered, ${runs} each after ${warmup} warm-up, interleaved:`);
  const base = percentile(times.plain!, 50);
  for (const [name, ms] of Object.entries(times)) line(name, ms, base);
} finally {
  await renderer.close();
}
process.exit(0);
