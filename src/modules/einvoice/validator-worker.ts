/**
 * The e-invoice worker thread: builds the XML with @e-invoice-eu/core, checks it against the
 * XSD (libxml2, compiled to WebAssembly) and runs the compiled Schematron (SaxonJS). Everything heavy happens at load
 * (SEF files parsed, schemas compiled, one warm-up run per rule set), so the first invoice
 * after a start costs what any other does.
 */
import { readFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import SaxonJS from 'saxon-js';
import { buildEinvoiceXml } from './build-xml.js';
import { einvoiceKind, type EinvoiceKind, type RuleSet } from './formats.js';
import { SAMPLE_INVOICE } from './sample-invoice.js';
import { FAILED_ASSERTS_XPATH, violationsOf, type FlaggedViolation } from './svrl.js';

export interface WorkerSetup {
  /** Compiled stylesheets (SEF files) by rule set. */
  sefs: Partial<Record<RuleSet, string>>;
  ciiXsd: string | null;
  ublXsd: string | null;
}

export interface ValidateTask {
  kind: EinvoiceKind;
  invoice: Record<string, unknown>;
}

export type ValidateOutcome =
  | { ok: true; xml: string; violations: FlaggedViolation[] }
  /** The payload broke the library's JSON Schema: no XML was made. */
  | { ok: false; schemaIssues: string };

const setup = workerData as WorkerSetup;
const stylesheets = new Map<RuleSet, unknown>();
for (const [set, file] of Object.entries(setup.sefs) as [RuleSet, string][]) stylesheets.set(set, JSON.parse(readFileSync(file, 'utf8')));

// xs:import and xs:include are read from the rules directory.
xmlRegisterFsInputProviders();

function schemaOf(file: string | null): XsdValidator | null {
  return file ? XsdValidator.fromDoc(XmlDocument.fromString(readFileSync(file, 'utf8'), { url: file })) : null;
}
const schemas = { CII: schemaOf(setup.ciiXsd), UBL: schemaOf(setup.ublXsd) };

/** Root elements a syntax may have, when no XSD is installed for it (UBL 2.1's is not in the CEN artefacts). */
const ROOTS = {
  CII: ['urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100', 'CrossIndustryInvoice'],
  UBL: ['urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', 'Invoice'],
} as const;

function schemaViolations(kind: EinvoiceKind, xml: string): FlaggedViolation[] {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (err) {
    return [{ rule: 'XML', message: (err as Error).message, location: '/', fatal: true }];
  }
  try {
    const xsd = schemas[kind.syntax];
    if (!xsd) {
      const [ns, name] = ROOTS[kind.syntax];
      if (doc.root.name.replace(/^.*:/, '') === name && doc.root.namespaceUri === ns) return [];
      return [{ rule: 'XSD', message: `The root element must be ${name} in ${ns}`, location: '/', fatal: true }];
    }
    xsd.validate(doc);
    return [];
  } catch (err) {
    if (!(err instanceof XmlValidateError)) throw err;
    return err.details.map((d) => ({ rule: 'XSD', message: d.message.trim(), location: d.xpath ?? `line ${d.line}`, fatal: true }));
  } finally {
    doc.dispose();
  }
}

function ruleViolations(set: RuleSet, source: unknown): FlaggedViolation[] {
  const stylesheet = stylesheets.get(set);
  if (!stylesheet) throw new Error(`the ${set} rules are not installed`);
  const report = SaxonJS.transform({ stylesheetInternal: stylesheet, sourceNode: source, destination: 'document' }, 'sync') as { principalResult: unknown };
  const rows = SaxonJS.XPath.evaluate(FAILED_ASSERTS_XPATH, report.principalResult, { resultForm: 'array' }) as string[];
  return violationsOf(rows);
}

export default async function validate(task: ValidateTask): Promise<ValidateOutcome> {
  const built = await buildEinvoiceXml(task.kind, task.invoice);
  if ('schemaIssues' in built) return { ok: false, schemaIssues: built.schemaIssues };
  const violations = schemaViolations(task.kind, built.xml);
  // A document the schema refuses would only make the rules report noise.
  if (violations.length === 0 && task.kind.ruleSets.length > 0) {
    // Parsed once for every rule set (CEN, then KoSIT for an XRechnung).
    const source = SaxonJS.XPath.evaluate('parse-xml($xml)', null, { params: { xml: built.xml } });
    for (const set of task.kind.ruleSets) violations.push(...ruleViolations(set, source));
  }
  return { ok: true, xml: built.xml, violations };
}

/** Warm-up: every format's JSON Schema compiled and every installed rule set run once. */
const warm: EinvoiceKind[] = [einvoiceKind('factur-x'), einvoiceKind('xrechnung-cii'), einvoiceKind('xrechnung-ubl')];
for (const kind of warm) {
  const ready = { ...kind, ruleSets: kind.ruleSets.filter((s) => stylesheets.has(s)) };
  await validate({ kind: ready, invoice: SAMPLE_INVOICE });
}
