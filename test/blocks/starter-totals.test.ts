import { describe, expect, it } from 'vitest';
import { pageText, pdfInfo, pdfText } from '../support/pdf.js';
import { renderedPdf, useStarterQuire } from './starter-quire.js';
import { starters } from '../../src/modules/starters/catalog.js';

/** pdftotext splits and spaces words by layout; the words themselves are what a reader checks. */
const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

interface Line {
  title: string;
  quantity: number;
  unitPrice: number;
}

/** What a bookkeeper computes from the lines, in whole cents: Σ quantity × price, tax rounded half up. */
function expectedTotals(items: Line[], taxRate: number) {
  const subtotal = items.reduce((sum, l) => sum + l.quantity * Math.round(l.unitPrice * 100), 0);
  const tax = Math.sign(subtotal) * Math.round((Math.abs(subtotal) * taxRate) / 100);
  return { subtotal: subtotal / 100, tax: tax / 100, total: (subtotal + tax) / 100 };
}

/** Lines with cents and quantities that differ from line to line, so a dropped or doubled line shows. */
const lines = (n: number): Line[] =>
  Array.from({ length: n }, (_, i) => ({ title: `Line ${i + 1}`, quantity: (i % 4) + 1, unitPrice: 12 + ((i * 37) % 500) + ((i * 7) % 100) / 100 }));

describe('starters add up their lines (sqlite: the renders are the point)', () => {
  const { q, a } = useStarterQuire();

  const render = async (starter: string, variables: Record<string, unknown>) => {
    const doc = await q.call('POST', '/v1/documents', { token: a.token, body: { name: `${starter} totals`, starter } });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    return renderedPdf(q, a.token, doc.body.uuid, variables);
  };

  for (const starter of ['invoice', 'quote', 'credit-note']) {
    const s = starters().find((x) => x.id === starter)!;
    for (const locale of s.locales) {
      const sample = s.variables[locale] as { currency: string; taxRate: number; items: Line[] };
      const money = (n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: sample.currency }).format(n);
      const sizes = starter === 'invoice' ? [3, 260] : [3];
      for (const n of sizes) {
        it(`${starter} ${locale}: a ${n}-line document prints the subtotal, tax and total of its lines`, async () => {
          const sign = starter === 'credit-note' ? -1 : 1;
          const items = lines(n).map((l) => ({ ...l, quantity: sign * l.quantity }));
          const want = expectedTotals(items, sample.taxRate);
          const pdf = await render(starter, { ...sample, items });
          const { pages } = await pdfInfo(pdf);
          if (n === 260) expect(pages).toBeGreaterThan(5);
          // The totals stand after the last line, on the last page.
          const last = squash(await pageText(pdf, pages));
          for (const amount of [want.subtotal, want.tax, want.total])
            expect(last, `${money(amount)} of ${JSON.stringify(want)}`).toContain(squash(money(amount)));
          expect(last).toContain(squash(`Line ${n}`));
          const text = squash(await pdfText(pdf));
          for (let i = 1; i <= n; i++) expect(text).toContain(squash(`Line ${i}`));
        }, 180_000);
      }
    }
  }

  it('de-DE: the payment reference stands apart from its label ("Verwendungszweck RE-…")', async () => {
    const s = starters().find((x) => x.id === 'invoice')!;
    const pdf = await render('invoice', s.variables['de-DE']);
    expect(await pdfText(pdf)).toMatch(/Verwendungszweck +RE-2026-0042/);
  }, 120_000);

  it('percentages are spaced as each locale writes them: 8.25% (en-US), 19 % (de-DE)', async () => {
    const s = starters().find((x) => x.id === 'invoice')!;
    expect(await pdfText(await render('invoice', s.variables['en-US']))).toContain('(8.25%)');
    expect(await pdfText(await render('invoice', s.variables['de-DE']))).toMatch(/\(19\s%\)/);
  }, 120_000);

  it('every starter spaces its percentages one way, as its locale writes them (8.25% in en-US, 19 % in de-DE, 8.1% in de-CH)', async () => {
    const wrong: string[] = [];
    for (const s of starters()) {
      for (const locale of s.locales) {
        const text = await pdfText(await render(s.id, s.variables[locale]));
        // The locale's own convention (CLDR, through Intl): de-DE spaces, en-US and de-CH do not.
        const spaced = /\s%/.test(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.19));
        const bad = spaced ? /\d%/ : /\d[ \u00a0\u202f]%/;
        const hit = bad.exec(text);
        if (hit) wrong.push(`${s.id} ${locale}: …${text.slice(Math.max(0, hit.index - 20), hit.index + 3)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  for (const locale of ['en-US', 'de-DE']) {
    it(`report ${locale}: every chart value is printed whole, and sections share pages`, async () => {
      const s = starters().find((x) => x.id === 'report')!;
      const vars = s.variables[locale] as { currency: string; sections: { title: string; chart?: { label: string; value: number }[] }[] };
      const pdf = await render('report', vars);
      const text = await pdfText(pdf);
      const chart = vars.sections.flatMap((x) => x.chart ?? []);
      expect(chart.length).toBeGreaterThan(2);
      for (const bar of chart) {
        const value = new Intl.NumberFormat(locale, { style: 'currency', currency: vars.currency }).format(bar.value);
        // Whole: the label, then the value on the same line, nothing of it missing.
        const rows = text.split('\n').filter((line) => line.trim().startsWith(bar.label));
        expect(
          rows.some((row) => squash(row).includes(squash(value))),
          `${value} in ${JSON.stringify(rows)}`,
        ).toBe(true);
      }
      // Cover and contents, then the sections flow: at least two sections share a page.
      const { pages } = await pdfInfo(pdf);
      const perPage = await Promise.all(Array.from({ length: pages }, (_, i) => pageText(pdf, i + 1)));
      const titles = vars.sections.map((x) => x.title);
      const shared = perPage.slice(2).some((page) => titles.filter((t) => page.includes(t)).length >= 2);
      expect(shared, `pages: ${pages}`).toBe(true);
      expect(pages).toBeLessThan(2 + titles.length);
    }, 120_000);
  }
});
