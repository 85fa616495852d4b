import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, ISO_UTC, expectError } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, documentRow, download, listItem, pathOf, patch, pngSize, waitFor, waitForPreview } from './support.js';

const WIDTH = 320;
const A4_RATIO = 297 / 210;
const page = (text: string, color = '#1d4ed8') =>
  `<div style="background:${color};color:white;height:400px;padding:40px"><h1>${text}</h1><p>{{customer}}</p></div>`;

describe.each(SQLITE_ONLY)('document previews on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { PREVIEW_WIDTH: String(WIDTH) });

  const stats = () => q.quire.previews.stats();
  /** Files under the account's previews area that belong to `uuid`. */
  const previewFiles = async (uuid: string) => (await readdir(join(q.dataDir, 'files', 'client', String(a.id), 'previews'))).filter((f) => f.startsWith(uuid));

  it('gives a new document a PNG preview, PREVIEW_WIDTH wide, under the account storage area', async () => {
    const doc = await createDocument(q, a);
    const item = await waitForPreview(q, a, doc.id);
    expect(pathOf(q, item.previewUrl!)).toMatch(new RegExp(`^client/${a.id}/previews/${doc.uuid}-\\d{13}\\.png$`));
    expect(item.previewUpdatedAt).toMatch(ISO_UTC);
    expect(item.previewUpdatedAt! >= item.updatedAt).toBe(true);

    const png = await download(item.previewUrl!);
    expect(png.status).toBe(200);
    expect(png.type).toBe('image/png');
    const size = pngSize(png.bytes);
    expect(size.width).toBe(WIDTH);
    expect(Math.abs(size.height - WIDTH * A4_RATIO)).toBeLessThanOrEqual(1);
    expect((await documentRow(q.quire.db, doc.id)).preview_error).toBeNull();
  });

  it('answers a PATCH at once, then replaces the preview with one of the new version', async () => {
    const doc = await createDocument(q, a);
    const before = await waitForPreview(q, a, doc.id);
    const oldBytes = (await download(before.previewUrl!)).bytes;

    await patch(q, a, doc.id, { body: page('Changed'), variables: { customer: 'ACME' }, landscape: true });
    // The PATCH did not wait for the render: the list still shows the previous preview.
    expect((await listItem(q, a, doc.id)).previewUrl).toBe(before.previewUrl);

    const after = await waitForPreview(q, a, doc.id, before.previewUrl);
    expect(after.previewUpdatedAt! > before.previewUpdatedAt!).toBe(true);
    const png = await download(after.previewUrl!);
    expect(png.type).toBe('image/png');
    expect(png.bytes.equals(oldBytes)).toBe(false);
    const size = pngSize(png.bytes); // landscape now: wider than tall
    expect(size.width).toBe(WIDTH);
    expect(Math.abs(size.height - WIDTH / A4_RATIO)).toBeLessThanOrEqual(1);
    // The previous file is deleted once the new one is stored; only the new one remains.
    expect((await download(before.previewUrl!)).status).toBe(404);
    expect(await previewFiles(doc.uuid)).toEqual([pathOf(q, after.previewUrl!).split('/').pop()]);
  });

  it('does not render again for a change that does not alter the output (name, folder, archived)', async () => {
    const doc = await createDocument(q, a);
    const before = await waitForPreview(q, a, doc.id);
    const folder = (await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Elsewhere' } })).body;
    const renders = stats().renders;
    await patch(q, a, doc.id, { name: 'Renamed' });
    await patch(q, a, doc.id, { folderId: folder.id });
    await patch(q, a, doc.id, { archived: true });
    await patch(q, a, doc.id, { archived: false });
    await sleep(q.quire.config.PREVIEW_DEBOUNCE_MS + 1000);
    expect(stats().renders).toBe(renders);
    expect((await listItem(q, a, doc.id)).previewUrl).toBe(before.previewUrl);
  });

  it.each([
    ['framework', { framework: 'BOOTSTRAP' }],
    ['format', { format: 'A6' }],
    ['fonts', { fonts: [{ name: 'Lato', variants: ['700'], master: true }] }],
  ])('renders a new preview after a PATCH of %s alone', async (_field, change) => {
    const doc = await createDocument(q, a);
    const before = await waitForPreview(q, a, doc.id);
    const oldBytes = (await download(before.previewUrl!)).bytes;
    await patch(q, a, doc.id, change);
    const after = await waitForPreview(q, a, doc.id, before.previewUrl);
    expect(after.previewUpdatedAt! > before.previewUpdatedAt!).toBe(true);
    const png = await download(after.previewUrl!);
    expect(pngSize(png.bytes).width).toBe(WIDTH);
    expect(png.bytes.equals(oldBytes)).toBe(false);
  });

  it('coalesces ten quick PATCHes of one document into at most two renders of the last version', async () => {
    const doc = await createDocument(q, a);
    const before = await waitForPreview(q, a, doc.id);
    const renders = stats().renders;
    for (let i = 1; i <= 10; i++) await patch(q, a, doc.id, { body: page(`Version ${i}`) });

    const after = await waitForPreview(q, a, doc.id, before.previewUrl);
    await waitFor('the preview of the last version', async () => {
      const row = await documentRow(q.quire.db, doc.id);
      return row.preview_updated_at! >= row.render_changed_at ? row : undefined;
    });
    await sleep(q.quire.config.PREVIEW_DEBOUNCE_MS + 1000); // room for a render that should not come
    const done = stats().renders - renders;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(done).toBeLessThanOrEqual(2);
    const current = await listItem(q, a, doc.id);
    expect(current.previewUrl).toBe(after.previewUrl);
    expect(await previewFiles(doc.uuid)).toHaveLength(1);
  });

  it('keeps the previous preview when the template fails, records why, and recovers on the next good body', async () => {
    const doc = await createDocument(q, a);
    const good = await waitForPreview(q, a, doc.id);

    await patch(q, a, doc.id, { body: '<h1>{{#if customer}}never closed</h1>' });
    const failed = await waitFor('preview_error', async () => (await documentRow(q.quire.db, doc.id)).preview_error ?? undefined);
    const unclosed = { message: '`{{#if customer}}` opened on line 1 is never closed: add `{{/if}}` where the block ends.', line: 1, column: 5 };
    expect(JSON.parse(failed)).toEqual(unclosed);
    const full = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body;
    expect(full.previewError).toEqual(unclosed);
    expect(full.templateError).toEqual(unclosed);
    const item = await listItem(q, a, doc.id);
    expect(item.previewError).toEqual(unclosed);
    expect(item.previewUrl).toBe(good.previewUrl);
    expect(item.previewUpdatedAt).toBe(good.previewUpdatedAt);
    expect((await download(good.previewUrl!)).status).toBe(200);

    await patch(q, a, doc.id, { body: page('Fixed') });
    const fixed = await waitForPreview(q, a, doc.id, good.previewUrl);
    expect(pngSize((await download(fixed.previewUrl!)).bytes).width).toBe(WIDTH);
    expect((await documentRow(q.quire.db, doc.id)).preview_error).toBeNull();
    const healed = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body;
    expect([healed.previewError, healed.templateError]).toEqual([null, null]);
  });

  it('debits no generation credit for previews', async () => {
    const b = await q.account();
    const remaining = async () => (await q.call('GET', '/v1/me', { token: b.token })).body.usage.generation.remaining;
    const start = await remaining();
    const doc = await createDocument(q, b);
    const first = await waitForPreview(q, b, doc.id);
    await patch(q, b, doc.id, { body: page('Paid nothing') });
    await waitForPreview(q, b, doc.id, first.previewUrl);
    expect(await remaining()).toBe(start);
    const ledger = await q.quire.db.selectFrom('credit_entries').select('id').where('account_id', '=', b.id).where('reason', '=', 'generation').execute();
    expect(ledger).toEqual([]);
  });

  it('refuses to delete a preview through DELETE /v1/generations/file (404), by URL or by path', async () => {
    const doc = await createDocument(q, a);
    const item = await waitForPreview(q, a, doc.id);
    for (const path of [item.previewUrl!, pathOf(q, item.previewUrl!), `/${pathOf(q, item.previewUrl!)}`]) {
      expectError(await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path } }), 404, 'NOT_FOUND');
      expectError(await q.call('DELETE', '/v1/generations/file', { cookie: a.cookie, body: { path } }), 404, 'NOT_FOUND');
    }
    expect((await download(item.previewUrl!)).status).toBe(200);
  });

  it('removes the preview file with its document, even when the client sends an empty JSON body', async () => {
    const doc = await createDocument(q, a);
    const item = await waitForPreview(q, a, doc.id);
    const r = await q.call('DELETE', `/v1/documents/${doc.id}`, { token: a.token, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(204);
    expect((await download(item.previewUrl!)).status).toBe(404);
  });
});
