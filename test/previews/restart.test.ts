import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { DIALECTS, startTestQuire, type TestQuire } from '../support/quire.js';
import { waitFor } from '../support/wait.js';
import { createDocument, documentRow, download, pngSize, waitForPreview } from './support.js';

/** The database of a stopped instance, opened the way Quire opens it. */
const openDb = (q: TestQuire) =>
  openDatabase(q.databaseUrl ? { dialect: 'postgres', url: q.databaseUrl } : { dialect: 'sqlite', file: path.join(q.dataDir, 'quire.db') });

describe.each(DIALECTS)('document previews across a restart on %s', (dialect) => {
  let q: TestQuire | undefined;
  afterEach(async () => {
    await q?.close();
    q = undefined;
  });

  it('renders, after start, every document whose preview is older than its last render change', async () => {
    // A long debounce: the second document's job is still waiting when the instance stops.
    const first = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '2000' });
    q = first;
    const a = await first.account();
    const edited = await createDocument(first, a, { name: 'Edited while stopped' });
    const before = await waitForPreview(first, a, edited.id);
    const neverRendered = await createDocument(first, a, { name: 'Stopped before its preview' });
    await first.stop();
    expect(first.quire.previews.stats().renders).toBe(1);

    // As if the process died between a PATCH and its preview job.
    const db = openDb(first);
    const changedAt = new Date().toISOString();
    await db
      .updateTable('documents')
      .set({ body: '<h1 style="font-size:90px">Second version</h1>', render_changed_at: changedAt })
      .where('id', '=', edited.id)
      .execute();
    expect((await documentRow(db, neverRendered.id)).preview_path).toBeNull();
    await db.destroy();

    q = await startTestQuire(dialect, {}, { reuse: first });
    // Another port, so other URLs for the same stored paths.
    const oldUrl = q.quire.deps.storage.publicUrl(first.quire.deps.storage.pathFromUrl(before.previewUrl!)!);
    const after = await waitForPreview(q, a, edited.id, oldUrl);
    expect(after.previewUpdatedAt! >= changedAt).toBe(true);
    const fresh = await waitForPreview(q, a, neverRendered.id);
    for (const item of [after, fresh]) {
      const png = await download(item.previewUrl!);
      expect(png.type).toBe('image/png');
      expect(pngSize(png.bytes).width).toBe(600); // PREVIEW_WIDTH's default
    }
    expect((await download(oldUrl)).status).toBe(404); // the replaced preview is deleted
  });

  it(`keeps preview jobs ${dialect === 'postgres' ? 'in the pg-boss queue of the database' : 'in memory, with no queue tables'}`, async () => {
    q = await startTestQuire(dialect);
    const a = await q.account();
    const doc = await createDocument(q, a);
    await waitForPreview(q, a, doc.id);
    if (dialect === 'postgres') {
      const queue = await sql<{ policy: string }>`select policy from pgboss.queue where name = 'document-preview'`.execute(q.quire.db);
      expect(queue.rows).toEqual([{ policy: 'short' }]);
      // The preview is saved before the worker tells pg-boss the job is done: the row follows.
      const db = q.quire.db;
      const completed = await waitFor('the preview job completed in pgboss.job', async () => {
        const jobs = await sql<{ state: string; data: unknown }>`
          select state, data from pgboss.job where name = 'document-preview' and singleton_key = ${String(doc.id)}`.execute(db);
        return jobs.rows.find((j) => j.state === 'completed');
      });
      expect(completed.data).toEqual({ accountId: a.id, documentId: doc.id });
    } else {
      const tables = await q.quire.db.introspection.getTables();
      expect(tables.map((t) => t.name).filter((n) => /job|boss|queue/i.test(n))).toEqual([]);
    }
  });
});
