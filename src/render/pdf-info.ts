/**
 * Writes the document's metadata into the PDF Chromium printed, as an incremental update
 * (PDF 1.7, 7.5.6): the new Info dictionary (and the catalog with /Lang) are appended after
 * the original bytes with their own xref section and a trailer pointing back (/Prev). Nothing
 * is parsed or rewritten, so it costs microseconds whatever the size of the PDF; a PDF
 * library would re-serialize every object (measured: pdf-lib load+save of a 50-page report
 * costs more than the rest of the post-processing together).
 *
 * Chromium (Skia) always writes a classic xref table and trailer, which is all this reads
 * (pdf-objects.ts).
 */
import { appendUpdate, dictValue, type NewObject, PdfFile, refNum } from './pdf-objects.js';

export interface InfoFields {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator: string;
  producer?: string;
  lang?: string;
  created?: Date;
}

/** A PDF text string: UTF-16BE with its byte order mark, hex-encoded (any script, no escaping). */
export function textString(value: string): string {
  const units: string[] = ['FEFF'];
  for (let i = 0; i < value.length; i++) units.push(value.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase());
  return `<${units.join('')}>`;
}

export function pdfDate(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `(D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z)`;
}

/** The Info dictionary of `fields`, dated `date` (created and modified). */
export function infoDictionary(fields: InfoFields, date: Date): string {
  const entries: string[] = [];
  const add = (key: string, value: string | undefined) => {
    if (value) entries.push(`/${key} ${textString(value)}`);
  };
  add('Title', fields.title);
  add('Author', fields.author);
  add('Subject', fields.subject);
  add('Keywords', fields.keywords);
  add('Creator', fields.creator);
  add('Producer', fields.producer);
  entries.push(`/CreationDate ${pdfDate(date)}`, `/ModDate ${pdfDate(date)}`);
  return `<<${entries.join(' ')}>>`;
}

export function withInfo(pdf: Buffer, fields: InfoFields): Buffer {
  const file = new PdfFile(pdf);
  const root = refNum(dictValue(file.trailer, 'Root'));
  const size = file.size;
  const objects: NewObject[] = [{ num: size, head: infoDictionary(fields, fields.created ?? new Date()) }];
  if (fields.lang) {
    // Replaces any /Lang Chromium wrote; the rest of the catalog is kept as it is.
    const catalog = file.object(root).value.replace(/\/Lang\s*(\([^)]*\)|<[^>]*>)/, '');
    objects.push({ num: root, head: `<</Lang ${textString(fields.lang)}${catalog.replace(/^<</, ' ')}` });
  }
  return appendUpdate(pdf, objects, { size: size + 1, root: `${root} 0 R`, info: `${size} 0 R`, id: dictValue(file.trailer, 'ID'), prev: file.startxref });
}
