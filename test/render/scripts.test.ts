/**
 * Every script renders with real glyphs (no tofu) on a machine set up by `make`: Debian's
 * Noto fonts (fonts-noto-core, fonts-noto-color-emoji) and, for Chinese, Japanese and Korean,
 * TrueType fonts ahead of Noto CJK (src/render/cjk-fonts.ts) are what Chromium falls back to.
 * Checked by extracting the text back and listing the embedded fonts.
 */
import { describe, expect, test } from 'vitest';
import { useRenderer } from './use-renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { onPdf, pdfFonts, pdfText } from '../support/pdf.js';

const SAMPLES: { script: string; text: string; font: RegExp }[] = [
  { script: 'Chinese', text: '发票总额', font: /DroidSansFallback|IPAGothic/ },
  { script: 'Japanese', text: 'ご請求書', font: /IPAGothic/ },
  { script: 'Korean', text: '청구서', font: /NanumGothic/ },
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
 * Skia embeds colour bitmap fonts (Noto Color Emoji) as Type 3 fonts, which have no name in
 * pdffonts: emoji are checked by the font type.
 */
const TYPE3 = new Set(['emoji']);

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

  // With a lang, each language gets its own TrueType font (src/render/cjk-fonts.ts). Chromium's
  // fallback goes by language, not by generic family: serif text falls back to the same font.
  test.each([
    { lang: 'ja', text: 'ご請求書', font: 'IPAGothic' },
    { lang: 'zh-CN', text: '发票总额', font: 'DroidSansFallback' },
    { lang: 'zh-TW', text: '發票總額', font: 'DroidSansFallback' },
    { lang: 'ko', text: '청구서', font: 'NanumGothic' },
  ])('lang="$lang" is embedded as a CID TrueType font', async ({ lang, text, font }) => {
    for (const family of ['sans-serif', 'serif']) {
      const { pdf } = await renderer.renderPdf(doc(`<p lang="${lang}" style="font-family:${family}">${text}</p>`));
      expect((await pdfText(pdf)).replace(/\s+/g, '')).toBe(text);
      const listing = (await onPdf(pdf, 'pdffonts', (p) => [p])).out;
      expect(listing, `${lang} ${family}`).toMatch(new RegExp(`\\+${font}\\s+CID TrueType`));
      expect(listing).not.toMatch(/Type 3/);
    }
  });

  test('a template naming a Noto CJK family gets the TrueType font of its language and style', async () => {
    const { pdf } = await renderer.renderPdf(
      doc(`<p style="font-family:'Noto Serif CJK JP'">ご請求書</p><p style="font-family:'Noto Sans CJK KR'">청구서</p>`),
    );
    const listing = (await onPdf(pdf, 'pdffonts', (p) => [p])).out;
    expect(listing).toMatch(/\+IPAMincho\s+CID TrueType/);
    expect(listing).toMatch(/\+NanumGothic\s+CID TrueType/);
    expect(listing).not.toMatch(/Type 3/);
  });

  test('a character only Noto CJK has is still drawn (Noto is the last resort)', async () => {
    // 𠮷 (U+20BB7), common in Japanese family names, is in none of the TrueType CJK fonts.
    const { pdf } = await renderer.renderPdf(doc('<p lang="ja">𠮷</p><p lang="ja">野様</p>'));
    expect((await pdfText(pdf)).replace(/\s+/g, '')).toBe('𠮷野様');
    const listing = (await onPdf(pdf, 'pdffonts', (p) => [p])).out;
    expect(listing).toMatch(/IPAGothic\s+CID TrueType/); // 野 and 様
    expect(listing).toMatch(/\[none\]\s+Type 3/); // 𠮷, from Noto Sans CJK JP
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
