import { describe, expect, test } from 'vitest';
import { availableFonts, fontFaceCss, unknownFonts } from '../../src/render/fonts.js';
import { buildHtml } from '../../src/render/html.js';
import { BUNDLED_FONTS } from '../support/fonts.js';

describe('font catalog', () => {
  test('offers the bundled families with the weights their packages ship', () => {
    const fonts = availableFonts();
    const names = fonts.map((f) => f.name);
    for (const name of BUNDLED_FONTS) expect(names).toContain(name);
    const byName = Object.fromEntries(fonts.map((f) => [f.name, f.weights]));
    expect(byName.Inter).toEqual(['100', '200', '300', '400', '500', '600', '700', '800', '900']);
    expect(byName.Lato).toEqual(['100', '300', '400', '700', '900']); // Lato has no 500/600
    expect(byName['Open Sans']).toEqual(['300', '400', '500', '600', '700', '800']);
  });

  test('unknownFonts names what Quire cannot provide', () => {
    expect(unknownFonts([{ name: 'Inter', variants: ['400', '700', '700italic', 'italic', 'regular'] }])).toEqual([]);
    expect(unknownFonts([{ name: 'open sans', variants: ['600'] }])).toEqual([]); // names are case-insensitive
    expect(unknownFonts([{ name: 'Comic Sans', variants: ['400'] }])).toEqual(['Comic Sans']);
    expect(unknownFonts([{ name: 'Inter', variants: ['400', '950'] }])).toEqual(['Inter 950']);
    expect(unknownFonts([{ name: 'Lato', variants: ['500', 'heavy'] }])).toEqual(['Lato 500', 'Lato heavy']);
  });
});

describe('fontFaceCss', () => {
  test('embeds each listed weight as woff2 data: URIs, latin and latin-ext', () => {
    const css = fontFaceCss([{ name: 'Inter', variants: ['400', '700'] }]);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(4); // 2 weights x (latin, latin-ext)
    expect(faces.every((f) => f.includes('src:url(data:font/woff2;base64,'))).toBe(true);
    expect(faces.filter((f) => f.includes('font-weight:700'))).toHaveLength(2);
    expect(css).not.toContain('html,body'); // no master font given
  });

  test('adds the subsets the text needs (Cyrillic) and only those', () => {
    const latin = fontFaceCss([{ name: 'Roboto', variants: ['400'] }], { text: 'Hello' });
    const cyrillic = fontFaceCss([{ name: 'Roboto', variants: ['400'] }], { text: 'Привет' });
    expect(latin.match(/@font-face/g)).toHaveLength(2);
    expect(cyrillic.match(/@font-face/g)).toHaveLength(3);
    expect(cyrillic).toContain('U+0301,U+0400-045F');
  });

  test('the master font becomes the default, per framework', () => {
    const fonts = [{ name: 'Inter', variants: ['400'], master: true }];
    expect(fontFaceCss(fonts)).toContain('html,body{font-family:"Inter", sans-serif;}');
    expect(fontFaceCss(fonts, { framework: 'TAILWIND' })).toContain('--font-sans:"Inter", sans-serif;--default-font-family:"Inter", sans-serif;');
    expect(fontFaceCss(fonts, { framework: 'BOOTSTRAP' })).toContain('--bs-body-font-family:"Inter", sans-serif;');
    expect(fontFaceCss([{ name: 'Merriweather', variants: ['400'], master: true }])).toContain('"Merriweather", serif');
  });

  test("'url' embedding references Quire's asset origin instead of inlining", () => {
    const css = fontFaceCss([{ name: 'Inter', variants: ['400'] }], { embed: 'url' });
    expect(css).toContain('src:url(http://quire-assets.invalid/fonts/inter/inter-latin-400-normal.woff2)');
    expect(css).not.toContain('base64');
  });
});

describe('buildHtml', () => {
  const parts = { format: 'A4' as const, landscape: false, frameworkCss: '.fw{}', fontCss: '.font{}' };

  test('wraps a fragment, framework CSS then @page then fonts', () => {
    const html = buildHtml({ ...parts, body: '<p>Hi</p>' });
    expect(html.startsWith('<!DOCTYPE html><html><head>')).toBe(true);
    expect(html).toContain('<body><p>Hi</p></body>');
    const order = ['.fw{}', '@page { size: A4 portrait; margin: 15mm; }', 'print-color-adjust:exact', '.font{}'].map((s) => html.indexOf(s));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(buildHtml({ ...parts, format: 'A3', landscape: true, body: '' })).toContain('@page { size: A3 landscape; margin: 15mm; }');
  });

  test('injects into the head of a full document, before its own styles', () => {
    const doc = '<!doctype html><html lang="de"><head><title>T</title><style>@page{size:A5}</style></head><body>x</body></html>';
    const html = buildHtml({ ...parts, body: doc });
    expect(html.startsWith('<!doctype html><html lang="de"><head><meta charset="utf-8"><style>')).toBe(true);
    expect(html.indexOf('size: A4')).toBeLessThan(html.indexOf('@page{size:A5}'));
    expect(html.match(/<head/g)).toHaveLength(1);
    const noHead = buildHtml({ ...parts, body: '<html><body>x</body></html>' });
    expect(noHead.startsWith('<!DOCTYPE html><html><head><meta charset="utf-8">')).toBe(true);
    expect(buildHtml({ ...parts, body: '<header>not a head</header>' })).toContain('<body><header>not a head</header></body>');
  });

  test('CSS cannot close the style element', () => {
    const html = buildHtml({ ...parts, frameworkCss: ".x{content:'</style><p>injected'}", body: '' });
    expect(html).not.toContain('</style><p>injected');
  });
});
