import { describe, expect, it } from 'vitest';
import { browserSuite, signIn } from './support.js';

describe('dashboard: sign-in', () => {
  const s = browserSuite();

  it('signs in, shows the documents page, signs out and is refused after', async () => {
    const { page } = s;
    await page.goto('/');
    await page.waitForURL('**/sign-in');
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await expect(page.getByRole('heading', { name: 'All documents' }).isVisible()).resolves.toBe(true);
    await page.getByRole('heading', { name: 'No documents yet' }).waitFor();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    // The session ended server-side: the old cookie no longer opens the API.
    const res = await page.request.get('/v1/me');
    expect(res.status()).toBe(401);
    await page.goto('/documents');
    await page.waitForURL('**/sign-in?next=%2Fdocuments');
    expect(s.consoleErrors).toEqual([]);
  });

  it("shows the API's message for a wrong password, in the browser's language", async () => {
    const german = await s.browser.newContext({ baseURL: s.quire.origin, locale: 'de-DE' });
    const page = await german.newPage();
    const wrong = { email: s.account.email, password: 'not-the-password' };
    const api = await s.quire.call('POST', '/v1/auth/login', { body: wrong, headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(api.status).toBe(401);
    await signIn(page, wrong);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(api.body.message);
    expect(api.body.message).not.toBe((await s.quire.call('POST', '/v1/auth/login', { body: wrong })).body.message);
    expect(page.url()).toContain('/sign-in');
    await german.close();
  });
});
