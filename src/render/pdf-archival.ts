/**
 * PDF/A-2b and PDF/A-3b (ISO 19005-2/-3, conformance B: the page looks the same in 50 years) from
 * the PDF Chromium printed, as one incremental update like withInfo's metadata (pdf-objects.ts):
 * - an XMP packet declaring the part and conformance, with the Info dictionary's values (both
 *   rewritten here from one InfoFields and one date, so they agree by construction, 6.6.3);
 * - an output intent /GTS_PDFA1 with an sRGB profile (icc/srgb.ts): Chromium paints in
 *   DeviceRGB, which PDF/A accepts only under an output intent (6.2.4.3);
 * - a trailer /ID (6.1.3); link annotations printable and never hidden (6.3.2);
 * - a refusal of what cannot be made archival in place: encryption, JavaScript, launch actions.
 * What Chromium already does right is kept as it is: every font embedded (subsets, CIDFontType2;
 * PDF/A-2 no longer requires CIDSet), the structure tree of a tagged render, transparency groups
 * (allowed since PDF/A-2 when an output intent gives the blending space), its PDF 1.4 header.
 *
 * In-process rather than Ghostscript: Ghostscript is AGPL and, tried on Chromium output,
 * replaced its fonts and dropped the structure tags; this costs a few hundred microseconds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { SRGB_CONDITION, srgbProfile } from './icc/srgb.js';
import { appendUpdate, dictEntries, dictValue, mapRefs, type NewObject, PdfFile, refNum } from './pdf-objects.js';
import { infoDictionary, type InfoFields } from './pdf-info.js';
import { xmpPacket } from './xmp.js';

/** The archival levels a render may ask for; the API's enum is this list. */
export const PDFA_PARTS = ['2b', '3b'] as const;
export type PdfaPart = (typeof PDFA_PARTS)[number];

/** A reason the file cannot be made archival; the finishing chain names its step. */
export class ArchivalError extends Error {}

/** Actions PDF/A-2 and -3 forbid (ISO 19005-2, 6.5.1); URI and GoTo stay allowed. */
const FORBIDDEN_ACTIONS = new Set([
  'Launch',
  'Sound',
  'Movie',
  'ResetForm',
  'ImportData',
  'Hide',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'JavaScript',
]);

/** Annotation flags: Invisible 1, Hidden 2, Print 4, NoView 32. */
const PRINT = 4;
const NOT_SHOWN = 1 | 2 | 32;

/** `dict` without the entries named in `keys`. */
export function withoutKeys(dict: string, keys: string[]): string {
  const entries = dictEntries(dict);
  let out = dict;
  // From the last entry back, so earlier offsets stay right.
  const doomed = keys.flatMap((k) => {
    const at = entries.get(k);
    return at ? [{ key: k, ...at }] : [];
  });
  for (const d of doomed.sort((a, b) => b.start - a.start)) {
    const keyAt = out.lastIndexOf(`/${d.key}`, d.start);
    out = out.slice(0, keyAt) + out.slice(d.end);
  }
  return out;
}

function checkAction(action: string | undefined, where: string): void {
  const type = action && /\/S\s*\/([A-Za-z0-9]+)/.exec(action)?.[1];
  if (type && FORBIDDEN_ACTIONS.has(type)) throw new ArchivalError(`${where} has a ${type} action, which PDF/A forbids`);
}

let iccStream: Buffer | undefined;

/**
 * `pdf` made PDF/A-`part` conformance B, with `info` as its Info dictionary and XMP, both dated
 * `date`. Throws ArchivalError when the file holds what PDF/A forbids.
 */
export function toPdfA(pdf: Buffer, opts: { part: PdfaPart; info: InfoFields; date?: Date }): Buffer {
  const file = new PdfFile(pdf);
  if (dictValue(file.trailer, 'Encrypt') !== undefined) throw new ArchivalError('the PDF is encrypted, which PDF/A forbids');
  const root = refNum(dictValue(file.trailer, 'Root'));
  const catalog = file.object(root).value;
  const names = dictValue(catalog, 'Names');
  if (names && /\/JavaScript\b/.test(names.startsWith('<<') ? names : file.object(refNum(names)).value)) {
    throw new ArchivalError('the PDF holds document JavaScript, which PDF/A forbids');
  }
  checkAction(dictValue(catalog, 'OpenAction'), 'the catalog');

  const objects: NewObject[] = [];
  for (const page of file.pages()) {
    if (dictValue(page.value, 'AA') !== undefined) throw new ArchivalError('a page has additional actions, which PDF/A forbids');
    const annots = dictValue(page.value, 'Annots');
    if (!annots) continue;
    const list = annots.startsWith('[') ? annots : file.object(refNum(annots)).value;
    const refs: number[] = [];
    mapRefs(list, (num) => void refs.push(num));
    if (/<</.test(list)) throw new ArchivalError('a page has inline annotations');
    for (const num of refs) {
      const annot = file.object(num).value;
      checkAction(dictValue(annot, 'A'), 'a link');
      if (dictValue(annot, 'AA') !== undefined) throw new ArchivalError('an annotation has additional actions, which PDF/A forbids');
      const flags = Number(dictValue(annot, 'F') ?? 0);
      if (flags & PRINT && !(flags & NOT_SHOWN)) continue;
      const fixed = `${withoutKeys(annot, ['F']).slice(0, -2).trimEnd()} /F ${(flags | PRINT) & ~NOT_SHOWN}>>`;
      objects.push({ num, head: fixed });
    }
  }

  const date = opts.date ?? new Date();
  const part = opts.part === '3b' ? 3 : 2;
  let next = file.size;
  const info = next++;
  const metadata = next++;
  const profile = next++;
  const xmp = Buffer.from(xmpPacket({ info: opts.info, date, part }), 'utf8');
  iccStream ??= deflateSync(srgbProfile());
  objects.push(
    { num: info, head: infoDictionary(opts.info, date) },
    { num: metadata, head: `<</Type /Metadata /Subtype /XML /Length ${xmp.length}>>`, data: xmp },
    { num: profile, head: `<</N 3 /Filter /FlateDecode /Length ${iccStream.length}>>`, data: iccStream },
  );
  const intent = `<</Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier (${SRGB_CONDITION}) /Info (${SRGB_CONDITION}) /RegistryName (http://www.color.org) /DestOutputProfile ${profile} 0 R>>`;
  const kept = withoutKeys(catalog, ['Metadata', 'OutputIntents', 'AA']).slice(0, -2).trimEnd();
  objects.push({ num: root, head: `${kept} /Metadata ${metadata} 0 R /OutputIntents [${intent}]>>` });

  // The first half of the ID names the file for good; the second, this version of it (14.4).
  // Its bytes need only be unique, not a digest of the whole file: the tail (the last trailer), the
  // size, the time and random bytes, so a 50 MB report costs no more than an invoice.
  const version = createHash('md5')
    .update(pdf.subarray(Math.max(0, pdf.length - 4096)))
    .update(`${pdf.length} ${date.toISOString()}`)
    .update(randomBytes(16))
    .digest('hex')
    .toUpperCase();
  const first = /^\[\s*(<[0-9A-Fa-f]*>)/.exec(dictValue(file.trailer, 'ID') ?? '')?.[1] ?? `<${version}>`;
  return appendUpdate(pdf, objects, { size: next, root: `${root} 0 R`, info: `${info} 0 R`, id: `[${first} <${version}>]`, prev: file.startxref });
}
