/**
 * The TEST mark of a test render: a thin red label, printed by Chromium once per renderer from
 * this page (Quire's HTML alone, never a template's) and drawn on every page of the finished
 * PDF (pdf-stamp.ts), where no template's HTML or CSS can hide it.
 *
 * Where: centred in the bottom edge strip (3 to 13 pt from the edge), inside every starter's
 * bottom margin and below where a footer sits (centred in that margin), so it covers no content
 * of a document with a margin; the old full-page diagonal and corner label covered the sender's
 * address and the text under them. A light diagonal behind the content was not taken: a
 * template's own background paints over anything drawn behind it. Solid colour, no
 * transparency: it stays valid in PDF/A-1 too. Its font is a bundled one (Inter Bold, as a
 * data: URI), so the mark looks the same on every node whatever fonts the system has.
 */
import { fontFaceCss } from './fonts.js';

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The mark's page size, in points: the label's box. */
const WIDTH_PT = 240;
const HEIGHT_PT = 10;

/** The mark's one-page document (printed with print.ts; its page is the mark's box). */
export function watermarkHtml(word: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8"><style>' +
    fontFaceCss([{ name: 'Inter', variants: ['700'] }], { embed: 'data' }) +
    `@page{size:${WIDTH_PT}pt ${HEIGHT_PT}pt;margin:0}html,body{margin:0;padding:0;background:transparent}` +
    `div{width:${WIDTH_PT}pt;height:${HEIGHT_PT}pt;display:flex;align-items:center;justify-content:center;white-space:nowrap;overflow:hidden;` +
    'font:700 7pt/1 Inter,sans-serif;letter-spacing:0.2pt;color:#c81e1e}' +
    `</style></head><body><div>${escapeHtml(word)} RENDER \u00b7 not a live document</div></body></html>`
  );
}
