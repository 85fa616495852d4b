/**
 * Headers, footers, margins, page numbers and the base stylesheet's table rules, on real
 * Chromium, read back with poppler.
 */
import { describe, expect, test } from 'vitest';
import { useRenderer } from './use-renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { plainInput } from '../support/fixtures.js';
import { pageText, pdfFonts, pdfText, wordBoxes } from '../support/pdf.js';

const doc = plainInput;
/** Three A4 pages of body text. */
const threePages = '<p>Alpha page</p><div class="page-break"></div><p>Beta page</p>{{pageBreak}}<p>Gamma page</p>';
const margins = { top: 25, right: 15, bottom: 20, left: 15 };

const renderer = useRenderer({ concurrency: 2, maxPages: 20 });

describe('header and footer', () => {
  test('Page X of Y on every page, with variables and helpers', async () => {
    const { pdf, pages } = await renderer.renderPdf(
      doc(threePages, {
        margins,
        header: '<div>{{uppercase company}} report</div>',
        footer: '<div>Page {{pageNumber}} of {{totalPages}}</div>',
        variables: { company: 'Acme' },
      }),
    );
    expect(pages).toBe(3);
    for (const n of [1, 2, 3]) {
      const text = await pageText(pdf, n);
      expect(text).toContain('ACME report');
      expect(text).toContain(`Page ${n} of 3`);
    }
    expect(await pageText(pdf, 2)).toContain('Beta page');
  });

  test('the header may compute with pageNumber: {{#if (eq pageNumber 1)}}', async () => {
    const { pdf } = await renderer.renderPdf(
      doc(threePages, {
        margins,
        header: '{{#if (eq pageNumber 1)}}Cover header{{else}}Inner header {{pageNumber}}/{{totalPages}}{{/if}}',
      }),
    );
    expect(await pageText(pdf, 1)).toContain('Cover header');
    expect(await pageText(pdf, 2)).toContain('Inner header 2/3');
    expect(await pageText(pdf, 3)).not.toContain('Cover header');
  });

  test('headerOnFirstPage false: no header on page 1, the footer stays; pages 2 and 3 have both', async () => {
    const { pdf, pages } = await renderer.renderPdf(
      doc(threePages, {
        margins,
        headerOnFirstPage: false,
        header: '<div>Page {{pageNumber}} of {{totalPages}}</div>',
        footer: '<div>Footer {{pageNumber}}</div>',
      }),
    );
    expect(pages).toBe(3);
    const first = await pageText(pdf, 1);
    expect(first).not.toContain('of 3');
    expect(first).toContain('Footer 1');
    expect(first).toContain('Alpha page');
    expect(await pageText(pdf, 2)).toContain('Page 2 of 3');
    expect(await pageText(pdf, 3)).toContain('Page 3 of 3');
  });

  test('headerOnFirstPage false on a one-page document', async () => {
    const { pdf, pages } = await renderer.renderPdf(doc('<p>Only</p>', { margins, headerOnFirstPage: false, header: 'HEADERTEXT', footer: 'FOOTERTEXT' }));
    expect(pages).toBe(1);
    const text = await pdfText(pdf);
    expect(text).not.toContain('HEADERTEXT');
    expect(text).toContain('FOOTERTEXT');
  });

  test('the header uses the master font (catalog) and the framework CSS', async () => {
    const { pdf } = await renderer.renderPdf(
      doc('<p class="font-bold">Body</p>', {
        framework: 'TAILWIND',
        margins,
        fonts: [
          { name: 'Merriweather', variants: ['400'], master: true },
          { name: 'Roboto Mono', variants: ['700'] },
        ],
        header: '<div class="uppercase tracking-wide">Quarterly</div>',
        footer: '<div style="font-family: \'Roboto Mono\'; font-weight: 700">MONO</div>',
      }),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('QUARTERLY'); // Tailwind's `uppercase` applied in the header
    expect(text).toContain('MONO');
    const fonts = await pdfFonts(pdf);
    expect(fonts.some((f) => f.startsWith('Merriweather'))).toBe(true);
    expect(fonts.some((f) => f.startsWith('RobotoMono'))).toBe(true);
  });

  test('Bootstrap classes work in the footer', async () => {
    const { pdf } = await renderer.renderPdf(
      doc('<p>Body</p>', {
        framework: 'BOOTSTRAP',
        margins,
        footer: '<div class="text-uppercase">bootstrapped</div>',
      }),
    );
    expect(await pdfText(pdf)).toContain('BOOTSTRAPPED');
  });

  test('without header or footer nothing is printed in the margins', async () => {
    const { pdf } = await renderer.renderPdf(doc('<p>Plain</p>', { margins }));
    expect((await pdfText(pdf)).trim()).toBe('Plain');
  });

  test('an error in the header is a TEMPLATE_ERROR', async () => {
    await expect(renderer.renderPdf(doc('<p>x</p>', { header: '{{#if}}' }))).rejects.toMatchObject({ code: 'TEMPLATE_ERROR' });
  });
});

describe('margins', () => {
  test('move the text: left and top margins in mm', async () => {
    const at = async (m: RenderInput['margins']) =>
      (await wordBoxes((await renderer.renderPdf(doc('<p style="margin:0">Marker</p>', { margins: m }))).pdf)).find((w) => w.word === 'Marker')!;
    const none = await at({ top: 0, right: 0, bottom: 0, left: 0 });
    const wide = await at({ top: 40, right: 10, bottom: 10, left: 30 });
    const pt = (mm: number) => (mm * 72) / 25.4;
    expect(wide.xMin - none.xMin).toBeCloseTo(pt(30), 0);
    expect(wide.yMin - none.yMin).toBeCloseTo(pt(40), 0);
  });

  test("a template's own @page margin wins over the document's", async () => {
    const body = '<style>@page { margin: 50mm } body { margin: 0 }</style><p style="margin:0">Marker</p>';
    const own = (await wordBoxes((await renderer.renderPdf(doc(body, { margins: { top: 5, right: 5, bottom: 5, left: 5 } }))).pdf)).find(
      (w) => w.word === 'Marker',
    )!;
    expect(own.xMin).toBeCloseTo((50 * 72) / 25.4, 0);
  });
});

describe('long tables', () => {
  test('the header row repeats on page 2 and rows do not split', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => `<tr><td style="padding:4px">Row ${i + 1}</td><td>Value</td></tr>`).join('');
    const body = `<table><thead><tr><th>Item header</th><th>Amount header</th></tr></thead><tbody>${rows}</tbody></table>`;
    const { pdf, pages } = await renderer.renderPdf(doc(body, { margins }));
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(await pageText(pdf, 2)).toContain('Item header');
    // every row is whole on one page: each "Row n" appears exactly once overall
    const all = await pdfText(pdf);
    for (const n of [1, 45, 90]) expect(all.match(new RegExp(`Row ${n}\\b`, 'g'))).toHaveLength(1);
  });
});
