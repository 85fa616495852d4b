import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seed, SIZES } from './look.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

/** The page's height against the window's, and where the editor ends. */
const heights = (page: Page) =>
  page.evaluate(() => ({
    window: innerHeight,
    page: document.documentElement.scrollHeight,
    editorBottom: Math.round(document.querySelector('[data-testid="editor"]')!.getBoundingClientRect().bottom),
    scrolled: scrollY + (document.querySelector('main')?.scrollTop ?? 0),
  }));

const inWindow = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
  });

/** The page in the preview at 100 %: where its edges are against the scroller's, scrolled fully left and fully right. */
const edges = (page: Page) =>
  page.getByTestId('preview-scroller').evaluate((sc) => {
    const p = sc.querySelector('[data-page="1"]')!;
    sc.scrollLeft = 0;
    const left = p.getBoundingClientRect().left - sc.getBoundingClientRect().left;
    sc.scrollLeft = sc.scrollWidth;
    const right = sc.getBoundingClientRect().right - p.getBoundingClientRect().right;
    return { left, right, wider: p.getBoundingClientRect().width > sc.clientWidth };
  });

/** At 100 % the A4 page is wider than the preview column, and both of its edges can be scrolled to. */
async function expectBothEdgesAt100(page: Page): Promise<void> {
  await page.getByRole('button', { name: '100 %' }).click();
  await expect.poll(async () => (await edges(page)).wider, WAIT).toBe(true);
  const e = await edges(page);
  expect(e.left).toBeGreaterThanOrEqual(0);
  expect(e.right).toBeGreaterThanOrEqual(0);
}

describe('dashboard layout: the editor fits the window, laptop and phone', () => {
  const s = browserSuite();

  it('at 1280x800 the editor is exactly the window high (credit banner included) and typing in the variables scrolls only them', async () => {
    const { page } = s;
    const { invoice } = await seed(s.quire, s.account);
    await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${invoice.id}`);
    await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor(WAIT);
    await page.getByRole('status', { name: 'Credit usage' }).waitFor();
    expect(await heights(page)).toEqual({ window: 800, page: 800, editorBottom: 800, scrolled: 0 });

    // Many lines typed into Sample variables: the region scrolls inside itself, the toolbar stays.
    await page.getByRole('textbox', { name: 'Sample variables' }).click();
    await page.keyboard.press('ControlOrMeta+End');
    for (let i = 0; i < 60; i++) await page.keyboard.press('Enter');
    expect(await heights(page)).toEqual({ window: 800, page: 800, editorBottom: 800, scrolled: 0 });
    for (const name of ['Use from code', 'Generate PDF', 'Save']) expect(await inWindow(page, name), name).toBe(true);

    await expectBothEdgesAt100(page);
    expect(s.consoleErrors).toEqual([]);
  });

  it('at 390x844 the editor is tabs (Template, Variables, Preview, Settings), each the whole height; nothing is cut off', async () => {
    const { page } = s;
    const { invoice } = await seed(s.quire, s.account);
    await page.setViewportSize(SIZES.phone);
    await page.goto('/sign-in');
    // The operator hint keeps each option on one line: never "--pass / word".
    const passwordRects = await page.locator('code', { hasText: '--password' }).evaluate((code) => {
      const text = code.firstChild!;
      const at = text.textContent!.indexOf('--password');
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + '--password'.length);
      return range.getClientRects().length;
    });
    expect(passwordRects).toBe(1);
    await signIn(page, s.account);
    await page.waitForURL('**/documents');

    // The folder bar wraps: every entry, Archived last, is whole on screen.
    const folderButtons = page.getByRole('navigation', { name: 'Folders' }).getByRole('button');
    await page.getByRole('button', { name: /Quarterly reports/ }).waitFor();
    for (const box of await folderButtons.evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent, right: el.getBoundingClientRect().right, cut: el.scrollWidth > el.clientWidth + 1 })),
    )) {
      expect(box.right, box.text!).toBeLessThanOrEqual(390);
      expect(box.cut, box.text!).toBe(false);
    }
    // The banner's date stays on one line ("Dec 1, 2026", not "Dec / 1, 2026").
    const dateLines = await page
      .getByRole('status', { name: 'Credit usage' })
      .locator('.whitespace-nowrap')
      .first()
      .evaluate((el) => el.getClientRects().length);
    expect(dateLines).toBe(1);

    await page.goto(`/documents/${invoice.id}`);
    const tabs = page.getByRole('tablist', { name: 'Editor' });
    await tabs.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['Template', 'Variables', 'Preview', 'Settings', 'Assistant']);
    // The long title ends in an ellipsis.
    const title = page.getByRole('textbox', { name: 'Name' });
    expect(await title.evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(['ellipsis', true]);

    for (const [tab, region] of [
      ['Template', 'Template'],
      ['Variables', 'Sample variables'],
      ['Preview', 'Preview'],
      ['Settings', 'Settings'],
    ] as const) {
      await tabs.getByRole('tab', { name: tab }).click();
      const shown = page.getByRole(region === 'Settings' ? 'complementary' : 'region', { name: region });
      await shown.waitFor();
      const box = (await shown.boundingBox())!;
      expect(Math.round(box.y + box.height), tab).toBe(844);
      expect(await page.getByRole('region', { name: 'Template' }).isVisible()).toBe(tab === 'Template');
      expect(await heights(page)).toEqual({ window: 844, page: 844, editorBottom: 844, scrolled: 0 });
    }

    await tabs.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor(WAIT);
    await expectBothEdgesAt100(page);
    expect(s.consoleErrors).toEqual([]);
  });
});
