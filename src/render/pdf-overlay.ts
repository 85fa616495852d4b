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
 * resources, no rotation); a file that does not fit that shape answers null, and the caller
 * takes qpdf as before.
 */
import { appendUpdate, dictEntries, dictValue, mapRefs, type NewObject, numbers, PdfFile, type PdfObject, refNum } from './pdf-objects.js';

/** The name each body page gives its sheet's form in its resources. */
const FORM_NAME = 'QuireFurniture';

const sameBox = (a: number[], b: number[]) => a.length === 4 && b.length === 4 && a.every((v, i) => Math.abs(v - b[i]!) < 0.01);

/** `dict` with `entry` (`/Key value`) added before its closing `>>`. */
const withEntry = (dict: string, entry: string) => `${dict.slice(0, -2).trimEnd()} ${entry}>>`;

/** The page's inline resources with the form added to its XObject dictionary as `name`, or null. */
export function resourcesWithForm(page: PdfObject, formNum: number, name = FORM_NAME): string | null {
  const resources = dictValue(page.value, 'Resources');
  if (!resources?.startsWith('<<')) return null; // inherited or indirect: not Skia's shape
  const xobjects = dictValue(resources, 'XObject');
  const entry = `/${name} ${formNum} 0 R`;
  if (xobjects === undefined) return withEntry(resources, `/XObject <<${entry}>>`);
  if (!xobjects.startsWith('<<') || dictEntries(xobjects).has(name)) return null;
  const at = dictEntries(resources).get('XObject')!;
  return resources.slice(0, at.start) + withEntry(xobjects, entry) + resources.slice(at.end);
}

/** `dict` with `key`'s value replaced. */
export function replaced(dict: string, key: string, value: string): string {
  const at = dictEntries(dict).get(key)!;
  return dict.slice(0, at.start) + value + dict.slice(at.end);
}

/**
 * Page i of `sheets` drawn over page i of `body`, or null when either is not in Skia's shape.
 * Any failure is a null too: qpdf then does the same work, slower, rather than the render failing.
 */
export function overlayInPlace(body: Buffer, sheets: Buffer): Buffer | null {
  try {
    return overlay(body, sheets);
  } catch {
    return null;
  }
}

function overlay(bodyBytes: Buffer, sheetBytes: Buffer): Buffer | null {
  const body = new PdfFile(bodyBytes);
  const sheets = new PdfFile(sheetBytes);
  const bodyPages = body.pages();
  const sheetPages = sheets.pages();
  if (bodyPages.length !== sheetPages.length) return null;

  let next = body.size;
  const objects: NewObject[] = [];
  // The sheets' objects the forms use, each copied once under a new number.
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

  // Around the body's own content: its graphics state is restored before the sheet draws. The
  // sheet is a pagination artifact, so a tagged body's readers skip it (PDF/UA, 14.8.2.2).
  const open = next++;
  const draw = next++;
  objects.push({ num: open, head: '<</Length 2>>', data: Buffer.from('q\n') });
  const drawOps = Buffer.from(`Q\nq /Artifact <</Type /Pagination>> BDC /${FORM_NAME} Do EMC Q\n`);
  objects.push({ num: draw, head: `<</Length ${drawOps.length}>>`, data: drawOps });

  for (let i = 0; i < bodyPages.length; i++) {
    const page = bodyPages[i]!;
    const sheet = sheetPages[i]!;
    const box = numbers(dictValue(page.value, 'MediaBox'));
    const sheetBox = numbers(dictValue(sheet.value, 'MediaBox'));
    if (!sameBox(box, sheetBox)) return null;
    for (const dict of [page.value, sheet.value]) {
      const rotate = dictValue(dict, 'Rotate');
      if ((rotate !== undefined && Number(rotate) % 360 !== 0) || dictValue(dict, 'UserUnit') !== undefined) return null;
    }
    const content = sheets.object(refNum(dictValue(sheet.value, 'Contents')));
    const sheetResources = dictValue(sheet.value, 'Resources');
    if (!content.stream || !content.value.startsWith('<<') || !sheetResources?.startsWith('<<')) return null;
    const contentDict = dictEntries(content.value);
    if (contentDict.has('Type') || contentDict.has('Subtype')) return null;

    const form = next++;
    const streamEntries = renumber(content.value.slice(2, -2)).trim();
    objects.push({
      num: form,
      head: `<</Type /XObject /Subtype /Form /BBox [${sheetBox.join(' ')}] /Resources ${renumber(sheetResources)} ${streamEntries}>>`,
      data: sheetBytes.subarray(content.stream.start, content.stream.end),
    });

    const resources = resourcesWithForm(page, form);
    const contents = dictValue(page.value, 'Contents');
    if (!resources || contents === undefined) return null;
    const inner = contents.startsWith('[') ? contents.slice(1, -1).trim() : contents;
    let dict = replaced(page.value, 'Resources', resources);
    dict = replaced(dict, 'Contents', `[${open} 0 R ${inner} ${draw} 0 R]`);
    objects.push({ num: page.num, head: dict });
  }

  while (queue.length > 0) {
    const num = queue.shift()!;
    const o = sheets.object(num);
    objects.push({ num: copied.get(num)!, head: renumber(o.value), data: o.stream && sheetBytes.subarray(o.stream.start, o.stream.end) });
  }

  return appendUpdate(bodyBytes, objects, {
    size: next,
    root: dictValue(body.trailer, 'Root')!,
    info: dictValue(body.trailer, 'Info'),
    id: dictValue(body.trailer, 'ID'),
    prev: body.startxref,
  });
}
