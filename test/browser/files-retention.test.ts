import { describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { waitFor } from '../support/wait.js';
import { browserSuite, signIn } from './support.js';
import { quickDocument } from './usage-support.js';

/** Screenshots to look at by eye (issue 41's dashboard parts), beside screenshots.ts's. */
const SHOTS = '.tmp/screens';

describe('dashboard: retention, expiry and test renders (issue 41)', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000', RETENTION_SWEEP_MS: '1000' });

  it("sets a document's retention in its Page section, saved without a new version", async () => {
    const { page, quire: q, account: a } = s;
    const doc = await quickDocument(q, a, 'Payslip');
    const before = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body.publishedVersion;
    await signIn(page, a, `/sign-in?next=${encodeURIComponent(`/documents/${doc.id}`)}`);
    await page.waitForURL(`**/documents/${doc.id}`);
    const page$ = page.getByRole('region', { name: 'Page' });
    const select = page$.getByLabel('Delete files after');
    expect(await select.inputValue()).toBe('');
    await select.selectOption({ label: '1 day' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor();
    const saved = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body;
    expect(saved.retention).toEqual({ ttlSeconds: 86_400 });
    expect(saved.publishedVersion).toBe(before);
    await select.scrollIntoViewIfNeeded();
    // The live preview renders with the draft's page fields, never its retention (the preview route refuses it).
    expect(await page.getByRole('region', { name: 'Preview' }).getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/retention-page-section.png` });
    await page.reload();
    expect(await page.getByRole('region', { name: 'Page' }).getByLabel('Delete files after').inputValue()).toBe('86400');
    expect(s.consoleErrors).toEqual([]);
  });

  it('creates a key with a retention and shows it in the keys list', async () => {
    const { page, quire: q, account: a } = s;
    await signIn(page, a, '/sign-in?next=%2Fkeys');
    await page.waitForURL('**/keys');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Key name').fill('Payroll');
    await dialog.getByLabel('Delete the files it renders after').selectOption({ label: '7 days' });
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Payroll/ });
    await row.getByText('Files kept 7 days').waitFor();
    const stored = await q.quire.db
      .selectFrom('api_keys')
      .select('retention_seconds')
      .where('name', '=', 'Payroll')
      .where('account_id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(stored.retention_seconds).toBe(7 * 86_400);
    await page.screenshot({ path: `${SHOTS}/retention-keys.png` });
    expect(s.consoleErrors).toEqual([]);
  });

  it('lists each file with its expiry, a Test badge for test renders, and expired files as expired', async () => {
    const { page, quire: q, account: a } = s;
    const doc = await quickDocument(q, a, 'Medical letter');
    const testKey = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'CI', 'test');
    const gen = (token: string, options: unknown) => q.call('POST', '/v1/generate', { token, body: { documentId: doc.uuid, variables: {}, options } });
    expect((await gen(testKey.token, { retention: { ttlSeconds: 3600 } })).status).toBe(200);
    const gone = await gen(a.token, { retention: { ttlSeconds: 60 } });
    expect(gone.status).toBe(200);
    const goneRow = await q.quire.db.selectFrom('generations').select('id').where('account_id', '=', a.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // The minute passes at once (the sweep reads the deadline from the row; RETENTION_SWEEP_MS is 1 s here).
    await q.quire.db.updateTable('generations').set({ expires_at: new Date().toISOString() }).where('id', '=', goneRow.id).execute();
    await waitFor('the file to expire', async () => {
      const list = (await q.call('GET', '/v1/generations', { token: a.token })).body.generations;
      return list.find((g: { id: number; status: string }) => g.id === goneRow.id && g.status === 'expired');
    });

    await signIn(page, a, '/sign-in?next=%2Ffiles');
    await page.waitForURL('**/files');
    const table = page.getByRole('table', { name: 'Generated files' });
    const rows = table.getByRole('row', { name: /Medical letter/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const expired = table.locator('tr[data-status="expired"]');
    await expect(expired.textContent()).resolves.toMatch(/Expired/);
    expect(await expired.getByRole('link', { name: /Open/ }).count()).toBe(0);
    const live = table.locator('tr[data-status="succeeded"]');
    await expect(live.textContent()).resolves.toMatch(/Test/);
    await expect(live.textContent()).resolves.toMatch(/Expires in 1 hour/);
    expect(await expired.getByText('Test', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/retention-files.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Generated files' }).getByText('Test', { exact: true }).waitFor();
    await page.screenshot({ path: `${SHOTS}/retention-files-phone.png` });
    expect(s.consoleErrors).toEqual([]);
  });

  it("says how long files stay, and switches the workspace's keepVariables off and on", async () => {
    const { page, quire: q, account: a } = s;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, a, '/sign-in?next=%2Ffiles');
    await page.waitForURL('**/files');
    await page.getByText(/until it expires when its document, API key or request set a retention/).waitFor();
    expect(await page.getByText('Every PDF stays at its public URL until you delete it').count()).toBe(0);
    const keep = page.getByRole('checkbox', { name: 'Keep batch variables' });
    expect(await keep.isChecked()).toBe(true);
    const stored = () => q.quire.db.selectFrom('accounts').select('keep_variables').where('id', '=', a.id).executeTakeFirstOrThrow();
    // The switch shows the choice at once and is disabled until the server has it.
    const saved = () => page.locator('label:has-text("Keep batch variables") input:enabled').waitFor();
    await keep.uncheck();
    await page.getByText('No variables are kept after a render.').waitFor();
    await saved();
    expect((await stored()).keep_variables).toBe(0);
    await page.screenshot({ path: `${SHOTS}/keep-variables-off.png` });
    await page.reload();
    expect(await page.getByRole('checkbox', { name: 'Keep batch variables' }).isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Keep batch variables' }).check();
    await page.getByText("Each batch item's variables are kept until its file expires or is deleted.").waitFor();
    await saved();
    expect((await stored()).keep_variables).toBe(1);
    expect(s.consoleErrors).toEqual([]);
  });
});
