import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, keysOf } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, filesUnder, generate, generationRows, ledgerRows, remaining, setCredits, type Doc } from './helpers.js';

/** Every refusal of POST /v1/generate costs nothing: no credit, no generation row, no file. */
describe.each(DIALECTS)('POST /v1/generate refusals on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect);
  let doc: Doc;
  beforeAll(async () => {
    doc = await createDocument(q, a);
  });

  async function expectNothingSpent(before: number) {
    expect(await remaining(q, a)).toBe(before);
    expect(await generationRows(q, a.id)).toEqual([]);
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(a.id), 'generated'))).toEqual([]);
  }

  it.each([
    ['missing', {}],
    ['"abc"', { documentId: 'abc' }],
    ['the number 5', { documentId: 5 }],
    ['the string "5"', { documentId: '5' }],
    ['an empty string', { documentId: '' }],
    ['null', { documentId: null }],
    ['a uuid with trailing text', { documentId: `${randomUUID()}x` }],
  ])('400 invalid_document_id for a documentId that is %s', async (_, body) => {
    const before = await remaining(q, a);
    expectError(await q.call('POST', '/v1/generate', { token: a.token, body }), 400, 'invalid_document_id');
    await expectNothingSpent(before);
  });

  it('400 invalid_document_id when the request has no body at all', async () => {
    expectError(await q.call('POST', '/v1/generate', { token: a.token }), 400, 'invalid_document_id');
  });

  it('400 invalid_document_id for the numeric id of an existing document', async () => {
    expectError(await generate(q, a, doc.id), 400, 'invalid_document_id');
    expectError(await generate(q, a, String(doc.id)), 400, 'invalid_document_id');
  });

  it('404 NOT_FOUND for an unknown uuid and for a document of another account', async () => {
    const before = await remaining(q, a);
    expectError(await generate(q, a, randomUUID()), 404, 'NOT_FOUND');
    const other = await q.account();
    const theirs = await createDocument(q, other);
    expectError(await generate(q, a, theirs.uuid), 404, 'NOT_FOUND');
    await expectNothingSpent(before);
  });

  it('401 UNAUTHORIZED without a token, and with an unknown one', async () => {
    expectError(await q.call('POST', '/v1/generate', { body: { documentId: doc.uuid } }), 401, 'UNAUTHORIZED');
    expectError(await q.call('POST', '/v1/generate', { token: 'tk_live_nope', body: { documentId: doc.uuid } }), 401, 'UNAUTHORIZED');
  });

  it('402 quota_exceeded with type generation when no credit remains, writing nothing', async () => {
    const broke = await q.account();
    const mine = await createDocument(q, broke);
    await setCredits(q, broke, 0);
    expect(await remaining(q, broke)).toBe(0);
    const ledgerBefore = await ledgerRows(q, broke.id);

    const r = await generate(q, broke, mine.uuid);
    expect(r.status).toBe(402);
    expect(keysOf(r.body)).toEqual(['error', 'message', 'renewsAt', 'type']);
    const periodEnd = (await q.call('GET', '/v1/me', { token: broke.token })).body.usage.generation.periodEnd;
    expect(r.body).toMatchObject({ error: 'quota_exceeded', type: 'generation', renewsAt: periodEnd });
    expect(r.body.message).toBe(
      `No generation credits remain for this account. The monthly grant renews on ${periodEnd.slice(0, 10)} (UTC); top-ups never expire and can be added at any time.`,
    );

    expect(await remaining(q, broke)).toBe(0);
    expect(await generationRows(q, broke.id)).toEqual([]);
    expect(await ledgerRows(q, broke.id)).toEqual(ledgerBefore);
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(broke.id), 'generated'))).toEqual([]);
  });

  // The debit comes before the render: an account without credits never reaches the template.
  it('402 quota_exceeded for a template that would fail at render time, writing nothing', async () => {
    const broke = await q.account();
    const mine = await createDocument(q, broke, { body: '<p>{{formatCurrency amount "EUR"}}</p>' });
    await setCredits(q, broke, 0);
    for (let i = 0; i < 3; i++) {
      const r = await generate(q, broke, mine.uuid, { amount: 'zwölf' });
      expect([r.status, r.body.error]).toEqual([402, 'quota_exceeded']);
    }
    expect(await remaining(q, broke)).toBe(0);
    expect(await generationRows(q, broke.id)).toEqual([]);
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(broke.id), 'generated'))).toEqual([]);
    // With a credit, the same request is the template's 422, refunded.
    await setCredits(q, broke, 1);
    const failed = await generate(q, broke, mine.uuid, { amount: 'zwölf' });
    expect([failed.status, failed.body.error]).toEqual([422, 'TEMPLATE_ERROR']);
    expect(await remaining(q, broke)).toBe(1);
  });
});
