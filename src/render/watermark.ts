/**
 * The diagonal mark of a test render. A `position: fixed` element is repeated by Chromium on
 * every printed page, so one element marks them all, whatever the template's length. It is
 * appended after the template's HTML (the parser moves trailing content into <body>), drawn
 * above everything and ignored by the mouse. Its text is in the page, so a text search of the
 * PDF finds it on every page.
 */
const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function watermarkHtml(word: string): string {
  return '<div aria-hidden="true" data-quire-watermark style="position:fixed;inset:0;z-index:2147483647;pointer-events:none;'
    + 'display:flex;align-items:center;justify-content:center;overflow:hidden;margin:0;padding:0;background:none;">'
    + '<span style="transform:rotate(-35deg);font:700 120px/1 Helvetica,Arial,sans-serif;letter-spacing:16px;'
    + 'color:rgba(220,38,38,0.22);border:8px solid rgba(220,38,38,0.22);padding:8px 40px;white-space:nowrap;">'
    + `${escapeHtml(word)}</span></div>`;
}
