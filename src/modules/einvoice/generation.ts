import { AppError } from '../../core/errors.js';
import type { PdfAttachment, FacturXMetadata } from '../../render/pdf-attachments.js';
import type { RenderInput } from '../../render/types.js';
import type { GenerateOutcome } from '../generation/delivery.js';
import type { FilePlan } from '../generation/retention.js';
import { signedLink } from '../generation/signed-links.js';
import type { Deps } from '../deps.js';
import { einvoiceKind, type EinvoiceKind } from './formats.js';
import type { EinvoiceRequest, EinvoiceResult, EinvoiceViolation } from './schema.js';
import { findRules, VENDORED_RULES_DIR } from './rules.js';
import { einvoiceValidator } from './validator.js';

/** An e-invoice that passed its checks: what the render attaches and the store keeps. */
export interface CheckedEinvoice {
  kind: EinvoiceKind;
  xml: string;
  warnings: EinvoiceViolation[];
}

/** The validator of this configuration (one per rules directory and process). */
export function validatorOf(config: Deps['config']) {
  return einvoiceValidator({
    rulesDir: config.EINVOICE_RULES_DIR ?? VENDORED_RULES_DIR,
    timeoutMs: config.EINVOICE_TIMEOUT_MS ?? 10_000,
  });
}

/**
 * Builds the XML and checks it (XSD, EN 16931, XRechnung) before anything is debited: a fatal
 * violation is 422 EINVOICE_INVALID naming the first rule, with every one in `violations`.
 */
export async function checkEinvoice(
  deps: Pick<Deps, 'config'>,
  request: EinvoiceRequest,
  options: { pdfa?: string | null; password?: string; permissions?: unknown },
  plan: Pick<FilePlan, 'delivery'>,
): Promise<CheckedEinvoice> {
  const kind = einvoiceKind(request.format, request.profile);
  // The XML rides in a PDF/A-3b: PDF/A-2 cannot carry it, and PDF/A forbids encryption.
  if (options.pdfa !== undefined && options.pdfa !== null && options.pdfa !== '3b') {
    throw invalid('options.pdfa: an e-invoice is attached to a PDF/A-3b ("3b"); PDF/A-2b cannot carry its XML');
  }
  if (options.password !== undefined || options.permissions !== undefined)
    throw invalid('options.password: an e-invoice is a PDF/A-3b, which forbids encryption');
  // A presigned upload URL names one object, and an XRechnung is two (the XML is the invoice).
  if (plan.delivery === 'upload' && kind.format !== 'factur-x')
    throw invalid(`options.delivery: "upload" carries one file; ${kind.format} is an XML and its PDF`);
  const { xml, violations } = await validatorOf(deps.config).check(kind, request.invoice);
  const fatal = violations.filter((v) => v.fatal).map(({ fatal: _, ...v }) => v);
  if (fatal.length > 0) {
    const first = fatal[0]!;
    throw new AppError('EINVOICE_INVALID', { params: { rule: first.rule, detail: first.message }, extra: { violations: fatal } });
  }
  return { kind, xml, warnings: violations.filter((v) => !v.fatal).map(({ fatal: _, ...v }) => v) };
}

const invalid = (detail: string) => new AppError('VALIDATION_ERROR', { params: { detail } });

/** The render input of an e-invoice: a PDF/A-3b with the XML attached (render/finishing.ts). */
export const withEinvoice = <T extends { pdfa?: RenderInput['pdfa']; attachments?: RenderInput['attachments'] }>(input: T, e: CheckedEinvoice): T => ({
  ...input,
  pdfa: '3b',
  attachments: einvoiceAttachments(e),
});

/** The template sees the invoice as `einvoice`, beside the caller's variables. */
export const withEinvoiceVariable = (variables: Record<string, unknown> | undefined, request: EinvoiceRequest | undefined): Record<string, unknown> =>
  request ? { ...variables, einvoice: request.invoice } : (variables ?? {});

/** Factur-X 1.07's conformance level names (the XMP's fx:ConformanceLevel). */
const CONFORMANCE: Record<string, string> = {
  MINIMUM: 'MINIMUM',
  'BASIC WL': 'BASIC WL',
  BASIC: 'BASIC',
  EN16931: 'EN 16931',
  EXTENDED: 'EXTENDED',
  XRECHNUNG: 'XRECHNUNG',
};

/**
 * What the render's archival step embeds: the XML as an associated file of a PDF/A-3b, with the
 * Factur-X XMP extension for factur-x (an XRechnung's PDF is a visual copy carrying its XML).
 */
export function einvoiceAttachments(e: CheckedEinvoice): { files: PdfAttachment[]; facturX?: FacturXMetadata } {
  const files: PdfAttachment[] = [
    {
      name: e.kind.attachmentName,
      mimeType: 'text/xml',
      bytes: Buffer.from(e.xml, 'utf8'),
      relationship: 'Alternative',
      description: e.kind.format === 'factur-x' ? 'Factur-X invoice' : 'XRechnung invoice',
    },
  ];
  if (e.kind.format !== 'factur-x') return { files };
  const facturX = { documentType: 'INVOICE', documentFileName: e.kind.attachmentName, version: '1.0', conformanceLevel: CONFORMANCE[e.kind.profile!]! };
  return { files, facturX };
}

/** The XML's storage path: the PDF's, ending in .xml. */
export const xmlPathOf = (pdfPath: string): string => pdfPath.replace(/\.pdf$/, '.xml');

/** Stores the XML beside the PDF, with the PDF's access; a storage fault is storage_unavailable (retry). */
export async function storeEinvoiceXml(deps: Pick<Deps, 'storage'>, pdfPath: string, e: CheckedEinvoice, opts: { private?: boolean } = {}): Promise<void> {
  await deps.storage.put(xmlPathOf(pdfPath), Buffer.from(e.xml, 'utf8'), 'application/xml', { private: opts.private }).catch((err) => {
    throw new AppError('storage_unavailable', { retryAfter: 1 }, { cause: err });
  });
}

/** Removes a stored XML after a failed generation (a missing one is no error). */
export async function removeEinvoiceXml(deps: Pick<Deps, 'storage' | 'log'>, pdfPath: string): Promise<void> {
  const xmlPath = xmlPathOf(pdfPath);
  await deps.storage.delete(xmlPath).catch((err) => deps.log.error({ err, path: xmlPath }, 'could not remove the XML of a failed e-invoice'));
}

/**
 * The answer with its `einvoice`: the XML's URL has the PDF's access (its permanent URL, or a
 * signed link under the same key). Inline: a Factur-X answer is its PDF (the XML is inside), an
 * XRechnung answer is its XML, the legal invoice.
 */
export async function einvoiceOutcome(
  deps: Pick<Deps, 'storage' | 'config' | 'clock'>,
  outcome: GenerateOutcome,
  e: CheckedEinvoice,
  made: { path: string; stored: boolean; linkSecret: string | null; urlTtlSeconds: number },
): Promise<GenerateOutcome & { einvoice: EinvoiceResult }> {
  const xmlPath = xmlPathOf(made.path);
  let xmlUrl = '';
  if (made.stored)
    xmlUrl = made.linkSecret
      ? (await signedLink(deps, { path: xmlPath, linkSecret: made.linkSecret }, made.urlTtlSeconds)).url
      : deps.storage.publicUrl(xmlPath);
  const einvoice = { format: e.kind.format, profile: e.kind.profile, xmlUrl, ...(e.warnings.length ? { warnings: e.warnings } : {}) };
  const delivered = outcome.delivered;
  if (delivered?.kind === 'inline' && e.kind.format !== 'factur-x') {
    const xml = Buffer.from(e.xml, 'utf8');
    return {
      ...outcome,
      einvoice,
      delivered: { ...delivered, pdf: xml, filename: delivered.filename.replace(/\.pdf$/i, '.xml'), contentType: 'application/xml' },
    };
  }
  return { ...outcome, einvoice };
}

/**
 * At a node's start: the validator loads and warms up in the background when rules are installed,
 * so the first invoice does not wait for it (and a node without them starts no worker).
 */
export function startEinvoiceValidator(config: Deps['config']): void {
  const dir = config.EINVOICE_RULES_DIR ?? VENDORED_RULES_DIR;
  if (Object.keys(findRules(dir).xslt).length > 0) validatorOf(config);
}

/** Every object a generation stored: its PDF, and its e-invoice's XML when it has one. */
export const storedPathsOf = (g: { path: string; einvoice_format?: string | null }): string[] => (g.einvoice_format ? [g.path, xmlPathOf(g.path)] : [g.path]);
