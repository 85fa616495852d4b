import { describe, expect, it } from 'vitest';
import { onPdf, pageText, pdfInfo, pdfText, pngSize } from '../support/pdf.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { renderedPdf, useStarterQuire } from './starter-quire.js';
import { starters } from '../../src/modules/starters/catalog.js';

/**
 * Text as a reader finds it, compared loosely: CSS capitals (text-transform) and letter-spacing
 * change how pdftotext spells and splits words, not what the page says.
 */
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
/** Paper sizes in points, portrait. */
const PAPER: Record<string, [number, number]> = { A4: [595, 842], A5: [420, 595], A6: [298, 420], Letter: [612, 792] };

describe.each(SQLITE_ONLY)('starter gallery on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  it('lists at least the eight starters with thumbnail, format and sample variables in two locales', async () => {
    const r = await q.call('GET', '/v1/starters', { token: a.token });
    expect(r.status).toBe(200);
    const ids = r.body.starters.map((s: any) => s.id);
    for (const id of ['invoice', 'quote', 'receipt', 'credit-note', 'certificate', 'shipping-label', 'business-letter', 'report']) expect(ids).toContain(id);
    const byId = Object.fromEntries(r.body.starters.map((s: any) => [s.id, s]));
    expect(byId.certificate).toMatchObject({ format: 'A4', landscape: true });
    expect(byId['shipping-label']).toMatchObject({ format: 'A6', landscape: false });
    for (const s of r.body.starters) {
      expect(s.name.length).toBeGreaterThan(2);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.locales.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(s.variables).sort()).toEqual([...s.locales].sort());
      const thumb = await fetch(s.thumbnailUrl);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await thumb.arrayBuffer())).width).toBeGreaterThan(100);
    }
    expect((await fetch(`${q.url}/v1/starters/nothing/thumbnail.png`)).status).toBe(404);
    expectError(await q.call('GET', '/v1/starters'), 401, 'UNAUTHORIZED');
  });

  it('creates a document from a starter: its body, furniture, page settings and first-locale variables, under the given name', async () => {
    const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Our invoice', starter: 'invoice' } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const invoice = starters().find((s) => s.id === 'invoice')!;
    expect(r.body).toMatchObject({
      name: 'Our invoice',
      kind: 'document',
      framework: invoice.framework,
      format: 'A4',
      landscape: false,
      body: invoice.body,
      footer: invoice.footer,
      variables: invoice.variables['en-US'],
      margins: invoice.margins,
      templateError: null,
    });
    // Fields sent alongside override the starter's.
    const a5 = await q.call('POST', '/v1/documents', {
      token: a.token,
      body: { name: 'Small receipt', starter: 'receipt', format: 'A6', variables: { number: 'X' } },
    });
    expect(a5.body).toMatchObject({ format: 'A6', variables: { number: 'X' } });
    const unknown = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'x', starter: 'menu' } });
    expectError(unknown, 400, 'VALIDATION_ERROR');
    expect(unknown.body.message).toContain('invoice');
    expectError(
      await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'x', starter: 'invoice', body: '<p>mine</p>' } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});

/** Every starter, every locale, every framework it declares, rendered through HTTP (one database: the renders are the point). */
describe('every starter renders', () => {
  const { q, a } = useStarterQuire();
  const render = (uuid: string, variables: Record<string, unknown>) => renderedPdf(q, a.token, uuid, variables);

  for (const s of starters()) {
    it(`${s.id}: every locale in every framework, with its page count, size and text`, async () => {
      const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: s.name, starter: s.id } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.templateError).toBeNull();
      for (const framework of s.frameworks) {
        if (framework !== created.body.framework) {
          expect((await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: { framework } })).status).toBe(200);
        }
        for (const locale of s.locales) {
          const pdf = await render(created.body.uuid, s.variables[locale]);
          // The finished file (metadata, furniture, marks: pdf-engines.ts) is sound by qpdf's own check.
          const check = await onPdf(pdf, 'qpdf', (path) => ['--check', path]);
          expect(check.code, `${s.id} ${locale} ${framework}: ${check.out}`).toBe(0);
          const info = await pdfInfo(pdf);
          const want = s.expects[locale];
          expect(info.pages, `${s.id} ${locale} ${framework}`).toBe(want.pages);
          // A sample may set US Letter through its `paper` variable (en-US) over the starter's format.
          const [w, h] = PAPER[want.paper ?? s.format];
          expect(Math.abs(info.width - (s.landscape ? h : w))).toBeLessThanOrEqual(1);
          expect(Math.abs(info.height - (s.landscape ? w : h))).toBeLessThanOrEqual(1);
          const text = await pdfText(pdf);
          for (const t of want.text) expect(squash(text), `${s.id} ${locale} ${framework}`).toContain(squash(t));
          expect(text).not.toMatch(/\{\{|\}\}/); // nothing left unexpanded
        }
      }
    }, 120_000);
  }

  it('the invoice repeats its item table header on every page and numbers the pages', async () => {
    const s = starters().find((x) => x.id === 'invoice')!;
    const doc = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Long invoice', starter: 'invoice' } });
    const vars = s.variables['en-US'] as { items: unknown[] };
    const items = Array.from({ length: 70 }, (_, i) => ({ title: `Consulting hour ${i + 1}`, note: 'Remote', quantity: 1, unitPrice: 150 }));
    const pdf = await render(doc.body.uuid, { ...vars, items });
    const { pages } = await pdfInfo(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let p = 1; p <= pages; p++) {
      const text = squash(await pageText(pdf, p));
      expect(text).toContain('descriptionqtyunitpriceamount');
      expect(text).toContain(`page${p}of${pages}`);
    }
    // Every line is printed; the totals close the last page, under the repeated header.
    expect(squash(await pdfText(pdf))).toContain('consultinghour70');
    expect(squash(await pageText(pdf, pages))).toContain('totaldue');
  }, 120_000);
});
