import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';

async function replaceText(page: Page, region: string, text: string) {
  const box = page.getByRole('region', { name: region }).getByRole('textbox', { name: region });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

describe('dashboard: starters, partials and test keys', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  it('creates a test key from the keys page and shows which key is which', async () => {
    const { page, account: a } = s;
    await signIn(page, a, '/sign-in?next=%2Fkeys');
    await page.waitForURL('**/keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Key name').fill('CI sandbox');
    await dialog.getByRole('radio', { name: /Test/ }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const token = await page.getByRole('textbox', { name: 'New API token' }).inputValue();
    expect(token).toMatch(/^tk_test_[0-9A-Za-z]{38}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const testRow = page.getByRole('row', { name: /CI sandbox/ });
    await testRow.waitFor();
    await expect(testRow.textContent()).resolves.toContain('Test');
    await expect(page.getByRole('row', { name: /test key/ }).textContent()).resolves.toContain('Live');
    const listed = await s.quire.call('GET', '/v1/api-keys', { cookie: a.cookie || (await cookieOf(s)) });
    expect(listed.body.apiKeys.find((k: any) => k.name === 'CI sandbox').kind).toBe('test');
    expect(s.consoleErrors).toEqual([]);
  });

  it('shows the starter gallery on an empty account and creates a document from a starter', async () => {
    const { page, account: a, quire: q } = s;
    await signIn(page, a, '/sign-in?next=%2Fdocuments');
    await page.waitForURL('**/documents');
    const gallery = page.getByRole('region', { name: 'Start from a template' });
    await gallery.getByRole('button', { name: 'Start from Invoice' }).waitFor();
    const thumbs = await gallery.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(thumbs.length).toBeGreaterThanOrEqual(8);
    await page.waitForFunction(() => [...document.querySelectorAll('img')].every((i) => i.complete && i.naturalWidth > 0));

    await gallery.getByRole('button', { name: 'Start from Invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    await expect(dialog.getByRole('radio', { name: 'Invoice', exact: true }).isChecked()).resolves.toBe(true);
    await dialog.getByLabel('Document name').fill('Invoice for Globex');
    await dialog.getByRole('button', { name: 'Create document' }).click();
    await page.waitForURL(/\/documents\/\d+$/);
    const id = Number(page.url().split('/').pop());
    const doc = await q.call('GET', `/v1/documents/${id}`, { token: a.token });
    expect(doc.body).toMatchObject({ name: 'Invoice for Globex', format: 'A4', kind: 'document' });
    expect(doc.body.footer).toContain('pageNumber');
    expect(doc.body.variables.number).toBe('INV-2026-0042');

    // The New document dialog offers Blank or a starter: the certificate comes out landscape.
    await page.goto('/documents');
    await page.getByRole('button', { name: 'New document' }).click();
    const again = page.getByRole('dialog', { name: 'New document' });
    await expect(again.getByRole('radio', { name: 'Blank' }).isChecked()).resolves.toBe(true);
    await again.getByRole('radio', { name: 'Certificate' }).check({ force: true });
    await again.getByLabel('Document name').fill('Course certificate');
    await again.getByRole('button', { name: 'Create document' }).click();
    await page.waitForURL((u) => /\/documents\/\d+$/.test(u.pathname) && Number(u.pathname.split('/').pop()) !== id);
    const cert = await q.call('GET', `/v1/documents/${Number(page.url().split('/').pop())}`, { token: a.token });
    expect(cert.body).toMatchObject({ name: 'Course certificate', landscape: true });
    expect(s.consoleErrors).toEqual([]);
  });

  it('filters the documents list by kind, completes partial names after {{> and opens a partial', async () => {
    const { page, account: a, quire: q } = s;
    const partial = (
      await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'letterhead', kind: 'partial', framework: 'NONE', body: '<header>Acme</header>' } })
    ).body;
    const doc = (
      await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Cover letter', framework: 'NONE', body: '{{> letterhead}}<p>Hello</p>' } })
    ).body;
    await signIn(page, a, '/sign-in?next=%2Fdocuments');
    await page.waitForURL('**/documents');
    await page.getByText('Cover letter').first().waitFor();
    await page.getByLabel('Kind').selectOption('partial');
    await page.getByText('letterhead').first().waitFor();
    await expect(page.getByText('Cover letter').count()).resolves.toBe(0);
    await page.getByLabel('Kind').selectOption('document');
    await page.getByText('Cover letter').first().waitFor();
    await expect(page.getByText('letterhead', { exact: true }).count()).resolves.toBe(0);

    await page.goto(`/documents/${doc.id}`);
    const open = page.getByRole('link', { name: 'Open partial letterhead' });
    await open.waitFor();
    await replaceText(page, 'Template', '<p>');
    await page.keyboard.type('{{> lett');
    const option = page.getByRole('listbox').getByRole('option', { name: /letterhead/ });
    await option.waitFor();
    await option.click();
    await expect(page.getByRole('textbox', { name: 'Template' }).textContent()).resolves.toContain('{{> letterhead');
    // The live preview includes the partial's body.
    await page.getByRole('region', { name: 'Preview' }).getByText('Acme').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    // "Saving…" still guards links: wait for the answer, or the guard's confirm cancels the click.
    await page.getByText('All changes saved').waitFor();

    await open.click();
    await page.waitForURL(`**/documents/${partial.id}`);
    await expect(page.getByRole('textbox', { name: 'Template' }).textContent()).resolves.toContain('<header>Acme</header>');
  });
});

async function cookieOf(s: ReturnType<typeof browserSuite>): Promise<string> {
  const cookies = await s.context.cookies();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
