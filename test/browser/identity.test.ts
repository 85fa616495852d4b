import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, signIn } from './support.js';

const NEW_PASSWORD = 'a good long password';

/** The main nav's entries, as a person reads them. */
async function navEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Documents' }).waitFor();
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

/** Issue 44, identity and teams: who is signed in, what an invitation is, what a role sees. */
describe('dashboard: identity, invitations and role-aware navigation', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  /** The owner invites `email` as `role` on the Members page (no mail configured) and reads the link. */
  async function invite(page: Page, email: string, role: string): Promise<string> {
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption(role);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const link = (await dialog.getByLabel('Invitation link').textContent())!;
    return link;
  }

  /** Signed out, the page follows the invitation `link` and accepts it with a new password: the documents list. */
  async function accept(page: Page, link: string): Promise<void> {
    await s.context.clearCookies();
    await page.goto(link);
    await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL('**/documents');
  }

  it('without mail the finished invitation says no email was sent, how to share the link and which setting sends mail; Done only', async () => {
    const { page, account } = s;
    await signIn(page, account, '/sign-in?next=%2Fmembers');
    await page.waitForURL('**/members');
    const link = await invite(page, 'grace@example.com', 'editor');
    expect(link).toMatch(/\/invitation#token=inv_/);
    const dialog = page.getByRole('dialog', { name: 'Invitation created' });
    const status = await dialog.getByRole('status').textContent();
    expect(status).toContain('No email was sent');
    expect(status).toContain('grace@example.com');
    expect(status).toContain('SMTP_URL');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Copy link', 'Done']);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(s.consoleErrors).toEqual([]);
  }, 60_000);

  it('the accept page names the workspace, role and email before accepting; afterwards the menu shows the invitee, not the owner', async () => {
    const { page, account } = s;
    await signIn(page, account, '/sign-in?next=%2Fmembers');
    await page.waitForURL('**/members');
    // An admin names the workspace; the invitation then carries that name.
    await page.getByRole('button', { name: 'Rename workspace' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename workspace' });
    await rename.getByLabel('Workspace name').fill('Analytical Engines');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('heading', { name: 'Members of Analytical Engines' }).waitFor();
    const invitee = `grace-${Date.now()}@example.com`;
    const link = await invite(page, invitee, 'editor');

    await s.context.clearCookies();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Analytical Engines' }).waitFor();
    const details = page.getByRole('definition');
    expect(await details.allTextContents()).toEqual(['Analytical Engines', 'editor', invitee, account.email]);
    await page.getByLabel('Choose a password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL('**/documents');

    const menu = page.getByRole('button', { name: 'Account' });
    // The menu names whoever the session says, once it has answered.
    await expect.poll(() => menu.textContent(), { timeout: 30_000 }).toContain(invitee);
    expect((await menu.textContent())!.trim().startsWith(invitee[0]!.toUpperCase())).toBe(true);
    expect(await menu.textContent()).not.toContain(account.email);
    await menu.click();
    const signedInAs = page.getByText('Signed in as');
    await expect(signedInAs.textContent()).resolves.toContain(invitee);
    await expect(signedInAs.textContent()).resolves.toContain('editor in Analytical Engines');
    const workspaces = page.getByRole('group', { name: 'Workspaces' });
    await expect(workspaces.textContent()).resolves.toContain('Analytical Engines');
    expect(await workspaces.textContent()).not.toContain(account.email);
    expect(s.consoleErrors).toEqual([]);
  }, 60_000);

  it('an editor and a viewer see only the pages and actions their role may use', async () => {
    const { page, account } = s;
    await s.quire.call('POST', '/v1/documents', { token: account.token, body: { name: 'Invoice' } });
    await signIn(page, account, '/sign-in?next=%2Fmembers');
    await page.waitForURL('**/members');
    expect(await navEntries(page)).toEqual(['Documents', 'Usage', 'API keys', 'Files', 'Batches', 'Assets', 'Members']);
    const editorLink = await invite(page, `editor-${Date.now()}@example.com`, 'editor');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    const viewerLink = await invite(page, `viewer-${Date.now()}@example.com`, 'viewer');

    // The editor: no API keys entry (they would only be told it is not allowed); documents and renders are theirs.
    await accept(page, editorLink);
    expect(await navEntries(page)).toEqual(['Documents', 'Usage', 'Files', 'Batches', 'Assets', 'Members']);
    await page.getByRole('button', { name: 'New document' }).first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assets' }).click();
    await page.getByRole('button', { name: 'Upload files' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('heading', { name: /^Members of / }).waitFor();
    expect(await page.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Rename workspace' }).count()).toBe(0);

    // The viewer: the same pages to read, none of the buttons that would answer 403.
    await accept(page, viewerLink);
    expect(await navEntries(page)).toEqual(['Documents', 'Usage', 'Files', 'Batches', 'Assets', 'Members']);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('button', { name: 'New document' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New folder' }).count()).toBe(0);
    // A document's menu offers a viewer what reading allows: an export, no rename, move or delete.
    await page.getByRole('button', { name: 'Actions for Invoice' }).click();
    expect((await page.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(['Export']);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Assets' }).click();
    await page.getByRole('heading', { name: 'Assets', level: 1, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload files' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Batches' }).click();
    await page.getByRole('heading', { name: 'Webhook endpoints' }).waitFor();
    expect(await page.getByRole('form', { name: 'Add a webhook endpoint' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Start a batch' }).count()).toBe(0);
    expect(s.consoleErrors).toEqual([]);
  }, 90_000);
});
