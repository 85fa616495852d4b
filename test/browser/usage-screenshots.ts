/**
 * Screenshots of the usage, API keys and files pages with realistic data, at 1280x800 and
 * 390x844, light and dark, into .tmp/screens/. Not a test: a person looks at them.
 *
 *   npx tsc -p tsconfig.json && npm run build -w web && npx tsx test/browser/usage-screenshots.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { operatorCtx } from '../../src/core/context.js';
import { startTestQuire } from '../support/quire.js';
import { launchChromium, signIn } from './support.js';
import { generateMany, quickDocument, quireCli } from './usage-support.js';

const OUT = path.resolve('.tmp/screens');
const DAY_MS = 86_400_000;

const q = await startTestQuire('sqlite', { PREVIEW_DEBOUNCE_MS: '60000' });
const browser = await launchChromium();
try {
  await fs.mkdir(OUT, { recursive: true });
  const a = await q.account('maria.lopez@example.com', { signIn: false });
  const keys = [];
  for (const name of ['Billing server', 'Zapier automation', 'Claude agent']) keys.push(await q.quire.services.apiKeys.create(operatorCtx(a.id), name));
  // 30 days of calls as the audit log records them.
  for (let d = 29; d >= 1; d--) {
    const n = Math.round(20 + 15 * Math.sin(d / 3) + (d % 7 === 0 ? 25 : 0));
    for (let i = 0; i < n; i++) {
      const k = keys[i % 3];
      q.quire.services.audit.record({
        accountId: a.id,
        apiKeyId: k.id,
        actor: i % 3 === 2 ? 'mcp' : 'api_key',
        method: i % 4 ? 'GET' : 'POST',
        route: i % 4 ? '/v1/documents' : '/v1/generate',
        status: i % 11 === 0 ? 404 : i % 17 === 0 ? 500 : 200,
        latencyMs: 12 + (i % 30),
        requestId: crypto.randomUUID(),
        at: new Date(Date.now() - d * DAY_MS - i * 60_000).toISOString(),
      });
    }
  }
  const invoice = await quickDocument(q, a, 'Invoice (EUR)');
  const note = await quickDocument(q, a, 'Delivery note');
  const urls = [...(await generateMany(q, a, invoice.uuid, 4)), ...(await generateMany(q, a, note.uuid, 3))];
  await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: urls[1] } });
  await q.call('GET', '/v1/documents/424242', { token: keys[0].token });
  await q.call('POST', '/v1/folders', { token: keys[1].token, body: { name: '' } });
  await quireCli(q, ['credits', 'plan', '--email', a.email, '--generation', '8', '--ai', '0']); // 7 of 8: amber

  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const ctx = await browser.newContext({ baseURL: q.origin, viewport: { width: w, height: h }, colorScheme: scheme, locale: 'en-US' });
      const page = await ctx.newPage();
      await signIn(page, a);
      await page.waitForURL('**/documents');
      for (const p of ['usage', 'keys', 'files']) {
        await page.goto('/' + p);
        await page.waitForLoadState('networkidle');
        if (p === 'usage') {
          await page.locator('[data-date]').nth(26).hover();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) console.log(`${p} at ${w}px (${scheme}) is ${overflow}px wider than the window`);
        await page.screenshot({ path: path.join(OUT, `${p}-${w}-${scheme}.png`), fullPage: true });
      }
      if (scheme === 'light') {
        await page.getByRole('button', { name: 'Account' }).click();
        await page.screenshot({ path: path.join(OUT, `menu-${w}.png`) });
        await page.getByRole('menuitem', { name: 'Change password' }).click();
        await page.screenshot({ path: path.join(OUT, `password-${w}.png`) });
        await page.keyboard.press('Escape');
        await page.goto('/keys');
        await page.getByRole('button', { name: 'Create key' }).click();
        await page.getByRole('dialog').getByLabel('Key name').fill('Screenshot key');
        await page.getByRole('dialog').getByRole('button', { name: 'Create key' }).click();
        await page.getByRole('textbox', { name: 'New API token' }).waitFor();
        await page.screenshot({ path: path.join(OUT, `token-${w}.png`) });
      }
      await ctx.close();
    }
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  await q.close();
}
