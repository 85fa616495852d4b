import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, generate, generationRows, remaining, setCredits, waitFor } from '../generation/helpers.js';

/** 2 KB of nested loops: 125 million iterations, minutes of Handlebars on one thread. */
const LOOPS = '{{#each a}}{{#each ../a}}{{#each ../../a}}{{/each}}{{/each}}{{/each}}';
/** The same with 1 KB of text inside: 125 GB of output, past the 10 MB limit within 10,000 iterations. */
const LOOPS_WITH_TEXT = `{{#each a}}{{#each ../a}}{{#each ../../a}}<p>${'some text in the loop '.repeat(46)}</p>{{/each}}{{/each}}{{/each}}`;
const A = { a: Array.from({ length: 500 }, (_, i) => i) };
const TEMPLATE_TIMEOUT_MS = 3000;

describe.each(SQLITE_ONLY)('template expansion cannot freeze the node (%s)', (dialect) => {
  let q: TestQuire;
  let attacker: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    q = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '100', TEMPLATE_TIMEOUT_MS: String(TEMPLATE_TIMEOUT_MS) });
    [attacker, other] = await Promise.all([q.account(undefined, { signIn: false }), q.account(undefined, { signIn: false })]);
  });
  afterAll(() => q?.close());

  it('keeps /health and other accounts answering while the loops run; the request gets 422 and its credit back', async () => {
    const doc = await createDocument(q, attacker, { body: LOOPS, variables: {} });
    const before = await remaining(q, attacker);
    let done = false;
    const attack = generate(q, attacker, doc.uuid, A).finally(() => (done = true));
    const answered: number[] = [];
    // Sequential probes for as long as the attack runs: each must answer, and many do.
    while (!done) {
      const t = performance.now();
      const [health, list] = await Promise.all([q.call('GET', '/health'), q.call('GET', '/v1/documents', { token: other.token })]);
      answered.push(performance.now() - t);
      expect(health.status).toBe(200);
      expect(list.status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
    }
    const r = await attack;
    expectError(r, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(r.body.message).toBe(`The rendered document exceeds a limit: expanding the template took longer than ${TEMPLATE_TIMEOUT_MS} ms`);
    // The deadline is 3 s and probes run every 50 ms: a frozen node would have answered none in time.
    expect(answered.length).toBeGreaterThanOrEqual(5);
    console.log(`probes during the attack: ${answered.length}, slowest ${Math.max(...answered).toFixed(1)} ms`);
    expect(await remaining(q, attacker)).toBe(before);
    const [row] = await generationRows(q, attacker.id);
    expect(row).toMatchObject({ status: 'failed', error_code: 'RENDER_LIMIT_EXCEEDED' });
  });

  it('stops output growth at the limit, not after it (422, refunded), and the node renders again', async () => {
    const doc = await createDocument(q, attacker, { body: LOOPS_WITH_TEXT, variables: {} });
    const before = await remaining(q, attacker);
    const r = await generate(q, attacker, doc.uuid, A);
    expectError(r, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(r.body.message).toBe('The rendered document exceeds a limit: the template expands to more than 10485760 bytes of HTML');
    expect(await remaining(q, attacker)).toBe(before);
    const ok = await createDocument(q, other, { body: '<h1>{{n}}</h1>', variables: {} });
    expect((await generate(q, other, ok.uuid, { n: 1 })).status).toBe(200);
  });

  it('fails a preview job the same way from an account with no credits, and records why', async () => {
    await setCredits(q, attacker, 0);
    const created = await q.call('POST', '/v1/documents', { token: attacker.token, body: { name: 'loops' } });
    expect(created.status).toBe(201);
    const patched = await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: attacker.token, body: { body: LOOPS_WITH_TEXT, variables: A } });
    expect(patched.status).toBe(200);
    const renders = q.quire.previews.stats().renders;
    const error = await waitFor(
      'preview_error',
      async () => (await q.quire.db.selectFrom('documents').select('preview_error').where('id', '=', created.body.id).executeTakeFirstOrThrow()).preview_error,
      30_000,
    );
    // preview_error holds the document's previewError as JSON (migration 007).
    expect(JSON.parse(error!)).toEqual({
      message: 'RENDER_LIMIT_EXCEEDED: The rendered document exceeds a limit: the template expands to more than 10485760 bytes of HTML',
      line: null,
      column: null,
    });
    expect(q.quire.previews.stats().renders).toBeGreaterThan(renders);
    expect(await remaining(q, attacker)).toBe(0);
  });
});
