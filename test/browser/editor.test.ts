import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureInput } from '../../bench/fixture.js';
import { percentile } from '../../bench/fixture.js';
import { browserSuite, signIn } from './support.js';

const DEBOUNCE_MS = 300; // web/src/features/editor/use-live-preview.ts
/** How long to wait for the page to show something (expect.poll's default is 1 s): a ceiling, not a bound that is measured. */
const WAIT = { timeout: 30_000 };

/** Replaces an editor's whole text the way a paste does (no auto-closed tags or brackets). */
async function replaceText(page: Page, region: string, text: string) {
  const box = page.getByRole('region', { name: region }).getByRole('textbox', { name: region });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const previewText = (page: Page) => page.getByRole('region', { name: 'Preview' }).textContent();
const pageShape = (page: Page) =>
  page.getByRole('region', { name: 'Preview' }).locator('[data-page="1"]').evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));

describe('dashboard: documents, folders and the editor', () => {
  const s = browserSuite();

  it('creates a folder and a document in it, edits with a live preview, saves, archives and restores', async () => {
    const { page } = s;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');

    // A folder with an emoji.
    await page.getByRole('button', { name: 'New folder' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByLabel('Folder name').fill('Invoices');
    await folderDialog.getByLabel('Emoji').fill('🧾');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { name: '🧾 Invoices' }).waitFor();
    await page.getByRole('heading', { name: 'This folder is empty' }).waitFor();

    // A document in it: the editor opens.
    await page.getByRole('button', { name: 'New document' }).click();
    const docDialog = page.getByRole('dialog', { name: 'New document' });
    await docDialog.getByLabel('Document name').fill('Letter to Ada');
    await docDialog.getByRole('button', { name: 'Create document' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect.poll(() => previewText(page), WAIT).toContain('Hello, world!');
    expect(await page.getByLabel('Folder').inputValue()).not.toBe('');

    // Typing re-renders the unsaved draft with the sample variables.
    await replaceText(page, 'Sample variables', '{ "name": "Ada Lovelace" }');
    await replaceText(page, 'Template', '<h1 class="text-3xl">Dear {{name}}</h1>\n<p>First line</p>\n<p>Second line</p>');
    await expect.poll(() => previewText(page), WAIT).toContain('Dear Ada Lovelace');
    await page.getByText('Unsaved changes').waitFor();

    // Broken template: the error (with its line) shows, the last good preview stays, dimmed.
    await replaceText(page, 'Template', '<h1>Dear {{name}}</h1>\n<p>First line</p>\n{{#if name}}\n<p>never closed</p>');
    const alert = page.getByRole('region', { name: 'Preview' }).getByRole('alert');
    await expect.poll(() => alert.textContent(), WAIT).toMatch(/Line \d+: .*could not be rendered/);
    expect(await previewText(page)).toContain('Dear Ada Lovelace');
    await page.getByRole('region', { name: 'Template' }).locator('.cm-lintRange-error').first().waitFor();
    // Fixed: the error goes, the preview follows the draft again.
    await replaceText(page, 'Template', '<h1>Dear {{name}}</h1>\n{{#if name}}<p>Welcome back</p>{{/if}}');
    await expect.poll(() => previewText(page), WAIT).toContain('Welcome back');
    expect(await alert.count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Template' }).locator('.cm-lintRange-error').count()).toBe(0);

    // A5 landscape: the page turns wider than tall.
    const portrait = await pageShape(page);
    expect(portrait.height).toBeGreaterThan(portrait.width);
    await page.getByLabel('Format').selectOption('A5');
    await page.getByLabel('Landscape').check();
    await expect.poll(async () => { const p = await pageShape(page); return p.width > p.height; }, WAIT).toBe(true);

    // Save, reload, and everything is there.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    await page.reload();
    await expect.poll(() => previewText(page), WAIT).toContain('Welcome back');
    expect(await page.getByRole('textbox', { name: 'Template' }).textContent()).toContain('{{#if name}}<p>Welcome back</p>{{/if}}');
    expect(await page.getByRole('textbox', { name: 'Sample variables' }).textContent()).toContain('Ada Lovelace');
    expect(await page.getByLabel('Format').inputValue()).toBe('A5');
    expect(await page.getByLabel('Landscape').isChecked()).toBe(true);
    const saved = (await s.quire.call('GET', `/v1/documents/${id}`, { token: s.account.token })).body;
    expect(saved).toMatchObject({ format: 'A5', landscape: true, variables: { name: 'Ada Lovelace' } });

    // Archive, find it in Archived, restore.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Actions for Letter to Ada' }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByRole('heading', { name: 'No documents yet' }).waitFor();
    await page.getByRole('button', { name: 'Archived' }).click();
    await page.getByRole('link', { name: /Letter to Ada/ }).waitFor();
    await page.getByRole('button', { name: 'Actions for Letter to Ada' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await page.getByRole('heading', { name: 'Nothing archived' }).waitFor();
    await page.getByRole('button', { name: 'All documents' }).click();
    await page.getByRole('link', { name: /Letter to Ada/ }).waitFor();
    expect(s.consoleErrors).toEqual([]);
  });

  it('measures keystroke to updated preview on the invoice (debounce excluded)', async () => {
    const { page } = s;
    const input = fixtureInput();
    const doc = (await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Invoice' } })).body;
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, { token: s.account.token, body: input });
    await signIn(page, s.account, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await page.waitForURL(`**/documents/${doc.id}`);
    await expect.poll(() => previewText(page), WAIT).toContain('617.61');

    // The page's own clock: keydown in the template, then the preview's text holding the new letter.
    await page.evaluate(() => {
      const w = window as unknown as { keyAt: number; shownAt: number };
      document.addEventListener('keydown', () => { w.keyAt = performance.now(); }, true);
      const region = document.querySelector('section[aria-label="Preview"]')!;
      new MutationObserver(() => { w.shownAt = performance.now(); }).observe(region, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('textbox', { name: 'Template' }).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('<p>Note ');
    await expect.poll(() => previewText(page), WAIT).toContain('Note');
    const samples: number[] = [];
    for (let i = 1; i <= 7; i++) {
      await page.keyboard.press('Q');
      await expect.poll(() => previewText(page), WAIT).toContain('Note ' + 'Q'.repeat(i));
      const ms = await page.evaluate(() => { const w = window as unknown as { keyAt: number; shownAt: number }; return w.shownAt - w.keyAt; });
      samples.push(ms - DEBOUNCE_MS);
    }
    console.log(`keystroke to updated preview, invoice, debounce (${DEBOUNCE_MS} ms) excluded: p50 ${percentile(samples, 50).toFixed(0)} ms, samples ${samples.map((x) => x.toFixed(0)).join(', ')} ms`);
    expect(samples.every((x) => x > 0)).toBe(true);
  });

  it('generates a PDF from the editor and shows its URL', async () => {
    const { page } = s;
    const doc = (await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Receipt' } })).body;
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, { token: s.account.token, body: { body: '<p>Paid by {{who}}</p>', variables: { who: 'Grace' } } });
    await signIn(page, s.account, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await expect.poll(() => previewText(page), WAIT).toContain('Paid by Grace');
    const before = (await s.quire.call('GET', '/v1/me', { token: s.account.token })).body.usage.generation.used;

    await page.getByRole('button', { name: 'Generate PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate PDF' });
    await expect.poll(() => dialog.textContent(), WAIT).toMatch(/1 generation credit \(\d+ left/);
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const url = await page.getByRole('dialog', { name: 'PDF generated' }).getByRole('textbox', { name: 'URL' }).inputValue();
    expect(url).toMatch(/^http.*\.pdf$/);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await s.quire.call('GET', '/v1/me', { token: s.account.token })).body.usage.generation.used).toBe(before + 1);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Use from code' }).click();
    const code = page.getByRole('dialog', { name: 'Use from code' });
    for (const name of ['curl', 'JavaScript', 'Python', 'MCP (generate_pdf)']) {
      expect(await code.getByRole('region', { name }).textContent()).toContain(doc.uuid);
    }
    expect(await code.getByRole('region', { name: 'curl' }).textContent()).toContain('"who": "Grace"');
  });
});
