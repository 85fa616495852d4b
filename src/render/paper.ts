/**
 * ISO 216 paper sizes and page margins. The PDF path hands Chromium the CSS `@page` size and
 * margins; the PNG preview path needs the same size in CSS pixels to size its viewport.
 */
import type { Margins, PaperFormat } from './types.js';

/** Portrait width x height in millimetres. */
const PAPER_MM: Record<PaperFormat, [number, number]> = {
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  A6: [105, 148],
};

/** Page size in CSS pixels (96 per inch), orientation applied. */
export function paperSizePx(format: PaperFormat, landscape: boolean): { width: number; height: number } {
  const [w, h] = PAPER_MM[format].map((mm) => (mm * 96) / 25.4) as [number, number];
  return landscape ? { width: h, height: w } : { width: w, height: h };
}

/**
 * The page margin when neither the template (`@page { margin: … }`) nor the document says
 * otherwise, in millimetres: without one, the second page of a long table starts at the
 * paper's edge. The one place this default lives (a document's own `margins` override it
 * side by side; a template's own @page margin wins over both).
 */
export const DEFAULT_PAGE_MARGIN_MM = 15;
export const DEFAULT_MARGINS: Margins = {
  top: DEFAULT_PAGE_MARGIN_MM,
  right: DEFAULT_PAGE_MARGIN_MM,
  bottom: DEFAULT_PAGE_MARGIN_MM,
  left: DEFAULT_PAGE_MARGIN_MM,
};

const mm = (n: number): string => (n === 0 ? '0' : `${n}mm`);

/** The `@page` rule for a format; templates may override it with their own @page rules. */
export function pageRule(format: PaperFormat, landscape: boolean, margins?: Margins | null): string {
  const m = margins ?? DEFAULT_MARGINS;
  const margin = m.top === m.right && m.right === m.bottom && m.bottom === m.left ? mm(m.top) : [m.top, m.right, m.bottom, m.left].map(mm).join(' ');
  return `@page { size: ${format} ${landscape ? 'landscape' : 'portrait'}; margin: ${margin}; }`;
}

/** Portrait width x height in millimetres. */
export function paperSizeMm(format: PaperFormat): [number, number] {
  return PAPER_MM[format];
}
