import { beforeAll, describe, expect, it } from 'vitest';
import { generationsRepo } from '../../src/modules/generation/repo.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, generationRows, ledgerRows, type Doc } from './helpers.js';

/**
 * PostgreSQL's one-statement debit (credits' debitInOneStatement with the generation's pending
 * row), run on the real server: what it takes, in which order, and when it leaves the decision
 * to the transaction (a new period, no credit left).
 */
describe('the one-statement debit on postgres', () => {
  const { q, a } = useTestQuire('postgres');
  let doc: Doc;
  const debit = () =>
    generationsRepo(q.quire.db).insertPendingDebited({
      accountId: a.id,
      documentId: doc.id,
      documentUuid: doc.uuid,
      apiKeyId: null,
      actor: 'api_key',
      path: `client/${a.id}/generated/${doc.uuid}/${Math.random().toString(36).slice(2)}.pdf`,
      ownerNode: null,
      documentVersion: 0,
    });
  const balance = () =>
    q.quire.db.selectFrom('credit_balances').selectAll().where('account_id', '=', a.id).where('kind', '=', 'generation').executeTakeFirstOrThrow();

  beforeAll(async () => {
    doc = await createDocument(q, a, { body: '<p>{{n}}</p>', framework: 'NONE' });
    await q.quire.services.credits.setPlan(a.id, { generation: 2, ai: 0 });
    await q.quire.services.credits.topUp(a.id, { generation: 1 });
  });

  it('takes the grant, then the top-up, each with its pending row and ledger entry; then nothing', async () => {
    const ids = [await debit(), await debit(), await debit()];
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    expect(await debit()).toBeNull();

    const rows = await generationRows(q, a.id);
    expect(rows.map((g) => [g.id, g.status, g.credit_source, g.document_uuid, g.test])).toEqual(
      ids.map((id, i) => [id, 'pending', i < 2 ? 'grant' : 'topup', doc.uuid, 0]),
    );
    const entries = (await ledgerRows(q, a.id)).filter((e) => e.reason === 'generation');
    expect(entries.map((e) => [e.generation_id, e.source, e.amount])).toEqual(ids.map((id, i) => [id, i < 2 ? 'grant' : 'topup', -1]));
    expect(await balance()).toMatchObject({ monthly_grant: 2, grant_used: 2, topup_balance: 0, topup_used: 1 });
  });

  it('takes nothing once the period has ended: the transaction starts the new one', async () => {
    await q.quire.services.credits.topUp(a.id, { generation: 1 });
    await q.quire.db
      .updateTable('credit_balances')
      .set({ grant_used: 0, period_start: '2020-01-01T00:00:00.000Z', period_end: '2020-02-01T00:00:00.000Z' })
      .where('account_id', '=', a.id)
      .where('kind', '=', 'generation')
      .execute();
    const before = (await generationRows(q, a.id)).length;
    expect(await debit()).toBeNull();
    expect(await generationRows(q, a.id)).toHaveLength(before);
    expect(await balance()).toMatchObject({ grant_used: 0, topup_balance: 1, period_end: '2020-02-01T00:00:00.000Z' });
  });
});
