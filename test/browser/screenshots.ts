/**
 * Screenshots of every dashboard page at a laptop's and a phone's size, in the light and the
 * dark scheme, to look at by eye:
 *   npx tsx test/browser/screenshots.ts            -> .tmp/screens/<page>-<size>-<scheme>.png
 *   ONLY=editor,batches npx tsx test/browser/screenshots.ts   (only those pages)
 * Starts a Quire on SQLite with the invoice fixture in a folder, a manual-publishing document,
 * a finished batch and a test render, signs in, visits each page.
 */
import fs from 'node:fs/promises';
import { fixtureInput } from '../support/fixtures.js';
import { login, startTestQuire } from '../support/quire.js';
import { addMember } from '../teams/support.js';
import { launchChromium, signIn } from './support.js';
import { screenshotPage } from './screenshot-page.js';

const OUT = process.env.SHOTS_DIR ?? '.tmp/screens';
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const SCHEMES = ['light', 'dark'] as const;
const ONLY = process.env.ONLY?.split(',');
const wanted = (name: string) => !ONLY || ONLY.some((o) => name.startsWith(o));

await fs.mkdir(OUT, { recursive: true });
const q = await startTestQuire('sqlite');
const browser = await launchChromium();
try {
  const acc = await q.account('ada@example.com');
  const call = (method: string, path: string, body?: unknown, token = acc.token) => q.call(method, path, { token, body });
  const input = fixtureInput();
  const folder = (await call('POST', '/v1/folders', { name: 'Invoices', emoji: '🧾' })).body;
  await call('POST', '/v1/folders', { name: 'Letters', emoji: '✉️' });
  const doc = (await call('POST', '/v1/documents', { name: 'Invoice' })).body;
  await call('PATCH', `/v1/documents/${doc.id}`, { ...input, folderId: folder.id });
  await call('POST', '/v1/documents', { name: 'Welcome letter' });
  // A manual-publishing document whose draft differs from what the API renders: the toolbar's widest state.
  const manual = (await call('POST', '/v1/documents', { name: 'Quarterly statement for Northwind Analytics Inc.' })).body;
  await call('PATCH', `/v1/documents/${manual.id}`, { ...input, publishing: 'manual' });
  await call('PATCH', `/v1/documents/${manual.id}`, { body: `${input.body}\n<!-- changed -->` });
  const admin = await addMember(q, { cookie: await login(q.call, acc.email, acc.password) }, 'admin', 'grace@example.com');
  for (const name of ['Billing export', 'Nightly reports']) await q.call('POST', '/v1/api-keys', { cookie: admin.cookie, body: { name } });
  const testKey = (await q.call('POST', '/v1/api-keys', { cookie: admin.cookie, body: { name: 'CI tests', kind: 'test' } })).body;
  await call('POST', '/v1/generate', { documentId: doc.uuid, variables: {} }, testKey.token);
  const batch = (
    await call('POST', '/v1/batches', {
      documentId: doc.uuid,
      items: [
        { variables: {}, filename: 'invoice-1042' },
        { variables: {}, filename: 'invoice-1043' },
      ],
    })
  ).body;
  for (let i = 0; i < 240; i++) {
    const b = await call('GET', `/v1/batches/${batch.id}`);
    if (b.body.status !== 'queued' && b.body.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const invite = await q.call('POST', '/v1/invitations', { cookie: admin.cookie, body: { email: 'new.colleague@example.com', role: 'editor' } });
  await new Promise((r) => setTimeout(r, 2500)); // the list's preview thumbnails

  for (const scheme of SCHEMES) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const { context, page, shot } = await screenshotPage(browser, q.origin, OUT, size, viewport, scheme);
      if (wanted('sign-in')) {
        await page.goto('/sign-in');
        await shot('sign-in');
      }
      if (wanted('sign-up')) {
        await page.goto('/sign-up');
        await shot('sign-up');
      }
      if (wanted('invitation')) {
        await page.goto(`/invitation#token=${invite.body.token}`);
        await page.getByRole('button', { name: /Accept/ }).waitFor();
        await shot('invitation');
      }
      await signIn(page, acc);
      await page.waitForURL('**/documents');
      if (wanted('documents')) {
        await page
          .getByRole('link', { name: /Invoice/ })
          .first()
          .waitFor();
        await page.waitForTimeout(500);
        await shot('documents');
        await page.getByRole('button', { name: 'New document' }).first().click();
        await page.getByRole('dialog').waitFor();
        await shot('documents-new');
      }
      if (wanted('editor')) {
        await page.goto(`/documents/${doc.id}`);
        if (size === 'phone') await page.getByRole('tab', { name: 'Preview' }).click(); // one region at a time on a phone
        await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor();
        await page.waitForTimeout(500);
        await shot('editor');
        if (size === 'phone') {
          for (const tab of ['Template', 'Variables', 'Settings', 'Assistant']) {
            await page.getByRole('tablist', { name: 'Editor' }).getByRole('tab', { name: tab }).click();
            await shot(`editor-${tab.toLowerCase()}`);
          }
        }
        await page.goto(`/documents/${manual.id}`);
        await page.getByText('Draft differs from published').waitFor();
        await shot('editor-manual');
        // Publish first shows the rendered difference (issue 39; variables-screenshots.ts shoots its other views).
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page
          .getByRole('dialog')
          .getByText(/changed/)
          .first()
          .waitFor({ timeout: 60_000 });
        await shot('editor-publish');
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      }
      for (const name of ['usage', 'keys', 'files', 'batches', 'assets', 'members']) {
        if (!wanted(name)) continue;
        await page.goto(`/${name}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await shot(name);
        if (name === 'batches') {
          await page.getByRole('button', { name: 'Show 2 items' }).click();
          await page.getByRole('list', { name: 'Batch items' }).waitFor();
          await page.getByRole('list', { name: 'Batch items' }).scrollIntoViewIfNeeded();
          await shot('batches-items');
        }
        if (name === 'members') {
          await page.getByRole('button', { name: `Remove ${admin.email}` }).click();
          await page.getByRole('list', { name: 'Their API keys' }).waitFor();
          await shot('members-remove');
        }
      }
      if (wanted('not-found')) {
        await page.goto('/no-such-page');
        await shot('not-found');
      }
      await context.close();
    }
  }
  console.log(`screenshots in ${OUT}/`);
} finally {
  await browser.close();
  await q.close();
}
