import { describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, startTestQuire } from '../support/quire.js';
import { createDocument, generationRows, remaining, setCredits, waitFor } from '../generation/helpers.js';
import { allItems, settled } from './support.js';

describe.each(DIALECTS)('a batch across a restart (%s)', (dialect) => {
  it('the process stops mid-batch; the next one resumes it from the rows: every item once, one credit each', async () => {
    let q = await startTestQuire(dialect, QUIET_PREVIEWS);
    try {
      const a = await q.account(undefined, { signIn: false });
      await setCredits(q, a, 200);
      const doc = await createDocument(q, a, { body: '<p>Item {{n}}</p>', framework: 'NONE', fonts: [], variables: {} });
      const r = await q.call('POST', '/v1/batches', {
        token: a.token,
        body: { documentId: doc.uuid, items: Array.from({ length: 80 }, (_, n) => ({ variables: { n } })) },
      });
      expect(r.status).toBe(202);
      await waitFor('some progress', async () => (await q.call('GET', `/v1/batches/${r.body.id}`, { token: a.token })).body.done >= 3 || null, 120_000);
      await q.stop();
      q = await startTestQuire(dialect, QUIET_PREVIEWS, { reuse: q });
      const b = await settled(q, a, r.body.id);
      expect(b).toMatchObject({ status: 'completed', done: 80, failed: 0 });
      expect((await allItems(q, a, r.body.id)).every((i) => i.status === 'done')).toBe(true);
      const gens = await generationRows(q, a.id);
      expect(gens.filter((g) => g.status === 'succeeded')).toHaveLength(80);
      expect(await remaining(q, a)).toBe(120);
    } finally {
      await q.close();
    }
  }, 300_000);
});
