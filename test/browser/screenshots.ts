/**
 * Screenshots of the dashboard's pages at a laptop's and a phone's size, to look at by eye:
 *   npx tsx test/browser/screenshots.ts            -> .tmp/screens/*.png
 * Starts a Quire on SQLite with the invoice fixture in a folder, signs in, visits each page.
 */
import fs from 'node:fs/promises';
import { fixtureInput } from '../support/fixtures.js';
import { login, startTestQuire } from '../support/quire.js';
import { addMember } from '../teams/support.js';
import { launchChromium, signIn } from './support.js';

const OUT = '.tmp/screens';
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

await fs.mkdir(OUT, { recursive: true });
const q = await startTestQuire('sqlite');
const browser = await launchChromium();
try {
  const acc = await q.account('ada@example.com');
  const input = fixtureInput();
  const folder = (await q.call('POST', '/v1/folders', { token: acc.token, body: { name: 'Invoices', emoji: '🧾' } })).body;
  await q.call('POST', '/v1/folders', { token: acc.token, body: { name: 'Letters', emoji: '✉️' } });
  const doc = (await q.call('POST', '/v1/documents', { token: acc.token, body: { name: 'Invoice' } })).body;
  await q.call('PATCH', `/v1/documents/${doc.id}`, { token: acc.token, body: { ...input, folderId: folder.id } });
  await q.call('POST', '/v1/documents', { token: acc.token, body: { name: 'Welcome letter' } });
  const admin = await addMember(q, { cookie: await login(q.call, acc.email, acc.password) }, 'admin', 'grace@example.com');
  for (const name of ['Billing export', 'Nightly reports']) await q.call('POST', '/v1/api-keys', { cookie: admin.cookie, body: { name } });
  await new Promise((r) => setTimeout(r, 2500)); // the list's preview thumbnails
  for (const [name, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: q.origin, viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.error(`[${name}] console: ${m.text()}`);
    });
    await page.goto('/sign-in');
    await page.screenshot({ path: `${OUT}/sign-in-${name}.png` });
    await signIn(page, acc);
    await page.waitForURL('**/documents');
    await page
      .getByRole('link', { name: /Invoice/ })
      .first()
      .waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/documents-${name}.png` });
    await page.goto(`/documents/${doc.id}`);
    if (name === 'phone') await page.getByRole('tab', { name: 'Preview' }).click(); // one region at a time on a phone
    await page.getByRole('region', { name: 'Preview' }).getByText('1 page').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/editor-${name}.png` });
    // The keys page names each key's creator; removing a member offers to revoke their keys.
    await page.goto('/keys');
    await page.getByText('Billing export').filter({ visible: true }).first().waitFor();
    await page.screenshot({ path: `${OUT}/keys-${name}.png` });
    await page.goto('/members');
    await page.getByRole('button', { name: `Remove ${admin.email}` }).click();
    await page.getByRole('list', { name: 'Their API keys' }).waitFor();
    await page.screenshot({ path: `${OUT}/members-remove-${name}.png` });
    await context.close();
  }
  console.log(`screenshots in ${OUT}/`);
} finally {
  await browser.close();
  await q.close();
}
