import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, generate, ledgerRows, type Doc } from './helpers.js';

/** The monthly grant is spent before top-ups, and a new month gives the grant back. */
describe.each(DIALECTS)('credit buckets on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect);
  let doc: Doc;
  const usage = async () => (await q.call('GET', '/v1/me', { token: a.token })).body.usage.generation;
  /** Moves the account's current period one month back, as if the month had just ended. */
  const endThePeriod = () =>
    q.quire.db
      .updateTable('credit_balances')
      .set({ period_start: '2020-01-01T00:00:00.000Z', period_end: '2020-02-01T00:00:00.000Z' })
      .where('account_id', '=', a.id)
      .where('kind', '=', 'generation')
      .execute();

  beforeAll(async () => {
    doc = await createDocument(q, a, { body: '<p>{{n}}</p>', framework: 'NONE' });
    await q.quire.services.credits.setPlan(a.id, { generation: 2, ai: 0 });
    await q.quire.services.credits.topUp(a.id, { generation: 1 });
  });

  it('spends the grant first, then the top-up, then answers 402', async () => {
    expect(await usage()).toMatchObject({ used: 0, included: 2, topUp: 1, remaining: 3 });
    for (let i = 0; i < 2; i++) expect((await generate(q, a, doc.uuid, { n: i })).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 2, included: 2, topUp: 1, remaining: 1 });
    expect((await generate(q, a, doc.uuid, { n: 3 })).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 3, included: 2, topUp: 0, remaining: 0 });
    expect((await generate(q, a, doc.uuid, { n: 4 })).status).toBe(402);
    const debits = (await ledgerRows(q, a.id)).filter((e) => e.reason === 'generation');
    expect(debits.map((e) => [e.source, e.amount])).toEqual([
      ['grant', -1],
      ['grant', -1],
      ['topup', -1],
    ]);
  });

  it('gives the grant back when a new month starts, and spends it before a new top-up', async () => {
    await endThePeriod();
    await q.quire.services.credits.topUp(a.id, { generation: 5 });
    const fresh = await usage();
    expect(fresh).toMatchObject({ used: 0, included: 2, topUp: 5, remaining: 7 });
    expect(new Date(fresh.periodStart).getUTCDate()).toBe(1);
    expect(Date.parse(fresh.periodEnd)).toBeGreaterThan(Date.now());

    await endThePeriod(); // the month ends again before the next call: the call itself rolls it over
    expect((await generate(q, a, doc.uuid, { n: 5 })).status).toBe(200);
    expect(await usage()).toMatchObject({ used: 1, included: 2, topUp: 5, remaining: 6 });
    expect((await ledgerRows(q, a.id)).at(-1)).toMatchObject({ reason: 'generation', source: 'grant', amount: -1 });
  });
});
