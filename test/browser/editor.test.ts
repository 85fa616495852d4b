import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureInput, percentile } from '../support/fixtures.js';
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
  page
    .getByRole('region', { name: 'Preview' })
    .locator('[data-page="1"]')
    .evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));

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
    await expect
      .poll(async () => {
        const p = await pageShape(page);
        return p.width > p.height;
      }, WAIT)
      .toBe(true);

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
      document.addEventListener(
        'keydown',
        () => {
          w.keyAt = performance.now();
        },
        true,
      );
      const region = document.querySelector('section[aria-label="Preview"]')!;
      new MutationObserver(() => {
        w.shownAt = performance.now();
      }).observe(region, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('textbox', { name: 'Template' }).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('<p>Note ');
    await expect.poll(() => previewText(page), WAIT).toContain('Note');
    const samples: number[] = [];
    for (let i = 1; i <= 7; i++) {
      await page.keyboard.press('Q');
      await expect.poll(() => previewText(page), WAIT).toContain('Note ' + 'Q'.repeat(i));
      const ms = await page.evaluate(() => {
        const w = window as unknown as { keyAt: number; shownAt: number };
        return w.shownAt - w.keyAt;
      });
      samples.push(ms - DEBOUNCE_MS);
    }
    console.log(
      `keystroke to updated preview, invoice, debounce (${DEBOUNCE_MS} ms) excluded: p50 ${percentile(samples, 50).toFixed(0)} ms, samples ${samples.map((x) => x.toFixed(0)).join(', ')} ms`,
    );
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
    await pdf.arrayBuffer(); // read to the end: an unread body holds the server's close
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await s.quire.call('GET', '/v1/me', { token: s.account.token })).body.usage.generation.used).toBe(before + 1);

    // Finished: Done only, no Cancel beside it.
    expect(await page.getByRole('dialog', { name: 'PDF generated' }).getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Use from code' }).click();
    const code = page.getByRole('dialog', { name: 'Use from code' });
    for (const name of ['curl', 'JavaScript', 'Python', 'MCP (generate_pdf)']) {
      expect(await code.getByRole('region', { name }).textContent()).toContain(doc.uuid);
    }
    expect(await code.getByRole('region', { name: 'curl' }).textContent()).toContain('"who": "Grace"');
  });

  it('two tabs on one document: the later save wins and says it replaced the other', async () => {
    const { page, context } = s;
    const doc = (await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Shared' } })).body;
    await signIn(page, s.account, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await page.waitForURL(`**/documents/${doc.id}`);
    const other = await context.newPage();
    await other.goto(`/documents/${doc.id}`);
    await expect.poll(() => previewText(page), WAIT).toContain('Hello, world!');
    await expect.poll(() => previewText(other), WAIT).toContain('Hello, world!');

    // The second tab is edited first: a tab without unsaved edits takes the newer version up
    // when its poll sees it, and then its save replaces nothing (a slow machine polled in between).
    await replaceText(other, 'Template', '<p>From the second tab</p>');
    await replaceText(page, 'Template', '<p>From the first tab</p>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    await other.getByRole('button', { name: 'Save' }).click();
    await other.getByRole('status').getByText('All changes saved').waitFor();
    await other.getByText(/changed elsewhere .* your save replaced those changes/).waitFor();
    const saved = (await s.quire.call('GET', `/v1/documents/${doc.id}`, { token: s.account.token })).body;
    expect(saved.body).toBe('<p>From the second tab</p>');
    await other.close();
  });

  it('refreshes an expired access cookie once; without a session it signs in and comes back', async () => {
    const { page, context } = s;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    // The access cookie gone (as when it expires): the next call refreshes and goes on.
    await context.clearCookies({ name: 'quire_access' });
    await page.getByRole('button', { name: 'No folder' }).click();
    await page.getByRole('heading', { name: 'No folder' }).waitFor();
    // The heading shows before the list's call has come back (refreshed and retried): the list is the sign.
    await page
      .getByRole('heading', { name: 'No documents yet' })
      .or(page.getByRole('list', { name: 'Documents' }))
      .waitFor();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'quire_access'), WAIT).toBe(true);

    // Both gone: sign-in, then back to the page the person was on.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Archived' }).click();
    await page.waitForURL(/\/sign-in\?next=%2Fdocuments%3Fview%3Darchived$/);
    await page.getByLabel('Email').fill(s.account.email);
    await page.getByLabel('Password').fill(s.account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/documents\?view=archived$/);
    await page.getByRole('heading', { name: 'Archived', exact: true }).waitFor();
  });

  it('asks before leaving unsaved changes, and keeps the edits when a save fails', async () => {
    const { page } = s;
    const doc = (await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Draft' } })).body;
    await signIn(page, s.account, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await page.waitForURL(`**/documents/${doc.id}`);
    await replaceText(page, 'Template', '<p>Not saved yet</p>');
    await page.getByText('Unsaved changes').waitFor();

    // Leaving asks; staying keeps the page and the edits.
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
    expect(asked).toMatch(/unsaved changes/i);
    expect(page.url()).toContain(`/documents/${doc.id}`);

    // A name the API refuses: the error shows, nothing is lost, nothing is saved.
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: /name/i }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Template' }).textContent()).toContain('Not saved yet');
    await page.getByText('Unsaved changes').waitFor();
    expect((await s.quire.call('GET', `/v1/documents/${doc.id}`, { token: s.account.token })).body.body).not.toContain('Not saved yet');

    // Inside {{ }} the template completes the documented helpers and the sample variables' paths.
    await replaceText(page, 'Sample variables', '{ "customer": { "name": "Ada" } }');
    await replaceText(page, 'Template', '<p>');
    await page.keyboard.type('{{formatC');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /formatCurrency/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+End');
    // The barcode and payment-code helpers too.
    await page.keyboard.type(' {{barc');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /barcode/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' {{epcQ');
    await page.getByRole('listbox').getByRole('option', { name: /epcQr/ }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' {{customer.n');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /customer\.name/ })
      .waitFor();
  });

  it('shows every page with the count, zooms, and keeps the scroll position across re-renders', async () => {
    const { page } = s;
    const doc = (await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'Long list' } })).body;
    const rows = Array.from({ length: 120 }, (_, i) => `Row ${i + 1}`);
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, {
      token: s.account.token,
      body: { framework: 'NONE', body: '<h1>List</h1>{{#each rows}}<p>{{this}}</p>{{/each}}', variables: { rows } },
    });
    await signIn(page, s.account, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => previewText(page), WAIT).toContain('Row 120');
    const count = Number(/(\d+) pages/.exec((await preview.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(await preview.locator('[data-page]').count()).toBe(count);

    const scroller = page.getByTestId('preview-scroller');
    await scroller.evaluate((el) => {
      el.scrollTop = 1200;
    });
    await replaceText(page, 'Template', '<h1>List, edited</h1>{{#each rows}}<p>{{this}}</p>{{/each}}');
    await expect.poll(() => previewText(page), WAIT).toContain('List, edited');
    expect(await scroller.evaluate((el) => el.scrollTop)).toBe(1200);

    // 100 %: a page drawn at its real size (A4 is 794 CSS pixels wide), wider than the fitted one here.
    const fitted = await pageShape(page);
    await preview.getByRole('button', { name: '100 %' }).click();
    await expect.poll(async () => (await pageShape(page)).width, WAIT).toBe(793);
    expect(fitted.width).toBeLessThan(793);
  });
});
