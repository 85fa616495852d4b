import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';

/** Issue 44: the gallery shows each starter's one-line description and a sample language to start in. */
describe('dashboard: the starter gallery', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  it('each starter has a one-line description and a language; an invoice started in German gets the German sample', async () => {
    const { page, account: a, quire: q } = s;
    await signIn(page, a, '/sign-in?next=%2Fdocuments');
    const gallery = page.getByRole('region', { name: 'Start from a template' });
    await gallery.getByRole('button', { name: 'Start from Invoice' }).waitFor();
    const cards = await gallery.getByRole('button', { name: /^Start from / }).evaluateAll((buttons) =>
      buttons.map((b) => {
        const line = b.querySelector('span.truncate')!;
        return {
          name: b.getAttribute('aria-label'),
          text: line.textContent,
          lines: line.getClientRects().length,
          height: Math.round(line.getBoundingClientRect().height),
          whole: line.scrollWidth <= line.clientWidth + 1,
        };
      }),
    );
    expect(cards.length).toBeGreaterThanOrEqual(8);
    for (const c of cards) {
      expect(c.text!.length, c.name!).toBeGreaterThan(5);
      expect(c.lines, c.name!).toBe(1);
      expect(c.height, c.name!).toBeLessThanOrEqual(18);
    }

    const language = gallery.getByRole('combobox', { name: 'Sample language of Invoice' });
    expect(await language.locator('option').allTextContents()).toEqual(['English (United States)', 'German (Germany)']);
    await language.selectOption('de-DE');
    await gallery.getByRole('button', { name: 'Start from Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    expect(await dialog.getByLabel('Sample language').inputValue()).toBe('de-DE');
    await dialog.getByLabel('Document name').fill('Rechnung');
    await dialog.getByRole('button', { name: 'Create document' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const doc = await q.call('GET', `/v1/documents/${page.url().split('/').pop()}`, { token: a.token });
    expect(doc.body.variables.number).toBe('RE-2026-0042');
    expect(doc.body.lang).toBe('de');
    expect(s.consoleErrors).toEqual([]);
  });
});
