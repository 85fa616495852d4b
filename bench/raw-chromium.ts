/**
 * Baseline for the generate benchmark: the same final HTML printed on one warm page with raw
 * puppeteer-core (setContent + pdf, the options Renderer uses), without Quire's pool, policy,
 * proxy or limits. Compare its durations with Renderer.renderPdf to see Quire's overhead.
 *
 *   const html = await renderer.buildHtml(input, { assets: 'linked' }); // what renderPdf prints
 *   const raw = await rawChromiumDurations(html, { runs: 50 });
 * Quire asset URLs (fonts, Bootstrap/UIkit CSS on http://quire-assets.invalid) are answered
 * from memory as the pool does; `renderer.buildHtml(input)` (data: URIs) works too.
 */
import puppeteer from 'puppeteer-core';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from '../src/render/assets.js';

export interface RawChromiumOptions {
  runs?: number;
  /** Untimed renders first, so the page and its caches are warm. Default 3. */
  warmup?: number;
  executablePath?: string;
  format?: 'A1' | 'A2' | 'A3' | 'A4' | 'A5' | 'A6';
  landscape?: boolean;
  waitUntil?: 'load' | 'domcontentloaded';
  /** Same page setup as the pool (JS off + request interception)? Default true. */
  poolSetup?: boolean;
  /** Tagged (accessible) PDF? Quire prints untagged. Default false. */
  tagged?: boolean;
  /** Await document.fonts.ready before printing (puppeteer's waitForFonts). Default true. */
  waitForFonts?: boolean;
}

/** Milliseconds of each setContent + pdf, in run order. */
export async function rawChromiumDurations(html: string, options: RawChromiumOptions = {}): Promise<number[]> {
  const browser = await puppeteer.launch({
    executablePath: options.executablePath ?? '/usr/bin/chromium-headless-shell',
    headless: 'shell',
    pipe: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions'],
  });
  try {
    const page = await browser.newPage();
    if (options.poolSetup ?? true) {
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = request.url();
        const asset = url.startsWith(ASSET_ORIGIN) ? resolveAsset(url) : null;
        if (asset) void request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
        else if (url.startsWith('data:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
    }
    const once = async (): Promise<number> => {
      const start = performance.now();
      await page.setContent(html, { waitUntil: options.waitUntil ?? 'load', timeout: 0 });
      await page.pdf({
        format: options.format ?? 'A4',
        landscape: options.landscape ?? false,
        printBackground: true,
        preferCSSPageSize: true,
        tagged: options.tagged ?? false,
        outline: false,
        waitForFonts: options.waitForFonts ?? true,
        timeout: 0,
      });
      return performance.now() - start;
    };
    for (let i = 0; i < (options.warmup ?? 3); i++) await once();
    const durations: number[] = [];
    for (let i = 0; i < (options.runs ?? 20); i++) durations.push(await once());
    return durations;
  } finally {
    await browser.close();
  }
}

/** p50 / p95 / mean of a list of durations. */
export function summarize(durations: number[]): { p50: number; p95: number; mean: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), mean: sorted.reduce((s, d) => s + d, 0) / (sorted.length || 1) };
}
