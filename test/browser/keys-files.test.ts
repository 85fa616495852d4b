import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';
import { quickDocument } from './usage-support.js';

describe('dashboard: API keys, generated files, password', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  it('creates a key, shows its token once, shows its use, and revokes it', async () => {
    const { page, quire: q, account: a } = s;
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, a, '/sign-in?next=%2Fkeys');
    await page.waitForURL('**/keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Key name').fill('CI robot');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const tokenBox = page.getByRole('textbox', { name: 'New API token' });
    const token = await tokenBox.inputValue();
    expect(token).toMatch(/^tk_live_[0-9A-Za-z]{38}$/);
    await expect(dialog.textContent()).resolves.toContain('It will not be shown again');
    await dialog.getByRole('button', { name: 'Copy token' }).click();
    await dialog.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0); // finished: Done only
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Once closed, the token is nowhere on the page, and the list shows the new key unused.
    const row = page.getByRole('row', { name: /CI robot/ });
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    await expect(row.textContent()).resolves.toContain(`${token.slice(0, 12)}…${token.slice(-4)}`);
    await expect(row.locator('td[data-label="Last used"]').innerText()).resolves.toBe('Never');
    const sparkline = row.getByRole('img', { name: /Calls in the last 7 days/ });
    await expect(sparkline.getAttribute('data-usage')).resolves.toBe('0,0,0,0,0,0,0');

    // The token works, as a program would use it; the page shows it used.
    for (let i = 0; i < 2; i++) expect((await fetch(`${q.url}/v1/documents`, { headers: { 'x-api-token': token } })).status).toBe(200);
    await page.reload();
    await expect(row.locator('td[data-label="Last used"]').innerText()).resolves.toBe('just now');
    await expect(sparkline.getAttribute('data-usage')).resolves.toBe('0,0,0,0,0,0,2');

    await page.getByRole('button', { name: 'Revoke CI robot' }).click();
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('get 401 from their next call');
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await row.waitFor({ state: 'detached' });
    const after = await fetch(`${q.url}/v1/documents`, { headers: { 'x-api-token': token } });
    expect(after.status).toBe(401);
    expect((await after.json()).error).toBe('UNAUTHORIZED');
    expect(s.consoleErrors).toEqual([]);
  });

  it('generates from the editor, lists the file, copies its URL, deletes it, and the URL answers 404', async () => {
    const { page, quire: q, account: a } = s;
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const doc = await quickDocument(q, a, 'Delivery note');
    await signIn(page, a, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await page.waitForURL(`**/documents/${doc.id}`);
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByRole('dialog', { name: 'Generate PDF' }).getByRole('button', { name: 'Generate' }).click();
    const url = await page.getByRole('dialog', { name: 'PDF generated' }).getByRole('textbox', { name: 'URL' }).inputValue();
    expect((await fetch(url)).status).toBe(200);
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: 'Files' }).click();
    await page.waitForURL('**/files');

    const row = page.getByRole('row', { name: /Delivery note/ });
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((t) => t.trim());
    expect(cells[0]).toMatch(/^\d+(\.\d)? KB$/);
    expect(cells[1]).toBe('1');
    expect(cells[2]).toContain('just now');
    await expect(row.getByRole('link', { name: 'Open Delivery note PDF' }).getAttribute('href')).resolves.toBe(url);
    await row.getByRole('button', { name: 'Copy URL' }).click();
    await row.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await row.getByRole('button', { name: 'Delete file' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toContain(url);
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await row.getByText(/Deleted/).waitFor();
    expect(await row.getAttribute('data-status')).toBe('deleted');
    expect(await row.getByRole('button', { name: 'Delete file' }).count()).toBe(0);
    expect((await fetch(url)).status).toBe(404);
    expect(s.consoleErrors).toEqual([]);
  });

  it('changes the password from the account menu and signs out the other sessions', async () => {
    const { page, quire: q, account: a } = s;
    const elsewhere = await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } });
    const otherCookie = elsewhere.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await signIn(page, a);
    await page.waitForURL('**/documents');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu').textContent()).resolves.toContain(a.email);
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByLabel('New password', { exact: true }).fill('brand new passphrase');
    await dialog.getByLabel('Repeat new password').fill('brand new passphrase');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // Sentences for people, one at a time: the next problem replaces the last.
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('The current password is not right.');
    await dialog.getByLabel('Repeat new password').fill('brand new passphrasX');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => dialog.getByRole('alert').allTextContents()).toEqual(['The two new passwords are not the same.']);
    await dialog.getByLabel('Repeat new password').fill('brand new passphrase');

    await dialog.getByLabel('Current password').fill(a.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Every other session of this account has been signed out').waitFor();
    // A finished dialog offers Done only.
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Done']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    // This browser stays signed in; the other session is gone.
    expect((await page.request.get('/v1/me')).status()).toBe(200);
    expect((await q.call('GET', '/v1/me', { cookie: otherCookie })).status).toBe(401);
    expect((await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: 'brand new passphrase' } })).status).toBe(200);
    expect(s.consoleErrors).toEqual([]);
  });
});
