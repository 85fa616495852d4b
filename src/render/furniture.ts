/**
 * Headers and footers, printed as a second document overlaid on the body's pages.
 *
 * Why not Chromium's headerTemplate/footerTemplate: Chromium renders them in an isolated
 * document per page that loads nothing (no stylesheet links, no image or font URLs) and
 * paints at once, so even a web font inlined as a data: URI is not ready in time: the header
 * came out in a fallback font (tested: Merriweather as master gave NotoSerif in the header).
 * Here the furniture is an ordinary page in Quire's pipeline — framework CSS linked or
 * compiled like the body's, catalog and uploaded fonts by URL (awaited before printing),
 * `{{asset}}` images through the same scoped interception — with one sheet per body page,
 * printed on the same warm Chromium page and laid over the body with qpdf. `{{pageNumber}}`
 * and `{{totalPages}}` are real numbers, so `{{#if (eq pageNumber 1)}}` works too.
 *
 * Each sheet is transparent except for what the header and footer draw. The header fills the
 * top margin, the footer the bottom margin, indented by the side margins (the document's
 * `margins`, or the default), content centred vertically.
 */
import { AppError } from '../core/errors.js';
import { frameworkCss, frameworkStylesheetUrl } from './css.js';
import { customFontCss, fontFaceCss, hasCatalogMaster } from './fonts.js';
import { buildHtml } from './html.js';
import { DEFAULT_MARGINS } from './paper.js';
import { userAssetUrl, type ExpandOptions } from './template-data.js';
import { MAX_RENDERED_HTML_BYTES } from './template.js';

/** The renderer's template expansion (in the template workers). */
export type Expand = (body: string, variables: Record<string, unknown>, options?: ExpandOptions) => Promise<string>;
import type { RenderInput } from './types.js';

export const hasFurniture = (input: RenderInput): boolean => !!(input.header?.trim() || input.footer?.trim());

/** A page number as the template sees it on the fast path: replaced by the number after expansion. */
const PAGE_MARK = '\u0001quire-page\u0001';
/** `pageNumber` used only as `{{pageNumber}}` (printed): one expansion serves every page. */
const ONLY_PRINTED = /\{\{~?\s*pageNumber\s*~?\}\}/g;

/**
 * The template expanded for each page. When `pageNumber` is only printed, it is expanded once
 * with a marker that is then replaced page by page: one worker call instead of one per page,
 * which matters because every call copies the variables (a 1,500-row report) into the worker.
 * When the template computes with it (`{{#if (eq pageNumber 1)}}`), it is expanded per page.
 */
async function perPage(
  template: string | undefined,
  pages: number,
  variables: Record<string, unknown>,
  input: RenderInput,
  expand: Expand,
  budget: FurnitureBudget,
): Promise<string[]> {
  if (!template?.trim()) return Array.from({ length: pages }, () => '');
  const options = { assets: input.assets, partials: input.partials };
  const computed = template.replace(ONLY_PRINTED, '').includes('pageNumber');
  const at = (i: number) => ({ ...variables, pageNumber: i + 1, totalPages: pages });
  if (!computed) {
    const once = await expand(template, { ...variables, pageNumber: PAGE_MARK, totalPages: pages }, options);
    budget.spend(Buffer.byteLength(once) * pages);
    return Array.from({ length: pages }, (_, i) => once.split(PAGE_MARK).join(String(i + 1)));
  }
  // The first page foretells the rest (the same template and variables): refused before the
  // other pages are expanded when they cannot fit.
  const first = await expand(template, at(0), options);
  budget.check(Buffer.byteLength(first) * pages);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => expand(template, at(i + 1), options)));
  const all = [first, ...rest];
  budget.spend(all.reduce((sum, html) => sum + Buffer.byteLength(html), 0));
  return all;
}

/**
 * Headers and footers count toward the HTML limit: what they expand to over all pages together
 * may not pass MAX_RENDERED_HTML_BYTES (60 KB of each on 480 pages took Chromium to 2.6 GB).
 */
class FurnitureBudget {
  private left = MAX_RENDERED_HTML_BYTES;

  check(bytes: number): void {
    if (bytes > this.left) throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'furniture_bytes', max: MAX_RENDERED_HTML_BYTES } });
  }

  spend(bytes: number): void {
    this.check(bytes);
    this.left -= bytes;
  }
}

/** The sheets for a body of `pages` pages of `width` x `height` points. */
export async function furnitureHtml(input: RenderInput, pages: number, size: { width: number; height: number }, expandTemplate: Expand): Promise<string> {
  const m = input.margins ?? DEFAULT_MARGINS;
  const variables = input.variables ?? {};
  // Through the same expansion as the body (the template workers, their deadline and limits).
  const budget = new FurnitureBudget();
  const expanded = await Promise.all([
    perPage(input.header, pages, variables, input, expandTemplate, budget),
    perPage(input.footer, pages, variables, input, expandTemplate, budget),
  ]).then(([headers, footers]) => headers.map((h, i) => [i === 0 && input.headerOnFirstPage === false ? '' : h, footers[i]!] as const));
  let sheets = '';
  let text = '';
  for (const [header, footer] of expanded) {
    text += header + footer;
    sheets +=
      '<div class="quire-sheet">' +
      (header ? `<div class="quire-header">${header}</div>` : '') +
      (footer ? `<div class="quire-footer">${footer}</div>` : '') +
      '</div>';
  }
  const sheetCss =
    `@page{size:${size.width}pt ${size.height}pt;margin:0}html,body{margin:0;padding:0;background:transparent}` +
    `.quire-sheet{position:relative;width:${size.width}pt;height:${size.height}pt;overflow:hidden;break-after:page}` +
    '.quire-sheet:last-child{break-after:auto}' +
    `.quire-header,.quire-footer{position:absolute;left:0;right:0;box-sizing:border-box;padding:0 ${m.right}mm 0 ${m.left}mm;` +
    'display:flex;flex-direction:column;justify-content:center;font-size:10pt;line-height:1.3}' +
    `.quire-header{top:0;height:${m.top}mm}.quire-footer{bottom:0;height:${m.bottom}mm}`;
  const link = frameworkStylesheetUrl(input.framework);
  const catalogMaster = hasCatalogMaster(input.fonts ?? []);
  const html = buildHtml({
    body: sheets,
    format: input.format,
    landscape: input.landscape,
    margins: { top: 0, right: 0, bottom: 0, left: 0 },
    frameworkCss: link ? '' : await frameworkCss(input.framework, text),
    stylesheets: link ? [link] : [],
    fontCss:
      fontFaceCss(input.fonts ?? [], { framework: input.framework, text, embed: 'url' }) +
      customFontCss(input.customFonts ?? [], input.framework, (f) => userAssetUrl(f.key), catalogMaster),
  });
  // After everything else in the head: the sheet geometry must win over the framework's.
  return html.replace('</head>', `<style>${sheetCss}</style></head>`);
}
