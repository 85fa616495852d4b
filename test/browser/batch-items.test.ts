import { describe, expect, it } from 'vitest';
import { login } from '../support/quire.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 60_000 };

/** Issue 44: a batch lists its items (file names, links); the files list names a batch item's file and marks a test render. */
describe('dashboard: a batch’s items and their files', () => {
  const s = browserSuite({ PREVIEW_DEBOUNCE_MS: '60000' });

  it('lists a test batch’s items with their file names, Test marks and links; the files list shows the file name and the Test badge', async () => {
    const { page, quire: q, account: a } = s;
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Certificates' } })).body;
    await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: '<p>Certificate for {{name}}</p>', framework: 'NONE', fonts: [] } });
    const cookie = await login(q.call, a.email, a.password);
    const testKey = (await q.call('POST', '/v1/api-keys', { cookie, body: { name: 'CI', kind: 'test' } })).body;
    const started = await q.call('POST', '/v1/batches', {
      token: testKey.token,
      body: {
        documentId: doc.uuid,
        items: [
          { variables: { name: 'Ada' }, filename: 'certificate-ada' },
          { variables: { name: 'Grace' }, filename: 'certificate-grace.pdf' },
        ],
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await expect
      .poll(async () => (await q.call('GET', `/v1/batches/${started.body.id}`, { token: a.token })).body.status, { ...WAIT, interval: 250 })
      .toBe('completed');

    await signIn(page, a, '/sign-in?next=%2Fbatches');
    const batch = page.getByRole('listitem', { name: 'Batch of 2, completed' });
    await batch.waitFor(WAIT);
    await batch.getByRole('button', { name: 'Show 2 items' }).click();
    const items = batch.getByRole('list', { name: 'Batch items' });
    await items.waitFor();
    const rows = await items.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^certificate-ada\.pdf\s*Test\s*done\s*Open$/);
    expect(rows[1]).toMatch(/^certificate-grace\.pdf\s*Test\s*done\s*Open$/);
    const href = await items.getByRole('link', { name: 'Open certificate-ada.pdf' }).getAttribute('href');
    const pdf = await fetch(href!);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The files list: each item's file under its document's name, marked Test.
    await page.goto('/files');
    const table = page.getByRole('table', { name: 'Generated files' });
    const row = table.getByRole('row').filter({ hasText: 'certificate-grace.pdf' });
    await row.waitFor(WAIT);
    expect(await row.getByRole('rowheader').textContent()).toMatch(/^Certificates\s*certificate-grace\.pdf\s*Test/);
    expect(await table.getByRole('row').filter({ hasText: 'certificate-ada.pdf' }).getByText('Test', { exact: true }).count()).toBe(1);
    expect(s.consoleErrors).toEqual([]);
  }, 180_000);

  it('the credit banner follows a batch that finishes: failed rows given back without a reload', async () => {
    const { page, quire: q, account: a } = s;
    const doc = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Scores' } })).body;
    await q.call('PATCH', `/v1/documents/${doc.id}`, {
      token: a.token,
      body: { body: '<p>{{name}}: {{formatNumber score 1}}</p>', framework: 'NONE', fonts: [] },
    });
    await signIn(page, a, '/sign-in?next=%2Fbatches');
    const banner = page.getByRole('status', { name: 'Credit usage' });
    await banner.waitFor(WAIT);
    expect(await banner.textContent()).toContain('0 used of');
    await page.getByLabel('Document').selectOption({ label: 'Scores' });
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from('name,score,_filename\nAda,1.5,ada\nGrace,n/a,grace\nAlan,3,alan\n') });
    expect(await page.getByText('scores.csv').count()).toBe(1); // the chosen file's name beside the picker
    await page.getByRole('button', { name: 'Start batch' }).click();
    await page.getByRole('listitem', { name: 'Batch of 3, completed' }).waitFor({ timeout: 120_000 });
    // Read again when the batch finished (the banner's own poll is 30 s): 2 rendered, the failed one refunded.
    await expect.poll(() => banner.textContent(), { timeout: 8_000, interval: 200 }).toContain('2 used of');
  }, 180_000);
});
