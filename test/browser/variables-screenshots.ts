/**
 * Screenshots of issue 39's dashboard views (the Fields form, the schema view, the Generate
 * dialog's warnings, the Publish dialog's rendered difference, the History panel's folded source
 * and Rendered tab, Restore's confirmation, a batch's item warnings) at 1280x800 and 390x844,
 * light and dark, into .tmp/screens/variables-*.png. Not a test: a person looks at them.
 *
 *   npm run build -w web && npx tsx test/browser/variables-screenshots.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startTestQuire } from '../support/quire.js';
import { launchChromium, signIn } from './support.js';

const OUT = path.resolve('.tmp/screens');
const SIZES = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const SCHEMA = {
  type: 'object',
  required: ['customer', 'lines', 'issued'],
  properties: {
    customer: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', title: 'Customer name' },
        email: { type: 'string', format: 'email' },
        vip: { type: 'boolean', title: 'VIP customer' },
      },
    },
    issued: { type: 'string', format: 'date', title: 'Issued on' },
    currency: { enum: ['EUR', 'USD', 'CHF'] },
    lines: {
      type: 'array',
      title: 'Lines',
      items: {
        type: 'object',
        required: ['description', 'price'],
        properties: { description: { type: 'string' }, qty: { type: 'integer' }, price: { type: 'number' } },
      },
    },
  },
};
const page2 = (word: string) =>
  `<h1>Invoice for {{customer.name}}</h1><p>Issued {{issued}} · {{currency}}</p><table>{{#each lines}}<tr><td>{{description}}</td><td>{{qty}}</td><td>{{price}}</td></tr>{{/each}}</table>` +
  `<section style="break-before:page"><h2>Terms</h2><p>Payment within ${word} days.</p></section>`;
const VARS = {
  customer: { name: 'Ada Lovelace', email: 'ada@example.com', vip: true },
  issued: '2026-11-27',
  currency: 'EUR',
  lines: [
    { description: 'Consulting', qty: 10, price: 120 },
    { description: 'Travel', qty: 1, price: 340.5 },
  ],
};

const q = await startTestQuire('sqlite');
const browser = await launchChromium();
try {
  await fs.mkdir(OUT, { recursive: true });
  const a = await q.account('ada@example.com');
  const call = (method: string, p: string, body?: unknown) => q.call(method, p, { token: a.token, body });
  const doc = (
    await call('POST', '/v1/documents', {
      name: 'Invoice with a schema',
      framework: 'NONE',
      body: page2('30'),
      variables: VARS,
      variablesSchema: SCHEMA,
      samples: [
        { name: 'No lines', variables: { ...VARS, lines: [] } },
        { name: 'Missing customer', variables: { issued: '2026-11-27', lines: [] } },
      ],
      publishing: 'manual',
    })
  ).body;
  const longBody = Array.from({ length: 40 }, (_, i) => `<p>Paragraph ${i + 1}</p>`).join('\n');
  await call('PATCH', `/v1/documents/${doc.id}`, { body: `${page2('14')}\n${longBody}` });
  await call('POST', `/v1/documents/${doc.id}/publish`, {});
  await call('PATCH', `/v1/documents/${doc.id}`, { body: `${page2('14')}\n${longBody.replace('Paragraph 20', 'Paragraph twenty')}` });
  const plain = (
    await call('POST', '/v1/documents', {
      name: 'Certificate',
      framework: 'NONE',
      body: '<h1>{{title}}</h1><p>for {{recipient.name}}</p>',
      variables: { title: 'Award' },
    })
  ).body;
  await call('POST', '/v1/batches', {
    documentId: plain.uuid,
    items: [{ variables: { title: 'A', recipient: { name: 'Ada' } } }, { variables: { title: 'B' } }],
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const scheme of ['light', 'dark'] as const) {
      const ctx = await browser.newContext({ baseURL: q.origin, viewport, colorScheme: scheme, locale: 'en-US', deviceScaleFactor: 1 });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.error(`[${size} ${scheme}] ${e}`));
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(OUT, `variables-${name}-${size}-${scheme}.png`) });
      };
      const phone = size === 'phone';
      await signIn(page, a);
      await page.waitForURL('**/documents');

      await page.goto(`/documents/${doc.id}`);
      if (phone) await page.getByRole('tab', { name: 'Variables' }).click();
      await page.getByRole('group', { name: 'Fields' }).waitFor();
      await shot('fields');
      await page.getByLabel('Sample', { exact: true }).selectOption({ label: 'Missing customer — fails the schema' });
      await page.getByRole('group', { name: 'Fields' }).waitFor();
      await shot('fields-failing');
      await page.getByRole('region', { name: 'Sample variables' }).getByRole('tab', { name: 'Schema' }).click();
      await shot('schema');

      await page.getByRole('button', { name: 'Publish' }).first().click();
      const publish = page.getByRole('dialog');
      await publish.getByRole('img').first().waitFor({ timeout: 60_000 });
      await waitImages(page);
      await shot('publish-dialog');
      await publish.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('region', { name: 'History' });
      await history.getByRole('button', { name: 'Compare version 1 with the draft' }).click();
      await history.getByRole('table').waitFor();
      await history.getByRole('table').scrollIntoViewIfNeeded();
      await shot('history-source');
      await history.getByRole('tab', { name: 'Rendered' }).click();
      await history
        .getByRole('status')
        .filter({ hasText: /changed/ })
        .first()
        .waitFor({ timeout: 60_000 });
      await waitImages(page);
      await shot('history-rendered');
      await history.getByRole('button', { name: 'Restore version 1' }).click();
      await page.getByRole('dialog', { name: 'Restore version 1?' }).waitFor();
      await shot('restore-confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/documents/${plain.id}`);
      if (phone) await page.getByRole('tab', { name: 'Variables' }).click();
      await page.getByRole('region', { name: 'Sample variables' }).getByRole('tab', { name: 'Fields' }).click();
      await page.getByRole('button', { name: 'Infer from template' }).first().waitFor();
      await shot('no-schema');
      await page.getByRole('button', { name: 'Generate PDF' }).click();
      await page.getByRole('dialog', { name: 'Generate PDF' }).getByRole('button', { name: 'Generate' }).click();
      await page.getByRole('status', { name: 'Warnings' }).waitFor();
      await shot('generate-warnings');
      await page.getByRole('button', { name: 'Done' }).click();

      await page.goto('/batches');
      await page.getByRole('button', { name: /rendered with variables missing/ }).click({ timeout: 60_000 });
      await shot('batch-warnings');
      await ctx.close();
    }
  }
  console.log(`screenshots in ${OUT}/variables-*.png`);
} finally {
  await browser.close();
  await q.close();
}

async function waitImages(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll('dialog img, section img')].every((i) => (i as HTMLImageElement).complete), undefined, {
    timeout: 30_000,
  });
}
