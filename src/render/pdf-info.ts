/**
 * Writes the document's metadata into the PDF Chromium printed, as an incremental update
 * (PDF 1.7, 7.5.6): the new Info dictionary (and the catalog with /Lang) are appended after
 * the original bytes with their own xref section and a trailer pointing back (/Prev). Nothing
 * is parsed or rewritten, so it costs microseconds whatever the size of the PDF; a PDF
 * library would re-serialize every object (measured: pdf-lib load+save of a 50-page report
 * costs more than the rest of the post-processing together).
 *
 * Chromium (Skia) always writes a classic xref table and trailer, which is all this reads.
 */
const enc = (s: string) => Buffer.from(s, 'latin1');

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
function textString(value: string): string {
  const units: string[] = ['FEFF'];
  for (let i = 0; i < value.length; i++) units.push(value.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase());
  return `<${units.join('')}>`;
}

function pdfDate(d: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `(D:${p(d.getUTCFullYear(), 4)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z)`;
}

interface Trailer {
  size: number;
  root: number;
  id: string | null;
  prevXref: number;
}

function readTrailer(pdf: Buffer): Trailer {
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const trailerAt = tail.lastIndexOf('trailer');
  if (!startxref || trailerAt < 0) throw new Error('PDF without a classic trailer: cannot add metadata');
  const dict = tail.slice(trailerAt, startxref.index);
  const size = /\/Size\s+(\d+)/.exec(dict);
  const root = /\/Root\s+(\d+)\s+0\s+R/.exec(dict);
  if (!size || !root) throw new Error('PDF trailer without /Size or /Root');
  return { size: Number(size[1]), root: Number(root[1]), id: /\/ID\s*(\[[^\]]*\])/.exec(dict)?.[1] ?? null, prevXref: Number(startxref[1]) };
}

/** The catalog object's dictionary text, found through the classic xref table. */
function readCatalog(pdf: Buffer, t: Trailer): string {
  const xref = pdf.subarray(t.prevXref, t.prevXref + 64).toString('latin1');
  const head = /^xref\s+(\d+)\s+(\d+)\s+/.exec(xref);
  if (!head) throw new Error('PDF without a classic xref table');
  const first = Number(head[1]);
  const entryAt = t.prevXref + head[0].length + (t.root - first) * 20;
  const offset = Number(pdf.subarray(entryAt, entryAt + 10).toString('latin1'));
  const text = pdf.subarray(offset, offset + 4096).toString('latin1');
  const body = new RegExp(`^${t.root}\\s+0\\s+obj\\s*([\\s\\S]*?)\\s*endobj`).exec(text);
  if (!body) throw new Error('PDF catalog not found');
  return body[1]!;
}

export function withInfo(pdf: Buffer, fields: InfoFields): Buffer {
  const t = readTrailer(pdf);
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
  const date = pdfDate(fields.created ?? new Date());
  entries.push(`/CreationDate ${date}`, `/ModDate ${date}`);

  const objects: { num: number; text: string }[] = [{ num: t.size, text: `<<${entries.join(' ')}>>` }];
  if (fields.lang) {
    // Replaces any /Lang Chromium wrote; the rest of the catalog is kept as it is.
    const catalog = readCatalog(pdf, t).replace(/\/Lang\s*(\([^)]*\)|<[^>]*>)/, '');
    objects.push({ num: t.root, text: `<</Lang ${textString(fields.lang)}${catalog.replace(/^<</, ' ')}` });
  }

  let out = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const offsets = new Map<number, number>();
  for (const o of objects) {
    offsets.set(o.num, pdf.length + Buffer.byteLength(out, 'latin1'));
    out += `${o.num} 0 obj\n${o.text}\nendobj\n`;
  }
  const xrefAt = pdf.length + Buffer.byteLength(out, 'latin1');
  out += 'xref\n';
  for (const num of [...offsets.keys()].sort((a, b) => a - b)) {
    out += `${num} 1\n${String(offsets.get(num)).padStart(10, '0')} 00000 n \n`;
  }
  out += `trailer\n<</Size ${t.size + 1} /Root ${t.root} 0 R /Info ${t.size} 0 R${t.id ? ` /ID ${t.id}` : ''} /Prev ${t.prevXref}>>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, enc(out)]);
}
