/**
 * Issue 37 as a person does it: an e-invoice document from the gallery's Factur-X starter, its
 * sample invoice (the `einvoice` variable) seen in the editor's live preview, then PDF/A-3b set in
 * the Page section and saved. A screenshot of that editor goes to .tmp/screens/ to look at by eye.
 */
import fs from 'node:fs/promises';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };
const SHOT = '.tmp/screens/editor-einvoice-laptop.png';

/**
 * The live preview's next answer. Its request body is not visible to playwright (the client posts
 * a Request object), so the draft is known by the step: nothing else changes in between.
 */
const previewAnswer = (page: Page) => page.waitForResponse((r: Response) => /\/v1\/documents\/\d+\/preview$/.test(r.url()), WAIT);

describe('dashboard: an e-invoice from the gallery, previewed with its sample and saved as PDF/A-3b', () => {
  // The list's thumbnails wait: only the editor's preview renders here.
  const s = browserSuite(QUIET_PREVIEWS);

  it('creates the Factur-X starter, previews the sample invoice, sets PDF/A-3b and saves it', async () => {
    const { page, account: a, quire: q } = s;
    await signIn(page, a, '/sign-in?next=%2Fdocuments');
    await page.waitForURL('**/documents');

    const gallery = page.getByRole('region', { name: 'Start from a template' });
    await gallery.getByRole('button', { name: 'Start from E-invoice (Factur-X EN 16931)' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    await expect(dialog.getByRole('radio', { name: 'E-invoice (Factur-X EN 16931)' }).isChecked()).resolves.toBe(true);
    await dialog.getByLabel('Document name').fill('Invoice RE-2026-0042');
    const firstPreview = previewAnswer(page);
    await dialog.getByRole('button', { name: 'Create document' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(page.url().split('/').pop());
    expect((await firstPreview).status()).toBe(200);

    // What the reader sees on the page: the invoice drawn from the sample `einvoice`, one page, no error.
    const preview = page.getByRole('region', { name: 'Preview' });
    const shown = () => preview.textContent();
    await expect.poll(shown, WAIT).toContain('Invoice RE-2026-0042');
    const text = (await shown()) ?? '';
    for (const t of ['Kunde AG', 'Quire Demo GmbH', 'Template design', '€1,487.50', 'DE02120300000000202051', 'Page 1 of 1']) expect(text).toContain(t);
    await preview.getByText('1 page', { exact: true }).waitFor();
    const canvas = await preview
      .locator('[data-page="1"] canvas')
      .evaluate((c) => ({ width: (c as HTMLCanvasElement).width, height: (c as HTMLCanvasElement).height }));
    expect(canvas.width).toBeGreaterThan(300);
    expect(canvas.height).toBeGreaterThan(canvas.width); // A4 portrait
    expect(await preview.getByRole('alert').count()).toBe(0);
    // The starter has a variables schema, so the Fields form shows first, with the sample invoice
    // (the `einvoice` variable) among its fields (what it holds is checked in the saved document below).
    const fields = page.getByRole('region', { name: 'Sample variables' }).getByRole('group', { name: 'Fields' });
    await expect.poll(() => fields.textContent(), WAIT).toContain('einvoice');

    // PDF/A-3b in the Page section: the preview renders the archival file and still shows the invoice.
    const section = page.getByRole('region', { name: 'Page' });
    expect(await section.getByLabel('Archival PDF (PDF/A)').inputValue()).toBe('');
    const archival = previewAnswer(page);
    await section.getByLabel('Archival PDF (PDF/A)').selectOption('3b');
    const answer = await archival;
    expect(answer.status()).toBe(200);
    // The archival file itself: its XMP (written uncompressed) names PDF/A-3B.
    const bytes = (await answer.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain('<pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>');
    await page.getByText('Unsaved changes').waitFor();
    await expect.poll(async () => (await preview.getAttribute('aria-busy')) === 'false' && (await preview.getByRole('alert').count()) === 0, WAIT).toBe(true);
    expect(await shown()).toContain('Invoice RE-2026-0042');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = (await q.call('GET', `/v1/documents/${id}`, { token: a.token })).body;
    expect(saved).toMatchObject({ name: 'Invoice RE-2026-0042', pdfa: '3b', publishedVersion: 2 });
    expect(saved.variables.einvoice['ubl:Invoice']['cbc:ID']).toBe('RE-2026-0042');

    // After a reload the Page section reads the saved level.
    await page.reload();
    await expect.poll(shown, WAIT).toContain('Invoice RE-2026-0042');
    expect(await page.getByRole('region', { name: 'Page' }).getByLabel('Archival PDF (PDF/A)').inputValue()).toBe('3b');
    expect(await preview.getByRole('alert').count()).toBe(0);

    // The picture shows the invoice beside the saved level.
    await page.getByRole('region', { name: 'Page' }).getByLabel('Archival PDF (PDF/A)').scrollIntoViewIfNeeded();
    await fs.mkdir('.tmp/screens', { recursive: true });
    await page.screenshot({ path: SHOT });
    expect(s.consoleErrors).toEqual([]);
  });
});
