/**
 * Checks of archival PDFs by tools Quire did not write (DESIGN.md, example 17): Apache PDFBox
 * Preflight (Debian libpdfbox2-java), qpdf's JSON view of the objects, poppler's pdfinfo,
 * pdffonts and pdfdetach. For the PDF/A, e-invoice and signing suites.
 *
 * Preflight 2.0 validates PDF/A-1b only. A PDF/A-2b or -3b file is valid when Preflight reports
 * nothing but what PDF/A-1 alone forbids (PDF1_ONLY below, each with the clause that lifts it).
 */
import { run, type RunError } from './run.js';
import { existsSync, readFileSync } from 'node:fs';
import { withFile } from './pdf.js';

/**
 * Preflight's class path: PDFBox 2, FontBox, XMPBox, commons-logging, and the javax.activation
 * and JAXB API jars Java 11+ no longer ships (Debian libactivation-java, libjaxb-api-java).
 */
const JARS = ['preflight', 'pdfbox2', 'fontbox2', 'xmpbox', 'commons-logging', 'javax.activation', 'jaxb-api'].map((j) => `/usr/share/java/${j}.jar`);

/**
 * Whether Preflight can run here. With CI=true a missing Java or jar fails the caller's test
 * (throws), so a CI machine never skips the check silently; elsewhere the test is skipped
 * (it.skipIf), shown as skipped in the report.
 */
export async function preflightAvailable(): Promise<boolean> {
  const missing = JARS.filter((j) => !existsSync(j));
  const java = await run('java', ['-version']).then(
    () => true,
    () => false,
  );
  if (java && missing.length === 0) return true;
  const why = java ? `missing ${missing.join(', ')}` : 'no java on PATH';
  if (process.env.CI === 'true') throw new Error(`PDFBox Preflight cannot run (${why}): make install-test-packages`);
  return false;
}

export interface PreflightError {
  code: string;
  message: string;
}

/**
 * Preflight errors that only PDF/A-1 (ISO 19005-1) makes errors; PDF/A-2 (ISO 19005-2) and
 * PDF/A-3 allow what they report. Keyed by code, with the message text that must match, so
 * another error under the same code still counts.
 */
const PDF1_ONLY: { code: string; message: RegExp; why: string }[] = [
  // 19005-1 6.1.11 forbids embedded files; 19005-3 6.8 allows any, as associated files.
  { code: '1.2.9', message: /EmbeddedFile entry is present in a FileSpecification/, why: 'embedded files (PDF/A-3 6.8 allows them)' },
  { code: '1.4.7', message: /EmbeddedFile entry is present in the Names dictionary/, why: 'embedded files (PDF/A-3 6.8)' },
  // 19005-1 6.2.2 takes ICC profiles up to ICC.1:1998-09 (v2); 19005-2 6.2.4.2 takes ICC.1:2004-10 (v4), which Skia embeds for images.
  { code: '2.1.6', message: /Invalid version of the ICCProfile/, why: 'v4 ICC profiles of images (PDF/A-2 6.2.4.2)' },
  // 19005-1 6.4 forbids transparency; 19005-2 6.4 allows it (the output intent gives the blending space, 6.2.10).
  { code: '2.2.1', message: /Group has a transparency S entry/, why: 'transparency groups (PDF/A-2 6.4)' },
  { code: '2.2.2', message: /Soft Mask must be null or None/, why: 'soft masks of images (PDF/A-2 6.4)' },
  { code: '4.1.2', message: /\b(CA|ca) entry in a ExtGState is invalid/, why: 'constant alpha (PDF/A-2 6.4)' },
  { code: '4.1.1', message: /SoftMask must be null or None/, why: 'soft masks in graphics states, e.g. a CSS box-shadow (PDF/A-2 6.4)' },
  // 19005-1 6.3.5 requires CIDSet in subset CID fonts; 19005-2 6.2.11.4.2 only requires it to be right when present.
  { code: '3.1.11', message: /CIDSet entry is missing/, why: 'CIDSet (optional since PDF/A-2)' },
  // Preflight checks the identification of PDF/A-1: part 2 or 3 is the point.
  { code: '7.11.2', message: /part must be 1/, why: 'the PDF/A part declared in XMP' },
];

/** Every error Preflight's PDF/A-1b validation reports for `pdf` (none: []). */
export async function preflight(pdf: Uint8Array): Promise<PreflightError[]> {
  return withFile(pdf, async (path) => {
    // Its exit status is the number of errors; the errors are lines "<code> : <message>".
    const { stdout } = await run('java', ['-cp', JARS.join(':'), 'org.apache.pdfbox.preflight.Validator_A1b', path], { maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: RunError) => {
        if (typeof error.code === 'number') return error;
        throw new Error(`Preflight did not run: ${error.message}\n${error.stderr}`);
      },
    );
    if (!/is a valid PDF\/A-1b file|is not a valid PDF\/A-1b file/.test(stdout)) throw new Error(`Preflight gave no verdict:\n${stdout}`);
    return [...stdout.matchAll(/^(\d+(?:\.\d+)*) : (.*)$/gm)].map((m) => ({ code: m[1]!, message: m[2]! }));
  });
}

/** The errors of `pdf` that PDF/A-2 and PDF/A-3 forbid too (what a valid file has none of). */
export async function preflightBeyondPdfA1(pdf: Uint8Array): Promise<PreflightError[]> {
  return (await preflight(pdf)).filter((e) => !PDF1_ONLY.some((x) => x.code === e.code && x.message.test(e.message)));
}

type Json = Record<string, any>;

/** The file's objects as qpdf reads them (JSON v2): `obj:N 0 R` -> { value } or { stream: { dict } }. */
async function objectsOf(pdf: Uint8Array): Promise<Json> {
  const { stdout } = await withFile(pdf, (path) => run('qpdf', ['--json=2', '--json-key=qpdf', path], { maxBuffer: 256 * 1024 * 1024 }));
  return (JSON.parse(stdout) as { qpdf: [unknown, Json] }).qpdf[1];
}

export interface ArchivalFacts {
  /** pdfaid:part and pdfaid:conformance of the XMP packet. */
  part: number | null;
  conformance: string | null;
  /** pdfinfo's Title and the XMP dc:title; CreationDate/ModDate as pdfinfo reads them and the XMP dates. */
  infoTitle: string | null;
  xmpTitle: string | null;
  infoCreated: string | null;
  xmpCreated: string | null;
  /** The catalog's output intents: subtype and the /N of their profile stream. */
  outputIntents: { s: string; n: number | null }[];
  /** The trailer's /ID (two byte strings), or null. */
  id: string[] | null;
  /** pdffonts' rows: name and whether the font is embedded. */
  fonts: { name: string; embedded: boolean }[];
  /** qpdf --show-encryption said the file is not encrypted. */
  encrypted: boolean;
  /** The catalog keeps Chromium's structure tree (/StructTreeRoot) and /MarkInfo. */
  tagged: boolean;
  /** The catalog's /AF file specifications: name (/UF), /AFRelationship, the embedded file's /Subtype and /Params /Size. */
  associatedFiles: { name: string; relationship: string; subtype: string | null; size: number | null; modDate: string | null }[];
  /** Link annotations and their /F flags. */
  linkFlags: number[];
  /** The XMP packet as text. */
  xmp: string;
}

const decodeString = (s: unknown) =>
  typeof s === 'string' ? (s.startsWith('u:') ? s.slice(2) : s.startsWith('b:') ? Buffer.from(s.slice(2), 'hex').toString('latin1') : s) : null;

/** What a PDF/A reviewer looks at, read with qpdf and poppler. */
export async function archivalFacts(pdf: Uint8Array): Promise<ArchivalFacts> {
  const objects = await objectsOf(pdf);
  const deref = (v: unknown): Json | undefined => {
    if (typeof v === 'string' && / R$/.test(v)) {
      const o = objects[`obj:${v}`];
      return o?.value ?? o?.stream?.dict;
    }
    return v as Json | undefined;
  };
  const trailer = objects.trailer.value as Json;
  const catalog = deref(trailer['/Root'])!;
  const xmpRef = catalog['/Metadata'] as string | undefined;
  const xmp = xmpRef ? await withFile(pdf, async (path) => (await run('pdfinfo', ['-meta', path], { maxBuffer: 16 * 1024 * 1024 })).stdout) : '';
  const info = await withFile(pdf, async (path) => (await run('pdfinfo', ['-isodates', path])).stdout);
  const field = (name: string) => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(info)?.[1]?.trim() ?? null;
  const intents = ((deref(catalog['/OutputIntents']) as unknown as unknown[]) ?? []).map((i) => {
    const intent = deref(i)!;
    return { s: String(intent['/S']), n: (deref(intent['/DestOutputProfile'])?.['/N'] as number | undefined) ?? null };
  });
  const fonts = await withFile(pdf, async (path) => (await run('pdffonts', [path])).stdout);
  const encryption = await withFile(pdf, async (path) => (await run('qpdf', ['--show-encryption', path])).stdout);
  const associatedFiles = ((deref(catalog['/AF']) as unknown as unknown[]) ?? []).map((ref) => {
    const spec = deref(ref)!;
    const file = deref(deref(spec['/EF'])?.['/F']);
    const params = deref(file?.['/Params']);
    return {
      name: decodeString(spec['/UF']) ?? '',
      relationship: String(spec['/AFRelationship']),
      subtype: (file?.['/Subtype'] as string | undefined) ?? null,
      size: (params?.['/Size'] as number | undefined) ?? null,
      modDate: decodeString(params?.['/ModDate']),
    };
  });
  const linkFlags: number[] = [];
  for (const o of Object.values(objects)) {
    const v = (o as Json).value as Json | undefined;
    if (v && typeof v === 'object' && v['/Subtype'] === '/Link') linkFlags.push(Number(v['/F'] ?? 0));
  }
  const id = trailer['/ID'] as string[] | undefined;
  return {
    part: Number(/<pdfaid:part>(\d)<\/pdfaid:part>/.exec(xmp)?.[1]) || null,
    conformance: /<pdfaid:conformance>([AUB])<\/pdfaid:conformance>/.exec(xmp)?.[1] ?? null,
    infoTitle: field('Title'),
    xmpTitle: /<dc:title>\s*<rdf:Alt>\s*<rdf:li xml:lang="x-default">([^<]*)<\/rdf:li>/.exec(xmp)?.[1] ?? null,
    infoCreated: field('CreationDate'),
    xmpCreated: /<xmp:CreateDate>([^<]*)<\/xmp:CreateDate>/.exec(xmp)?.[1] ?? null,
    outputIntents: intents,
    id: id ?? null,
    fonts: fonts
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const cols = line.split(/\s+/);
        // name, type (one or two words), encoding, emb, sub, uni, object, id: emb is 5th from the end.
        return { name: cols[0]!, embedded: cols[cols.length - 5] === 'yes' };
      }),
    encrypted: !/File is not encrypted/.test(encryption),
    tagged: catalog['/StructTreeRoot'] !== undefined && catalog['/MarkInfo'] !== undefined,
    associatedFiles,
    linkFlags,
    xmp,
  };
}

/** The bytes of the attachment `name`, extracted with pdfdetach. */
export async function detach(pdf: Uint8Array, name: string): Promise<Buffer> {
  return withFile(pdf, async (path, out) => {
    await run('pdfdetach', ['-savefile', name, '-o', out, path]);
    return readFileSync(out);
  });
}
