/**
 * Quire's base stylesheet, first in every page (so frameworks and templates override it):
 * - long tables: the header row (<thead>) repeats on every page and so does <tfoot>; a row
 *   never splits across two pages;
 * - page breaks as classes: `page-break` (or `page-break-after`) ends the page after the
 *   element, `page-break-before` starts a new page before it, `avoid-break` keeps the element
 *   on one page when it fits. The `{{pageBreak}}` helper prints `<div class="page-break"></div>`.
 */
export const BASE_CSS =
  'thead{display:table-header-group}tfoot{display:table-footer-group}' +
  'tr,img,svg{break-inside:avoid;page-break-inside:avoid}' +
  '.page-break,.page-break-after{break-after:page;page-break-after:always}' +
  '.page-break-before{break-before:page;page-break-before:always}' +
  '.avoid-break{break-inside:avoid;page-break-inside:avoid}';
