import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

/** Empties the template the way a person does (select all, delete), then types `text` key by key. */
async function typeTemplate(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Template' });
  await box.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text, { delay: 15 });
  await page.keyboard.press('Escape'); // an open completion list
  return box;
}

describe('dashboard: the rough edges a new user hit', () => {
  const s = browserSuite();

  async function openDocument(body: string, framework = 'TAILWIND') {
    const call = (method: string, path: string, b?: unknown) => s.quire.call(method, path, { token: s.account.token, body: b });
    const doc = (await call('POST', '/v1/documents', { name: 'Letter' })).body;
    await call('PATCH', `/v1/documents/${doc.id}`, { body, framework });
    await signIn(s.page, s.account, `/sign-in?next=%2Fdocuments%2F${doc.id}`);
    await s.page.getByRole('textbox', { name: 'Template' }).waitFor(WAIT);
    return doc as { id: number; uuid: string };
  }

  it('a document whose template does not compile shows the error on its card, not an old thumbnail', async () => {
    const { page } = s;
    const doc = await openDocument('<p>Dear {{name}}</p>');
    await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor(WAIT);
    // Broken after its thumbnail was made (through the API, as a program would).
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, { token: s.account.token, body: { body: '<p>Dear {{name}}</p>\n{{#if name}}' } });
    await page.goto('/documents');
    const card = page.getByRole('listitem').filter({ hasText: 'Letter' });
    const marker = card.getByRole('img', { name: /^Template error\. Line 2: .*never closed/ });
    await marker.waitFor(WAIT);
    expect(await marker.getAttribute('title')).toMatch(/^Line 2: .*never closed/);
    expect(await card.locator('img').count()).toBe(0);
    // Fixed: the marker goes.
    await s.quire.call('PATCH', `/v1/documents/${doc.id}`, { token: s.account.token, body: { body: '<p>Dear {{name}}</p>' } });
    await page.reload();
    await card.getByText('Updated').waitFor();
    expect(await card.getByRole('img', { name: /Template error/ }).count()).toBe(0);
  });

  it('without an AI provider the Assistant tab says so and how to turn it on', async () => {
    const { page } = s;
    await openDocument('<p>Hi</p>');
    await page.getByRole('tab', { name: 'Assistant' }).click();
    const panel = page.getByRole('complementary', { name: 'Assistant' });
    await panel.getByRole('heading', { name: 'The assistant is not set up on this server' }).waitFor();
    const text = await panel.textContent();
    for (const v of ['AI_PROVIDER', 'AI_MODEL', 'AI_API_KEY', 'DEFAULT_AI_CREDITS']) expect(text).toContain(v);
  });

  it('typing <p>…</p> gives one closing tag, not </p></p>', async () => {
    const { page } = s;
    await openDocument('');
    // Auto-close stays: an opened tag gets its closing tag…
    const box = await typeTemplate(page, '<p>');
    expect(await box.textContent()).toBe('<p></p>');
    // …which the person's own closing tag types over.
    await typeTemplate(page, '<p>Hello</p>');
    expect(await box.textContent()).toBe('<p>Hello</p>');
    await typeTemplate(page, '<div><p>One</p><p>Two</p></div>');
    expect(await box.textContent()).toBe('<div><p>One</p><p>Two</p></div>');
  });

  it('adding a font adds the weights the template uses: font-bold comes with 700', async () => {
    const { page } = s;
    const doc = await openDocument('<h1 class="font-bold" style="font-family: \'Playfair Display\'">Title</h1>\n<p class="font-light">Body</p>');
    await page.getByRole('combobox', { name: 'Add a font' }).selectOption('Playfair Display');
    const font = page.getByRole('group', { name: 'Font Playfair Display' });
    await font.waitFor();
    const checked = await font
      .getByRole('checkbox')
      .evaluateAll((els) => els.filter((e) => (e as HTMLInputElement).checked).map((e) => e.parentElement!.textContent));
    expect(checked).toEqual(['400', '700']); // Playfair Display has no 300: not asked for
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = await s.quire.call('GET', `/v1/documents/${doc.id}`, { token: s.account.token });
    expect(saved.body.fonts).toEqual([{ name: 'Playfair Display', variants: ['400', '700'], master: true }]);
  });
});
