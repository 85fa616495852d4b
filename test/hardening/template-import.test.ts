/**
 * Importing a template (POST /v1/documents/import) takes the same checks as saving one (issue
 * 36): bundled asset names are held to the name rule (an import stored `../../etc/passwd` and
 * `__proto__` before), refused with 400 before anything is written; a hostile body is checked off
 * the event loop under a render's limits, so the import answers while /health, asked by a
 * second client, answers in under a second. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../support/assets.js';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { expectRefusedForFree, whileProbing } from './probe.js';

/** 5,000 nested `{{#if}}` (80 KB): minutes of Handlebars' parser and compiler on one thread. */
const DEEP_IFS = `${'{{#if x}}'.repeat(5000)}deep${'{{/if}}'.repeat(5000)}`;

const bundle = (body: string, assets: { name: string; data: Buffer }[] = []) => ({
  format: 'quire.document',
  formatVersion: 1,
  document: { name: 'Imported', body, variables: {} },
  assets: assets.map((a) => ({ name: a.name, kind: 'image', contentType: 'image/png', data: a.data.toString('base64') })),
});

describe.each(SQLITE_ONLY)('template import (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  const rows = async (table: 'documents' | 'assets') => (await q.quire.db.selectFrom(table).select('id').where('account_id', '=', a.id).execute()).length;

  beforeAll(async () => {
    q = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '60000', TEMPLATE_TIMEOUT_MS: '2500' });
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('refuses bundled assets named ../../etc/passwd or __proto__ with 400 naming the asset; nothing is written', async () => {
    for (const [name, rule] of [
      ['../../etc/passwd', 'must not contain / or \\'],
      ['__proto__', 'is a reserved name (__proto__)'],
    ]) {
      const r = await q.call('POST', '/v1/documents/import', {
        token: a.token,
        body: bundle(`<img src="{{asset "${name}"}}">`, [
          { name: 'fine.png', data: makePng(2, 2) },
          { name, data: makePng(3, 3) },
        ]),
      });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toContain(`assets.${name}: ${rule}`);
    }
    expect(await rows('assets')).toBe(0);
    expect(await rows('documents')).toBe(0);
  });

  it('a bundle with a 5,000-deep {{#if}} body answers within bounds, /health under 1 s meanwhile; generating it costs nothing', async () => {
    const { reply } = await whileProbing(q, () => q.call('POST', '/v1/documents/import', { token: a.token, body: bundle(DEEP_IFS) }));
    // Saved as work in progress, with the problem named, like a create.
    expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(201);
    expect(reply.body.templateError).toMatchObject({ message: expect.any(String), line: expect.any(Number), column: expect.any(Number) });
    await expectRefusedForFree(q, a, reply.body.uuid);
  });
});
