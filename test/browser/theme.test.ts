import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bodyLuminance, contrastViolations, lightSurfaces, seed, SHOTS, SIZES, type Size } from './look.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

/**
 * Text tokens and the surfaces they are written on in web/src (text-slate-500 on bg-white,
 * text-red-800 on bg-red-50, white on bg-indigo-600, ...): every pair must reach WCAG AA.
 */
const TOKEN_PAIRS: [texts: string[], surfaces: string[]][] = [
  // slate-500 (secondary text) stays off slate-100: 4.35:1 in light.
  [['slate-500'], ['white', 'slate-50']],
  [
    ['slate-600', 'slate-700', 'slate-800', 'slate-900'],
    ['white', 'slate-50', 'slate-100'],
  ],
  ...['red', 'amber', 'emerald', 'sky', 'indigo'].map((hue): [string[], string[]] => [
    [`${hue}-700`, `${hue}-800`, `${hue}-900`, `${hue}-950`],
    ['white', `${hue}-50`, `${hue}-100`],
  ]),
  [['white'], ['indigo-600', 'indigo-700', 'red-600', 'red-700']],
];

/** WCAG 2 contrast ratio of two sRGB colours (0-255 channels). */
function contrast(a: number[], b: number[]): number {
  const lum = ([r, g, bl]: number[]) => {
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Runs in every document before its own scripts: no transition or animation anywhere. */
function NO_MOTION() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
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

  it('the design tokens in light and dark: each text colour the dashboard uses is AA (4.5:1) on each surface it is used on', async () => {
    const context = await s.browser.newContext({ baseURL: s.quire.origin });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor(WAIT);
    const names = [...new Set(TOKEN_PAIRS.flatMap(([texts, surfaces]) => [...texts, ...surfaces]))];
    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      // Read once per scheme, as the page's CSS resolves them (oklch, through a canvas to sRGB).
      // Tailwind writes out only the tokens some class uses: one it leaves out is used by no text.
      const rgb = await page.evaluate(
        ([tokens, theme]) => {
          document.documentElement.dataset.theme = theme;
          const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
          const style = getComputedStyle(document.documentElement);
          return Object.fromEntries(
            tokens.map((t) => {
              const value = style.getPropertyValue(`--color-${t}`).trim();
              if (!value) return [t, null];
              ctx.clearRect(0, 0, 1, 1);
              ctx.fillStyle = value;
              ctx.fillRect(0, 0, 1, 1);
              return [t, Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3))];
            }),
          );
        },
        [names, scheme] as const,
      );
      // The dark theme mirrors every scale: all its tokens are there.
      if (scheme === 'dark')
        expect(
          Object.entries(rgb)
            .filter(([, v]) => !v)
            .map(([t]) => t),
        ).toEqual([]);
      for (const [texts, surfaces] of TOKEN_PAIRS) {
        for (const text of texts) {
          for (const surface of surfaces) {
            const [fg, bg] = [rgb[text], rgb[surface]];
            if (!fg || !bg) continue;
            const ratio = contrast(fg, bg);
            if (ratio < 4.5) problems.push(`${scheme}: ${text} on ${surface}: ${ratio.toFixed(2)}:1`);
          }
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('every page in light at 390x844 and in dark at 1280x800 (the system scheme; each size in one scheme): no light surface in dark, text contrast AA', async () => {
    const { invoice } = await seed(s.quire, s.account);
    await fs.mkdir(SHOTS, { recursive: true });
    const problems: string[] = [];
    // Both sweeps at once, each in a context of its own: one waits on the server while the other draws.
    const sweep = async (scheme: Scheme, size: Size) => {
      // Transitions and animations off by CSS, so what a check reads is the settled colour at
      // once, not a wait for it (bypassCSP: the dashboard's CSP admits only its own nonce's styles).
      const context = await s.browser.newContext({
        baseURL: s.quire.origin,
        viewport: SIZES[size],
        colorScheme: scheme,
        locale: 'en-US',
        bypassCSP: true,
      });
      await context.addInitScript(NO_MOTION);
      const page = await context.newPage();
      page.on('pageerror', (e) => problems.push(`${size} ${scheme}: ${e}`));
      const check = async (name: string) => {
        await page.screenshot({ path: path.join(SHOTS, `${name}-${size}-${scheme}.png`) });
        expect(await page.evaluate(() => document.documentElement.dataset.theme), name).toBe(scheme);
        const body = await bodyLuminance(page);
        if (scheme === 'dark' ? body > 0.25 : body < 0.75) problems.push(`${name} ${size} ${scheme}: page background luminance ${body.toFixed(2)}`);
        if (scheme === 'dark') for (const l of await lightSurfaces(page)) problems.push(`${name} ${size} ${scheme}: light surface ${l}`);
        for (const v of await contrastViolations(page)) problems.push(`${name} ${size} ${scheme}: contrast ${v}`);
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
    await Promise.all([sweep('light', 'phone'), sweep('dark', 'laptop')]);
    if (problems.length) console.error(problems.join('\n'));
    expect(problems).toEqual([]);
  }, 600_000);

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
