import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useQuireSuite } from '../support/use-quire.js';
import { createDocument, download, remaining, setCredits } from '../generation/helpers.js';
import { allItems, inspect, settled } from './support.js';

/** A batch renders one version of its document: the one asked for, or the one published when it was accepted. */
describe.each(DIALECTS)('batches and template versions (%s)', (dialect) => {
  const { q, a } = useQuireSuite(dialect, { env: QUIET_PREVIEWS, signIn: false });

  beforeAll(async () => {
    await setCredits(q, a, 100);
  }, 120_000);

  const texts = async (batchId: string) => {
    const items = await allItems(q, a, batchId);
    return Promise.all(items.map(async (i) => (await inspect((await download(i.url!)).bytes, 'pdf')).text!.trim()));
  };

  it('renders version n when asked, the published version by default, and refuses an unknown version before reserving', async () => {
    const doc = await createDocument(q, a, { body: '<p>First wording {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
    const changed = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: '<p>Second wording {{n}}</p>' } });
    expect(changed.body.publishedVersion).toBe(2);
    const items = [{ variables: { n: 1 } }, { variables: { n: 2 } }];

    const pinned = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items, version: 1 } });
    expect(pinned.status).toBe(202);
    expect((await settled(q, a, pinned.body.id)).status).toBe('completed');
    expect(await texts(pinned.body.id)).toEqual(['First wording 1', 'First wording 2']);

    const current = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items } });
    expect((await settled(q, a, current.body.id)).status).toBe('completed');
    expect(await texts(current.body.id)).toEqual(['Second wording 1', 'Second wording 2']);

    const before = await remaining(q, a);
    const unknown = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items, version: 9 } });
    expectError(unknown, 404, 'NOT_FOUND');
    expect(await remaining(q, a)).toBe(before);
  });
});
