import { describe, expect, it } from 'vitest';
import { inspect } from '../batches/support.js';
import { startReceiver } from '../webhooks/receiver.js';
import { browserSuite, signIn } from './support.js';

describe('dashboard: batches and webhook endpoints', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_MS: '200' });

  it('adds an endpoint, starts a batch from a CSV, follows its progress, shows the failed row, downloads the merged PDF; the delivery is listed', async () => {
    const { page, quire: q, account: a } = s;
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Certificates' } });
    await q.call('PATCH', `/v1/documents/${created.body.id}`, {
      token: a.token,
      body: { body: '<p>{{name}}: {{formatNumber score 1}}</p>', framework: 'NONE', fonts: [] },
    });
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      await signIn(page, a, '/sign-in?next=%2Fbatches');
      await page.waitForURL('**/batches');
      await page.getByRole('heading', { name: 'Batches', exact: true }).waitFor();

      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const secretBanner = page.getByText('Signing secret (shown once)');
      await secretBanner.waitFor();
      secret = (await page.locator('code', { hasText: 'whsec_' }).innerText()).trim();
      expect(secret).toMatch(/^whsec_/);

      await page.getByLabel('Document').selectOption({ label: 'Certificates' });
      await page.getByLabel('Output').selectOption('merged');
      const rows = Array.from({ length: 12 }, (_, i) => `Person ${i},${i === 4 ? 'n/a' : i * 1.5}`);
      await page.getByLabel('CSV file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(`name,score\n${rows.join('\n')}\n`) });
      await page.getByRole('button', { name: 'Start batch' }).click();
      await page.getByText('Batch started: 12 documents queued.').waitFor();

      const bar = page.getByRole('progressbar', { name: 'Batch progress' });
      await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 120_000, interval: 250 }).toBe('100');
      const batch = page.getByRole('listitem', { name: 'Batch of 12, completed' });
      await batch.waitFor({ timeout: 30_000 });
      await expect(batch.innerText()).resolves.toContain('11 done · 1 failed · 0 pending');

      await batch.getByRole('button', { name: 'Show 1 errors' }).click();
      const errors = page.getByRole('list', { name: 'Item errors' });
      await errors.waitFor();
      await expect(errors.innerText()).resolves.toMatch(/Row 6: TEMPLATE_ERROR — .*n\/a/);

      const href = await batch.getByRole('link', { name: 'Download merged PDF' }).getAttribute('href');
      const pdf = Buffer.from(await (await fetch(href!)).arrayBuffer());
      const info = await inspect(pdf, 'pdf');
      expect(info.pages).toBe(11);
      expect(info.text).toContain('Person 11: 16.5');

      await expect
        .poll(() => page.getByRole('list', { name: `Deliveries to ${receiver.url}` }).innerText(), { timeout: 30_000, interval: 500 })
        .toContain('batch.completed · succeeded · 1 attempt(s)');
      expect(receiver.received[0]).toMatchObject({ verified: true, body: { type: 'batch.completed' } });
      expect(s.consoleErrors).toEqual([]);
    } finally {
      await receiver.close();
    }
  }, 240_000);
});
