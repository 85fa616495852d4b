import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyLuminance, contrastViolations, lightSurfaces, seed, SHOTS, SIZES, type Size } from './look.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };
type Scheme = 'light' | 'dark';

/** Every page, and what shows that it has finished loading. */
function pages(invoiceId: number): { name: string; path: string; ready(page: Page): Promise<unknown> }[] {
  return [
    { name: 'documents', path: '/documents', ready: (p) => p.getByRole('img', { name: /Template error/ }).waitFor(WAIT) },
    { name: 'editor', path: `/documents/${invoiceId}`, ready: (p) => p.getByRole('textbox', { name: 'Template' }).waitFor(WAIT) },
    { name: 'usage', path: '/usage', ready: (p) => p.locator('[data-date]').first().waitFor(WAIT) },
    { name: 'keys', path: '/keys', ready: (p) => p.locator('button:visible', { hasText: 'Revoke' }).first().waitFor(WAIT) },
    {
      name: 'files',
      path: '/files',
      ready: (p) =>
        p
          .locator(':visible', { hasText: /^Invoice for Ada/ })
          .first()
          .waitFor(WAIT),
    },
    { name: 'batches', path: '/batches', ready: (p) => p.getByRole('heading', { name: 'Batches', exact: true }).waitFor(WAIT) },
    { name: 'members', path: '/members', ready: (p) => p.getByRole('cell', { name: /@/ }).first().waitFor(WAIT) },
    { name: 'assets', path: '/assets', ready: (p) => p.getByRole('listitem', { name: 'logo.png' }).waitFor(WAIT) },
    { name: 'not-found', path: '/nowhere', ready: (p) => p.getByRole('heading', { name: 'Page not found' }).waitFor(WAIT) },
  ];
}

describe('dashboard theme: one complete dark theme or light, readable text', () => {
  const s = browserSuite();

  it.each(['light', 'dark'] as const)(
    '%s (the system scheme): every page at 1280x800 and 390x844, no light surface in dark, text contrast AA',
    async (scheme: Scheme) => {
      const { invoice } = await seed(s.quire, s.account);
      await fs.mkdir(SHOTS, { recursive: true });
      const problems: string[] = [];
      // Both sizes at once, each in a context of its own: the checks wait out transitions
      // (300 ms a page), which the two overlap.
      const atSize = async (size: Size) => {
        const context = await s.browser.newContext({ baseURL: s.quire.origin, viewport: SIZES[size], colorScheme: scheme, locale: 'en-US' });
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`${size}: ${e}`));
        const check = async (name: string) => {
          await page.waitForTimeout(300); // transitions
          await page.screenshot({ path: path.join(SHOTS, `${name}-${size}-${scheme}.png`) });
          expect(await page.evaluate(() => document.documentElement.dataset.theme), name).toBe(scheme);
          const body = await bodyLuminance(page);
          if (scheme === 'dark' ? body > 0.25 : body < 0.75) problems.push(`${name} ${size}: page background luminance ${body.toFixed(2)}`);
          if (scheme === 'dark') for (const l of await lightSurfaces(page)) problems.push(`${name} ${size}: light surface ${l}`);
          for (const v of await contrastViolations(page)) problems.push(`${name} ${size}: contrast ${v}`);
        };
        await page.goto('/sign-in');
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        await check('sign-in');
        await signIn(page, s.account);
        await page.waitForURL('**/documents');
        for (const p of pages(invoice.id)) {
          await page.goto(p.path);
          await p.ready(page);
          await check(p.name);
        }
        // The editor's other regions: the preview drawn, and (phone) each tab.
        await page.goto(`/documents/${invoice.id}`);
        if (size === 'phone') await page.getByRole('tab', { name: 'Preview' }).click();
        await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor(WAIT);
        await check('editor-preview');
        if (size === 'phone') {
          await page.getByRole('tab', { name: 'Settings' }).click();
          await check('editor-settings');
        }
        await page.getByRole('tab', { name: 'Assistant' }).click();
        await page.getByRole('heading', { name: 'The assistant is not set up on this server' }).waitFor();
        await check('editor-assistant');
        await page.getByRole('button', { name: 'Generate PDF' }).click();
        await page
          .getByRole('dialog', { name: 'Generate PDF' })
          .getByText(/left this period/)
          .waitFor(WAIT);
        await check('dialog-generate');
        await context.close();
      };
      await Promise.all((Object.keys(SIZES) as Size[]).map(atSize));
      if (problems.length) console.error(problems.join('\n'));
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it('the account menu switches the theme, kept after a reload; "as the system" follows prefers-color-scheme', async () => {
    const context = await s.browser.newContext({ baseURL: s.quire.origin, viewport: SIZES.laptop, colorScheme: 'dark' });
    const page = await context.newPage();
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    expect(await theme()).toBe('dark');
    await page.getByRole('button', { name: 'Account' }).click();
    expect(await page.getByRole('menuitemradio', { name: 'Theme: as the system' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('menuitemradio', { name: 'Theme: light' }).click();
    expect(await theme()).toBe('light');
    expect(await bodyLuminance(page)).toBeGreaterThan(0.75);
    await page.reload();
    await page.getByRole('heading', { name: 'All documents' }).waitFor();
    expect(await theme()).toBe('light');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitemradio', { name: 'Theme: as the system' }).click();
    expect(await theme()).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(theme).toBe('light');
    await context.close();
  });
});
