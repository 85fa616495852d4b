/**
 * The Chromium supervisor (after gotenberg's supervisor.go): one browser, `concurrency` warm
 * pages, a bounded queue, a hard deadline per render, recycling after N renders and recovery
 * from crashes and hangs.
 *
 * - run(task) waits for a slot (at most `queueLimit` callers wait; more get
 *   RENDER_QUEUE_FULL), takes a warm page, runs the task against the deadline and gives the
 *   page back. Renders never share a page; a page is reused only after a clean render.
 * - Deadline: the caller gets SERVICE_UNAVAILABLE at once; the page is closed (killing its
 *   renderer) and replaced. If Chromium cannot even close it, the browser is hung: killed and
 *   relaunched. The slot is held until that cleanup is done, so a hung render cannot make
 *   the pool exceed `concurrency`.
 * - Recycling after `restartAfter` renders: a new browser is launched for new renders while
 *   the old one drains its in-flight renders, then is closed. No render fails for it.
 * - Crash ('disconnected' without us closing it): its in-flight renders fail with
 *   SERVICE_UNAVAILABLE, a new browser is launched at once, the next render works.
 */
import { EventEmitter } from 'node:events';
import { removeStaleProfiles } from './stale-profiles.js';
import type { Page } from 'puppeteer-core';
import { AppError } from '../core/errors.js';
import { ChromiumProcess, type BrowserSettings } from './browser.js';
import { Slots, type RenderPriority } from './slots.js';
import { quietly } from './timeouts.js';
import type { RenderHealth } from './types.js';

export interface PoolOptions extends BrowserSettings {
  concurrency: number;
  queueLimit: number;
  renderTimeoutMs: number;
  restartAfter: number;
}

/** A render step on a page. `signal` aborts when the deadline passes or the browser dies. */
export type PageTask<T> = (page: Page, signal: AbortSignal) => Promise<T>;

/** How a render on a page ended, and what must finish before its slot is free again. */
type Outcome<T> = ({ value: T } | { error: unknown }) & { cleanup: Promise<unknown> };

/**
 * What the pool tells observers. 'page': a render now holds a Chromium page of browser `pid`
 * and its task starts on it; from here a crash or a deadline fails that render (not before:
 * a render still waiting for a slot or a browser gets the next one). Emitted synchronously
 * from run(); listeners must not throw.
 */
export interface PoolEvents {
  page: [{ pid: number | null; priority: RenderPriority }];
}

const unavailable = (detail: string, cause?: unknown): AppError => new AppError('SERVICE_UNAVAILABLE', { params: { detail }, retryAfter: 1 }, { cause });

export class ChromiumPool {
  private current: ChromiumProcess | null = null;
  private launching: Promise<ChromiumProcess> | null = null;
  private readonly slots: Slots;
  private renders = 0;
  private restarts = 0;
  private closed = false;
  /** Render phases for observers (see PoolEvents); only heard, never changes a render. */
  readonly events = new EventEmitter<PoolEvents>();

  private constructor(private readonly options: PoolOptions) {
    this.slots = new Slots(options.concurrency, options.queueLimit);
  }

  static async start(options: PoolOptions): Promise<ChromiumPool> {
    // Profiles left by Quire processes that died with their Chromium.
    await removeStaleProfiles();
    const pool = new ChromiumPool(options);
    await pool.browser();
    return pool;
  }

  /** `priority: 'free'` (previews) yields to paid renders for a page (slots.ts). */
  async run<T>(task: PageTask<T>, opts: { deadlineMs?: number; priority?: RenderPriority } = {}): Promise<T> {
    if (this.closed) throw unavailable('the renderer is shut down');
    const priority = opts.priority ?? 'paid';
    await this.slots.acquire(priority);
    let keepSlotUntil: Promise<unknown> = Promise.resolve();
    try {
      let chromium = await this.browser();
      if (chromium.closing) chromium = await this.browser(); // retired while we resumed
      // Counted before any other await, so a retiring browser is not closed under us.
      chromium.inflight++;
      let outcome: Outcome<T>;
      try {
        const page = chromium.idle.pop() ?? (await chromium.newPage());
        this.events.emit('page', { pid: chromium.pid, priority });
        outcome = await this.runOnPage(chromium, page, task, opts.deadlineMs ?? this.options.renderTimeoutMs);
      } catch (error) {
        outcome = { error: unavailable('could not open a page', error), cleanup: Promise.resolve() };
      }
      keepSlotUntil = outcome.cleanup;
      chromium.inflight--;
      chromium.renders++;
      this.renders++;
      this.afterRender(chromium);
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    } finally {
      // Release once any cleanup (closing a timed-out page) is over.
      void keepSlotUntil.then(
        () => this.slots.release(priority),
        () => this.slots.release(priority),
      );
    }
  }

  private async runOnPage<T>(chromium: ChromiumProcess, page: Page, task: PageTask<T>, deadlineMs: number): Promise<Outcome<T>> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('deadline')), deadlineMs);
    const onGone = () => controller.abort(new Error('browser gone'));
    chromium.gone.signal.addEventListener('abort', onGone, { once: true });
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    const work = task(page, controller.signal);
    quietly(work); // after a deadline it may still reject (page closed under it)
    try {
      const value = await Promise.race([work, stopped]);
      if (page.url() !== 'about:blank') return { value, cleanup: this.replacePage(chromium, page) };
      chromium.idle.push(page);
      return { value, cleanup: Promise.resolve() };
    } catch (error) {
      if (!chromium.alive) return { error: unavailable('the browser crashed', error), cleanup: Promise.resolve() };
      if (controller.signal.aborted) {
        return { error: unavailable(`render exceeded ${deadlineMs} ms`), cleanup: this.replacePage(chromium, page) };
      }
      // An AppError from the task (e.g. a limit) leaves the page clean; anything else is
      // Chromium misbehaving: don't trust that page again.
      if (error instanceof AppError) {
        chromium.idle.push(page);
        return { error, cleanup: Promise.resolve() };
      }
      return { error: unavailable('the browser failed to render', error), cleanup: this.replacePage(chromium, page) };
    } finally {
      clearTimeout(timer);
      chromium.gone.signal.removeEventListener('abort', onGone);
    }
  }

  /** Closes a page that can't be reused and opens a fresh one; a hung browser is restarted. */
  private async replacePage(chromium: ChromiumProcess, page: Page): Promise<void> {
    const closed = await chromium.closePage(page);
    if (!closed && chromium.alive) {
      chromium.kill(); // 'disconnected' follows; restart now rather than wait for it
      this.replace(chromium);
      return;
    }
    if (chromium.alive && !chromium.closing) {
      try {
        chromium.idle.push(await chromium.newPage());
      } catch {
        // the next run() opens one on demand
      }
    }
  }

  private afterRender(chromium: ChromiumProcess): void {
    if (chromium === this.current && chromium.renders >= this.options.restartAfter) this.replace(chromium);
    if (chromium !== this.current && chromium.inflight === 0) quietly(chromium.close());
  }

  /** Takes `chromium` out of service and launches its successor now. */
  private replace(chromium: ChromiumProcess): void {
    if (chromium !== this.current || this.closed) return;
    this.current = null;
    this.restarts++;
    quietly(this.browser());
    if (chromium.inflight === 0) quietly(chromium.close());
  }

  /** The browser to render with: the current one, or the one being launched. */
  private async browser(): Promise<ChromiumProcess> {
    if (this.closed) throw unavailable('the renderer is shut down');
    if (this.current?.alive) return this.current;
    if (!this.launching) {
      this.launching = ChromiumProcess.launch(this.options, this.options.concurrency).then(
        (chromium) => {
          this.launching = null;
          if (this.closed) {
            quietly(chromium.close());
            throw unavailable('the renderer is shut down');
          }
          this.current = chromium;
          chromium.browser.once('disconnected', () => this.onDisconnected(chromium));
          return chromium;
        },
        (error: unknown) => {
          this.launching = null;
          throw unavailable('could not launch Chromium', error);
        },
      );
    }
    return this.launching;
  }

  private onDisconnected(chromium: ChromiumProcess): void {
    if (chromium.closing || this.closed) return;
    this.replace(chromium); // a crash: relaunch now so the next render finds a browser
  }

  /**
   * Readiness: an idle warm page evaluates an expression. When every page is rendering, the
   * browser answering over CDP is proof enough: a probe never queues behind renders.
   */
  async probe(): Promise<void> {
    const chromium = this.current;
    if (this.closed || !chromium?.alive) throw unavailable('no browser is running');
    if (!this.slots.tryAcquire()) {
      await chromium.browser.version();
      return;
    }
    try {
      const page = chromium.idle.pop() ?? (await chromium.newPage());
      try {
        if ((await page.evaluate('1 + 1')) !== 2) throw unavailable('a page answered wrongly');
      } finally {
        chromium.idle.push(page);
      }
    } finally {
      this.slots.release();
    }
  }

  health(): RenderHealth {
    const status = this.closed ? 'closed' : this.current?.alive ? 'ok' : this.restarts > 0 ? 'restarting' : 'starting';
    return {
      status,
      browserPid: this.current?.alive ? this.current.pid : null,
      renders: this.renders,
      restarts: this.restarts,
      queue: this.slots.waiting,
      active: this.slots.active,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.slots.rejectWaiting(unavailable('the renderer is shut down'));
    const launching = this.launching;
    const current = this.current;
    this.current = null;
    await Promise.all([
      current?.close(),
      launching?.then(
        (c) => c.close(),
        () => undefined,
      ),
    ]);
  }
}
