/**
 * The in-process overlay of headers and footers (src/render/pdf-overlay.ts) on PDFs Chromium
 * printed, checked with poppler and qpdf, and against qpdf's own --overlay (the fallback).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { dictEntries, dictValue, mapRefs } from '../../src/render/pdf-objects.js';
import { overlayInPlace } from '../../src/render/pdf-overlay.js';
import { overlay } from '../../src/render/qpdf.js';
import { Renderer } from '../../src/render/renderer.js';
import { plainInput } from '../support/fixtures.js';
import { makePng } from '../support/assets.js';
import { onPdf, pageText, pdfImages, pdfInfo, pdfInfoFields, pdfText } from '../support/pdf.js';

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
    expect(overlayInPlace(Buffer.from('%PDF-1.4\nnot really\n%%EOF\n'), sheets)).toBeNull();
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
