/**
 * The TEST mark of a test render, drawn on the finished PDF rather than in the template's HTML:
 * nothing a template writes (a style that hides it, a trailing `<!--` or `<template>` that
 * swallows it) reaches it. The mark is a one-page PDF Chromium printed from Quire's own HTML
 * (watermark.ts), so its text is real text in an embedded font subset (pdftotext finds it;
 * pdffonts shows it embedded, as PDF/A asks). Appended as an incremental update like the
 * furniture overlay (pdf-overlay.ts): the mark's page becomes one form XObject, and every body
 * page draws it after its own content, placed in the bottom margin strip and shrunk on a page
 * narrower than the mark.
 *
 * Unlike the furniture overlay there is no fallback: a body that is not in Skia's shape throws,
 * and the render fails rather than hand out a test render without its mark.
 */
import { FormDrawing, isUpright } from './pdf-forms.js';
import { dictValue, numbers, PdfFile } from './pdf-objects.js';

/** The name each body page gives the mark's form in its resources. */
const MARK_NAME = 'QuireTestMark';
/** Distance of the mark's box from the page's bottom edge, in points. */
const BOTTOM_PT = 3;
/** Room kept free at either side of a narrow page, in points. */
const SIDE_PT = 4;

class StampError extends Error {}

/** `body` with the one-page `mark` drawn at the bottom centre of each of its pages. Throws when it cannot. */
export function stampEveryPage(bodyBytes: Buffer, markBytes: Buffer): Buffer {
  const body = new PdfFile(bodyBytes);
  const mark = new PdfFile(markBytes);
  const [markPage] = mark.pages();
  if (!markPage) throw new StampError('the mark has no page');
  const markBox = numbers(dictValue(markPage.value, 'MediaBox'));
  const markWidth = markBox[2]! - markBox[0]!;

  const update = new FormDrawing(body, mark, markBytes);
  const form = update.form(markPage);
  if (form === null) throw new StampError('the mark is not in Skia shape');
  // One drawing stream per page size (most documents have one).
  const draws = new Map<string, number>();
  for (const page of body.pages()) {
    if (!isUpright(page)) throw new StampError('a rotated or scaled page');
    const box = numbers(dictValue(page.value, 'MediaBox'));
    const sizeKey = box.join(' ');
    let draw = draws.get(sizeKey);
    if (draw === undefined) {
      const [x0, y0, x1] = box as [number, number, number, number];
      const scale = Math.min(1, (x1 - x0 - 2 * SIDE_PT) / markWidth);
      const tx = (x0 + x1) / 2 - (markWidth * scale) / 2 - markBox[0]! * scale;
      const ty = y0 + BOTTOM_PT - markBox[1]! * scale;
      // A pagination artifact: a tagged body's readers skip it (PDF/UA, 14.8.2.2).
      draw = update.drawing(
        `q ${fixed(scale)} 0 0 ${fixed(scale)} ${fixed(tx)} ${fixed(ty)} cm /Artifact <</Type /Pagination /Subtype /Watermark>> BDC /${MARK_NAME} Do EMC Q`,
      );
      draws.set(sizeKey, draw);
    }
    if (!update.drawOn(page, form, MARK_NAME, draw)) throw new StampError('a page without inline resources or contents');
  }
  const stamped = update.finish(bodyBytes);
  if (!stamped) throw new StampError('no catalog');
  return stamped;
}

const fixed = (n: number): string => String(Math.round(n * 1000) / 1000);
