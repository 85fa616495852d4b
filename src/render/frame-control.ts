/**
 * Pages that draw no frames nobody sees. A headless page composites and rasterises a frame of
 * its viewport whenever its content changes; for a PDF that is waste (printing lays out and
 * paints on its own): measured on the invoice, a quarter of Chromium's CPU per render, its GPU
 * process and the renderer's compositor (docs/performance.md). chromium-headless-shell hands
 * the frame clock to the client (`--enable-begin-frame-control`, and Target.createTarget's
 * `enableBeginFrameControl`): such a page draws only on HeadlessExperimental.beginFrame. A
 * screenshot needs a frame, so withFrames() issues them while one is taken. Full Chromium (new
 * headless) has no HeadlessExperimental domain: its pages are created as before.
 */
import { basename } from 'node:path';
import type { Browser, CDPSession, Page } from 'puppeteer-core';

const controlled = new WeakSet<Page>();

/**
 * Decided by the binary's name before launch: given to full Chromium, these switches leave its
 * screenshots waiting for frames that never come.
 */
const isHeadlessShell = (executablePath: string) => /headless[-_]shell$/.test(basename(executablePath));

/** The switches frame control needs (beginFrame requires the second); none for full Chromium. */
export const frameControlArgs = (executablePath: string): string[] =>
  isHeadlessShell(executablePath) ? ['--enable-begin-frame-control', '--run-all-compositor-stages-before-draw'] : [];

/** True when the launched browser is chromium-headless-shell and got the switches. */
export async function supportsFrameControl(browser: Browser, executablePath: string): Promise<boolean> {
  return isHeadlessShell(executablePath) && (await browser.version()).startsWith('HeadlessChrome/');
}

export async function newFrameControlledPage(browser: Browser): Promise<Page> {
  const session = await browser.target().createCDPSession();
  try {
    const { targetId } = await session.send('Target.createTarget', { url: 'about:blank', enableBeginFrameControl: true });
    const target = await browser.waitForTarget((t) => (t as unknown as { _targetId: string })._targetId === targetId);
    const page = await target.page();
    if (!page) throw new Error(`no page for target ${targetId}`);
    controlled.add(page);
    return page;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** Waits for `work` (a screenshot of `page`), drawing frames until it settles when the page needs them. */
export async function withFrames<T>(page: Page, work: Promise<T>): Promise<T> {
  if (!controlled.has(page)) return work;
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  const client = (page as unknown as { _client(): CDPSession })._client();
  while (!settled) {
    try {
      await client.send('HeadlessExperimental.beginFrame', {});
    } catch {
      break; // the page is gone: `work` fails with it, or the render's deadline ends it
    }
  }
  return work;
}
