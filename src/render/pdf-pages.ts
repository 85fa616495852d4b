/**
 * Page count of a PDF produced by Chromium (Skia). Skia writes every page as an uncompressed
 * dictionary object `<< /Type /Page ...>>` (no object streams), so counting `/Type /Page` —
 * but not `/Type /Pages`, the page tree — gives the page count without a PDF parser.
 * Checked against pdfinfo in test/render/pdf.test.ts.
 */
const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;

export function countPdfPages(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return text.match(PAGE_OBJECT)?.length ?? 0;
}

const MEDIA_BOX = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/;

/** Size in points of the first page (its MediaBox), e.g. A4 is about 595 x 842. */
export function firstPageSize(pdf: Uint8Array): { width: number; height: number } {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, Math.min(pdf.byteLength, 1 << 20)).toString('latin1');
  const box = MEDIA_BOX.exec(text) ?? MEDIA_BOX.exec(Buffer.from(pdf).toString('latin1'));
  if (!box) throw new Error('PDF page without a MediaBox');
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
}
