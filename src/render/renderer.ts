/**
 * The renderer: template + variables -> HTML -> PDF (or a PNG preview), on the Chromium pool.
 *
 * Per render: Handlebars (cached compile) -> framework CSS (Tailwind cached per class set)
 * -> @font-face rules -> one HTML string -> on a warm page: Page.setDocumentContent, wait for
 * 'load' (cdp-channel.ts) -> Page.printToPDF (print.ts). Fonts and Bootstrap/UIkit are
 * referenced on Quire's asset origin, answered from memory by request interception
 * (assets.ts). Nothing touches the network or disk.
 *
 * Decisions (measured on the invoice fixture with bench/raw-chromium.ts):
 * - waitUntil 'load': font and image loads hold the load event, and 'load' measured no
 *   slower than 'domcontentloaded'. 'networkidle0' hangs on a reused page
 *   (no network activity to observe after document.write) and is never used.
 * - Fonts: page.pdf() awaits document.fonts.ready (puppeteer's waitForFonts) through
 *   DevTools evaluation, which works with page JavaScript disabled; ~1 ms.
 * - tagged: false, outline: false: ~25% faster in full Chromium (bench/raw-chromium.ts); no measurable
 *   difference in chromium-headless-shell, kept because it never costs.
 * - pageRanges 1..maxPages+1: Chromium stops printing once the limit is proven exceeded.
 */
import type { Page } from 'puppeteer-core';
import { AppError } from '../core/errors.js';
import { DEFAULT_RENDERER_OPTIONS } from './defaults.js';
import { frameworkCss, frameworkStylesheetUrl } from './css.js';
import { EgressProxy } from './egress-proxy.js';
import { customFontCss, fontFaceCss, hasCatalogMaster } from './fonts.js';
import { furnitureHtml, hasFurniture } from './furniture.js';
import { pageHtml, pageText, type PageText } from './html.js';
import { metadataOf } from './metadata.js';
import { watermarkHtml } from './watermark.js';
import { stampEveryPage } from './pdf-stamp.js';
import { finishArchival } from './finishing.js';
import { overlaySheets, writeInfo } from './pdf-engines.js';
import { userAssetUrl, type ExpandOptions } from './template-data.js';
import { UserAssets } from './user-assets.js';
import { NetworkPolicy } from './network-policy.js';
import { paperSizePx } from './paper.js';
import { printToPdf } from './print.js';
import { countPdfPages, firstPageSize } from './pdf-pages.js';
import { ChromiumPool, type PoolEvents } from './pool.js';
import type { RenderPriority } from './slots.js';
import { channelOf } from './browser.js';
import { withFrames } from './frame-control.js';
import { warmTailwind } from './tailwind.js';
import { TemplatePool } from './template-pool.js';
import type { TemplateProblem } from './template-problems.js';
import type { AnalysisInput, JsonSchema } from './template-analysis.js';
import type { PdfResult, PngOptions, RenderHealth, RenderInput, RendererOptions } from './types.js';

export { DEFAULT_RENDERER_OPTIONS };

/** puppeteer's default viewport; restored after a preview changed it. */
const DEFAULT_VIEWPORT = { width: 800, height: 600, deviceScaleFactor: 1 };

export class Renderer {
  private constructor(
    private readonly pool: ChromiumPool,
    private readonly proxy: EgressProxy,
    private readonly templates: TemplatePool,
    private readonly maxPages: number,
    private readonly maxPdfBytes: number,
    private readonly userAssets: UserAssets,
  ) {}

  /** The TEST mark's one-page PDF per word, printed at the first test render (watermark.ts). */
  private readonly marks = new Map<string, Buffer>();

  static async start(opts: RendererOptions = {}): Promise<Renderer> {
    const o = { ...DEFAULT_RENDERER_OPTIONS, ...stripUndefined(opts) };
    const policy = new NetworkPolicy({
      remoteResources: o.remoteResources,
      allowedHosts: o.allowedHosts,
      lookup: o.lookup,
      dnsTimeoutMs: o.dnsTimeoutMs,
    });
    const proxy = await EgressProxy.start(policy, o.resourceTimeoutMs);
    const userAssets = new UserAssets(o.loadUserAsset);
    const templates = new TemplatePool({
      threads: o.templateThreads,
      timeoutMs: o.templateTimeoutMs,
      queueTimeoutMs: o.templateQueueTimeoutMs,
      memoryMb: o.templateMemoryMb,
    });
    try {
      const [pool] = await Promise.all([
        ChromiumPool.start({
          executablePath: o.executablePath,
          policy,
          proxyUrl: proxy.url,
          concurrency: Math.max(1, o.concurrency),
          queueLimit: Math.max(0, o.queueLimit),
          renderTimeoutMs: o.renderTimeoutMs,
          restartAfter: Math.max(1, o.restartAfter),
          userAssets,
        }),
        warmTailwind(),
      ]);
      return new Renderer(pool, proxy, templates, o.maxPages, o.maxPdfBytes, userAssets);
    } catch (error) {
      await templates.close();
      await proxy.close();
      throw error;
    }
  }

  /**
   * The one way to expand a template with its variables: in a worker thread, under the
   * template deadline and output limit (template-pool.ts). Every render path comes here.
   */
  expandTemplate(body: string, variables: Record<string, unknown>, options?: ExpandOptions): Promise<string> {
    return this.templates.expand(body, variables, options);
  }

  /**
   * The variables schema a document's templates imply, merged with its sample variables
   * (template-analysis.ts): in a template worker, under the limits of an expansion.
   */
  inferVariablesSchema(input: AnalysisInput, sample: Record<string, unknown>): Promise<JsonSchema> {
    return this.templates.inferSchema(input, sample);
  }

  /** TEMPLATE_ERROR when `body` does not compile; checked before a credit is debited. */
  checkTemplate(body: string): Promise<void> {
    return this.templates.check(body);
  }

  /**
   * What is wrong with `body` (it does not compile, or compiling it crosses a template limit),
   * or null: the check at save, under the same limits as a render (template-pool.ts).
   */
  templateProblem(body: string): Promise<TemplateProblem | null> {
    return this.templates.problem(body);
  }

  /**
   * The complete HTML page for `input`. By default self-contained (fonts as data: URIs,
   * framework CSS inline): it opens the same in any browser (HTML preview, export).
   * `{ assets: 'linked' }` gives the exact page renderPdf prints, whose asset URLs only
   * resolve inside this renderer's pages (used by bench/raw-chromium.ts).
   */
  async buildHtml(input: RenderInput, opts: { assets?: 'inline' | 'linked' } = {}): Promise<string> {
    return pageHtml((await this.assemble(input, opts.assets === 'linked' ? 'url' : 'data')).page);
  }

  /**
   * 'data': self-contained. 'url': what the pool prints — fonts and static framework CSS by
   * asset URL, so Chromium decodes/parses them once per page instead of once per render.
   */
  private async assemble(input: RenderInput, embed: 'data' | 'url'): Promise<{ page: PageText; links: boolean; missing?: string[] }> {
    // With reportMissing, the body's expansion also finds the paths every template of the render reads that the variables lack.
    const m = input.metadata;
    const check = input.reportMissing
      ? { templates: [m?.title, m?.author, m?.subject, m?.keywords].filter((t): t is string => !!t), furniture: [input.header ?? '', input.footer ?? ''] }
      : undefined;
    const expanded = await this.templates.expandChecked(input.body, input.variables ?? {}, { assets: input.assets, partials: input.partials }, check);
    const body = expanded.html;
    const link = embed === 'url' ? frameworkStylesheetUrl(input.framework) : null;
    const catalogMaster = hasCatalogMaster(input.fonts ?? []);
    const page = pageText({
      body,
      format: input.format,
      landscape: input.landscape,
      margins: input.margins,
      lang: input.metadata?.lang,
      frameworkCss: link ? '' : await frameworkCss(input.framework, body),
      stylesheets: link ? [link] : [],
      fontCss:
        fontFaceCss(input.fonts ?? [], { framework: input.framework, text: body, embed }) +
        customFontCss(input.customFonts ?? [], input.framework, (f) => userAssetUrl(f.key), catalogMaster),
    });
    // Links can only come from the template (Quire's head links stylesheets, never anchors).
    return { page, links: /href/i.test(body), ...(expanded.missing ? { missing: expanded.missing } : {}) };
  }

  /** The keys a render may load from the account's assets: everything else is refused. */
  private assetKeys(input: RenderInput): string[] {
    return [...Object.values(input.assets ?? {}), ...(input.customFonts ?? []).map((f) => f.key)];
  }

  /** `priority: 'free'`: a preview, which yields to paid renders for a Chromium page (slots.ts). */
  async renderPdf(input: RenderInput, opts: { deadlineMs?: number; priority?: RenderPriority } = {}): Promise<PdfResult> {
    const { page: html, links, missing } = await this.assemble(input, 'url');
    const expand = this.expandTemplate.bind(this);
    const metadata = await metadataOf(input, expand);
    const keys = this.assetKeys(input);
    const printed = await this.pool.run(async (page) => {
      this.userAssets.allow(page, keys);
      try {
        await channelOf(page).loadHtml(html);
        if (links) await stripUnsafeLinks(page);
        const pdf = await this.printPdf(page, input);
        const pages = countPdfPages(pdf);
        if (pages > this.maxPages) return { pdf, pages, sheets: null, mark: null };
        // A test render's mark: printed once on this page, then kept (drawn on the PDF below).
        const mark = input.watermark ? await this.markOn(page, input.watermark) : null;
        if (!hasFurniture(input)) return { pdf, pages, sheets: null, mark };
        // Header and footer: a second, light document on the same warm page (furniture.ts).
        await channelOf(page).loadHtml(await furnitureHtml(input, pages, firstPageSize(pdf), expand));
        return { pdf, pages, sheets: await this.printPdf(page, { ...input, tagged: false }), mark };
      } finally {
        this.userAssets.forget(page);
      }
    }, opts);
    if (printed.pages > this.maxPages) {
      throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'pages', max: this.maxPages } });
    }
    // Metadata first: the overlay (in place or qpdf's) keeps the body's Info and catalog.
    // Each in place when the files have Skia's shape (always, in practice); qpdf otherwise (pdf-engines.ts).
    let pdf = await writeInfo(printed.pdf, metadata);
    if (printed.sheets) pdf = await overlaySheets(pdf, printed.sheets);
    // Last, over the furniture too: the template has no say over it (pdf-stamp.ts).
    if (printed.mark) pdf = stampMark(pdf, printed.mark);
    // PDF/A and attachments over the finished page content, with the Info the metadata step wrote.
    return { pdf: finishArchival(pdf, input, metadata), pages: printed.pages, ...(missing ? { missing } : {}) };
  }

  /** The mark's PDF for `word`, printed on `page` (held by the caller's render) the first time. */
  private async markOn(page: Page, word: string): Promise<Buffer> {
    const kept = this.marks.get(word);
    if (kept) return kept;
    await channelOf(page).loadHtml(watermarkHtml(word));
    const mark = await printToPdf(page, { format: 'A4', landscape: false, tagged: false, maxPages: 1, maxBytes: this.maxPdfBytes });
    this.marks.set(word, mark);
    return mark;
  }

  /** Prints the page; an oversized PDF is refused without holding more than the limit. */
  private printPdf(page: Page, input: RenderInput): Promise<Buffer> {
    return printToPdf(page, {
      format: input.format,
      landscape: input.landscape,
      tagged: input.tagged === true,
      maxPages: this.maxPages,
      maxBytes: this.maxPdfBytes,
    });
  }

  /**
   * A PNG of the first page, `width` pixels wide (default 600), for document previews: the
   * page is laid out at the paper's size with print media and captured at a scale. A template
   * with its own `@page` rule may ask for another size: its first page is then printed once to
   * read the size Chromium chose (the PDF's MediaBox), and the capture uses that size.
   * Approximation: @page margins are not applied to the preview.
   */
  async renderPng(input: RenderInput, opts: PngOptions & { deadlineMs?: number; priority?: RenderPriority } = {}): Promise<Buffer> {
    const { page: html } = await this.assemble(input, 'url');
    const paper = paperSizePx(input.format, input.landscape);
    const keys = this.assetKeys(input);
    return this.pool.run(async (page) => {
      this.userAssets.allow(page, keys);
      try {
        let width = Math.round(paper.width);
        let height = Math.round(paper.height);
        await page.setViewport({ width, height, deviceScaleFactor: (opts.width ?? 600) / width });
        await page.emulateMediaType('print');
        await channelOf(page).loadHtml(html);
        if (/@page/i.test(input.body)) {
          const own = await this.firstPageSizePx(page, input);
          if (own && (Math.abs(own.width - width) > 1 || Math.abs(own.height - height) > 1)) {
            ({ width, height } = own);
            await page.setViewport({ width, height, deviceScaleFactor: (opts.width ?? 600) / width });
          }
        }
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const png = await withFrames(
          page,
          page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height }, captureBeyondViewport: false, optimizeForSpeed: true }),
        );
        return Buffer.from(png);
      } finally {
        // The next render on this page must not inherit the preview's media and viewport.
        this.userAssets.forget(page);
        await page.emulateMediaType(undefined);
        await page.setViewport(DEFAULT_VIEWPORT);
      }
    }, opts);
  }

  /** The first page's size in CSS pixels as Chromium prints it, @page rules applied. */
  private async firstPageSizePx(page: Page, input: RenderInput): Promise<{ width: number; height: number } | null> {
    const pdf = await page.pdf({ format: input.format, landscape: input.landscape, preferCSSPageSize: true, pageRanges: '1', timeout: 0 });
    const box = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(Buffer.from(pdf).toString('latin1'));
    if (!box) return null;
    const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
    // PDF points (1/72 in) to CSS pixels (1/96 in).
    return { width: Math.round(((x1 - x0) * 96) / 72), height: Math.round(((y1 - y0) * 96) / 72) };
  }

  /** Throws unless a Chromium page (or, when all are busy, the browser) answers. */
  probe(): Promise<void> {
    return this.pool.probe();
  }

  health(): RenderHealth {
    return this.pool.health();
  }

  /**
   * Calls `listener` each time a render takes a Chromium page (pool.ts PoolEvents 'page'):
   * the moment to observe, or to interrupt, a render that is inside Chromium. Returns the
   * unsubscribe function.
   */
  onPage(listener: (event: PoolEvents['page'][0]) => void): () => void {
    this.pool.events.on('page', listener);
    return () => this.pool.events.off('page', listener);
  }

  async close(): Promise<void> {
    await this.pool.close();
    await this.proxy.close();
    await this.templates.close();
  }
}

/**
 * Chromium turns every link into a clickable PDF annotation, `javascript:` and `file:` ones
 * included, which a PDF reader may act on. Only web, mail and phone links and in-document
 * anchors stay; any other href is removed (the text stays). Run through DevTools, which works
 * with the page's JavaScript disabled; skipped when the page has no href at all.
 */
async function stripUnsafeLinks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('a, area'))) {
      for (const attr of ['href', 'xlink:href']) {
        const raw = el.getAttribute(attr);
        if (raw === null) continue;
        let keep = raw.trim().startsWith('#');
        try {
          keep ||= ['http:', 'https:', 'mailto:', 'tel:'].includes(new URL(raw, document.baseURI).protocol);
        } catch {
          keep = false;
        }
        if (!keep) el.removeAttribute(attr);
      }
    }
  });
}

/** A test render is never handed out without its mark: a failure to draw it fails the render. */
function stampMark(pdf: Buffer, mark: Buffer): Buffer {
  try {
    return stampEveryPage(pdf, mark);
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', { params: { detail: 'could not draw the TEST mark' }, retryAfter: 1 }, { cause: error });
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
