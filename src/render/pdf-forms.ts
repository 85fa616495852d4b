/**
 * Pages of a second PDF drawn on a body's pages, appended as an incremental update (PDF 1.7,
 * 7.5.6): the furniture overlay (pdf-overlay.ts) and the TEST mark (pdf-stamp.ts). A source page
 * becomes a form XObject; the objects it uses (fonts, images, graphics states) are copied once
 * each under new numbers; each body page gets a new version that wraps its own content in q/Q
 * (so its graphics state cannot move what is drawn over it) and then draws the form. The body's
 * own bytes are kept as they are. Anything not in Skia's shape answers null or false, and the
 * caller decides whether that is a fallback or a failure.
 */
import { appendToFile, dictEntries, dictValue, mapRefs, type NewObject, numbers, type PdfFile, type PdfObject, refNum } from './pdf-objects.js';

/** `dict` with `entry` (`/Key value`) added before its closing `>>`. */
const withEntry = (dict: string, entry: string) => `${dict.slice(0, -2).trimEnd()} ${entry}>>`;

/** `dict` with `key`'s value replaced. */
function replaced(dict: string, key: string, value: string): string {
  const at = dictEntries(dict).get(key)!;
  return dict.slice(0, at.start) + value + dict.slice(at.end);
}

/** The page's inline resources with the form added to its XObject dictionary as `name`, or null. */
function resourcesWithForm(page: PdfObject, formNum: number, name: string): string | null {
  const resources = dictValue(page.value, 'Resources');
  if (!resources?.startsWith('<<')) return null; // inherited or indirect: not Skia's shape
  const xobjects = dictValue(resources, 'XObject');
  const entry = `/${name} ${formNum} 0 R`;
  if (xobjects === undefined) return withEntry(resources, `/XObject <<${entry}>>`);
  if (!xobjects.startsWith('<<') || dictEntries(xobjects).has(name)) return null;
  const at = dictEntries(resources).get('XObject')!;
  return resources.slice(0, at.start) + withEntry(xobjects, entry) + resources.slice(at.end);
}

/** Neither rotated nor scaled: the boxes Quire computes are the page's own coordinates. */
export const isUpright = (page: PdfObject): boolean => {
  const rotate = dictValue(page.value, 'Rotate');
  return (rotate === undefined || Number(rotate) % 360 === 0) && dictValue(page.value, 'UserUnit') === undefined;
};

export class FormDrawing {
  private readonly objects: NewObject[] = [];
  private readonly copied = new Map<number, number>();
  private readonly queue: number[] = [];
  private next: number;
  /** The stream opening every body page's content: it saves the state the drawing restores. */
  private readonly open: number;

  constructor(
    private readonly body: PdfFile,
    private readonly source: PdfFile,
    private readonly sourceBytes: Buffer,
  ) {
    this.next = body.size;
    this.open = this.add('<</Length 2>>', Buffer.from('q\n'));
  }

  /** A new object in the update; its number. */
  add(head: string, data?: Buffer): number {
    const num = this.next++;
    this.objects.push({ num, head, data });
    return num;
  }

  /** A content stream that restores the body's state, then runs `ops` (which draw a form). */
  drawing(ops: string): number {
    const data = Buffer.from(`Q\n${ops}\n`);
    return this.add(`<</Length ${data.length}>>`, data);
  }

  /** The source page as a form XObject, or null when it is not in Skia's shape. */
  form(page: PdfObject): number | null {
    const content = this.source.object(refNum(dictValue(page.value, 'Contents')));
    const resources = dictValue(page.value, 'Resources');
    if (!content.stream || !content.value.startsWith('<<') || !resources?.startsWith('<<')) return null;
    const contentDict = dictEntries(content.value);
    if (contentDict.has('Type') || contentDict.has('Subtype')) return null;
    const box = numbers(dictValue(page.value, 'MediaBox'));
    const streamEntries = this.renumber(content.value.slice(2, -2)).trim();
    return this.add(
      `<</Type /XObject /Subtype /Form /BBox [${box.join(' ')}] /Resources ${this.renumber(resources)} ${streamEntries}>>`,
      this.sourceBytes.subarray(content.stream.start, content.stream.end),
    );
  }

  /** A new version of the body's `page` that has `form` as `name` and runs `drawing` after its own content; false when not in Skia's shape. */
  drawOn(page: PdfObject, form: number, name: string, drawing: number): boolean {
    const resources = resourcesWithForm(page, form, name);
    const contents = dictValue(page.value, 'Contents');
    if (!resources || contents === undefined) return false;
    const inner = contents.startsWith('[') ? contents.slice(1, -1).trim() : contents;
    const dict = replaced(replaced(page.value, 'Resources', resources), 'Contents', `[${this.open} 0 R ${inner} ${drawing} 0 R]`);
    this.objects.push({ num: page.num, head: dict });
    return true;
  }

  /** The body's bytes with the update appended: every source object the forms use, copied once. */
  finish(bodyBytes: Buffer): Buffer | null {
    while (this.queue.length > 0) {
      const num = this.queue.shift()!;
      const o = this.source.object(num);
      this.objects.push({
        num: this.copied.get(num)!,
        head: this.renumber(o.value),
        data: o.stream && this.sourceBytes.subarray(o.stream.start, o.stream.end),
      });
    }
    const root = dictValue(this.body.trailer, 'Root');
    if (root === undefined) return null;
    return appendToFile(bodyBytes, this.body, this.objects, this.next, root);
  }

  /** `text` with each reference to a source object turned into its copy's number (copied on finish). */
  private renumber(text: string): string {
    return mapRefs(text, (num) => {
      let to = this.copied.get(num);
      if (to === undefined) {
        to = this.next++;
        this.copied.set(num, to);
        this.queue.push(num);
      }
      return to;
    });
  }
}
