import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { busyFactor } from '../support/wait.js';

/** Debian's full Chromium (the Makefile's SYSTEM_PACKAGES): npm-downloaded browsers cannot be fetched here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHOTS = path.resolve('.tmp/browser');

export async function launchChromium(): Promise<Browser> {
  // playwright-core gives every launch a fresh temporary profile (--user-data-dir) of its own.
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export interface BrowserSuite {
  quire: TestQuire;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The page's console errors and CSP violations since the test started. */
  consoleErrors: string[];
  account: TestAccount;
}

/**
 * One Chromium per vitest worker: the browser project runs its files with `isolate: false`, so
 * this module, and the browser, outlive a file. Every test gets a fresh context (no cookies, no
 * storage), so a launch per file bought nothing but a second of CPU. Playwright closes it when
 * the worker exits; a browser that died is launched again.
 */
let workerChromium: Promise<Browser> | undefined;
function sharedChromium(): Promise<Browser> {
  workerChromium ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      workerChromium = undefined;
    });
    return browser;
  });
  return workerChromium;
}

/**
 * One Quire on SQLite per file and the worker's Chromium; each test gets a fresh browser
 * context (no cookies) and page. A failing test leaves a screenshot in .tmp/browser/.
 */
export function browserSuite(env: Record<string, string> = {}): BrowserSuite {
  const s = { consoleErrors: [] as string[] } as BrowserSuite;
  beforeAll(async () => {
    s.quire = await startTestQuire('sqlite', env);
    s.browser = await sharedChromium();
  });
  afterAll(() => s.quire?.close());
  beforeEach(async () => {
    s.account = await s.quire.account(undefined, { signIn: false });
    s.context = await s.browser.newContext({ baseURL: s.quire.origin, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // Playwright's 30 s waits stretch with the load, as waitFor's do.
    s.context.setDefaultTimeout(Math.round(30_000 * busyFactor()));
    s.page = await s.context.newPage();
    s.consoleErrors.length = 0;
    // A refused request (a 401 before sign-in) is logged by the browser itself; anything else
    // (a script error, a CSP violation) is the page's fault.
    s.page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) s.consoleErrors.push(m.text());
    });
    s.page.on('pageerror', (e) => s.consoleErrors.push(String(e)));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && s.page) {
      await fs.mkdir(SHOTS, { recursive: true });
      const file = path.join(SHOTS, `${task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
      await s.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`screenshot of the failing page: ${file}`);
    }
    await s.context?.close();
  });
  return s;
}

/** Signs in through the page, as a person does. */
export async function signIn(page: Page, account: Pick<TestAccount, 'email' | 'password'>, at = '/sign-in') {
  await page.goto(at);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A document published by hand whose draft differs from its version 1 (`published`, then
 * `draft`), created through the API; the suite's page signs in and opens its editor. Its id.
 */
export async function openChangedDraft(s: BrowserSuite, name: string, published: string, draft: string): Promise<number> {
  const token = s.account.token;
  const created = await s.quire.call('POST', '/v1/documents', { token, body: { name, framework: 'NONE', body: published, publishing: 'manual' } });
  const id = created.body.id as number;
  await s.quire.call('PATCH', `/v1/documents/${id}`, { token, body: { body: draft } });
  await signIn(s.page, s.account);
  await s.page.waitForURL('**/documents');
  await s.page.goto(`/documents/${id}`);
  return id;
}
