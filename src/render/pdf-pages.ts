/**
 * Page count of a PDF as Chromium (Skia) printed it. Skia writes every page as an uncompressed
 * dictionary object `<< /Type /Page ...>>` (no object streams), so counting `/Type /Page` —
 * but not `/Type /Pages`, the page tree — gives the page count without a PDF parser. Not for a
 * PDF after the headers' overlay (pdf-overlay.ts): its update holds a second version of each page.
 * Checked against pdfinfo in test/render/pdf.test.ts.
 */
const TYPE = Buffer.from('/Type');
const PAGE = Buffer.from('/Page');

/** `/Type\s*\/Page(?![A-Za-z])`, searched in the bytes: the PDF is never copied into a string. */
export function countPdfPages(pdf: Uint8Array): number {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let pages = 0;
  for (let at = bytes.indexOf(TYPE); at !== -1; at = bytes.indexOf(TYPE, at + TYPE.length)) {
    let i = at + TYPE.length;
    while (isSpace(bytes[i])) i++;
    const end = i + PAGE.length;
    if (end <= bytes.length && bytes.compare(PAGE, 0, PAGE.length, i, end) === 0 && !isLetter(bytes[end])) pages++;
  }
  return pages;
}

/** What a regular expression's \s matches among single bytes: tab to carriage return, space, no-break space. */
const isSpace = (b: number | undefined): boolean => b !== undefined && ((b >= 0x09 && b <= 0x0d) || b === 0x20 || b === 0xa0);
const isLetter = (b: number | undefined): boolean => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));

const MEDIA_BOX = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/;

/** Size in points of the first page (its MediaBox), e.g. A4 is about 595 x 842. */
export function firstPageSize(pdf: Uint8Array): { width: number; height: number } {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, Math.min(pdf.byteLength, 1 << 20)).toString('latin1');
  const box = MEDIA_BOX.exec(text) ?? MEDIA_BOX.exec(Buffer.from(pdf).toString('latin1'));
  if (!box) throw new Error('PDF page without a MediaBox');
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
}
