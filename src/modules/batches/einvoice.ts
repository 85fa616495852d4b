import { AppError } from '../../core/errors.js';
import type { BatchItemRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import { einvoiceKind, type EinvoiceFormat, type FacturxProfile } from '../einvoice/formats.js';
import { validatorOf, xmlPathOf } from '../einvoice/generation.js';
import type { EinvoiceRequest, EinvoiceViolation } from '../einvoice/schema.js';
import type { BatchBody } from './schema.js';

const invalid = (detail: string) => new AppError('VALIDATION_ERROR', { params: { detail } });

/**
 * What can be refused for the whole batch before anything is reserved: an e-invoice is a
 * PDF/A-3b (a batch asking "2b" cannot carry its XML), an XRechnung is two files (no `upload`),
 * and the rules of every format asked for must be installed. Each invoice's own checks (schema,
 * EN 16931, XRechnung) run when its item renders, before its credit is spent: one broken invoice
 * fails its item alone, as a broken row does, and a 10,000-item batch is accepted at once.
 */
export async function checkBatchEinvoices(deps: Pick<Deps, 'config'>, body: Pick<BatchBody, 'items' | 'pdfa' | 'delivery'>): Promise<void> {
  const kinds = new Map<string, ReturnType<typeof einvoiceKind>>();
  for (const [i, item] of body.items.entries()) {
    const e = item.einvoice;
    if (!e) continue;
    const field = `items.${i}.einvoice`;
    if (body.pdfa === '2b') throw invalid(`${field}: an e-invoice is attached to a PDF/A-3b; the batch's pdfa "2b" cannot carry its XML`);
    if (body.delivery === 'upload' && e.format !== 'factur-x') throw invalid(`${field}: "upload" carries one file; ${e.format} is an XML and its PDF`);
    kinds.set(`${e.format} ${e.profile ?? ''}`, einvoiceKind(e.format, e.profile));
  }
  for (const kind of kinds.values()) await validatorOf(deps.config).requireRules(kind);
}

/** The columns an item's e-invoice is kept in (migration 021). */
export function einvoiceColumns(e: EinvoiceRequest | undefined): { einvoice: string | null; einvoiceKind: string | null } {
  if (!e) return { einvoice: null, einvoiceKind: null };
  const kind = einvoiceKind(e.format, e.profile);
  return { einvoice: JSON.stringify(e), einvoiceKind: JSON.stringify({ format: kind.format, profile: kind.profile }) };
}

/** The item's e-invoice request, for its render. */
export const einvoiceOfItem = (item: Pick<BatchItemRow, 'einvoice'>): EinvoiceRequest | undefined =>
  item.einvoice ? (JSON.parse(item.einvoice) as EinvoiceRequest) : undefined;

/** The rules a refused invoice broke, as its envelope listed them (JSON), or null. */
export function violationsOf(err: unknown): string | null {
  const extra = err instanceof AppError ? (err.details.extra as { violations?: EinvoiceViolation[] } | undefined) : undefined;
  return extra?.violations ? JSON.stringify(extra.violations) : null;
}

/** An item's `einvoice` in the items list: format, profile and, once done, its XML's URL. */
export function itemEinvoiceView(
  deps: Pick<Deps, 'storage'>,
  item: Pick<BatchItemRow, 'einvoice_kind' | 'status' | 'path'>,
): { format: EinvoiceFormat; profile: FacturxProfile | null; xmlUrl: string | null } | null {
  if (!item.einvoice_kind) return null;
  const { format, profile } = JSON.parse(item.einvoice_kind) as { format: EinvoiceFormat; profile: FacturxProfile | null };
  return { format, profile, xmlUrl: item.status === 'done' && item.path ? deps.storage.publicUrl(xmlPathOf(item.path)) : null };
}
