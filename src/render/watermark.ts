/**
 * The diagonal mark of a test render. A `position: fixed` element is repeated by Chromium on
 * every printed page, so one element marks them all, whatever the template's length. It is
 * appended after the template's HTML (the parser moves trailing content into <body>), drawn
 * above everything and ignored by the mouse. A small upright line repeats the word, so a text
 * search of the PDF finds it on every page (the rotated letters extract one by one).
 */
const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function watermarkHtml(word: string): string {
  return (
    '<div aria-hidden="true" data-quire-watermark style="position:fixed;inset:0;z-index:2147483647;pointer-events:none;' +
    'display:flex;align-items:center;justify-content:center;overflow:hidden;margin:0;padding:0;background:none;">' +
    '<span style="transform:rotate(-35deg);font:700 120px/1 Helvetica,Arial,sans-serif;letter-spacing:16px;' +
    'color:rgba(220,38,38,0.22);border:8px solid rgba(220,38,38,0.22);padding:8px 40px;white-space:nowrap;">' +
    `${escapeHtml(word)}</span>` +
    '<span style="position:absolute;top:0;right:0;font:700 8px/1 Helvetica,Arial,sans-serif;color:rgba(220,38,38,0.8);letter-spacing:0;">' +
    `${escapeHtml(word)} RENDER</span></div>`
  );
}
