import { describe, expect, it } from 'vitest';
import { isQuireError } from '@quire/client';
import { fetchPdf } from '../support/pdf.js';
import { useClientQuire } from './use-client.js';

/**
 * The generated client's calls and their answers' shapes: SQLite only. The versions, publishing
 * and transfer behaviour behind them runs on both databases (test/versions/).
 */
describe.each(['sqlite'] as const)('@quire/client: versions, publish, restore, duplicate, export and import on %s', (dialect) => {
  const { quire } = useClientQuire(dialect);

  it('publishes a manual draft, lists and restores versions, renders a pinned one, and copies documents', async () => {
    const doc = await quire.documents.create({ name: 'Quote', framework: 'NONE', body: '<p>Quote A</p>', publishing: 'manual' });
    await quire.documents.update(doc.id, { body: '<p>Quote B</p>' });
    expect(await quire.documents.publish(doc.id, 'B is out')).toMatchObject({ publishedVersion: 2, draftChanged: false });
    const { versions } = await quire.versions.list(doc.id);
    expect(versions.map((v) => [v.number, v.note, v.published])).toEqual([
      [2, 'B is out', true],
      [1, null, false],
    ]);
    expect((await quire.versions.get(doc.id, 1)).snapshot.body).toBe('<p>Quote A</p>');
    const pinned = await quire.generate({ documentId: doc.uuid, version: 1 });
    expect((await fetchPdf(pinned.url)).text).toContain('Quote A');
    expect(await quire.versions.restore(doc.id, 1)).toMatchObject({ body: '<p>Quote A</p>', draftChanged: true });

    const copy = await quire.documents.duplicate(doc.id, 'Quote copy');
    expect(copy).toMatchObject({ name: 'Quote copy', body: '<p>Quote B</p>', publishedVersion: 1 });
    const bundle = await quire.documents.export(doc.id);
    const imported = await quire.documents.import(bundle);
    expect(imported).toMatchObject({ name: 'Quote', body: '<p>Quote B</p>', publishing: 'manual' });

    const missing = await quire.versions.get(doc.id, 9).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isQuireError(missing) && missing.error).toBe('NOT_FOUND');
  });
});
