/**
 * Where an e-invoice check spends its time (issue 37), in this thread with the libraries the
 * validator worker uses: the XML built by @e-invoice-eu/core, the XSD check (libxml2-wasm), the
 * parse for SaxonJS, and each rule set run from its SEF: the shipped CEN SEF as compiled from the
 * artefact ("original", when dist/ still holds it) and with its reports compacted (what Quire
 * runs, compact-svrl.ts). Wall time and this thread's CPU time, p50 over the runs, interleaved.
 *
 *   npx tsx bench/einvoice-phases.ts [--runs 40]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import SaxonJS from 'saxon-js';
import { buildEinvoiceXml } from '../src/modules/einvoice/build-xml.js';
import { einvoiceKind, type EinvoiceFormat, type RuleSet } from '../src/modules/einvoice/formats.js';
import { findRules, VENDORED_RULES_DIR } from '../src/modules/einvoice/rules.js';
import { SAMPLE_INVOICE } from '../src/modules/einvoice/sample-invoice.js';
import { BUILT_SEF_DIR, sefOf } from '../src/modules/einvoice/sef-cache.js';
import { FAILED_ASSERTS_XPATH } from '../src/modules/einvoice/svrl.js';
import { percentile } from './fixture.js';

const { values: opt } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(opt.runs);
const rules = findRules(process.env.EINVOICE_RULES_DIR ?? VENDORED_RULES_DIR);
xmlRegisterFsInputProviders();
const xsd = XsdValidator.fromDoc(XmlDocument.fromString(readFileSync(rules.ciiXsd!, 'utf8'), { url: rules.ciiXsd! }));
const sheets = new Map<string, unknown>();
for (const [set, xslt] of Object.entries(rules.xslt) as [RuleSet, string][]) {
  sheets.set(set, JSON.parse(readFileSync(await sefOf(xslt), 'utf8')));
  // The SEF compiled from the artefact as it is, when an older build left it beside.
  const plain = readdirSync(BUILT_SEF_DIR).find((f) => new RegExp(`^${path.basename(xslt).replace(/\.xslt?$/, '')}-[0-9a-f]{32}\\.sef\\.json$`).test(f));
  if (plain && set.startsWith('cen')) sheets.set(`${set} original`, JSON.parse(readFileSync(path.join(BUILT_SEF_DIR, plain), 'utf8')));
}

const wall: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
const cpuNow = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
async function t<T>(name: string, fn: () => T | Promise<T>, keep: boolean): Promise<T> {
  const s = performance.now();
  const c = cpuNow();
  const r = await fn();
  if (keep) {
    (wall[name] ??= []).push(performance.now() - s);
    (cpu[name] ??= []).push(cpuNow() - c);
  }
  return r;
}

const plan: [EinvoiceFormat, string[]][] = [
  ['factur-x', ['cen-cii', 'cen-cii original']],
  ['xrechnung-cii', ['cen-cii', 'kosit-cii']],
  ['xrechnung-ubl', ['cen-ubl', 'cen-ubl original', 'kosit-ubl']],
];
for (let i = 0; i < runs + 5; i++) {
  const keep = i >= 5;
  for (const [format, sets] of plan) {
    const kind = einvoiceKind(format);
    const built = (await t(`${format} build XML`, () => buildEinvoiceXml(kind, SAMPLE_INVOICE), keep)) as { xml: string };
    if (kind.syntax === 'CII') {
      await t(
        `${format} XSD`,
        () => {
          const doc = XmlDocument.fromString(built.xml);
          xsd.validate(doc);
          doc.dispose();
        },
        keep,
      );
    }
    const source = await t(`${format} parse`, () => SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml: built.xml } }), keep);
    for (const set of sets) {
      const sheet = sheets.get(set);
      if (!sheet) continue;
      await t(
        `${format} ${set}`,
        () => {
          const report = SaxonJS.transform({ stylesheetInternal: sheet, sourceNode: source, destination: 'document' }, 'sync');
          return SaxonJS.XPath.evaluate(FAILED_ASSERTS_XPATH, report.principalResult, { resultForm: 'array' });
        },
        keep,
      );
    }
  }
}
for (const name of Object.keys(wall)) {
  const w = wall[name]!;
  const c = cpu[name]!;
  console.log(
    `${name.padEnd(34)} wall p50 ${percentile(w, 50).toFixed(1).padStart(6)} ms  p90 ${percentile(w, 90).toFixed(1).padStart(6)}   cpu p50 ${percentile(c, 50).toFixed(1).padStart(6)} ms`,
  );
}
