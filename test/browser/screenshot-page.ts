import type { Browser, Page } from 'playwright-core';

/**
 * For the screenshot scripts: a page in a fresh context of `browser` at `viewport` in colour
 * `scheme`, its console errors printed, and `shot(name)`, which saves a page (this one unless
 * named) as `<out>/<name>-<size>-<scheme>.png` once its transitions are over. Close `context` after.
 */
export async function screenshotPage(
  browser: Browser,
  baseURL: string,
  out: string,
  size: string,
  viewport: { width: number; height: number },
  scheme: 'light' | 'dark',
) {
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 1, colorScheme: scheme });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error(`[${size} ${scheme}] console: ${m.text()}`);
  });
  const shot = async (name: string, p: Page = page) => {
    await p.waitForTimeout(300);
    await p.screenshot({ path: `${out}/${name}-${size}-${scheme}.png` });
  };
  return { context, page, shot };
}
