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
import { appendUpdate, dictEntries, dictValue, mapRefs, type NewObject, numbers, PdfFile, refNum } from './pdf-objects.js';
import { replaced, resourcesWithForm } from './pdf-overlay.js';

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
  const content = mark.object(refNum(dictValue(markPage.value, 'Contents')));
  const markResources = dictValue(markPage.value, 'Resources');
  if (!content.stream || !content.value.startsWith('<<') || !markResources?.startsWith('<<')) throw new StampError('the mark is not in Skia shape');

  let next = body.size;
  const objects: NewObject[] = [];
  const copied = new Map<number, number>();
  const queue: number[] = [];
  const renumber = (text: string) =>
    mapRefs(text, (num) => {
      let to = copied.get(num);
      if (to === undefined) {
        to = next++;
        copied.set(num, to);
        queue.push(num);
      }
      return to;
    });

  const form = next++;
  const streamEntries = renumber(content.value.slice(2, -2)).trim();
  objects.push({
    num: form,
    head: `<</Type /XObject /Subtype /Form /BBox [${markBox.join(' ')}] /Resources ${renumber(markResources)} ${streamEntries}>>`,
    data: markBytes.subarray(content.stream.start, content.stream.end),
  });
  // The body's own content is wrapped in q/Q, so its graphics state cannot move the mark.
  const open = next++;
  objects.push({ num: open, head: '<</Length 2>>', data: Buffer.from('q\n') });
  // One drawing stream per page size (most documents have one).
  const draws = new Map<string, number>();
  const markWidth = markBox[2]! - markBox[0]!;

  for (const page of body.pages()) {
    for (const key of ['Rotate', 'UserUnit']) {
      const v = dictValue(page.value, key);
      if (v !== undefined && (key === 'UserUnit' || Number(v) % 360 !== 0)) throw new StampError(`a page with ${key}`);
    }
    const box = numbers(dictValue(page.value, 'MediaBox'));
    const sizeKey = box.join(' ');
    let draw = draws.get(sizeKey);
    if (draw === undefined) {
      draw = next++;
      draws.set(sizeKey, draw);
      const [x0, y0, x1] = box as [number, number, number, number];
      const scale = Math.min(1, (x1 - x0 - 2 * SIDE_PT) / markWidth);
      const tx = (x0 + x1) / 2 - (markWidth * scale) / 2 - markBox[0]! * scale;
      const ty = y0 + BOTTOM_PT - markBox[1]! * scale;
      // A pagination artifact: a tagged body's readers skip it (PDF/UA, 14.8.2.2).
      const ops = Buffer.from(
        `Q\nq ${fixed(scale)} 0 0 ${fixed(scale)} ${fixed(tx)} ${fixed(ty)} cm /Artifact <</Type /Pagination /Subtype /Watermark>> BDC /${MARK_NAME} Do EMC Q\n`,
      );
      objects.push({ num: draw, head: `<</Length ${ops.length}>>`, data: ops });
    }
    const resources = resourcesWithForm(page, form, MARK_NAME);
    const contents = dictValue(page.value, 'Contents');
    if (!resources || contents === undefined) throw new StampError('a page without inline resources or contents');
    const inner = contents.startsWith('[') ? contents.slice(1, -1).trim() : contents;
    let dict = replaced(page.value, 'Resources', resources);
    dict = replaced(dict, 'Contents', `[${open} 0 R ${inner} ${draw} 0 R]`);
    objects.push({ num: page.num, head: dict });
  }

  while (queue.length > 0) {
    const num = queue.shift()!;
    const o = mark.object(num);
    objects.push({ num: copied.get(num)!, head: renumber(o.value), data: o.stream && markBytes.subarray(o.stream.start, o.stream.end) });
  }
  if (!dictEntries(body.trailer).has('Root')) throw new StampError('no catalog');
  return appendUpdate(bodyBytes, objects, {
    size: next,
    root: dictValue(body.trailer, 'Root')!,
    info: dictValue(body.trailer, 'Info'),
    id: dictValue(body.trailer, 'ID'),
    prev: body.startxref,
  });
}

const fixed = (n: number): string => String(Math.round(n * 1000) / 1000);
