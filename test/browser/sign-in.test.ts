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
    await page.getByRole('heading', { name: 'All documents' }).waitFor(); // visible (the page renders after /v1/me answers)
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

  it('tells how an operator creates accounts while sign-up is off (the default)', async () => {
    await s.page.goto('/sign-in');
    await s.page.getByText('quire accounts create').waitFor();
    expect(await s.page.getByRole('link', { name: 'Create an account' }).count()).toBe(0);
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

describe('dashboard: sign-up when SIGNUP_ENABLED=true; the login limit', () => {
  const s = browserSuite({ SIGNUP_ENABLED: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '2' });

  it('creates an account from the sign-in page and lands on the documents', async () => {
    const { page } = s;
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/documents');
    await page.getByRole('heading', { name: 'No documents yet' }).waitFor();
    expect((await s.quire.call('POST', '/v1/auth/login', { body: { email: 'grace@example.com', password: 'a long enough password' } })).status).toBe(200);
  });

  it('says how long to wait once the login limit is reached', async () => {
    const { page } = s;
    const wrong = { email: s.account.email, password: 'wrong password' };
    await signIn(page, wrong);
    await page.getByRole('alert').waitFor();
    // Two failures are allowed per minute (LOGIN_RATE_LIMIT_PER_MINUTE=2); the third is refused.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/Too many attempts\. Wait \d+ s before trying again/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
  });
});
