/**
 * Every script renders with real glyphs (no tofu) on a machine set up by `make`: Debian's
 * Noto fonts (fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji) are what Chromium
 * falls back to. Checked by extracting the text back and listing the embedded fonts.
 */
import { describe, expect, test } from 'vitest';
import { useRenderer } from './use-renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { onPdf, pdfFonts, pdfText } from '../support/pdf.js';

const SAMPLES: { script: string; text: string; font: RegExp }[] = [
  { script: 'Chinese', text: '发票总额', font: /NotoSans(Mono)?CJK|NotoSerifCJK/ },
  { script: 'Japanese', text: 'ご請求書', font: /NotoSans(Mono)?CJK|NotoSerifCJK/ },
  { script: 'Korean', text: '청구서', font: /NotoSans(Mono)?CJK|NotoSerifCJK/ },
  { script: 'Arabic', text: 'فاتورة', font: /Noto(Sans|Naskh|Kufi)Arabic|NotoNaskh|DejaVuSans/ },
  { script: 'Hebrew', text: 'חשבונית', font: /Noto(Sans|Serif)Hebrew|DejaVuSans/ },
  { script: 'Devanagari', text: 'चालान', font: /Noto(Sans|Serif)Devanagari/ },
  { script: 'Thai', text: 'ใบแจ้งหนี้', font: /Noto(Sans|Serif)Thai/ },
  { script: 'Cyrillic', text: 'Счёт-фактура', font: /./ },
  { script: 'Greek', text: 'Τιμολόγιο', font: /./ },
  { script: 'emoji', text: '🎉', font: /NotoColorEmoji/ },
];

const renderer = useRenderer({ concurrency: 1, maxPages: 5 });

const doc = (body: string): RenderInput => ({ body, variables: {}, framework: 'NONE', format: 'A4', landscape: false, fonts: [] });
/** pdftotext may give right-to-left words in visual order, with bidi marks: compare the letters. */
const rtlSafe = (s: string) => [...s.replace(/[\u200e\u200f\u202a-\u202e]/g, '')].sort().join('');
/**
 * Skia embeds CFF-outline fonts (Noto CJK) and colour bitmap fonts (Noto Color Emoji) as
 * Type 3 fonts, which have no name in pdffonts: those scripts are checked by the font type.
 */
const TYPE3 = new Set(['Chinese', 'Japanese', 'Korean', 'emoji']);

describe('every script', () => {
  test.each(SAMPLES)('$script extracts back and is drawn with a real font', async ({ text, font, script }) => {
    const dir = script === 'Arabic' || script === 'Hebrew' ? ' dir="rtl"' : '';
    const { pdf } = await renderer.renderPdf(doc(`<p${dir} style="font-size:20px">${text}</p>`));
    const extracted = (await pdfText(pdf)).replace(/\s+/g, '');
    if (dir) expect(rtlSafe(extracted)).toBe(rtlSafe(text));
    else expect(extracted).toBe(text);
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    if (TYPE3.has(script)) expect((await onPdf(pdf, 'pdffonts', (p) => [p])).out).toMatch(/\[none\]\s+Type 3/);
    else
      expect(
        fonts.some((f) => font.test(f)),
        fonts.join(', '),
      ).toBe(true);
  });

  test('all of them in one document, in a header too', async () => {
    const all = SAMPLES.map((s) => s.text).join(' ');
    const { pdf } = await renderer.renderPdf({
      ...doc(`<p>${all}</p>`),
      header: `<p>${SAMPLES[0]!.text} ${SAMPLES[3]!.text}</p>`,
      margins: { top: 20, right: 10, bottom: 10, left: 10 },
    });
    const text = await pdfText(pdf);
    for (const s of SAMPLES.filter((x) => !['Arabic', 'Hebrew'].includes(x.script))) expect(text).toContain(s.text);
    expect(text.split(SAMPLES[0]!.text).length - 1).toBe(2); // body and header
  });
});
