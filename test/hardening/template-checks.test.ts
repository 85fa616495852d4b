import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, generate, remaining, waitFor } from '../generation/helpers.js';
import { mayParseInline } from '../../src/render/template-bound.js';
import { TemplatePool } from '../../src/render/template-pool.js';
import { expectAlive, expectRefusedForFree, whileProbing } from './probe.js';

/** 5,000 nested `{{#if}}` (80 KB): minutes of Handlebars' parser and compiler on one thread. */
const DEEP_IFS = `${'{{#if x}}'.repeat(5000)}deep${'{{/if}}'.repeat(5000)}`;
/** 1 MB of `{{a}}`: compiling it took the heap of the node past its limit (a crash). */
const MANY_VALUES = '{{a}}'.repeat(200_000);
/** 2 KB of nested loops that keep a template worker busy until its time limit. */
const LOOPS = '{{#each a}}{{#each ../a}}{{#each ../../a}}{{/each}}{{/each}}{{/each}}';
const A = { a: Array.from({ length: 500 }, (_, i) => i) };
const TEMPLATE_TIMEOUT_MS = 2500;

describe.each(SQLITE_ONLY)('template checks at save run off the event loop, under a render’s limits (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;

  beforeAll(async () => {
    // One template worker: the loaded-node test below queues a task behind a busy one.
    q = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '60000', TEMPLATE_WORKERS: '1', TEMPLATE_TIMEOUT_MS: String(TEMPLATE_TIMEOUT_MS) });
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('a 5,000-deep {{#if}} body (80 KB) is saved with a templateError; /health answers meanwhile', async () => {
    expect(Buffer.byteLength(DEEP_IFS)).toBeGreaterThan(79_000);
    const { reply } = await whileProbing(q, () => q.call('POST', '/v1/documents', { token: a.token, body: { name: 'deep', body: DEEP_IFS } }));
    expect(reply.status).toBe(201);
    expect(reply.body.templateError).toMatchObject({ message: expect.any(String), line: expect.any(Number), column: expect.any(Number) });
    // PATCH checks the same way; generating it is refused before any credit is spent.
    const patched = await whileProbing(q, () =>
      q.call('PATCH', `/v1/documents/${reply.body.id}`, { token: a.token, body: { body: `${DEEP_IFS}<!-- again -->` } }),
    );
    expect(patched.reply.status).toBe(200);
    expect(patched.reply.body.templateError).not.toBeNull();
    await expectRefusedForFree(q, a, reply.body.uuid);
  });

  it('1 MB of {{a}} x 200,000 is saved with a templateError naming the limit it crossed; the node lives on', async () => {
    const { reply } = await whileProbing(q, () => q.call('POST', '/v1/documents', { token: a.token, body: { name: 'wide', body: MANY_VALUES } }));
    expect(reply.status).toBe(201);
    expect(reply.body.templateError.message).toMatch(
      /^Checking this template crossed a render limit: (expanding the template took longer than 2500 ms|expanding the template needed more than 256 MB of memory)/,
    );
    expect(reply.body.templateError).toMatchObject({ line: 1, column: 1 });
    await expectAlive(q, a.token);
  });

  it('a restored version and a partial’s users are checked off the event loop too', async () => {
    const doc = await createDocument(q, a, { name: 'versions', body: '<p>one</p>', variables: {} });
    const hostile = `{{> letterhead}}${DEEP_IFS}`;
    expect((await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: hostile } })).status).toBe(200);
    expect((await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { body: '<p>three</p>' } })).status).toBe(200);
    const versions = await q.call('GET', `/v1/documents/${doc.id}/versions`, { token: a.token });
    const hostileVersion = versions.body.versions.find((v: { number: number }) => v.number === 2) ?? versions.body.versions[1];
    const restored = await whileProbing(q, () =>
      q.call('POST', `/v1/documents/${doc.id}/versions/${hostileVersion.number}/restore`, { token: a.token, body: {} }),
    );
    expect(restored.reply.status).toBe(200);
    expect(restored.reply.body.templateError).not.toBeNull();
    // The partial's page lists the documents that include it: their bodies are read without
    // Handlebars' parser, however large or deep.
    const partial = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'letterhead', kind: 'partial', body: '<h1>Co.</h1>' } });
    expect(partial.status).toBe(201);
    await createDocument(q, a, { name: 'includes it', body: `{{> letterhead}}${MANY_VALUES.slice(0, 900_000)}`, variables: {} });
    const page = await whileProbing(q, () => q.call('GET', `/v1/documents/${partial.body.id}`, { token: a.token }));
    expect(page.reply.status).toBe(200);
    expect(page.reply.body.usedBy.map((u: { name: string }) => u.name).sort()).toEqual(['includes it', 'versions']);
  });

  it('a small template with partials waiting behind a busy worker still renders: its time counts from when a worker takes it', async () => {
    await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'sig', kind: 'partial', body: '<p>Signed, {{who}}</p>' } });
    const small = await createDocument(q, a, { name: 'with partial', body: '<h1>Letter</h1>{{> sig}}', variables: {} });
    const loops = await createDocument(q, a, { name: 'loops', body: LOOPS, variables: {} });
    // The loops hold the only template worker for the whole time limit; the small template
    // waits about that long for it, which the old wall-clock deadline counted against it.
    const busy = generate(q, a, loops.uuid, A);
    await new Promise((r) => setTimeout(r, 300));
    const legit = await generate(q, a, small.uuid, { who: 'Ada' });
    expect(legit.status).toBe(200);
    expectError(await busy, 422, 'RENDER_LIMIT_EXCEEDED');
  });
});

describe('a template task that no worker takes in time answers 503 with Retry-After', () => {
  let q: TestQuire;
  let a: TestAccount;

  beforeAll(async () => {
    q = await startTestQuire('sqlite', {
      PREVIEW_DEBOUNCE_MS: '60000',
      TEMPLATE_WORKERS: '1',
      TEMPLATE_TIMEOUT_MS: '3000',
      TEMPLATE_QUEUE_TIMEOUT_MS: '300',
    });
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('503 SERVICE_UNAVAILABLE, Retry-After, the credit back; then the node renders again', async () => {
    await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'sig', kind: 'partial', body: '<p>Signed</p>' } });
    const small = await createDocument(q, a, { name: 'with partial', body: '<h1>Letter</h1>{{> sig}}', variables: {} });
    const loops = await createDocument(q, a, { name: 'loops', body: LOOPS, variables: {} });
    // The worker thread started (starting one counts as waiting: it is not the template's time).
    await waitFor('a template worker', async () => ((await generate(q, a, small.uuid, {})).status === 200 ? true : null), 60_000);
    const before = await remaining(q, a);
    const busy = generate(q, a, loops.uuid, A);
    await new Promise((r) => setTimeout(r, 300));
    const queued = await generate(q, a, small.uuid, {});
    expectError(queued, 503, 'SERVICE_UNAVAILABLE');
    expect(Number(queued.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expectError(await busy, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(await remaining(q, a)).toBe(before);
    // The worker the loops held was terminated; its replacement renders again.
    await waitFor('a render after the worker was replaced', async () => ((await generate(q, a, small.uuid, {})).status === 200 ? true : null), 60_000);
  });
});

describe('only small, shallow bodies are parsed on the main thread', () => {
  it('a 16 KB body of 1,000 nested blocks goes to a worker; an invoice-sized one stays inline', async () => {
    const deep = `${'{{#if x}}'.repeat(1000)}a${'{{/if}}'.repeat(1000)}`;
    expect(deep.length).toBeLessThanOrEqual(16 * 1024);
    expect(mayParseInline(deep)).toBe(false);
    expect(mayParseInline(`{{#each items}}${'(('.repeat(40)}{{/each}}{{x ${'(a '.repeat(40)}}}`)).toBe(false);
    expect(mayParseInline('<h1>{{title}}</h1>{{#each items}}<p>{{#if paid}}{{formatNumber total 2}}{{/if}}</p>{{/each}}')).toBe(true);
    const pool = new TemplatePool({ threads: 1, timeoutMs: 10_000 });
    try {
      const before = pool.workerTasks;
      expect(await pool.problem(deep)).toBeNull();
      expect(pool.workerTasks).toBe(before + 1);
      expect(await pool.problem('<p>{{#if paid}}paid{{/if}}</p>')).toBeNull();
      expect(pool.workerTasks).toBe(before + 1);
    } finally {
      await pool.close();
    }
  });
});
