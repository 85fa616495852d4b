/** What the layout and theme suites measure on a page: sizes, light surfaces, contrast (axe-core). */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TestAccount, TestQuire } from '../support/quire.js';
import { makePng } from '../support/assets.js';
import { fixtureInput } from '../support/fixtures.js';

export const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Size = keyof typeof SIZES;

/** Where the screenshots go (SHOTS_DIR to keep them elsewhere); a person looks at them. */
export const SHOTS = process.env.SHOTS_DIR ?? path.resolve('.tmp/screens/theme');

const require = createRequire(import.meta.url);
const AXE = fs.readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's color-contrast rule (WCAG AA: 4.5:1 for body text) on what is on screen now. */
export async function contrastViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, o: unknown): Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }> } }
    ).axe;
    const r = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return r.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`));
  });
}

/**
 * Surfaces brighter than mid-grey (relative luminance > 0.4) of at least 24x24 px on screen:
 * in the dark scheme there must be none, except paper (.paper: PDF pages, thumbnails), images
 * and canvases. Colours are read through a canvas, so oklch() and rgb() are compared alike.
 */
export function lightSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data;
    };
    const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body, body *'))) {
      if (el.closest('.paper, img, canvas, svg')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 24 || r.height < 24 || r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) continue;
      const [R, G, B, A] = rgba(getComputedStyle(el).backgroundColor);
      if (A < 128) continue;
      const y = 0.2126 * lin(R) + 0.7152 * lin(G) + 0.0722 * lin(B);
      if (y > 0.4)
        found.push(
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} (${Math.round(r.width)}x${Math.round(r.height)}) luminance ${y.toFixed(2)}`,
        );
    }
    return found;
  });
}

/** The page's own background: dark or light. */
export const bodyLuminance = (page: Page) =>
  page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.fillStyle = getComputedStyle(document.body).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });

/** Everything the pages show: an invoice in a folder, a document whose template is broken, a PDF, an image. */
export async function seed(q: TestQuire, a: TestAccount) {
  const call = (method: string, p: string, body?: unknown) => q.call(method, p, { token: a.token, body });
  const folder = (await call('POST', '/v1/folders', { name: 'Invoices', emoji: '🧾' })).body;
  await call('POST', '/v1/folders', { name: 'Letters to customers', emoji: '✉️' });
  await call('POST', '/v1/folders', { name: 'Quarterly reports', emoji: '📊' });
  const invoice = (await call('POST', '/v1/documents', { name: 'Invoice for Ada Lovelace and the Analytical Engine Company Ltd' })).body;
  await call('PATCH', `/v1/documents/${invoice.id}`, { ...fixtureInput(), folderId: folder.id });
  const broken = (await call('POST', '/v1/documents', { name: 'Broken letter' })).body;
  await call('PATCH', `/v1/documents/${broken.id}`, { body: '<p>Dear {{name}}</p>\n{{#if name}}\n<p>never closed</p>', framework: 'NONE' });
  const generated = await call('POST', '/v1/generate', { documentId: invoice.uuid, variables: {} });
  if (generated.status !== 200) throw new Error(`generate: ${generated.status} ${JSON.stringify(generated.body)}`);
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(makePng(120, 60, [40, 90, 200]))], { type: 'image/png' }), 'logo.png');
  const asset = await fetch(`${q.origin}/v1/assets`, { method: 'POST', headers: { 'x-api-token': a.token }, body: form });
  if (asset.status !== 201) throw new Error(`asset upload: ${asset.status}`);
  return { invoice, broken };
}
