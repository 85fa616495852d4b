/**
 * Assembles the page Chromium prints: the rendered template plus, in cascade order,
 *   1. the framework CSS (Tailwind / Bootstrap / UIkit; inline, or linked when printing),
 *   2. the @page rule from the document's format/orientation (after the framework: UIkit's
 *      print CSS has its own `@page { margin }`), and print-color-adjust,
 *   3. the embedded fonts and the master-font rule (after the framework so it wins),
 * and then the template's own styles, which come later in the document and therefore win:
 * a template's own `@page { size: A5; margin: 2cm }` overrides the document settings.
 */
import { BASE_CSS } from './base-css.js';
import { pageRule } from './paper.js';
import type { Margins, PaperFormat } from './types.js';

export interface HtmlParts {
  /** The template rendered with its variables: a fragment or a full HTML document. */
  body: string;
  format: PaperFormat;
  landscape: boolean;
  frameworkCss: string;
  fontCss: string;
  /** Stylesheet URLs linked before the <style> (the framework, when printing via assets). */
  stylesheets?: string[];
  /** Page margins in mm; null/absent: DEFAULT_MARGINS. */
  margins?: Margins | null;
  /** `<html lang>` of a fragment body (a full document keeps its own). */
  lang?: string;
}

/** Backgrounds and colours print as designed (Chromium's default "economy" drops some). */
const PRINT_COLORS = 'html{-webkit-print-color-adjust:exact;print-color-adjust:exact;}';

/** A `</style` inside CSS (e.g. a Tailwind arbitrary value from a variable) must not end the element. */
const guardStyle = (css: string): string => (css.includes('</') ? css.replace(/<\/(style)/gi, '<\\/$1') : css);

const HEAD_OPEN = /<head(?:\s[^>]*)?>/i;
const HTML_OPEN = /<html(?:\s[^>]*)?>/i;
const DOCTYPE = /^\s*(?:<!--[\s\S]*?-->\s*)*<!doctype/i;

/**
 * A page as the text before its framework CSS, the CSS itself (the same string render after
 * render) and the text after: the channel sends it JSON-escaped and keeps the escaped CSS
 * (cdp-channel.ts), so a render escapes only its own text.
 */
export interface PageText {
  before: string;
  css: string;
  after: string;
}

export const buildHtml = (parts: HtmlParts): string => pageHtml(pageText(parts));

export const pageHtml = (page: PageText): string => page.before + page.css + page.after;

export function pageText(parts: HtmlParts): PageText {
  const links = (parts.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`).join('');
  // Quire's base rules first: the framework and the template override them.
  const headStart = `<meta charset="utf-8"><style>${BASE_CSS}</style>${links}<style>`;
  const css = guardStyle(parts.frameworkCss);
  const headEnd = `\n${pageRule(parts.format, parts.landscape, parts.margins)}${PRINT_COLORS}\n${guardStyle(parts.fontCss)}</style>`;
  const { body } = parts;

  // A full document: inject first thing in its head so its own styles come after ours.
  const headTag = HEAD_OPEN.exec(body);
  if (headTag) {
    const at = headTag.index + headTag[0].length;
    return { before: doctypeFor(body) + body.slice(0, at) + headStart, css, after: headEnd + body.slice(at) };
  }
  const htmlTag = HTML_OPEN.exec(body);
  if (htmlTag) {
    const at = htmlTag.index + htmlTag[0].length;
    return { before: `${doctypeFor(body)}${body.slice(0, at)}<head>${headStart}`, css, after: `${headEnd}</head>${body.slice(at)}` };
  }

  const lang = parts.lang ? ` lang="${escapeAttr(parts.lang)}"` : '';
  return { before: `<!DOCTYPE html><html${lang}><head>${headStart}`, css, after: `${headEnd}</head><body>${body}</body></html>` };
}

/** Without a doctype Chromium lays out in quirks mode, which no CSS framework expects. */
const doctypeFor = (document: string): string => (DOCTYPE.test(document) ? '' : '<!DOCTYPE html>');

const escapeAttr = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
