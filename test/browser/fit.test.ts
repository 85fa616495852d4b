/**
 * Issue 44, "nothing cut off": the editor's toolbar at a laptop's size with manual publishing
 * (its widest state) and at a phone's, in both schemes, measured from the DOM; the phone's nav
 * and editor tabs; the settings that were cut ("Plain HTML", the margin labels).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureInput } from '../support/fixtures.js';
import { SIZES } from './look.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

/**
 * Every element of the toolbar: whole inside the window, and none whose content is wider than
 * its box (scrollWidth against clientWidth); the name field (which ends in an ellipsis when long)
 * must keep room to read: at least 10 rem.
 */
function toolbarProblems(page: Page) {
  return page.getByTestId('editor-toolbar').evaluate((bar) => {
    const problems: string[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 40)}"`;
    for (const el of [bar, ...Array.from(bar.querySelectorAll('*'))] as HTMLElement[]) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown (sr-only labels are 1px, still inside)
      if (getComputedStyle(el).position === 'absolute' && el.classList.contains('sr-only')) continue;
      if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5) {
        problems.push(`${describe(el)} outside the window: ${Math.round(r.left)}..${Math.round(r.right)} of ${innerWidth}`);
      }
      if (el.id === 'doc-name') {
        if (el.clientWidth < 160) problems.push(`the name is ${el.clientWidth} px wide`);
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
        problems.push(`${describe(el)} clipped: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      if (el.scrollWidth > el.clientWidth + 1 && el === bar) problems.push(`the toolbar overflows: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    // Each button's label on one line (not "Generate / PDF"), and the bar no wider than the window.
    for (const b of Array.from(bar.querySelectorAll('button'))) {
      const lines = new Set(Array.from(b.getClientRects()).map((x) => Math.round(x.top))).size;
      if (b.getBoundingClientRect().height > 44 || lines > 1) problems.push(`button "${b.textContent}" wraps`);
    }
    if (bar.scrollWidth > bar.clientWidth + 1) problems.push('the toolbar scrolls sideways');
    return problems;
  });
}

describe('dashboard: nothing cut off (issue 44)', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  async function manualDocument() {
    const call = (method: string, path: string, body?: unknown) => s.quire.call(method, path, { token: s.account.token, body });
    const input = fixtureInput();
    const doc = (await call('POST', '/v1/documents', { name: 'Quarterly statement for Northwind Analytics Inc. and subsidiaries' })).body;
    await call('PATCH', `/v1/documents/${doc.id}`, { ...input, framework: 'NONE', publishing: 'manual' });
    await call('PATCH', `/v1/documents/${doc.id}`, { body: `${input.body}\n<!-- changed -->` });
    return doc as { id: number };
  }

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: the editor toolbar fits at 1280x800 with manual publishing and at 390x844; the name stays readable`, async () => {
      const { page } = s;
      await page.emulateMedia({ colorScheme: scheme });
      const doc = await manualDocument();
      await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${doc.id}`);
      await page.getByText('Draft differs from published').waitFor(WAIT);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      // The widest state: a note typed, the Save button enabled by an edit of the name.
      await page.getByLabel('Publish note').fill('Prices for 2027');
      expect(await toolbarProblems(page)).toEqual([]);
      const name = page.getByRole('textbox', { name: 'Name' });
      expect((await name.boundingBox())!.width).toBeGreaterThan(300);
      for (const b of ['History', 'Use from code', 'Generate PDF', 'Save', 'Publish']) await page.getByRole('button', { name: b, exact: true }).waitFor();

      await page.setViewportSize(SIZES.phone);
      await page.getByRole('tablist', { name: 'Editor' }).waitFor();
      expect(await toolbarProblems(page)).toEqual([]);
      const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
      expect(save.x + save.width).toBeLessThanOrEqual(390);
      expect(s.consoleErrors).toEqual([]);
    });
  }

  it('at 390x844 every nav entry is on screen and opens its page; the Settings tab has one tab row; the Assets page says choose', async () => {
    const { page } = s;
    await page.setViewportSize(SIZES.phone);
    const doc = await manualDocument();
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Members' }).waitFor(); // the entries follow the session's permissions
    const links = await nav.getByRole('link').allTextContents();
    expect(links).toContain('Assets');
    expect(links).toContain('Members');
    for (const label of links) {
      const link = nav.getByRole('link', { name: label, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(390);
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), label).toBe(true);
      await link.click(); // a real click: playwright refuses one on a covered or off-screen link
      await expect.poll(() => link.getAttribute('aria-current'), WAIT).toBe('page');
    }
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);

    // Assets (no drag and drop on a phone): "choose", never "drop".
    await page.goto('/assets');
    const zone = page.getByRole('region', { name: 'Files to upload' });
    await zone.waitFor();
    expect(await zone.textContent()).toMatch(/^Choose images/);
    expect(await zone.textContent()).not.toMatch(/drop/i);

    // The editor: Assistant is a tab of its own; the Settings tab shows no second tab row.
    await page.goto(`/documents/${doc.id}`);
    const tabs = page.getByRole('tablist', { name: 'Editor' });
    await tabs.waitFor(WAIT);
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Template', 'Variables', 'Preview', 'Settings', 'Assistant']);
    await tabs.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('complementary', { name: 'Settings' });
    await settings.getByLabel('Framework').waitFor();
    expect(await page.getByRole('tablist').filter({ visible: true }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Assistant' }).filter({ visible: true }).count()).toBe(1);
    await tabs.getByRole('tab', { name: 'Assistant' }).click();
    await page.getByRole('complementary', { name: 'Assistant' }).waitFor();
    expect(s.consoleErrors).toEqual([]);
  });

  it('the code editor wraps long lines by default; the setting is kept in the browser', async () => {
    const { page } = s;
    const doc = await manualDocument();
    const long = `<p style="${'font-family: Inter, sans-serif; '.repeat(12)}">A long line</p>`;
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, { token: s.account.token, body: { body: long } });
    await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${doc.id}`);
    const scroller = page.getByRole('region', { name: 'Template' }).locator('.cm-scroller');
    await scroller.waitFor(WAIT);
    const sideways = () => scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    const wrap = page.getByRole('checkbox', { name: 'Wrap long lines' });
    expect(await wrap.isChecked()).toBe(true);
    expect(await sideways()).toBe(false);
    await wrap.uncheck();
    await expect.poll(sideways).toBe(true);
    await page.reload();
    await scroller.waitFor(WAIT);
    expect(await page.getByRole('checkbox', { name: 'Wrap long lines' }).isChecked()).toBe(false);
    expect(await sideways()).toBe(true);
    await page.getByRole('checkbox', { name: 'Wrap long lines' }).check();
    await expect.poll(sideways).toBe(false);
  });

  it('at 1280x800 the side panel shows "Plain HTML" whole and each margin label on one line', async () => {
    const { page } = s;
    const doc = await manualDocument();
    await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${doc.id}`);
    const settings = page.getByRole('complementary', { name: 'Settings' });
    const framework = settings.getByLabel('Framework');
    await framework.waitFor(WAIT);
    expect(await framework.inputValue()).toBe('NONE');
    // The select's room for its text (less padding and arrow) against the text's width in its font.
    const room = await framework.evaluate((el) => {
      const sel = el as HTMLSelectElement;
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = getComputedStyle(sel).font;
      const text = sel.selectedOptions[0]!.text;
      return { text, room: sel.clientWidth - 40 - Math.ceil(ctx.measureText(text).width) };
    });
    expect(room.text).toBe('Plain HTML');
    expect(room.room).toBeGreaterThanOrEqual(0);

    await settings.getByLabel('Default margins').uncheck();
    for (const side of ['top', 'right', 'bottom', 'left']) {
      const input = settings.getByLabel(`Margin ${side}`);
      await input.waitFor();
      const label = await input.evaluate((el) => {
        const text = el.parentElement!.querySelector('span')!;
        return {
          text: text.textContent,
          lines: text.getClientRects().length,
          fits: text.getBoundingClientRect().right <= el.getBoundingClientRect().right + 0.5,
        };
      });
      expect(label, side).toEqual({ text: side, lines: 1, fits: true });
    }
  });
});
