/**
 * Pages that draw frames only when asked (src/render/frame-control.ts): chromium-headless-shell's
 * pages print without drawing a frame, and a preview draws the frames its screenshot needs. What
 * a user sees must not change: the PDF and the preview show the latest document, never an
 * earlier frame; full Chromium, which cannot hand its frames over, renders both as before.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { Renderer } from '../../src/render/renderer.js';
import type { RenderInput } from '../../src/render/types.js';
import { pdfText, pixelAt, pngPixelAt, pngSize } from '../support/pdf.js';

const page = (colour: string, text: string): RenderInput => ({
  body: `<style>html, body { background: ${colour}; margin: 0 }</style><h1>${text}</h1>`,
  variables: {},
  framework: 'NONE',
  format: 'A4',
  landscape: false,
  fonts: [{ name: 'Lato', variants: ['400'] }],
});
const RED: [number, number, number] = [255, 0, 0];
const BLUE: [number, number, number] = [0, 0, 255];

const renderers: Renderer[] = [];
afterAll(async () => {
  await Promise.all(renderers.map((r) => r.close()));
});

describe.each([
  ['chromium-headless-shell (frames on request)', undefined],
  ['full Chromium (frames as usual)', '/usr/bin/chromium'],
])('%s', (_name, executablePath) => {
  test('previews and PDFs on one page, one after another, each show their own document', async () => {
    // One page, so every render reuses the page the previous one drew on.
    const renderer = await Renderer.start({ concurrency: 1, ...(executablePath ? { executablePath } : {}) });
    renderers.push(renderer);
    const red = await renderer.renderPng(page('#ff0000', 'Red'));
    expect(pngSize(red)).toMatchObject({ width: 600 });
    expect(pngPixelAt(red, 0.5, 0.9)).toEqual(RED);

    const pdf = await renderer.renderPdf(page('#0000ff', 'Blue document'));
    expect(await pdfText(pdf.pdf)).toContain('Blue document');
    expect(await pixelAt(pdf.pdf, 0.5, 0.9)).toEqual(BLUE);

    const blue = await renderer.renderPng(page('#0000ff', 'Blue'), { width: 300 });
    expect(pngSize(blue)).toMatchObject({ width: 300 });
    expect(pngPixelAt(blue, 0.5, 0.9)).toEqual(BLUE);
    expect(pngPixelAt(await renderer.renderPng(page('#ff0000', 'Red again')), 0.1, 0.5)).toEqual(RED);
  });
});
