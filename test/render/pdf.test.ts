/**
 * Real Chromium, PDFs read back with poppler: what a user checks on the output.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { countPdfPages } from '../../src/render/pdf-pages.js';
import { useRenderer } from './use-renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { INVOICE_DIR, plainInput } from '../support/fixtures.js';
import { pdfFonts, pdfInfo, pdfText, pdfWords, pixelAt, pngSize } from '../support/pdf.js';

const FIXTURE = INVOICE_DIR;
const invoice: RenderInput = {
  ...(JSON.parse(readFileSync(`${FIXTURE}/document.json`, 'utf8')) as Omit<RenderInput, 'body' | 'variables'>),
  body: readFileSync(`${FIXTURE}/template.hbs`, 'utf8'),
  variables: JSON.parse(readFileSync(`${FIXTURE}/variables.json`, 'utf8')) as Record<string, unknown>,
};
const doc = plainInput;
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1);

const renderer = useRenderer({ concurrency: 2, maxPages: 20 });

describe('the invoice fixture', () => {
  test('prints its variables on one A4 page in the master font', async () => {
    const { pdf, pages } = await renderer.renderPdf(invoice);
    const text = await pdfText(pdf);
    for (const value of ['Invoice', '#INV-1042', 'Acme GmbH', 'Jane Doe', 'jane@example.com', 'Service hour', '617.61']) {
      expect(text).toContain(value);
    }
    expect(pages).toBe(1);
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    near(info.width, 595);
    near(info.height, 842);
    // Inter is embedded, and nothing else: the master font beat Tailwind's `font-sans` stack.
    const fonts = await pdfFonts(pdf);
    expect(fonts).toContain('Inter-Regular');
    expect(fonts).toContain('Inter-Bold');
    expect(fonts.every((f) => f.startsWith('Inter'))).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a PNG thumbnail of the first page is 600 px wide', async () => {
    const png = await renderer.renderPng(invoice);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { width, height } = pngSize(png);
    expect(width).toBe(600);
    expect(Math.abs(height - 849)).toBeLessThanOrEqual(2);
    const other = pngSize(await renderer.renderPng({ ...invoice, format: 'A5', landscape: true }, { width: 300 }));
    expect(other.width).toBe(300);
    expect(Math.abs(other.height - 212)).toBeLessThanOrEqual(2);
  });

  test("the thumbnail follows a template's own @page size, as the PDF does", async () => {
    // An A4 document whose template asks for a square page: 600 px wide, so 600 px high.
    const square = doc('<style>@page { size: 100mm 100mm }</style><h1>Square</h1>');
    const info = await pdfInfo((await renderer.renderPdf(square)).pdf);
    near(info.width, 283); // 100 mm in points
    near(info.height, 283);
    const { width, height } = pngSize(await renderer.renderPng(square));
    expect(width).toBe(600);
    expect(Math.abs(height - 600)).toBeLessThanOrEqual(2);
    const landscape = pngSize(await renderer.renderPng(doc('<style>@page { size: A5 landscape }</style><p>x</p>'), { width: 300 }));
    expect(Math.abs(landscape.height - 212)).toBeLessThanOrEqual(2);
  });
});

describe('pages', () => {
  test('a long table breaks over several pages, counted like pdfinfo counts', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ n: i + 1 }));
    const { pdf, pages } = await renderer.renderPdf(doc('<table>{{#each rows}}<tr><td>Row {{n}}</td></tr>{{/each}}</table>', { variables: { rows } }));
    const info = await pdfInfo(pdf);
    expect(info.pages).toBeGreaterThan(2);
    expect(pages).toBe(info.pages);
    expect(countPdfPages(pdf)).toBe(info.pages);
    const text = await pdfText(pdf);
    expect(text).toContain('Row 1\n');
    expect(text).toContain('Row 150');
  });

  test('page objects are counted as the pattern /Type\\s*/Page(?![A-Za-z]) would count them, never the page tree', () => {
    const pdf = Buffer.from(
      '<</Type /Pages /Count 3>> <</Type /Page>> <</Type/Page/Parent 2 0 R>> <</Type\n\t/Page >> <</Type /PageLabel>> /Type /Pag',
      'latin1',
    );
    expect(countPdfPages(pdf)).toBe(3);
    expect(countPdfPages(pdf.subarray(0, pdf.indexOf('<</Type\n')))).toBe(2);
    expect(countPdfPages(Buffer.alloc(0))).toBe(0);
  });

  test.each([
    ['A4', false, 595, 842],
    ['A3', true, 1191, 842],
    ['A6', false, 298, 420],
    ['A1', false, 1684, 2384],
  ] as const)('format %s landscape=%s is %i x %i pt', async (format, landscape, width, height) => {
    const info = await pdfInfo((await renderer.renderPdf(doc('<p>size</p>', { format, landscape }))).pdf);
    near(info.width, width);
    near(info.height, height);
  });

  test("a template's own @page size wins over the document format", async () => {
    const body = '<style>@page { size: A5; }</style><p>A5 please</p>';
    const info = await pdfInfo((await renderer.renderPdf(doc(body, { format: 'A4' }))).pdf);
    near(info.width, 420);
    near(info.height, 595);
  });

  test("pages have a 15 mm margin by default; a template's own @page margin wins", async () => {
    const green = '<div style="background:#00ff00;height:300px"></div>';
    const byDefault = doc(`<style>body { margin: 0 }</style>${green}`);
    const bleed = doc(`<style>body { margin: 0 } @page { margin: 0 }</style>${green}`);
    // 15 mm of 210 is 0.071 of the width: white at 0.05, green at 0.09.
    const plain = (await renderer.renderPdf(byDefault)).pdf;
    expect(await pixelAt(plain, 0.05, 0.05)).toEqual([255, 255, 255]);
    expect(await pixelAt(plain, 0.09, 0.06)).toEqual([0, 255, 0]);
    expect(await pixelAt((await renderer.renderPdf(bleed)).pdf, 0.01, 0.01)).toEqual([0, 255, 0]);
  });

  test('a 3-page invoice: page 2 and 3 start below the default top margin, not at the paper edge', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ name: `Line ${i + 1}`, qty: 1, price: '1.00', total: '1.00' }));
    const long = { ...invoice, variables: { ...invoice.variables, items } };
    const { pdf, pages } = await renderer.renderPdf(long);
    expect(pages).toBe(3);
    const words = await pdfWords(pdf);
    const marginPt = (15 / 25.4) * 72; // 42.5 pt
    for (const page of [2, 3]) {
      const top = Math.min(...words.filter((w) => w.page === page).map((w) => w.yMin));
      expect(top).toBeGreaterThanOrEqual(marginPt);
      expect(top).toBeLessThan(marginPt + 20); // the table goes on right at the margin
    }
    // The same invoice with `@page { margin: 0 }` in the template prints to the edge: the template wins.
    const edge = await pdfWords((await renderer.renderPdf({ ...long, body: `<style>@page { margin: 0 }</style>${long.body}` })).pdf);
    expect(Math.min(...edge.filter((w) => w.page === 2).map((w) => w.yMin))).toBeLessThan(15);
  });

  test('more pages than maxPages is RENDER_LIMIT_EXCEEDED', async () => {
    const body = '{{#each rows}}<div style="break-after:page">page {{this}}</div>{{/each}}';
    const error = await renderer.renderPdf(doc(body, { variables: { rows: Array.from({ length: 40 }, (_, i) => i) } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RENDER_LIMIT_EXCEEDED');
  });
});

describe('CSS frameworks and fonts', () => {
  const block = (cls: string) => `<div class="${cls}" style="width:100%;height:400px">&nbsp;</div>`;

  test('a Tailwind class that comes from a variable is compiled and applied', async () => {
    const body = '<div class="{{color}} w-full h-96">&nbsp;</div>';
    const red = await pixelAt((await renderer.renderPdf(doc(body, { framework: 'TAILWIND', variables: { color: 'bg-red-500' } }))).pdf, 0.5, 0.1);
    expect(red[0]).toBeGreaterThan(200);
    expect(red[1]).toBeLessThan(100);
    const blue = await pixelAt((await renderer.renderPdf(doc(body, { framework: 'TAILWIND', variables: { color: 'bg-blue-600' } }))).pdf, 0.5, 0.1);
    expect(blue[2]).toBeGreaterThan(200);
    expect(blue[0]).toBeLessThan(100);
  });

  test('Bootstrap classes apply (bg-primary is #0d6efd)', async () => {
    const [r, g, b] = await pixelAt((await renderer.renderPdf(doc(block('bg-primary'), { framework: 'BOOTSTRAP' }))).pdf, 0.5, 0.1);
    expect(b).toBeGreaterThan(220);
    expect(r).toBeLessThan(60);
    expect(g).toBeGreaterThan(80);
    expect(g).toBeLessThan(140);
  });

  test('UIkit classes apply (uk-background-primary is #1e87f0)', async () => {
    const [r, g, b] = await pixelAt((await renderer.renderPdf(doc(block('uk-background-primary'), { framework: 'UIKIT' }))).pdf, 0.5, 0.1);
    expect(b).toBeGreaterThan(210);
    expect(r).toBeLessThan(70);
    expect(g).toBeGreaterThan(110);
  });

  test('without a framework, classes do nothing', async () => {
    expect(await pixelAt((await renderer.renderPdf(doc(block('bg-primary')))).pdf, 0.5, 0.1)).toEqual([255, 255, 255]);
  });

  test.each(['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT'] as const)('with %s the master font is used for body text and headings', async (framework) => {
    const body = '<h1>Heading</h1><p class="font-sans">Sans paragraph</p><p>Plain paragraph <b>bold</b></p>';
    const fonts = [
      { name: 'Roboto', variants: ['400', '700'], master: true },
      { name: 'Roboto Mono', variants: ['400'] },
    ];
    const { pdf } = await renderer.renderPdf(doc(body, { framework, fonts }));
    const embedded = await pdfFonts(pdf);
    expect(embedded.length).toBeGreaterThan(0);
    expect(embedded.every((f) => /^Roboto-/.test(f))).toBe(true);
    expect(await pdfText(pdf)).toContain('Sans paragraph');
  });

  test('a non-master font is used where the template asks for it', async () => {
    const body = '<p>Body</p><p style="font-family:\'Playfair Display\'">Display</p>';
    const fonts = [
      { name: 'Lato', variants: ['400'], master: true },
      { name: 'Playfair Display', variants: ['400'] },
    ];
    const embedded = await pdfFonts((await renderer.renderPdf(doc(body, { fonts }))).pdf);
    expect(embedded.some((f) => f.startsWith('Lato'))).toBe(true);
    expect(embedded.some((f) => f.startsWith('PlayfairDisplay'))).toBe(true);
  });

  test.each([
    ["font-['Playfair_Display']", true],
    ['font-[Playfair_Display]', true],
    ['font-playfair-display', false], // not a Tailwind utility: docs/templates.md says why it falls back
  ])('from Tailwind, class %s uses the non-master font: %s (the docs/templates.md example)', async (cls, used) => {
    const body = `<h1 class="${cls} font-bold text-4xl">Invoice</h1><p>Body text in Inter.</p>`;
    const fonts = [
      { name: 'Inter', variants: ['400', '700'], master: true },
      { name: 'Playfair Display', variants: ['700'] },
    ];
    const embedded = await pdfFonts((await renderer.renderPdf(doc(body, { fonts, framework: 'TAILWIND' }))).pdf);
    expect(embedded.some((f) => f.startsWith('Inter'))).toBe(true);
    expect(embedded.some((f) => f.startsWith('PlayfairDisplay'))).toBe(used);
  });

  test('Cyrillic text gets the Cyrillic subset of the font', async () => {
    const body = '<p>Счёт № 42</p>';
    const { pdf } = await renderer.renderPdf(doc(body, { fonts: [{ name: 'Inter', variants: ['400'], master: true }] }));
    expect(await pdfText(pdf)).toContain('Счёт № 42');
    expect((await pdfFonts(pdf)).every((f) => f.startsWith('Inter'))).toBe(true);
  });
});

describe('templates', () => {
  test('JavaScript in a template does not run', async () => {
    const body = '<p id="x">static text</p><script>document.getElementById("x").textContent = "script ran";</script>';
    const text = await pdfText((await renderer.renderPdf(doc(body))).pdf);
    expect(text).toContain('static text');
    expect(text).not.toContain('script ran');
  });

  test('a full HTML document keeps its own head and styles', async () => {
    const body = '<!DOCTYPE html><html><head><title>t</title><style>body{background:#ff0000}</style></head><body><p>{{who}}</p></body></html>';
    const { pdf } = await renderer.renderPdf(doc(body, { variables: { who: 'Full doc' } }));
    expect(await pdfText(pdf)).toContain('Full doc');
    expect(await pixelAt(pdf, 0.5, 0.9)).toEqual([255, 0, 0]); // backgrounds print
  });

  test('template errors surface as TEMPLATE_ERROR before any page is used', async () => {
    const error = await renderer.renderPdf(doc('{{#each}}')).catch((e: unknown) => e);
    expect((error as AppError).code).toBe('TEMPLATE_ERROR');
  });

  test('buildHtml is self-contained: fonts inline, no asset URLs', async () => {
    const html = await renderer.buildHtml({ ...invoice, framework: 'BOOTSTRAP' });
    expect(html).toContain('data:font/woff2;base64,');
    expect(html).not.toContain('quire-assets.invalid');
    expect(html).toContain('--bs-blue');
  });
});
