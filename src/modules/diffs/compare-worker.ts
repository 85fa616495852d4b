/**
 * Runs inside a compare worker thread (compare-pool.ts): rasterises both PDFs page by page with
 * pdf.js on a Skia canvas (@napi-rs/canvas), compares each pair of pages with pixelmatch, draws
 * the changed pixels in red over the new page, and diffs the pages' text. Every step costs what
 * the PDFs choose, so none of it runs on the thread that answers requests. It says when it
 * starts, so the deadline counts the comparison, not the wait for a thread or pdf.js loading.
 */
import { createCanvas } from '@napi-rs/canvas';
import { createTwoFilesPatch } from 'diff';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { type TimedTask, taskStarted } from '../../core/worker-threads.js';

export interface CompareTask extends TimedTask {
  from: Uint8Array;
  to: Uint8Array;
  /** Labels of the text diff: `v3`, `draft`. */
  labels: { from: string; to: string };
  /** Width of the page images in pixels. */
  width: number;
}

export interface ComparedPage {
  /** Changed pixels / the page's pixels: 0 for an identical page, 1 for a page on one side only. */
  changedRatio: number;
  png: Uint8Array;
}

export interface CompareOutcome {
  pageCount: { from: number; to: number };
  pages: ComparedPage[];
  textDiff: string;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/**
 * The legacy build runs on Node without DOM globals. In this thread it parses on its "fake
 * worker" (no nested thread), whose module it would import at the first document: loaded here
 * with the rest, as soon as the thread starts.
 */
const loadPdfJs = () =>
  (pdfjs ??= (async () => {
    const fakeWorker = 'pdfjs-dist/legacy/build/pdf.worker.mjs'; // untyped: imported by name
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(fakeWorker);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })());
// From the moment the thread starts (compare-pool.ts starts one at the first diff, while its PDFs print).
loadPdfJs().catch(() => undefined);

interface Raster {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** One PDF, opened: its pages rasterised (at `width` pixels) and read as text on demand. */
async function open(lib: PdfJs, bytes: Uint8Array) {
  const task = lib.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  return {
    pages: doc.numPages,
    async page(n: number, width: number): Promise<{ raster: Raster; text: string }> {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      return { raster: { width: canvas.width, height: canvas.height, rgba }, text };
    },
    close: () => task.destroy(),
  };
}

/** `r` on a white canvas of `width` x `height` (pages of different sizes compare over the larger). */
function padded(r: Raster, width: number, height: number): Uint8ClampedArray {
  if (r.width === width && r.height === height) return r.rgba;
  const out = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < r.height; y++) out.set(r.rgba.subarray(y * r.width * 4, (y + 1) * r.width * 4), y * width * 4);
  return out;
}

/** PNG at the fastest deflate, unfiltered: on this machine 35 ms a page where Skia's encoder took 300. */
function encode(width: number, height: number, rgba: Uint8ClampedArray): Uint8Array {
  const png = new PNG({ width, height });
  png.data = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return PNG.sync.write(png, { deflateLevel: 1, filterType: 0 });
}

const RED = [230, 20, 20] as const;
const HALO_PX = 8;

/**
 * A pink halo `HALO_PX` around the red pixels, so a changed digit is seen on a whole page:
 * the red pixels' mask widened along rows, then along columns, and tinted once.
 */
function halo(rgba: Uint8ClampedArray, width: number, height: number): void {
  const red = new Uint8Array(width * height);
  for (let p = 0; p < red.length; p++) red[p] = rgba[p * 4] === RED[0] && rgba[p * 4 + 1] === RED[1] && rgba[p * 4 + 2] === RED[2] ? 1 : 0;
  const rows = widen(red, width, height, 1, width);
  const area = widen(rows, height, width, width, 1);
  for (let p = 0; p < red.length; p++) {
    if (!area[p] || red[p]) continue;
    rgba[p * 4 + 1] = rgba[p * 4 + 1]! * 0.8;
    rgba[p * 4 + 2] = rgba[p * 4 + 2]! * 0.8;
  }
}

/** `mask` widened by HALO_PX along lines of `length` cells (`step` apart; lines `stride` apart). */
function widen(mask: Uint8Array, length: number, lines: number, step: number, stride: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let l = 0; l < lines; l++) {
    const at = (k: number) => l * stride + k * step;
    // The distance to the nearest set cell before, then after.
    for (let k = 0, last = -Infinity; k < length; k++) {
      if (mask[at(k)]) last = k;
      if (k - last <= HALO_PX) out[at(k)] = 1;
    }
    for (let k = length - 1, next = Infinity; k >= 0; k--) {
      if (mask[at(k)]) next = k;
      if (next - k <= HALO_PX) out[at(k)] = 1;
    }
  }
  return out;
}

/** A page on one side only: the page faded, under a red wash (all of it changed). */
function wholly(r: Raster): Uint8ClampedArray {
  const out = new Uint8ClampedArray(r.rgba.length);
  for (let i = 0; i < r.rgba.length; i += 4) {
    const grey = 0.299 * r.rgba[i]! + 0.587 * r.rgba[i + 1]! + 0.114 * r.rgba[i + 2]!;
    const faded = 255 + (grey - 255) * 0.4;
    out[i] = 255;
    out[i + 1] = faded * 0.55;
    out[i + 2] = faded * 0.55;
    out[i + 3] = 255;
  }
  return out;
}

/** The pages' text, one block per page under a `[page N]` line, so the diff says where a change is. */
const pagedText = (texts: string[]): string => texts.map((t, i) => `[page ${i + 1}]\n${t.trimEnd()}\n`).join('');

export default async function compare(task: CompareTask): Promise<CompareOutcome> {
  const lib = await loadPdfJs();
  taskStarted(task);
  const [from, to] = [await open(lib, task.from), await open(lib, task.to)];
  try {
    const pages: ComparedPage[] = [];
    const texts = { from: [] as string[], to: [] as string[] };
    for (let n = 1; n <= Math.max(from.pages, to.pages); n++) {
      const a = n <= from.pages ? await from.page(n, task.width) : null;
      const b = n <= to.pages ? await to.page(n, task.width) : null;
      if (a) texts.from.push(a.text);
      if (b) texts.to.push(b.text);
      if (!a || !b) {
        const only = (a ?? b)!.raster;
        pages.push({ changedRatio: 1, png: encode(only.width, only.height, wholly(only)) });
        continue;
      }
      const width = Math.max(a.raster.width, b.raster.width);
      const height = Math.max(a.raster.height, b.raster.height);
      const output = new Uint8ClampedArray(width * height * 4);
      // The new page first: the output draws it faded, with the changed pixels in red.
      const changed = pixelmatch(padded(b.raster, width, height), padded(a.raster, width, height), output, width, height, {
        threshold: 0.1,
        alpha: 0.25,
        diffColor: [...RED],
        aaColor: [255, 200, 200],
      });
      if (changed) halo(output, width, height);
      pages.push({ changedRatio: changed / (width * height), png: encode(width, height, output) });
    }
    const textDiff = createTwoFilesPatch(task.labels.from, task.labels.to, pagedText(texts.from), pagedText(texts.to), undefined, undefined, {
      context: 3,
    });
    return { pageCount: { from: from.pages, to: to.pages }, pages, textDiff };
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}
