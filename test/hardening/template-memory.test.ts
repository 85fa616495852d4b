/**
 * A template that needs more memory than a template worker may have (issue 36: 1 MB of `{{a}}`
 * x 200,000 took the whole node past its heap and killed it). The worker's V8 heap is capped
 * (TEMPLATE_MEMORY_MB, resourceLimits): the worker dies of it, the request is answered with the
 * limit named, the node lives on and the next normal render works. The time limit is set far
 * above what the memory limit needs, so what stops the template here is memory, not time.
 * On both databases (saving and generating touch the document and the ledger).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { generate, remaining } from '../generation/helpers.js';
import { expectAlive, whileProbing } from './probe.js';

const MEMORY_MB = 48;
/** 1 MB of `{{a}}`: compiling it needs far more than 48 MB of heap. */
const MANY_VALUES = '{{a}}'.repeat(200_000);
const OUT_OF_MEMORY = `expanding the template needed more than ${MEMORY_MB} MB of memory`;

describe.each(SQLITE_ONLY)('a template worker out of memory (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;

  beforeAll(async () => {
    q = await startTestQuire(dialect, {
      PREVIEW_DEBOUNCE_MS: '60000',
      TEMPLATE_WORKERS: '1',
      TEMPLATE_MEMORY_MB: String(MEMORY_MB),
      TEMPLATE_TIMEOUT_MS: '120000',
    });
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('kills the worker, not the node: the save and the generate name the memory limit, nothing is charged, the next render works', async () => {
    const pid = process.pid;
    const saved = await whileProbing(q, () => q.call('POST', '/v1/documents', { token: a.token, body: { name: 'wide', body: MANY_VALUES } }));
    expect(saved.reply.status).toBe(201);
    expect(saved.reply.body.templateError.message).toBe(
      `Checking this template crossed a render limit: ${OUT_OF_MEMORY}. Simplify it (fewer or less deeply nested blocks, a smaller body).`,
    );
    // The replacement worker is in service: a normal document renders.
    await expectAlive(q, a.token);

    // Generating the saved template compiles it again in a worker, which dies of it again.
    const before = await remaining(q, a);
    const generated = await whileProbing(q, () => generate(q, a, saved.reply.body.uuid, { a: 'x' }));
    expectError(generated.reply, 422, 'RENDER_LIMIT_EXCEEDED');
    expect(generated.reply.body.message).toContain(OUT_OF_MEMORY);
    expect(await remaining(q, a)).toBe(before);

    // The node (this process: the test runs it in-process) is the same one, and it still renders.
    expect(process.pid).toBe(pid);
    await expectAlive(q, a.token);
    expect(await remaining(q, a)).toBe(before - 1);
  });
});
