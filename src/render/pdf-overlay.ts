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
import { dictEntries, dictValue, mapRefs, numbers, PdfFile, type PdfObject, refNum } from './pdf-objects.js';

/** The name each body page gives its sheet's form in its resources. */
const FORM_NAME = 'QuireFurniture';

interface NewObject {
  num: number;
  /** The object's text up to its data, or whole when it has none. */
  head: string;
  data?: Buffer;
}

const sameBox = (a: number[], b: number[]) => a.length === 4 && b.length === 4 && a.every((v, i) => Math.abs(v - b[i]!) < 0.01);

/** `dict` with `entry` (`/Key value`) added before its closing `>>`. */
const withEntry = (dict: string, entry: string) => `${dict.slice(0, -2).trimEnd()} ${entry}>>`;

/** The page's inline resources with the form added to its XObject dictionary, or null. */
function resourcesWithForm(page: PdfObject, formNum: number): string | null {
  const resources = dictValue(page.value, 'Resources');
  if (!resources?.startsWith('<<')) return null; // inherited or indirect: not Skia's shape
  const xobjects = dictValue(resources, 'XObject');
  const entry = `/${FORM_NAME} ${formNum} 0 R`;
  if (xobjects === undefined) return withEntry(resources, `/XObject <<${entry}>>`);
  if (!xobjects.startsWith('<<') || dictEntries(xobjects).has(FORM_NAME)) return null;
  const at = dictEntries(resources).get('XObject')!;
  return resources.slice(0, at.start) + withEntry(xobjects, entry) + resources.slice(at.end);
}

/** `dict` with `key`'s value replaced. */
function replaced(dict: string, key: string, value: string): string {
  const at = dictEntries(dict).get(key)!;
  return dict.slice(0, at.start) + value + dict.slice(at.end);
}

function serialize(body: Buffer, objects: NewObject[], trailer: { size: number; root: string; info?: string; id?: string; prev: number }): Buffer {
  const parts: Buffer[] = [body];
  let offset = body.length;
  const push = (b: Buffer) => {
    parts.push(b);
    offset += b.length;
  };
  if (body[body.length - 1] !== 0x0a) push(Buffer.from('\n'));
  const offsets = new Map<number, number>();
  for (const o of objects) {
    offsets.set(o.num, offset);
    push(Buffer.from(`${o.num} 0 obj\n${o.head}`, 'latin1'));
    if (o.data) {
      push(Buffer.from('\nstream\n'));
      push(o.data);
      push(Buffer.from('\nendstream'));
    }
    push(Buffer.from('\nendobj\n'));
  }
  const xrefAt = offset;
  let xref = 'xref\n';
  const nums = [...offsets.keys()].sort((a, b) => a - b);
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j++;
    xref += `${nums[i]} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) xref += `${String(offsets.get(nums[k]!)).padStart(10, '0')} 00000 n \n`;
    i = j + 1;
  }
  const t = trailer;
  xref += `trailer\n<</Size ${t.size} /Root ${t.root}${t.info ? ` /Info ${t.info}` : ''}${t.id ? ` /ID ${t.id}` : ''} /Prev ${t.prev}>>\n`;
  push(Buffer.from(`${xref}startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts, offset);
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

  return serialize(bodyBytes, objects, {
    size: next,
    root: dictValue(body.trailer, 'Root')!,
    info: dictValue(body.trailer, 'Info'),
    id: dictValue(body.trailer, 'ID'),
    prev: body.startxref,
  });
}
