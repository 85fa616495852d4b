/**
 * The in-process overlay of headers and footers (src/render/pdf-overlay.ts) on PDFs Chromium
 * printed, checked with poppler and qpdf, and against qpdf's own --overlay (the fallback).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { run } from '../support/run.js';
import { dictEntries, dictValue, mapRefs } from '../../src/render/pdf-objects.js';
import { overlayInPlace } from '../../src/render/pdf-overlay.js';
import { overlay } from '../../src/render/qpdf.js';
import { fallbacks, overlaySheets, PdfEnginesError, writeInfo } from '../../src/render/pdf-engines.js';
import { createMetrics } from '../../src/core/metrics.js';
import { Renderer } from '../../src/render/renderer.js';
import { plainInput } from '../support/fixtures.js';
import { makePng } from '../support/assets.js';
import { onPdf, pageText, pdfImages, pdfInfo, pdfInfoFields, pdfText, withFile } from '../support/pdf.js';

const doc = plainInput;
const pages = (n: number, text: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `<p>${text(i + 1)}</p>`).join('<div style="break-after: page"></div>');
const dot = `data:image/png;base64,${Buffer.from(makePng(8, 8, [200, 30, 30])).toString('base64')}`;

let renderer: Renderer;
let body: Buffer;
let sheets: Buffer;
beforeAll(async () => {
  renderer = await Renderer.start({ concurrency: 1, maxPages: 20 });
  // The body has an image on its pages (an XObject dictionary to add to) and metadata (an
  // incremental update of its own with a new catalog, as every render's); the sheets have an image too.
  body = (
    await renderer.renderPdf(
      doc(
        pages(3, (i) => `Body text ${i} <img src="${dot}" width="20">`),
        { metadata: { title: 'Overlay test', lang: 'de' } },
      ),
    )
  ).pdf;
  // Near the bottom of the page, below the body's text (as a footer would be).
  sheets = (
    await renderer.renderPdf(doc(pages(3, (i) => `<span style="display: block; margin-top: 240mm"><img src="${dot}" width="10"> Furniture (1) ${i}</span>`)))
  ).pdf;
});
afterAll(async () => {
  await renderer?.close();
});

describe('overlayInPlace', () => {
  test('draws each sheet over its page, keeping the body, its metadata and its size', async () => {
    const out = overlayInPlace(body, sheets);
    expect(out).not.toBeNull();
    expect(out!.subarray(0, body.length).equals(body)).toBe(true); // appended only
    for (const n of [1, 2, 3]) {
      const text = await pageText(out!, n);
      expect(text).toContain(`Body text ${n}`);
      expect(text).toContain(`Furniture (1) ${n}`);
    }
    expect(await pdfInfo(out!)).toEqual(await pdfInfo(body));
    expect((await pdfInfoFields(out!)).Title).toBe('Overlay test');
    expect(await pdfImages(out!)).toHaveLength(6);
    const check = await onPdf(out!, 'qpdf', (path) => ['--check', path]);
    expect(check.out).toContain('No syntax or stream encoding errors');
    expect(check.code).toBe(0);
  });

  test('reads the same as qpdf --overlay', async () => {
    expect(await pdfText(overlayInPlace(body, sheets)!)).toBe(await pdfText(await overlay(body, sheets)));
  });

  test('answers null, for qpdf to take over, when the files do not match page for page', async () => {
    const two = (await renderer.renderPdf(doc(pages(2, (i) => `Two ${i}`)))).pdf;
    const landscape = (
      await renderer.renderPdf(
        doc(
          pages(3, (i) => `Wide ${i}`),
          { landscape: true },
        ),
      )
    ).pdf;
    expect(overlayInPlace(body, two)).toBeNull(); // page counts differ
    expect(overlayInPlace(body, landscape)).toBeNull(); // page sizes differ
    expect(() => overlayInPlace(Buffer.from('%PDF-1.4\nnot really\n%%EOF\n'), sheets)).toThrow();
  });
});

/** `pdf` rewritten by qpdf with object streams and an xref stream: a file not in Skia's shape. */
const withObjectStreams = (pdf: Buffer) =>
  withFile(pdf, async (path, scratch) => {
    await run('qpdf', [path, '--object-streams=generate', scratch]);
    return readFile(scratch);
  });

describe('the PDF engine chains (pdf-engines.ts)', () => {
  test("a file in Skia's shape stays in process: nothing counted", async () => {
    const before = fallbacks();
    const out = await overlaySheets(await writeInfo(body, { creator: 'Quire', title: 'In place' }), sheets);
    expect(out.subarray(0, body.length).equals(body)).toBe(true);
    expect((await pdfInfoFields(out)).Title).toBe('In place');
    expect(fallbacks()).toEqual(before);
  });

  test('a file with object streams falls back to qpdf for the metadata and the overlay, counted per operation, and checks clean', async () => {
    const odd = await withObjectStreams(body);
    expect(odd.includes(Buffer.from('/ObjStm'))).toBe(true);
    const before = fallbacks();
    const titled = await writeInfo(odd, { creator: 'Quire', title: 'After qpdf', lang: 'fr' });
    const out = await overlaySheets(titled, await withObjectStreams(sheets));
    expect((await pdfInfoFields(out)).Title).toBe('After qpdf');
    for (const n of [1, 2, 3]) {
      const text = await pageText(out, n);
      expect(text).toContain(`Body text ${n}`);
      expect(text).toContain(`Furniture (1) ${n}`);
    }
    const check = await onPdf(out, 'qpdf', (path) => ['--check', path]);
    expect(check.code).toBe(0);
    const after = fallbacks();
    expect((after['info:in-place'] ?? 0) - (before['info:in-place'] ?? 0)).toBe(1);
    expect((after['overlay:in-place'] ?? 0) - (before['overlay:in-place'] ?? 0)).toBe(1);

    // The metric reads the same counts.
    const metrics = createMetrics();
    metrics.bindPool(() => ({ active: 0, queue: 0, restarts: 0, pdfFallbacks: fallbacks() }));
    const scraped = await metrics.registry.getSingleMetricAsString('quire_pdf_engine_fallbacks_total');
    expect(scraped).toContain(`quire_pdf_engine_fallbacks_total{operation="info",engine="in-place"} ${after['info:in-place']}`);
    expect(scraped).toContain(`quire_pdf_engine_fallbacks_total{operation="overlay",engine="in-place"} ${after['overlay:in-place']}`);
  });

  test('when every engine fails, the error names each engine and what it said', async () => {
    const garbage = Buffer.from('%PDF-1.4\nnot really\n%%EOF\n');
    const error = await overlaySheets(garbage, sheets).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfEnginesError);
    const { failures, message } = error as PdfEnginesError;
    expect(failures.map((f) => f.engine)).toEqual(['in-place', 'qpdf']);
    expect(message).toMatch(/^overlay: in-place: .+; qpdf: qpdf failed/);
  });
});

describe('dictionary text', () => {
  test('references are found outside strings, names and comments only', () => {
    const text = '<</A 1 0 R /B (a 2 0 R (nested 3 0 R) \\) 4 0 R) /C <20 0 52> /F5 5 0 R % 6 0 R\n/D [7 0 R 8 0 R]>>';
    const seen: number[] = [];
    const out = mapRefs(text, (n) => {
      seen.push(n);
      return n + 100;
    });
    expect(seen).toEqual([1, 5, 7, 8]);
    expect(out).toBe('<</A 101 0 R /B (a 2 0 R (nested 3 0 R) \\) 4 0 R) /C <20 0 52> /F5 105 0 R % 6 0 R\n/D [107 0 R 108 0 R]>>');
  });

  test('top-level entries, nested dictionaries and arrays kept whole', () => {
    const dict = '<</Type /Page /Resources <</Font <</F1 4 0 R>> /XObject <<>>>> /MediaBox [0 0 595 842] /Contents 6 0 R /S (a>>b)>>';
    expect([...dictEntries(dict).keys()]).toEqual(['Type', 'Resources', 'MediaBox', 'Contents', 'S']);
    expect(dictValue(dict, 'Resources')).toBe('<</Font <</F1 4 0 R>> /XObject <<>>>>');
    expect(dictValue(dict, 'MediaBox')).toBe('[0 0 595 842]');
    expect(dictValue(dict, 'S')).toBe('(a>>b)');
  });
});
