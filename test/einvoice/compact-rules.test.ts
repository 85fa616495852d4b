/**
 * Quire runs the CEN artefacts with their SVRL reports compacted (compact-svrl.ts) to halve the
 * time SaxonJS spends per invoice. This checks that the rewrite changes no outcome: for valid and
 * broken invoices in each syntax, the rules Quire reports (id and fatal or warning) are exactly
 * those Saxon-HE on Java reports running the unmodified artefacts.
 */
import { run } from '../support/run.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compactSvrl } from '../../src/modules/einvoice/compact-svrl.js';
import { einvoiceKind, type EinvoiceFormat, type RuleSet } from '../../src/modules/einvoice/formats.js';
import { findRules } from '../../src/modules/einvoice/rules.js';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { EinvoiceValidator } from '../../src/modules/einvoice/validator.js';
import { SAXON_JAR, einvoiceRulesDir, requireTools } from './support.js';

const RULES = einvoiceRulesDir();
const found = findRules(RULES);

/** Every failed assertion of the unmodified XSLT on Saxon-HE, as "id fatal|warning". */
async function saxonOutcomes(xml: string, xslt: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-compact-'));
  try {
    writeFileSync(join(dir, 'invoice.xml'), xml);
    const { stdout } = await run('java', ['-jar', SAXON_JAR, `-s:${join(dir, 'invoice.xml')}`, `-xsl:${xslt}`], { maxBuffer: 64 * 1024 * 1024 });
    return (stdout.match(/<svrl:failed-assert\b[^>]*>/g) ?? []).map((a) => {
      const id = /\bid="([^"]+)"/.exec(a)?.[1] ?? '?';
      const flag = /\bflag="([^"]+)"/.exec(a)?.[1] ?? 'fatal';
      return `${id} ${flag === 'warning' || flag === 'information' ? 'warning' : 'fatal'}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Invoice = typeof SAMPLE_INVOICE;
function variant(change: (i: Invoice['ubl:Invoice']) => void): Invoice {
  const invoice = structuredClone(SAMPLE_INVOICE);
  change(invoice['ubl:Invoice']);
  return invoice;
}

const CASES: [string, EinvoiceFormat, Invoice][] = [
  ['the sample as Factur-X', 'factur-x', SAMPLE_INVOICE],
  ['a broken total as Factur-X', 'factur-x', variant((i) => (i['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount'] = '1500.00'))],
  [
    'no buyer reference and a broken total as XRechnung CII',
    'xrechnung-cii',
    variant((i) => {
      delete (i as Record<string, unknown>)['cbc:BuyerReference'];
      i['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount'] = '1500.00';
    }),
  ],
  [
    'a broken total and due date as XRechnung UBL',
    'xrechnung-ubl',
    variant((i) => {
      i['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount'] = '1500.00';
      i['cbc:DueDate'] = '2026-11-01';
    }),
  ],
];

describe('compacted CEN rules report what the artefacts report', () => {
  let validator: EinvoiceValidator;
  beforeAll(async () => {
    await requireTools();
    validator = new EinvoiceValidator({ rulesDir: RULES, timeoutMs: 120_000 });
    await validator.ready();
  }, 600_000);
  afterAll(() => validator?.close());

  test("the CEN artefacts are compacted, every report; KoSIT's SchXslt output is left as it is", () => {
    for (const set of ['cen-cii', 'cen-ubl'] as RuleSet[]) {
      const source = readFileSync(found.xslt[set]!, 'utf8');
      const compact = compactSvrl(source)!;
      expect(compact, set).not.toBeNull();
      expect(compact).not.toContain('<svrl:failed-assert test=');
      expect(compact.split('quire:failed(.,').length - 1).toBe(source.split('<svrl:failed-assert').length - 1);
    }
    for (const set of ['kosit-cii', 'kosit-ubl'] as RuleSet[]) expect(compactSvrl(readFileSync(found.xslt[set]!, 'utf8')), set).toBeNull();
  });

  test.each(CASES)(
    '%s',
    async (_name, format, invoice) => {
      const kind = einvoiceKind(format);
      const { xml, violations } = await validator.check(kind, invoice);
      const ours = violations.map((v) => `${v.rule} ${v.fatal ? 'fatal' : 'warning'}`).sort();
      const theirs: string[] = [];
      for (const set of kind.ruleSets) theirs.push(...(await saxonOutcomes(xml, found.xslt[set]!)));
      expect(ours).toEqual(theirs.sort());
    },
    300_000,
  );
});
