/**
 * Generate's error paths over HTTP, each with what it must leave behind: no debit for a body
 * that does not compile, exactly one refund for a failure after the debit, the documented
 * headers, and an INTERNAL_ERROR that gives nothing away.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChromiumPool } from '../../src/render/pool.js';
import { SQLITE_ONLY, expectError, keysOf, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, generate, generationRows, ledgerRows, longTable, remaining, waitFor } from './helpers.js';

/**
 * The next render to take a page keeps it until `release()` (a pass-through around the pool's
 * `run`: the render itself is real), so a test can see the queue full without racing Chromium.
 */
function holdFirstRender(q: TestQuire) {
  const pool = (q.quire.deps.renderer as unknown as { pool: ChromiumPool }).pool;
  const run = pool.run.bind(pool);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  pool.run = ((task, opts) =>
    run(async (page, signal) => {
      if (!held) {
        held = true;
        await released;
      }
      return task(page, signal);
    }, opts)) as ChromiumPool['run'];
  return {
    release() {
      delete (pool as Partial<ChromiumPool>).run;
      release();
    },
  };
}

describe.each(SQLITE_ONLY)('generate error paths on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    // One warm page and room for one waiting render: a third at once is RENDER_QUEUE_FULL.
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, RENDER_CONCURRENCY: '1', RENDER_QUEUE_LIMIT: '1', RENDER_MAX_PAGES: '3' });
  });
  beforeEach(async () => {
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  const docWith = (body: string, variables: Record<string, unknown> = {}) => createDocument(q, a, { body, variables, framework: 'NONE', fonts: [] });

  /** The one failed generation of this account, with exactly its debit and its refund. */
  async function expectRefundedOnce(code: string) {
    const rows = await generationRows(q, a.id);
    expect(rows.map((g) => [g.status, g.error_code])).toEqual([['failed', code]]);
    const entries = (await ledgerRows(q, a.id)).filter((e) => e.generation_id === rows[0]!.id);
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['generation', -1],
      ['refund', 1],
    ]);
  }

  // First in the file: previews held back by QUIET_PREVIEWS must not take the page meanwhile.
  it('no room in the render queue: 503 RENDER_QUEUE_FULL with Retry-After: 1, credit refunded once', async () => {
    const other = await q.account(undefined, { signIn: false });
    const heavy = await createDocument(q, other, { body: longTable(6000), framework: 'NONE', fonts: [], variables: {} });
    const small = await docWith('<p>small</p>');
    // The first heavy render keeps the page until the small one has its answer: however fast
    // the machine, the second heavy one waits in the queue's one place meanwhile.
    const hold = holdFirstRender(q);
    const running = [generate(q, other, heavy.uuid, {}), generate(q, other, heavy.uuid, {})];
    await waitFor(
      'one heavy render on the page and one waiting',
      () => {
        const h = q.quire.deps.renderer.health();
        return h.active === 1 && h.queue === 1;
      },
      30_000,
    );
    const before = await remaining(q, a);
    const r = await generate(q, a, small.uuid, {});
    hold.release();
    expectError(r, 503, 'RENDER_QUEUE_FULL');
    expect(r.headers.get('retry-after')).toBe('1');
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('RENDER_QUEUE_FULL');
    // Both heavy ones ran (and are over this instance's page limit).
    expect((await Promise.all(running)).map((x) => x.body.error)).toEqual(['RENDER_LIMIT_EXCEEDED', 'RENDER_LIMIT_EXCEEDED']);
  });

  it('a body that does not compile: 422 TEMPLATE_ERROR with the saved sentence and position, no credit taken', async () => {
    const doc = await docWith('<h1>Invoice</h1>\n<table>\n  {{#each items}}<tr><td>{{name}}</td></tr>\n</table>');
    const saved = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body.templateError;
    expect(saved).toEqual({ message: '`{{#each items}}` opened on line 3 is never closed: add `{{/each}}` where the block ends.', line: 3, column: 3 });
    const before = await remaining(q, a);
    const ledgerBefore = await ledgerRows(q, a.id);
    const r = await generate(q, a, doc.uuid, { items: [] });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ error: 'TEMPLATE_ERROR', message: `The template could not be rendered: ${saved.message}`, templateError: saved });
    expect(await remaining(q, a)).toBe(before);
    expect(await generationRows(q, a.id)).toEqual([]);
    expect(await ledgerRows(q, a.id)).toEqual(ledgerBefore);
  });

  it('a helper that fails on its input: 422 naming the helper, the argument and the line, credit refunded once', async () => {
    const doc = await docWith('<p>Invoice</p>\n<p>Total: {{formatCurrency total currency}}</p>');
    const before = await remaining(q, a);
    const r = await generate(q, a, doc.uuid, { total: 12.5, currency: 'EURO' });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      error: 'TEMPLATE_ERROR',
      message:
        'The template could not be rendered: `formatCurrency` on line 2: argument 2, the currency, is "EURO": use an ISO 4217 code such as "EUR" or "USD".',
      templateError: {
        message: '`formatCurrency` on line 2: argument 2, the currency, is "EURO": use an ISO 4217 code such as "EUR" or "USD".',
        line: 2,
        column: 11,
        helper: 'formatCurrency',
      },
    });
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('TEMPLATE_ERROR');
    const de = await generate(q, a, doc.uuid, { total: 'zwölf', currency: 'EUR' });
    expect(de.body.templateError).toMatchObject({
      helper: 'formatCurrency',
      line: 2,
      message: '`formatCurrency` on line 2: argument 1 is "zwölf", not a number.',
    });
  });

  it('more pages than RENDER_MAX_PAGES: 422 RENDER_LIMIT_EXCEEDED, credit refunded once', async () => {
    const doc = await docWith('{{#each pages}}<div style="break-after:page">page {{this}}</div>{{/each}}');
    const before = await remaining(q, a);
    const r = await generate(q, a, doc.uuid, { pages: [1, 2, 3, 4, 5] });
    expectError(r, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(r.headers.get('retry-after')).toBeNull();
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('RENDER_LIMIT_EXCEEDED');
  });

  it('non-object variables on REST generate: 400 VALIDATION_ERROR naming variables, no credit taken', async () => {
    const doc = await docWith('<p>{{x}}</p>');
    const before = await remaining(q, a);
    for (const variables of [[1, 2], 'x=1', 5, null, true]) {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message, JSON.stringify(variables)).toMatch(/^The request is invalid: variables: /);
    }
    expect(await remaining(q, a)).toBe(before);
    expect(await generationRows(q, a.id)).toEqual([]);
  });

  it('an unexpected failure: 500 INTERNAL_ERROR with the request id and nothing of the internals', async () => {
    // A table gone from under the server: the SQL error is real, and must not reach the caller.
    await sql`alter table folders rename to folders_away`.execute(q.quire.db);
    let r: Awaited<ReturnType<typeof q.call>>;
    try {
      r = await q.call('GET', '/v1/folders', { token: a.token });
    } finally {
      await sql`alter table folders_away rename to folders`.execute(q.quire.db);
    }
    expect(r.status).toBe(500);
    expect(keysOf(r.body)).toEqual(['error', 'message']);
    expect(r.body.error).toBe('INTERNAL_ERROR');
    expect(r.body.message).toMatch(/^An unexpected error occurred \(request [0-9a-f-]{36}\)\. It is safe to retry once\.$/);
    expect(r.body.message).not.toMatch(/folders|table|relation|sql|select/i);
    expect((await q.call('GET', '/v1/folders', { token: a.token })).status).toBe(200);
  });
});
