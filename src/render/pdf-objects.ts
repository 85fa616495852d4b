/**
 * Just enough of a PDF reader for the files Chromium (Skia) writes and Quire appends to: classic
 * xref tables (followed through /Prev), objects found by their offset, dictionaries read as text
 * with their top-level entries, references found and renumbered outside strings. Stream data is
 * never decoded. Anything else (cross-reference streams, object streams, a malformed file) throws
 * (PdfShapeError), and the caller falls back to a full PDF tool.
 */

class PdfShapeError extends Error {}

/** An indirect object: its value as text and, for a stream, where its data lies in the file. */
export interface PdfObject {
  num: number;
  value: string;
  /** Byte range of the data between `stream` and `endstream` (Length bytes). */
  stream?: { start: number; end: number };
}

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITER = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));
const isSpace = (c: string | undefined) => c !== undefined && WHITESPACE.has(c.charCodeAt(0));
const isBoundary = (c: string | undefined) => c === undefined || WHITESPACE.has(c.charCodeAt(0)) || DELIMITER.has(c.charCodeAt(0));

const REF = /(\d+)\s+(\d+)\s+R/y;

/** Where the literal string, hex string or comment starting at `i` ends (its last index + 1). */
function skipOpaque(text: string, i: number): number {
  const c = text[i];
  if (c === '(') {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text[j];
      if (d === '\\') j++;
      else if (d === '(') depth++;
      else if (d === ')' && --depth === 0) return j + 1;
    }
    throw new PdfShapeError('unterminated string');
  }
  if (c === '<') {
    const end = text.indexOf('>', i);
    if (end === -1) throw new PdfShapeError('unterminated hex string');
    return end + 1;
  }
  const eol = text.slice(i).search(/[\r\n]/);
  return eol === -1 ? text.length : i + eol;
}

const opensOpaque = (text: string, i: number) => text[i] === '(' || text[i] === '%' || (text[i] === '<' && text[i + 1] !== '<');

/**
 * Calls `onRef` for every indirect reference in `text` (strings and comments skipped) and
 * returns the text with each reference replaced by what `onRef` answered (unchanged when it
 * answered undefined).
 */
export function mapRefs(text: string, onRef: (num: number) => number | undefined): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; ) {
    if (text.startsWith('<<', i) || text.startsWith('>>', i)) {
      i += 2;
      continue;
    }
    if (opensOpaque(text, i)) {
      i = skipOpaque(text, i);
      continue;
    }
    const c = text.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39 && isBoundary(text[i - 1])) {
      REF.lastIndex = i;
      const ref = REF.exec(text);
      const end = REF.lastIndex; // onRef may scan other text with the same regex
      if (ref && isBoundary(text[end])) {
        const to = onRef(Number(ref[1]));
        if (to !== undefined) {
          out += `${text.slice(from, i)}${to} 0 R`;
          from = end;
        }
        i = end;
        continue;
      }
    }
    i++;
  }
  return out + text.slice(from);
}

/** The object numbers `text` refers to, in order. */
function refsIn(text: string): number[] {
  const refs: number[] = [];
  mapRefs(text, (num) => void refs.push(num));
  return refs;
}

/** Where the value starting at `i` (after whitespace) ends. */
function skipValue(text: string, i: number): number {
  while (isSpace(text[i])) i++;
  if (text.startsWith('<<', i) || text[i] === '[') {
    const [open, close] = text[i] === '[' ? ['[', ']'] : ['<<', '>>'];
    let depth = 0;
    for (let j = i; j < text.length; ) {
      const pair = text.startsWith('<<', j) ? '<<' : text.startsWith('>>', j) ? '>>' : undefined;
      const token = pair ?? text[j];
      if (token === open) depth++;
      else if (token === close && --depth === 0) return j + close.length;
      if (pair) j += 2;
      else if (opensOpaque(text, j)) j = skipOpaque(text, j);
      else j++;
    }
    throw new PdfShapeError(`unterminated ${open}`);
  }
  if (opensOpaque(text, i)) return skipOpaque(text, i);
  REF.lastIndex = i;
  if (REF.exec(text) && isBoundary(text[REF.lastIndex])) return REF.lastIndex;
  let j = i + (text[i] === '/' ? 1 : 0);
  while (j < text.length && !isBoundary(text[j])) j++;
  if (j === i) throw new PdfShapeError(`no value at ${i}`);
  return j;
}

/** A dictionary's top-level entries: key (without the slash) -> where its value lies in `dict`. */
export function dictEntries(dict: string): Map<string, { start: number; end: number }> {
  if (!dict.startsWith('<<')) throw new PdfShapeError('not a dictionary');
  const entries = new Map<string, { start: number; end: number }>();
  let i = 2;
  for (;;) {
    while (isSpace(dict[i])) i++;
    if (dict.startsWith('>>', i)) return entries;
    if (dict[i] !== '/') throw new PdfShapeError('dictionary key expected');
    let k = i + 1;
    while (k < dict.length && !isBoundary(dict[k])) k++;
    let start = k;
    while (isSpace(dict[start])) start++;
    const end = skipValue(dict, start);
    entries.set(dict.slice(i + 1, k), { start, end });
    i = end;
  }
}

/** The value of `key` in `dict` as text, or undefined. */
export function dictValue(dict: string, key: string): string | undefined {
  const at = dictEntries(dict).get(key);
  return at && dict.slice(at.start, at.end);
}

/** The object number of an indirect reference value (`12 0 R`). */
export function refNum(value: string | undefined): number {
  const m = value === undefined ? null : /^(\d+)\s+\d+\s+R$/.exec(value.trim());
  if (!m) throw new PdfShapeError(`reference expected, found ${value}`);
  return Number(m[1]);
}

/** The numbers of an array value (`[0 0 595 842]`). */
export function numbers(value: string | undefined): number[] {
  if (!value?.startsWith('[')) throw new PdfShapeError('array expected');
  return value
    .slice(1, -1)
    .trim()
    .split(/\s+/)
    .map((n) => {
      const v = Number(n);
      if (!Number.isFinite(v)) throw new PdfShapeError('number expected');
      return v;
    });
}

/** A classic xref subsection: `count` entries of 20 bytes from `at`, numbered from `first`. */
interface Subsection {
  first: number;
  count: number;
  at: number;
}

export class PdfFile {
  /** The newest trailer's dictionary and where its xref section starts. */
  readonly trailer: string;
  readonly startxref: number;
  /** Newest first: an object's newest offset is in the first section that lists it. */
  private readonly sections: Subsection[][] = [];

  constructor(readonly bytes: Buffer) {
    const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
    const start = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
    if (!start) throw new PdfShapeError('no startxref');
    this.startxref = Number(start[1]);
    let at: number | undefined = this.startxref;
    let trailer: string | undefined;
    for (let hops = 0; at !== undefined; hops++) {
      if (hops > 32) throw new PdfShapeError('too many xref sections');
      const section = this.readSection(at);
      trailer ??= section.trailer;
      this.sections.push(section.subsections);
      const prev = dictValue(section.trailer, 'Prev');
      at = prev === undefined ? undefined : Number(prev);
    }
    this.trailer = trailer!;
  }

  /** The trailer's Size: the next free object number. */
  get size(): number {
    return Number(dictValue(this.trailer, 'Size'));
  }

  private readSection(at: number): { subsections: Subsection[]; trailer: string } {
    const text = (from: number, length: number) => this.bytes.subarray(from, Math.min(this.bytes.length, from + length)).toString('latin1');
    if (text(at, 4) !== 'xref') throw new PdfShapeError('not a classic xref table');
    const subsections: Subsection[] = [];
    let pos = at + 4;
    for (;;) {
      const head = /^\s*(\d+) (\d+)[ \t]*\r?\n|^\s*trailer\s*/.exec(text(pos, 64));
      if (!head) throw new PdfShapeError('bad xref subsection');
      pos += head[0].length;
      if (head[1] === undefined) break;
      subsections.push({ first: Number(head[1]), count: Number(head[2]), at: pos });
      pos += Number(head[2]) * 20;
    }
    const dictText = text(pos, 4096);
    return { subsections, trailer: dictText.slice(0, skipValue(dictText, 0)) };
  }

  /** Where object `num` starts, or undefined when no section lists it as in use. */
  offsetOf(num: number): number | undefined {
    for (const section of this.sections) {
      for (const s of section) {
        if (num < s.first || num >= s.first + s.count) continue;
        const entry = this.bytes.subarray(s.at + (num - s.first) * 20, s.at + (num - s.first) * 20 + 18).toString('latin1');
        return entry[17] === 'n' ? Number(entry.slice(0, 10)) : undefined;
      }
    }
    return undefined;
  }

  object(num: number): PdfObject {
    const at = this.offsetOf(num);
    if (at === undefined) throw new PdfShapeError(`object ${num} not found`);
    // Most dictionaries fit in the first window; a longer value is read again in a larger one.
    for (const window of [1024, 65_536, this.bytes.length - at]) {
      const text = this.bytes.subarray(at, at + window).toString('latin1');
      const head = /^(\d+)\s+\d+\s+obj\s*/.exec(text);
      if (!head || Number(head[1]) !== num) throw new PdfShapeError(`object ${num} not at its offset`);
      let end: number;
      try {
        end = skipValue(text, head[0].length);
      } catch (error) {
        if (at + window >= this.bytes.length) throw error;
        continue;
      }
      if (end + 16 > text.length && at + window < this.bytes.length) continue; // the stream keyword may lie beyond
      return this.withStream(num, at, text, head[0].length, end);
    }
    throw new PdfShapeError(`object ${num} unreadable`);
  }

  private withStream(num: number, at: number, text: string, valueStart: number, end: number): PdfObject {
    const value = text.slice(valueStart, end);
    const after = /^\s*stream\r?\n/.exec(text.slice(end, end + 16));
    if (!after) return { num, value };
    const lengthValue = dictValue(value, 'Length');
    if (lengthValue === undefined) throw new PdfShapeError(`object ${num}: a stream without a Length`);
    const length = /R$/.test(lengthValue) ? Number(this.object(refNum(lengthValue)).value) : Number(lengthValue);
    const start = at + end + after[0].length;
    if (
      !Number.isInteger(length) ||
      this.bytes
        .subarray(start + length, start + length + 12)
        .toString('latin1')
        .search(/^\s*endstream/) !== 0
    ) {
      throw new PdfShapeError(`object ${num}: stream length`);
    }
    return { num, value, stream: { start, end: start + length } };
  }

  /** The page objects in reading order, from the catalog's page tree. */
  pages(): PdfObject[] {
    const catalog = this.object(refNum(dictValue(this.trailer, 'Root')));
    const pages: PdfObject[] = [];
    const walk = (num: number, depth: number) => {
      if (depth > 32) throw new PdfShapeError('page tree too deep');
      const node = this.object(num);
      const type = dictValue(node.value, 'Type');
      if (type === '/Page') return void pages.push(node);
      if (type !== '/Pages') throw new PdfShapeError('page tree node expected');
      const kids = dictValue(node.value, 'Kids');
      if (!kids?.startsWith('[')) throw new PdfShapeError('Kids expected');
      for (const kid of refsIn(kids)) walk(kid, depth + 1);
    };
    walk(refNum(dictValue(catalog.value, 'Pages')), 0);
    return pages;
  }
}

/** An object of an update: its text up to its data, or whole when it has none. */
export interface NewObject {
  num: number;
  head: string;
  data?: Buffer;
}

/**
 * `appendUpdate` that keeps the document `file` is: the new trailer carries the previous one's
 * Info and ID (the same document, not a new one) and points back to its xref section.
 */
export function appendToFile(pdf: Buffer, file: Pick<PdfFile, 'trailer' | 'startxref'>, objects: NewObject[], size: number, root: string): Buffer {
  return appendUpdate(pdf, objects, { size, root, info: dictValue(file.trailer, 'Info'), id: dictValue(file.trailer, 'ID'), prev: file.startxref });
}

/**
 * `pdf` with `objects` appended as an incremental update (PDF 1.7, 7.5.6): the objects, an xref
 * section listing them and a trailer pointing back to the previous one (`prev`, its startxref).
 * `root` and `info` are references (`12 0 R`).
 */
export function appendUpdate(pdf: Buffer, objects: NewObject[], trailer: { size: number; root: string; info?: string; id?: string; prev: number }): Buffer {
  // The text between stream data, as Latin-1: one character per byte, so its length is its size.
  const parts: Buffer[] = [pdf];
  let done = pdf.length;
  let text = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const o of objects) {
    offsets.set(o.num, done + text.length);
    text += `${o.num} 0 obj\n${o.head}`;
    if (o.data) {
      parts.push(Buffer.from(`${text}\nstream\n`, 'latin1'), o.data);
      done += text.length + 8 + o.data.length;
      text = '\nendstream';
    }
    text += '\nendobj\n';
  }
  const xrefAt = done + text.length;
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
  parts.push(Buffer.from(`${text}${xref}startxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
