import { FormatFactoryService, invoiceSchema, type EInvoiceFormat, type Invoice, type Logger } from '@e-invoice-eu/core';
import { Ajv2019, type ValidateFunction } from 'ajv/dist/2019.js';
import type { EinvoiceKind } from './formats.js';

/** The library logs through this; the business rules, not its log, tell the caller what is wrong. */
const quiet: Logger = { log() {}, warn() {}, error() {} };

const factory = new FormatFactoryService();
/** FormatCIIService's own generate: a Factur-X profile's CII XML, without the PDF its service builds around it. */
const ciiXml = Object.getPrototypeOf(factory.createFormatService('CII', quiet)).generate as EInvoiceFormat['generate'];

/**
 * The library's InvoiceService compiles its JSON Schema (a second or more) at every call; the
 * same steps here keep one compiled check per format: schema (patched by the format), defaults, XML.
 */
const checks = new Map<string, ValidateFunction>();
function checkOf(format: string, service: EInvoiceFormat): ValidateFunction {
  let check = checks.get(format);
  if (!check) {
    const schema = structuredClone(invoiceSchema);
    service.patchSchema(schema);
    check = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    checks.set(format, check);
  }
  return check;
}

export type BuiltXml = { xml: string } | { schemaIssues: string };

/**
 * The XML of the invoice in the chosen format and profile, with Quire's specification identifier
 * (BT-24) whatever the payload says; or, for a payload that breaks the library's JSON Schema,
 * the fields at fault. The business rules are checked afterwards (the validator worker).
 */
export async function buildEinvoiceXml(kind: EinvoiceKind, invoice: Record<string, unknown>): Promise<BuiltXml> {
  const copy = structuredClone(invoice) as unknown as Invoice;
  const root = (copy as unknown as { 'ubl:Invoice'?: Record<string, unknown> })['ubl:Invoice'];
  if (root && typeof root === 'object') root['cbc:CustomizationID'] = kind.specificationId;
  const service = factory.createFormatService(kind.libraryFormat, quiet);
  const check = checkOf(kind.libraryFormat, service);
  if (!check(copy)) {
    const schemaIssues = (check.errors ?? [])
      .slice(0, 10)
      .map((i) => `einvoice.invoice${i.instancePath.replaceAll('/', '.')}: ${i.message ?? 'is invalid'}`)
      .join('; ');
    return { schemaIssues };
  }
  service.fillInvoiceDefaults(copy);
  const options = { format: factory.normalizeFormat(kind.libraryFormat), lang: 'en', noWarnings: true };
  const xml = await (service.mimeType === 'application/pdf' ? ciiXml.call(service, copy, options) : service.generate(copy, options));
  return { xml: typeof xml === 'string' ? xml : new TextDecoder().decode(xml) };
}
