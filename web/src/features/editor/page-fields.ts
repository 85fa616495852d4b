import type { Document } from '../../types';

export type PdfaLevel = '2b' | '3b';

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
  /** How long each rendered file is kept (issue 41); null: until deleted. Not versioned. */
  retention: { ttlSeconds: number } | null;
}

export const PAGE_KEYS = ['header', 'footer', 'margins', 'headerOnFirstPage', 'title', 'author', 'subject', 'keywords', 'pdfa', 'retention'] as const;

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
    retention: d.retention ?? null,
  };
}

/** The Page fields that differ from the saved ones: what Save adds to its PATCH. */
export function pageChanges(saved: PageFields, now: PageFields): Partial<PageFields> {
  const out: Partial<PageFields> = {};
  for (const k of PAGE_KEYS) if (JSON.stringify(saved[k]) !== JSON.stringify(now[k])) Object.assign(out, { [k]: now[k] });
  return out;
}

/** What the live preview renders with: the Page fields but retention, which changes no page (and the preview route refuses it). */
export function renderedPageFields(page: PageFields): Omit<PageFields, 'retention'> {
  const { retention: _, ...rendered } = page;
  return rendered;
}
