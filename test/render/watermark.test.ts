/**
 * The TEST mark is drawn on the finished PDF, out of the template's reach: the tricks that
 * removed the old HTML mark (a style hiding it, a trailing comment or <template> swallowing it)
 * leave it on every page; its font is embedded; it sits in the bottom edge strip, clear of the
 * content; qpdf finds the file sound. Real Chromium, read back with poppler and qpdf.
 */
import { describe, expect, test } from 'vitest';
import { useRenderer } from './use-renderer.js';
import { plainInput } from '../support/fixtures.js';
import { onPdf, pageText, pdfFontsEmbedded, pdfInfo, pdfInfoFields, pdfWords } from '../support/pdf.js';

/** Four A4 pages, the sender's address at the top right as the invoice starters have it. */
const body =
  '<div style="text-align:right">Sender Street 1<br>8000 Zurich</div>' +
  '{{#each rows}}<div style="height:60mm;border:1px solid #ccc">Row {{this}}</div>{{/each}}';
const rows = { rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };

/** Each removed the HTML mark that was appended after the template's output. */
const TRICKS: Record<string, string> = {
  'a style that hides the mark': '<style>[data-quire-watermark]{display:none!important}</style>',
  'a trailing comment': '<!--',
  'a trailing <template>': '<template>',
  'a style hiding every fixed element': '<style>body>*:last-child,div[aria-hidden]{display:none!important;visibility:hidden}</style>',
};

const renderer = useRenderer({ concurrency: 2, maxPages: 50 });

describe('the TEST mark of a test render', () => {
  for (const [name, trick] of Object.entries(TRICKS)) {
    test(`${name} in the template leaves TEST on every page`, async () => {
      const { pdf, pages } = await renderer.renderPdf(plainInput(body + trick, { variables: rows, watermark: 'TEST' }));
      expect(pages).toBeGreaterThanOrEqual(3);
      expect((await pdfInfo(pdf)).pages).toBe(pages);
      for (let p = 1; p <= pages; p++) expect(await pageText(pdf, p), `page ${p}`).toContain('TEST RENDER');
    });
  }

  test('in an embedded font, in the bottom edge strip, clear of the content; qpdf finds the file sound', async () => {
    const { pdf, pages } = await renderer.renderPdf(plainInput(body, { variables: rows, watermark: 'TEST', tagged: true }));
    const fonts = await pdfFontsEmbedded(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.some((f) => /Inter/i.test(f.name))).toBe(true);

    const words = await pdfWords(pdf);
    const height = (await pdfInfo(pdf)).height;
    // Per page: the bottom 15 pt hold the mark and nothing else; the content (15 mm margins)
    // stays above it, the sender's address at the top uncovered.
    for (let p = 1; p <= pages; p++) {
      const strip = words.filter((w) => w.page === p && w.yMin > height - 15);
      expect(strip.map((w) => w.text).join(''), `page ${p}`).toBe('TESTRENDER·notalivedocument');
      const content = words.filter((w) => w.page === p && w.yMin <= height - 15);
      expect(content.length, `page ${p}`).toBeGreaterThan(0);
      for (const w of content) expect(w.yMin, w.text).toBeLessThan(height - 15 * 2.83);
    }
    expect(words.find((w) => w.text === 'Sender' && w.page === 1)!.yMin).toBeLessThan(100);

    const check = await onPdf(pdf, 'qpdf', (p) => ['--check', p]);
    expect(check.code, check.out).toBe(0);
    expect(check.out).toContain('No syntax or stream encoding errors');
  });

  test('over a header and footer too, with the metadata saying so', async () => {
    const { pdf, pages } = await renderer.renderPdf(
      plainInput(body, { variables: rows, watermark: 'TEST', footer: '<div>Page {{pageNumber}} of {{totalPages}}</div>', metadata: { title: 'Invoice' } }),
    );
    for (let p = 1; p <= pages; p++) {
      const text = await pageText(pdf, p);
      expect(text).toContain('TEST RENDER');
      expect(text).toContain(`Page ${p} of ${pages}`);
    }
    expect((await pdfInfoFields(pdf)).Title).toBe('[TEST] Invoice');
    const check = await onPdf(pdf, 'qpdf', (p) => ['--check', p]);
    expect(check.code, check.out).toBe(0);
  });

  test('a live render has no mark', async () => {
    const { pdf } = await renderer.renderPdf(plainInput(body, { variables: rows }));
    expect(await pageText(pdf, 1)).not.toContain('TEST');
  });
});
