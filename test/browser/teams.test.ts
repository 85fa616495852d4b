import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, CLIENT_SECRET, startProvider, type TestIdentity } from '../teams/oidc-provider.js';
import { browserSuite, signIn } from './support.js';

// The provider must exist before Quire starts: its issuer is part of Quire's configuration.
const identities: Record<string, TestIdentity> = {};
const idp = await startProvider(identities);

describe('dashboard: teams and single sign-on', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000', OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET });
  afterAll(() => idp.close());

  it('signs in with SSO through the provider and lands in the dashboard as the user', async () => {
    const { page, account } = s;
    identities.me = { email: account.email, email_verified: true };
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Sign in with SSO' }).click();
    // The provider's own login page.
    await page.getByPlaceholder('Enter any login').fill('me');
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    // It asks a native (loopback) client's user to confirm the grant, as it does for such clients.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/documents');
    await page.getByRole('button', { name: 'Account' }).click();
    const workspaces = page.getByRole('group', { name: 'Workspaces' });
    // The workspace's name, not its owner's email (issue 44).
    await expect(workspaces.textContent()).resolves.toContain(`${account.email.split('@')[0]}'s workspace`);
    await expect(workspaces.textContent()).resolves.toContain('owner');
    expect(s.consoleErrors).toEqual([]);
  }, 60_000);

  it('Members page: invites with a role, shows the link once, lists and revokes the invitation', async () => {
    const { page, account } = s;
    await signIn(page, account, '/sign-in?next=%2Fmembers');
    await page.waitForURL('**/members');
    await page.getByRole('row', { name: new RegExp(`${account.email.replace(/[.+]/g, '\\$&')} \\(you\\)`) }).waitFor();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('new.colleague@example.com');
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const link = await dialog.getByLabel('Invitation link').textContent();
    expect(link).toMatch(/\/invitation#token=inv_/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const pending = page.getByRole('listitem').filter({ hasText: 'new.colleague@example.com' });
    await expect(pending.textContent()).resolves.toContain('viewer');
    await page.getByRole('button', { name: 'Revoke invitation of new.colleague@example.com' }).click();
    await page.getByText('No pending invitations.').waitFor();

    // The link of a second invitation signs a new person in as a viewer: no New document button works for them.
    const second = await s.quire.call('POST', '/v1/invitations', { cookie: await cookieOf(s), body: { email: 'viewer@example.com', role: 'viewer' } });
    await s.context.clearCookies();
    await page.goto(second.body.url);
    await page.getByLabel('Password').fill('a good long password');
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL('**/documents');
    // A viewer is offered no New document button (the server would refuse anyway).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('group', { name: 'Workspaces' }).getByText('viewer').waitFor();
    await expect(page.getByRole('button', { name: 'New document' }).count()).resolves.toBe(0);
    await page.goto('/members');
    await page.getByRole('row', { name: /viewer@example.com \(you\)/ }).waitFor();
    await expect(page.getByRole('button', { name: 'Invite member' }).count()).resolves.toBe(0);
    expect(s.consoleErrors).toEqual([]);
  }, 60_000);
});

/** The page's session cookies, for an API call made beside the browser. */
async function cookieOf(s: ReturnType<typeof browserSuite>): Promise<string> {
  return (await s.context.cookies())
    .filter((c) => c.name.startsWith('quire_'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
