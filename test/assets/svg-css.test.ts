/**
 * The SVG sanitizer reads CSS with a CSS parser (issue 36): patterns let `u\72l(`,
 * `image-set(`, `@import` in a style attribute and `ur` + newline + `l(` through. Now an
 * attribute whose CSS holds any reference out of the file, however escaped, is removed, and
 * what is harmless (colours, transforms, url(#id)) stays. The stored file is read back as a
 * browser would fetch it. A <style> block goes through the same parser and keeps only its safe
 * rules. Sanitizing touches no database: SQLite only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { storedSvg, warmInspection } from './hostile-files.js';

/** In a style attribute. */
const STYLES = [
  'fill:u\\72l(http://evil.example/escaped)',
  'fill:\\75 rl(http://evil.example/escaped-space)',
  'background:image-set("http://evil.example/image-set" 1x)',
  'background:-webkit-image-set(url(http://evil.example/webkit) 1x)',
  '@import "http://evil.example/import.css"; fill:red',
  'fill:ur\nl(http://evil.example/newline)',
  'fill:URL(HTTP://EVIL.EXAMPLE/UPPER)',
  'fill:url( "http://evil.example/quoted" )',
  'mask:url(data:image/svg+xml;base64,PHN2Zy8+)',
  '--x:url(http://evil.example/custom); fill:var(--x)',
  'fill:red; cursor:url(http://evil.example/cursor), auto',
  'fill:/*x*/url(http://evil.example/comment)',
];
/** In presentation attributes, which Chromium reads as CSS values too. */
const VALUES = [
  ['fill', 'u\\72l(http://evil.example/p-escaped)'],
  ['fill', 'ur\nl(http://evil.example/p-newline)'],
  ['mask', 'URL(http://evil.example/p-upper)'],
  ['filter', 'url("http://evil.example/p-filter#f")'],
  ['clip-path', 'image-set("http://evil.example/p-image-set" 1x)'],
  ['cursor', 'url(http://evil.example/p-cursor), auto'],
] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/\n/g, '&#10;');

describe('SVG style and presentation attributes go through a CSS parser', () => {
  const { q, a } = useQuireSuite('sqlite', { env: QUIET_PREVIEWS, signIn: false });
  beforeAll(async () => {
    await warmInspection(q);
  });

  it('removes every escaped, cased or split reference out of the file', async () => {
    const rects = [
      ...STYLES.map((style, i) => `<rect id="s${i}" width="1" height="1" style="${esc(style)}"/>`),
      ...VALUES.map(([attr, value], i) => `<rect id="p${i}" width="1" height="1" ${attr}="${esc(value)}"/>`),
    ];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${rects.join('')}</svg>`;
    const stored = await storedSvg(q, a.token, svg, 'hostile.svg');
    expect(stored.toLowerCase()).not.toContain('evil.example');
    expect(stored).not.toContain('@import');
    expect(stored).not.toContain('image-set');
    expect(stored).not.toContain('data:image/svg');
    expect(stored).not.toMatch(/style=/);
    // The elements themselves stay: only the attributes went.
    for (let i = 0; i < STYLES.length; i++) expect(stored).toContain(`id="s${i}"`);
    for (let i = 0; i < VALUES.length; i++) expect(stored).toContain(`<rect id="p${i}" width="1" height="1"></rect>`);
  });

  it('keeps harmless CSS: colours, transforms, gradients by reference', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
      <defs><linearGradient id="g"><stop offset="0" stop-color="rgb(10, 20, 30)"/></linearGradient></defs>
      <rect width="5" height="5" fill="url(#g)" style="stroke: hsl(120 50% 50%); stroke-width: calc(1px + 2px); opacity: .5"/>
      <rect width="5" height="5" transform="translate(1 2) rotate(45)" filter="drop-shadow(1px 1px 0 red)"/>
    </svg>`;
    const stored = await storedSvg(q, a.token, svg, 'harmless.svg');
    expect(stored).toContain('fill="url(#g)"');
    expect(stored).toContain('stroke: hsl(120 50% 50%)');
    expect(stored).toContain('calc(1px + 2px)');
    expect(stored).toContain('transform="translate(1 2) rotate(45)"');
    expect(stored).toContain('stop-color="rgb(10, 20, 30)"');
  });

  it('cleans <style> blocks with the same parser: @import, u\\72l(, image-set( and ur+newline+l( go, safe rules stay', async () => {
    const css = [
      '@import url(http://evil.example/s.css);',
      '@import "http://evil.example/quoted.css";',
      '@font-face{font-family:x;src:url(http://evil.example/font.woff2)}',
      'rect{fill:u\\72l(http://evil.example/escaped);stroke:red}',
      'circle{background:image-set("http://evil.example/image-set" 1x);fill:url(#g)}',
      'ellipse{fill:ur\nl(http://evil.example/newline)}',
      'line{stroke:URL(HTTP://EVIL.EXAMPLE/UPPER)}',
      '.a > .b{opacity:.5}',
    ].join('\n');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>${esc(css)}</style><rect width="1" height="1"/></svg>`;
    const stored = await storedSvg(q, a.token, svg, 'style-block.svg');
    expect(stored.toLowerCase()).not.toContain('evil.example');
    expect(stored).not.toContain('@import');
    expect(stored).not.toContain('@font-face');
    expect(stored).not.toContain('image-set');
    // What was safe is kept, as the parser writes it back (a > is escaped as XML text).
    const style = /<style>([^<]*)<\/style>/.exec(stored)?.[1];
    expect(style).toBe('rect{stroke:red}circle{fill:url(#g)}.a&gt;.b{opacity:.5}');
    expect(stored).toContain('<rect');
  });

  it('drops a <style> block with nothing safe in it, and one holding markup', async () => {
    for (const [i, block] of ['<style>@import "http://evil.example/only.css";</style>', '<style><rect/>rect{fill:red}</style>'].entries()) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${block}<circle r="1"/></svg>`;
      const stored = await storedSvg(q, a.token, svg, `style-only-${i}.svg`);
      expect(stored).not.toContain('<style');
      expect(stored).not.toContain('evil.example');
      expect(stored).toContain('<circle');
    }
  });
});
