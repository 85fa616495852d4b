/**
 * Reads PDFs back the way a user would check them, with poppler-utils: text (pdftotext),
 * page count and size (pdfinfo), embedded fonts (pdffonts), and the colour of a point on
 * the first page (pdftoppm to PPM, which needs no image decoder); and a pixel of a PNG screenshot.
 * The one PDF reader of the tests.
 */
import { run } from './run.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const dir = mkdtempSync(join(tmpdir(), 'quire-pdf-test-'));
let n = 0;

/** `fn` on the PDF written to a temporary file, removed after; `scratch` is a free path beside it for a tool's output. */
export async function withFile<T>(pdf: Uint8Array, fn: (path: string, scratch: string) => Promise<T>): Promise<T> {
  const path = join(dir, `doc-${++n}.pdf`);
  writeFileSync(path, pdf);
  const scratch = join(dir, `out-${n}`);
  try {
    return await fn(path, scratch);
  } finally {
    rmSync(path, { force: true });
    rmSync(scratch, { force: true, recursive: true });
  }
}

export const pdfText = (pdf: Uint8Array): Promise<string> => withFile(pdf, async (path) => (await run('pdftotext', ['-layout', path, '-'])).stdout);

export async function pdfInfo(pdf: Uint8Array): Promise<{ pages: number; width: number; height: number }> {
  const { stdout } = await withFile(pdf, (path) => run('pdfinfo', [path]));
  const pages = Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
}

/** Base font names without the subset prefix: "AAAAAA+Inter-Bold" -> "Inter-Bold". */
export async function pdfFonts(pdf: Uint8Array): Promise<string[]> {
  const { stdout } = await withFile(pdf, (path) => run('pdffonts', [path]));
  return stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
}

/** RGB at (x, y) given as fractions of the first page's width and height. */
export async function pixelAt(pdf: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  return withFile(pdf, async (path) => {
    const out = join(dir, `px-${++n}`);
    await run('pdftoppm', ['-r', '20', '-f', '1', '-l', '1', '-singlefile', path, out]);
    const ppm = readFileSync(`${out}.ppm`);
    rmSync(`${out}.ppm`, { force: true });
    // P6\n<width> <height>\n<max>\n<rgb bytes>
    const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'))!;
    const width = Number(header[1]);
    const height = Number(header[2]);
    const offset = header[0].length + (Math.floor(y * height) * width + Math.floor(x * width)) * 3;
    return [ppm[offset]!, ppm[offset + 1]!, ppm[offset + 2]!];
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a PNG must start with. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The colour at (x, y), fractions of the width and height, of a PNG (a Chromium screenshot). */
export function pngPixelAt(png: Uint8Array, x: number, y: number): [number, number, number] {
  const { width, height, data } = PNG.sync.read(Buffer.from(png));
  const at = (Math.floor(y * height) * width + Math.floor(x * width)) * 4; // decoded as RGBA
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Text of one page (1-based). */
export const pageText = (pdf: Uint8Array, page: number): Promise<string> =>
  withFile(pdf, async (path) => (await run('pdftotext', ['-layout', '-f', String(page), '-l', String(page), path, '-'])).stdout);

/** Words of page 1 with their boxes in points (pdftotext -bbox). */
export async function wordBoxes(pdf: Uint8Array, page = 1): Promise<{ word: string; xMin: number; yMin: number }[]> {
  const { stdout } = await withFile(pdf, (path) => run('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-']));
  return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map((m) => ({
    word: m[3]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
    xMin: Number(m[1]),
    yMin: Number(m[2]),
  }));
}

/** pdfinfo's fields as a map ("Title" -> "..."); `password` opens an encrypted file. */
export async function pdfInfoFields(pdf: Uint8Array, password?: string): Promise<Record<string, string>> {
  const { stdout } = await withFile(pdf, (path) => run('pdfinfo', [...(password === undefined ? [] : ['-upw', password]), path]));
  return Object.fromEntries(
    stdout
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => {
        const i = l.indexOf(':');
        return [l.slice(0, i).trim(), l.slice(i + 1).trim()];
      }),
  );
}

/** Images listed by pdfimages -list: type, width, height per image. */
export async function pdfImages(pdf: Uint8Array): Promise<{ width: number; height: number }[]> {
  const { stdout } = await withFile(pdf, (path) => run('pdfimages', ['-list', path]));
  return tableRows(stdout).map((cols) => ({ width: Number(cols[3]), height: Number(cols[4]) }));
}

/** The rows of a poppler table (pdfimages -list, pdffonts) below its two header lines, split into columns. */
function tableRows(stdout: string): string[][] {
  return stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/));
}

/** Runs a command on the PDF written to a file: `qpdf --check`, `pdfinfo -upw x`... */
export async function onPdf(pdf: Uint8Array, cmd: string, args: (path: string) => string[]): Promise<{ code: number; out: string }> {
  return withFile(pdf, async (path) => {
    try {
      const { stdout, stderr } = await run(cmd, args(path));
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
    }
  });
}

export interface Word {
  page: number;
  text: string;
  yMin: number;
  xMin: number;
}

/** Every word with its page and box in points from the page's top-left (pdftotext -bbox). */
export async function pdfWords(pdf: Uint8Array): Promise<Word[]> {
  const { stdout } = await withFile(pdf, (path) => run('pdftotext', ['-bbox', path, '-'], { maxBuffer: 64 * 1024 * 1024 }));
  const words: Word[] = [];
  let page = 0;
  for (const line of stdout.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]*)<\/word>/.exec(line);
    if (m) words.push({ page, xMin: Number(m[1]), yMin: Number(m[2]), text: m[3]! });
  }
  return words;
}

/** pdffonts rows: base name (subset prefix removed) and whether the font is embedded. */
export async function pdfFontsEmbedded(pdf: Uint8Array): Promise<{ name: string; embedded: boolean }[]> {
  const { stdout } = await withFile(pdf, (path) => run('pdffonts', [path]));
  // name type [type2] encoding emb sub uni object ID — read the flags from the right.
  return tableRows(stdout).map((cols) => ({ name: cols[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: cols[cols.length - 5] === 'yes' }));
}

/** A PDF as a user checks it: text, page count, page size in points, pdffonts' listing. */
export async function readPdf(bytes: Buffer) {
  const [text, info, fonts] = await Promise.all([pdfText(bytes), pdfInfo(bytes), withFile(bytes, async (path) => (await run('pdffonts', [path])).stdout)]);
  return { bytes, text, ...info, fonts };
}

/** Downloads a PDF and reads it back (readPdf), with its content type. */
export async function fetchPdf(url: string) {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}`);
  return { contentType: res.headers.get('content-type'), ...(await readPdf(Buffer.from(await res.arrayBuffer()))) };
}
