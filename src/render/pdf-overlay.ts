/**
 * Headers and footers (furniture.ts) laid over the body in-process, as an incremental update
 * (PDF 1.7, 7.5.6) like withInfo's metadata: each sheet page becomes a form XObject that its
 * body page draws after its own content. Appended: the objects the sheet pages use (fonts,
 * images, graphics states; renumbered), one form per page, two tiny shared content streams and
 * a new version of each body page naming them. The body's own bytes are kept as they are.
 *
 * qpdf's --overlay did the same in a child process that rewrote the whole file: ~100 ms for the
 * 45-page report on a 2-core machine, most of it the process and the rewrite (docs/performance.md,
 * seventh pass). Skia writes every page the same way (a classic xref, one content stream, inline
 * resources, no rotation); a file that does not fit that shape answers null, and the engine
 * chain (pdf-engines.ts) takes qpdf as before.
 */
import { FormDrawing, isUpright } from './pdf-forms.js';
import { dictValue, numbers, PdfFile } from './pdf-objects.js';

/** The name each body page gives its sheet's form in its resources. */
const FORM_NAME = 'QuireFurniture';

const sameBox = (a: number[], b: number[]) => a.length === 4 && b.length === 4 && a.every((v, i) => Math.abs(v - b[i]!) < 0.01);

/**
 * Page i of `sheets` drawn over page i of `body`, or null when either is not in Skia's shape
 * (throws when a file cannot be read). qpdf then does the same work, slower (pdf-engines.ts).
 */
export function overlayInPlace(bodyBytes: Buffer, sheetBytes: Buffer): Buffer | null {
  const body = new PdfFile(bodyBytes);
  const sheets = new PdfFile(sheetBytes);
  const bodyPages = body.pages();
  const sheetPages = sheets.pages();
  if (bodyPages.length !== sheetPages.length) return null;

  const update = new FormDrawing(body, sheets, sheetBytes);
  // The sheet is a pagination artifact, so a tagged body's readers skip it (PDF/UA, 14.8.2.2).
  const draw = update.drawing(`q /Artifact <</Type /Pagination>> BDC /${FORM_NAME} Do EMC Q`);
  for (let i = 0; i < bodyPages.length; i++) {
    const page = bodyPages[i]!;
    const sheet = sheetPages[i]!;
    if (!sameBox(numbers(dictValue(page.value, 'MediaBox')), numbers(dictValue(sheet.value, 'MediaBox')))) return null;
    if (!isUpright(page) || !isUpright(sheet)) return null;
    const form = update.form(sheet);
    if (form === null || !update.drawOn(page, form, FORM_NAME, draw)) return null;
  }
  return update.finish(bodyBytes);
}
