import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserSuite, openChangedDraft, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

describe('dashboard: publishing, history, duplicate, export and import', () => {
  const s = browserSuite();

  const api = (method: string, path: string, body?: unknown) => s.quire.call(method, path, { token: s.account.token, body });

  it('publishes a manual draft with a note, compares and restores a version from the History panel', async () => {
    const { page } = s;
    const id = await openChangedDraft(s, 'Offer', '<p>Offer one</p>', '<p>Offer two</p>');
    await page.getByText('Draft differs from published').waitFor(WAIT);
    await page.getByText('API renders version 1').waitFor();

    await page.getByLabel('Publish note').fill('Second offer');
    await page.getByRole('button', { name: 'Publish' }).click();
    // The Publish dialog shows the rendered difference first (variables.test.ts looks at it).
    await page.getByRole('dialog', { name: 'Publish the draft as version 2?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByText('API renders version 2').waitFor(WAIT);
    expect(await page.getByText('Draft differs from published').count()).toBe(0);
    expect((await api('GET', `/v1/documents/${id}`)).body).toMatchObject({ publishedVersion: 2, draftChanged: false });

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Second offer').waitFor(WAIT);
    expect(await history.getByText('Version 1', { exact: true }).count()).toBe(1);
    expect(await history.getByText(s.account.email).count()).toBe(1); // version 2: published from the dashboard

    await history.getByRole('button', { name: 'Compare version 1 with the draft' }).click();
    const diff = history.getByRole('table', { name: 'Version 1 compared with the draft' });
    await diff.waitFor(WAIT);
    expect(await diff.textContent()).toContain('<p>Offer one</p>');
    expect(await diff.textContent()).toContain('<p>Offer two</p>');

    // Manual mode: the restore lands in the draft, and the marker says so.
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(async () => (await api('GET', `/v1/documents/${id}`)).body.body, WAIT).toBe('<p>Offer one</p>');
    await page.getByText('Draft differs from published').waitFor(WAIT);
    expect(s.consoleErrors).toEqual([]);
  });

  it('the Page section: footer with page numbers, margins and PDF title follow the live preview and are saved as a version', async () => {
    const { page } = s;
    const created = await api('POST', '/v1/documents', { name: 'Letter', framework: 'NONE', body: '<p>Dear Ada</p>' });
    const id = created.body.id as number;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await page.goto(`/documents/${id}`);
    const section = page.getByRole('region', { name: 'Page' });
    await section.getByLabel('Footer').fill('<span style="font-size:10px">Page {{pageNumber}} of {{totalPages}}</span>');
    await expect.poll(() => page.getByRole('region', { name: 'Preview' }).textContent(), WAIT).toContain('Page 1 of 1');
    await section.getByLabel('Default margins').uncheck();
    await section.getByLabel('Margin top').fill('30');
    await section.getByLabel('PDF title').fill('Letter {{n}}');
    await section.getByLabel('Archival PDF (PDF/A)').selectOption('2b');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = (await api('GET', `/v1/documents/${id}`)).body;
    expect(saved).toMatchObject({
      footer: '<span style="font-size:10px">Page {{pageNumber}} of {{totalPages}}</span>',
      title: 'Letter {{n}}',
      pdfa: '2b',
      publishedVersion: 2,
    });
    expect(saved.margins).toEqual({ top: 30, right: 15, bottom: 20, left: 15 });

    // The Generate dialog says which version the API renders.
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByRole('dialog', { name: 'Generate PDF' }).getByText('version 2').waitFor(WAIT);
    expect(s.consoleErrors).toEqual([]);
  });

  it('duplicates, exports and imports from the documents list', async () => {
    const { page } = s;
    await api('POST', '/v1/documents', { name: 'Receipt', framework: 'NONE', body: '<p>Receipt {{n}}</p>', variables: { n: 3 } });
    await signIn(page, s.account);
    await page.waitForURL('**/documents');

    await page.getByRole('button', { name: 'Actions for Receipt' }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await page.getByRole('link', { name: /Receipt \(copy\)/ }).waitFor(WAIT);

    await page.getByRole('button', { name: 'Actions for Receipt', exact: true }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Receipt.quire.json');
    const file = await download.path();
    const bundle = JSON.parse(await fs.readFile(file, 'utf8'));
    expect(bundle).toMatchObject({ format: 'quire.document', document: { name: 'Receipt', body: '<p>Receipt {{n}}</p>', variables: { n: 3 } } });

    await page.getByLabel('Import file').setInputFiles(file);
    await page.waitForURL(/\/documents\/\d+$/, WAIT);
    const importedId = Number(page.url().split('/').pop());
    const imported = await api('GET', `/v1/documents/${importedId}`);
    expect(imported.body).toMatchObject({ name: 'Receipt', body: '<p>Receipt {{n}}</p>', publishedVersion: 1 });
    const names = (await api('GET', '/v1/documents')).body.documents.map((d: any) => d.name).sort();
    expect(names).toEqual(['Receipt', 'Receipt', 'Receipt (copy)']);
    expect(s.consoleErrors).toEqual([]);
  });
});
