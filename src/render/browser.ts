/**
 * One Chromium process ("generation" of the pool) and its warm pages. The pool replaces a
 * whole generation on recycling, crash or hang; this file only knows how to launch, set up
 * pages and shut down.
 *
 * Page setup, decided once per page:
 * - JavaScript off: templates are HTML + CSS; no script means no timers, no fetch(), no
 *   infinite loops, and faster loads. (DevTools evaluation, which puppeteer uses for
 *   setContent and for awaiting document.fonts.ready, still works with page JS off.)
 * - Request interception applies the NetworkPolicy to every request, redirect hops
 *   included, and answers Quire's own assets (fonts, framework CSS) from memory (assets.ts).
 *   The main frame may never navigate: its document is the one we set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import puppeteer, { type Browser, type CDPSession, type HTTPRequest, type Page } from 'puppeteer-core';
import { browserPidOf, resolveExecutable } from './executable.js';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from './assets.js';
import { frameControlArgs, newFrameControlledPage, supportsFrameControl } from './frame-control.js';
import { CdpChannel, PageChannel } from './cdp-channel.js';
import type { NetworkPolicy } from './network-policy.js';
import type { UserAssets } from './user-assets.js';
import { markProfile, PROFILE_PREFIX } from './stale-profiles.js';
import { quietly, withTimeout } from './timeouts.js';
import { chromiumFontEnv } from './cjk-fonts.js';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-extensions',
  '--mute-audio',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-pings',
];

const channels = new WeakMap<Page, PageChannel>();

/** The render's own CDP channel to a page of the pool (cdp-channel.ts). */
export function channelOf(page: Page): PageChannel {
  const channel = channels.get(page);
  if (!channel) throw new Error('not a page of the pool');
  return channel;
}

export interface BrowserSettings {
  executablePath: string;
  policy: NetworkPolicy;
  /** Every connection Chromium makes goes to this proxy (see egress-proxy.ts). */
  proxyUrl: string;
  /** The rendering account's uploaded assets, scoped per page (user-assets.ts). */
  userAssets?: UserAssets;
}

export class ChromiumProcess {
  /** Pages ready for a render. */
  readonly idle: Page[] = [];
  inflight = 0;
  renders = 0;
  /** Set when we close it on purpose: its 'disconnected' is then not a crash. */
  closing = false;
  /** Aborted when the browser goes away: in-flight renders race against it. */
  readonly gone = new AbortController();

  private constructor(
    readonly browser: Browser,
    private readonly settings: BrowserSettings,
    private readonly userDataDir: string,
    private readonly channel: CdpChannel,
    /** chromium-headless-shell: pages are created under frame control (frame-control.ts). */
    private readonly frameControl: boolean,
  ) {
    browser.once('disconnected', () => {
      this.gone.abort(new Error('browser disconnected'));
      quietly(removeProfile(userDataDir));
    });
  }

  static async launch(settings: BrowserSettings, pages: number): Promise<ChromiumProcess> {
    const userDataDir = await mkdtemp(join(tmpdir(), PROFILE_PREFIX));
    const executablePath = resolveExecutable(settings.executablePath);
    let browser: Browser;
    try {
      await markProfile(userDataDir);
      browser = await puppeteer.launch({
        executablePath,
        headless: 'shell',
        userDataDir,
        // stdio pipe rather than a DevTools port that anything on localhost could reach
        pipe: true,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        timeout: 30_000,
        // CJK text in TrueType fonts, embedded as real fonts (cjk-fonts.ts).
        env: await chromiumFontEnv(userDataDir),
        args: [...CHROMIUM_ARGS, ...frameControlArgs(executablePath), `--proxy-server=${settings.proxyUrl}`, '--proxy-bypass-list=<-loopback>'],
      });
    } catch (error) {
      await rm(userDataDir, { recursive: true, force: true });
      throw error;
    }
    // puppeteer drops its listeners from the CDP pipes when it closes the connection; a pipe
    // that then reports ECONNRESET (Chromium killed on recycle or crash) would be an unhandled
    // 'error' event and take the whole server down. These listeners outlive puppeteer's.
    const stdio = browser.process()!.stdio;
    for (const stream of stdio) stream?.on('error', () => {});
    coalesceWrites(stdio[3] as Writable);
    const channel = CdpChannel.interpose(stdio[3] as Writable, stdio[4] as Readable);
    const chromium = new ChromiumProcess(browser, settings, userDataDir, channel, await supportsFrameControl(browser, executablePath));
    try {
      for (let i = 0; i < pages; i++) chromium.idle.push(await chromium.newPage());
    } catch (error) {
      await chromium.close();
      throw error;
    }
    return chromium;
  }

  /** Read from /proc once: it was two file reads on every render. */
  private browserPid: number | null | undefined;

  get pid(): number | null {
    if (this.browserPid === undefined) {
      const pid = this.browser.process()?.pid;
      this.browserPid = pid === undefined ? null : browserPidOf(pid);
    }
    return this.browserPid;
  }

  get alive(): boolean {
    return !this.gone.signal.aborted && this.browser.connected;
  }

  async newPage(): Promise<Page> {
    const page = this.frameControl ? await newFrameControlledPage(this.browser) : await this.browser.newPage();
    await page.setJavaScriptEnabled(false);
    // Documents load through the page's channel, which waits for Page.loadEventFired: the three
    // lifecycle events per render that puppeteer's navigation waits need are not sent at all.
    const client = (page as unknown as { _client(): CDPSession })._client();
    await client.send('Page.setLifecycleEventsEnabled', { enabled: false });
    channels.set(page, new PageChannel(this.channel, client.id(), (page.mainFrame() as unknown as { _id: string })._id));
    await page.setRequestInterception(true);
    page.on('request', (request) => void this.intercept(page, request));
    // Our own deadline governs; puppeteer's 30 s defaults must not fire first.
    page.setDefaultTimeout(0);
    page.setDefaultNavigationTimeout(0);
    return page;
  }

  private async intercept(page: Page, request: HTTPRequest): Promise<void> {
    try {
      const url = request.url();
      if (url.startsWith('data:')) return await request.continue();
      if (url.startsWith(ASSET_ORIGIN)) {
        // answered from memory or storage, never reaches the network
        const own = resolveAsset(url);
        if (own) return await request.respond({ status: 200, headers: ASSET_HEADERS, contentType: own.contentType, body: own.body });
        // Keys are unguessable (the app MACs them) and only the rendering account's are answered.
        const asset = await this.settings.userAssets?.forRequest(page, url);
        if (!asset) return await request.abort('blockedbyclient');
        return await request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
      }
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        return await request.abort('aborted'); // e.g. <meta http-equiv="refresh">
      }
      const verdict = await this.settings.policy.check(url);
      if (verdict.allowed) await request.continue();
      // 'aborted' for navigations: Chromium then shows no error page in the frame.
      else await request.abort(request.isNavigationRequest() ? 'aborted' : 'blockedbyclient');
    } catch {
      // The page was closed or the request already handled: nothing to decide any more.
    }
  }

  /** Closes a page; resolves false if Chromium did not manage within `ms` (it is hung). */
  async closePage(page: Page, ms = 3000): Promise<boolean> {
    try {
      await withTimeout(page.close(), ms, 'page close');
      return true;
    } catch {
      return page.isClosed();
    }
  }

  /** Graceful close, then SIGKILL if Chromium does not exit in time. */
  async close(): Promise<void> {
    this.closing = true;
    try {
      await withTimeout(this.browser.close(), 5000, 'browser close');
    } catch {
      this.kill();
    }
    await removeProfile(this.userDataDir).catch(() => undefined);
  }

  kill(): void {
    this.closing = true;
    const launched = this.browser.process()?.pid;
    for (const pid of new Set([this.pid, launched])) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/**
 * puppeteer writes each CDP message to Chromium's pipe (fd 3) as two writes, the JSON and its
 * NUL, each a syscall. Corked until the end of the tick, a message and any sent with it leave
 * in one writev: 0.1 ms less Node CPU per render (docs/performance.md).
 */
function coalesceWrites(pipe: Writable | undefined): void {
  if (!pipe) return;
  const write = pipe.write;
  pipe.write = function (this: Writable, ...args: Parameters<Writable['write']>) {
    if (!this.writableCorked) {
      this.cork();
      process.nextTick(() => this.uncork());
    }
    return write.apply(this, args);
  } as Writable['write'];
}

/**
 * After a crash or SIGKILL, Chromium's child processes may still write into the profile for
 * a moment; a single rm can then fail with ENOTEMPTY and leave the directory behind.
 */
async function removeProfile(dir: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 250));
  await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}
