import { describe, expect, it } from 'vitest';
import { login } from '../support/quire.js';
import { addMember } from '../teams/support.js';
import { browserSuite, signIn } from './support.js';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("dashboard: a removed member's API keys", () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  const keyOf = async (cookie: string, name: string) => {
    const r = await s.quire.call('POST', '/v1/api-keys', { cookie, body: { name } });
    expect(r.status).toBe(201);
    return r.body.token as string;
  };
  const status = async (token: string) => (await s.quire.call('GET', '/v1/me', { token })).status;

  it('the keys page names each key’s creator; the removal dialog lists the member’s keys and revokes them with the removal', async () => {
    const { page, account } = s;
    const owner = { cookie: await login(s.quire.call, account.email, account.password) };
    const admin = await addMember(s.quire, owner, 'admin', `departing-admin-${Date.now()}@example.com`);
    const billing = await keyOf(admin.cookie, 'Billing export');
    const nightly = await keyOf(admin.cookie, 'Nightly reports');
    const colleague = await addMember(s.quire, owner, 'admin', `staying-keys-${Date.now()}@example.com`);
    const kept = await keyOf(colleague.cookie, 'Shared CI key');

    await signIn(page, account, '/sign-in?next=%2Fkeys');
    await page.waitForURL('**/keys');
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row', { name: /Billing export/ });
    await expect(row.textContent()).resolves.toContain(admin.email);
    expect(await page.getByRole('columnheader', { name: 'Created by' }).count()).toBe(1);

    await page.goto('/members');
    await page.getByRole('button', { name: `Remove ${admin.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Remove ${admin.email}?` });
    const listed = dialog.getByRole('list', { name: 'Their API keys' });
    await listed.getByText('Billing export').waitFor();
    await expect(listed.getByRole('listitem').count()).resolves.toBe(2);
    const revoke = dialog.getByRole('checkbox', { name: /Also revoke these 2 keys/ });
    await expect(revoke.isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await page.getByRole('row', { name: new RegExp(escapeRegExp(admin.email)) }).waitFor({ state: 'detached' });
    expect(await status(billing)).toBe(401);
    expect(await status(nightly)).toBe(401);

    // Unticked: the member goes, their key keeps working (the documented default).
    await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
    const second = page.getByRole('dialog', { name: `Remove ${colleague.email}?` });
    await second.getByRole('checkbox', { name: /Also revoke this key/ }).uncheck();
    await second.getByRole('button', { name: 'Remove member' }).click();
    await page.getByRole('row', { name: new RegExp(escapeRegExp(colleague.email)) }).waitFor({ state: 'detached' });
    expect(await status(kept)).toBe(200);
    expect(s.consoleErrors).toEqual([]);
  }, 90_000);

  it('the API reference renders under its CSP', async () => {
    const { page } = s;
    // Swagger UI parses and lays out the whole OpenAPI document: minutes on a loaded two-core machine.
    const documentLoaded = page.waitForResponse((r) => r.url().endsWith('/v1/openapi.json') && r.status() === 200, { timeout: 120_000 });
    await page.goto('/docs', { waitUntil: 'commit', timeout: 120_000 });
    await documentLoaded;
    await page.getByRole('heading', { name: /Quire API/ }).waitFor({ timeout: 120_000 });
    // A blocked script, style or request would be a console error.
    expect(s.consoleErrors).toEqual([]);
  }, 240_000);
});
