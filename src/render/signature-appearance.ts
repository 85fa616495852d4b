/**
 * What a visible signature shows: the signer, the date and the reason, printed by Chromium into
 * a one-page PDF of the box's size (so its text is real text in an embedded font subset, as PDF/A
 * asks, in any script the fonts cover), then made a form XObject of the signed PDF with
 * FormDrawing (pdf-forms.ts), the way the TEST mark and the furniture are drawn. The signature
 * field uses that form as its appearance.
 */
import { PdfFile } from './pdf-objects.js';
import { FormDrawing } from './pdf-forms.js';

/** Text as HTML that Handlebars leaves alone too (the appearance is printed like any template). */
const escapeHtml = (s: string) => s.replace(/[&<>"'{}]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of the appearance of a box `width` x `height` points (printed with zero margins). */
export function appearanceHtml(f: { signer: string; date: Date; reason?: string; location?: string; width: number; height: number }): string {
  const when = `${f.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const lines = [`<b>Digitally signed by ${escapeHtml(f.signer)}</b>`, `Date: ${when}`];
  if (f.reason) lines.push(`Reason: ${escapeHtml(f.reason)}`);
  if (f.location) lines.push(`Location: ${escapeHtml(f.location)}`);
  // The text shrinks with a low box so that every line fits; it never wraps out of the box.
  const size = Math.max(4, Math.min(9, (f.height - 8) / (lines.length * 1.25)));
  return (
    `<style>@page { size: ${f.width}pt ${f.height}pt; margin: 0 } html, body { margin: 0; padding: 0 } ` +
    `.signature { box-sizing: border-box; width: ${f.width}pt; height: ${f.height}pt; padding: 3pt 5pt; border: 0.75pt solid #1e3a8a; ` +
    `background: #eef2ff; color: #111827; font: ${size.toFixed(2)}pt/1.25 'Noto Sans', 'DejaVu Sans', sans-serif; overflow: hidden; white-space: nowrap }</style>` +
    `<div class="signature">${lines.join('<br>')}</div>`
  );
}

/** `pdf` with the first page of `appearance` added as a form XObject (an incremental update), and that form's number. */
export function withAppearanceForm(pdf: Buffer, appearance: Buffer): { pdf: Buffer; form: number } {
  const source = new PdfFile(appearance);
  const [page] = source.pages();
  if (!page) throw new Error('the appearance has no page');
  const update = new FormDrawing(new PdfFile(pdf), source, appearance);
  const form = update.form(page);
  if (form === null) throw new Error('the appearance is not in Skia shape');
  const out = update.finish(pdf);
  if (!out) throw new Error('the PDF has no catalog');
  return { pdf: out, form };
}
