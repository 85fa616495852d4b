import type { Document } from '../../types';

export type PdfaLevel = '2b' | '3b';

/** A document's default signature: options.sign of a render (docs/signing.md). */
export interface DocumentSign {
  certificateId: string;
  reason?: string;
  location?: string;
  contactInfo?: string;
  timestamp?: boolean;
  visible?: { page: number; x: number; y: number; width: number; height: number } | null;
}

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The Page section's fields: page furniture and PDF metadata, versioned with the body. */
export interface PageFields {
  header: string;
  footer: string;
  margins: Margins | null;
  headerOnFirstPage: boolean;
  title: string | null;
  author: string | null;
  subject: string | null;
  keywords: string | null;
  /** Archival PDF by default: PDF/A-2b or PDF/A-3b; null: a plain PDF. */
  pdfa: PdfaLevel | null;
  /** Signed by default with one of the workspace's certificates; null: unsigned. */
  sign: DocumentSign | null;
  /** How long each rendered file is kept (issue 41); null: until deleted. Not versioned. */
  retention: { ttlSeconds: number } | null;
}

export const PAGE_KEYS = ['header', 'footer', 'margins', 'headerOnFirstPage', 'title', 'author', 'subject', 'keywords', 'pdfa', 'sign', 'retention'] as const;

/** The document payload carries these (the dashboard's Document type names only the older fields). */
export function pageFieldsOf(doc: Document): PageFields {
  const d = doc as Document & Partial<PageFields>;
  return {
    header: d.header ?? '',
    footer: d.footer ?? '',
    margins: d.margins ?? null,
    headerOnFirstPage: d.headerOnFirstPage ?? true,
    title: d.title ?? null,
    author: d.author ?? null,
    subject: d.subject ?? null,
    keywords: d.keywords ?? null,
    pdfa: d.pdfa ?? null,
    sign: d.sign ?? null,
    retention: d.retention ?? null,
  };
}

/** The Page fields that differ from the saved ones: what Save adds to its PATCH. */
export function pageChanges(saved: PageFields, now: PageFields): Partial<PageFields> {
  const out: Partial<PageFields> = {};
  for (const k of PAGE_KEYS) if (JSON.stringify(saved[k]) !== JSON.stringify(now[k])) Object.assign(out, { [k]: now[k] });
  return out;
}

/**
 * What the live preview renders with: the Page fields but retention and sign, which change no
 * page (the preview route refuses them; a preview is never signed).
 */
export function renderedPageFields(page: PageFields): Omit<PageFields, 'retention' | 'sign'> {
  const { retention: _, sign: _sign, ...rendered } = page;
  return rendered;
}
