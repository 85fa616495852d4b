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
