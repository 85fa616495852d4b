import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refundGeneration } from '../../src/modules/generation/debit.js';
import { startPendingRecovery } from '../../src/modules/generation/recovery.js';
import { DIALECTS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import {
  blockGenerated,
  createDocument,
  download,
  filesUnder,
  generate,
  generationRows,
  ledgerRows,
  longTable,
  remaining,
  waitFor,
  type Doc,
} from './helpers.js';

/**
 * Failures after the debit, with the real Chromium pool and real local storage: the caller
 * gets a 503, the credit comes back exactly once, nothing is left behind, the next call works.
 */
describe.each(DIALECTS)('generation faults on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: Doc;
  beforeAll(async () => {
    // Its own Chromium: a test kills it.
    q = await startTestQuire(dialect, {}, { ownRenderer: true });
  });
  beforeEach(async () => {
    a = await q.account();
    doc = await createDocument(q, a);
  });
  afterAll(() => q?.close());

  /** Starts a long render and resolves once its credit is debited (the pending row exists). */
  async function heavyRenderInFlight(rows: number) {
    const heavy = await createDocument(q, a, { body: longTable(rows) });
    const reply = generate(q, a, heavy.uuid, {});
    const pending = await waitFor('a pending generation', async () => (await generationRows(q, a.id)).find((g) => g.status === 'pending'));
    return { heavy, reply, pending };
  }

  async function expectRefundedOnce(code: string) {
    const failed = (await generationRows(q, a.id)).filter((g) => g.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.error_code).toBe(code);
    const entries = (await ledgerRows(q, a.id)).filter((e) => e.generation_id === failed[0]!.id);
    expect(entries.map((e) => [e.reason, e.amount])).toEqual([
      ['generation', -1],
      ['refund', 1],
    ]);
    return failed[0]!;
  }

  it('Chromium killed mid-render: 503 SERVICE_UNAVAILABLE, credit refunded once, next render works', async () => {
    const before = await remaining(q, a);
    const renderer = q.quire.deps.renderer;
    const pid = renderer.health().browserPid!;
    expect(pid).toBeGreaterThan(0);

    // Kill only once the credit is debited and Chromium holds the page: the pool's 'page'
    // event for a paid render (a document's preview renders too, as 'free'), not a guessed sleep.
    let offPage = () => {};
    const renderHoldsPage = new Promise<number | null>((resolve) => {
      offPage = renderer.onPage((event) => {
        if (event.priority === 'paid') resolve(event.pid);
      });
    });
    const { heavy, reply } = await heavyRenderInFlight(6000);
    try {
      expect(await renderHoldsPage).toBe(pid);
    } finally {
      offPage();
    }
    process.kill(pid, 'SIGKILL');

    const r = await reply;
    expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('SERVICE_UNAVAILABLE');
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(a.id), 'generated', heavy.uuid))).toEqual([]);

    const next = await generate(q, a, doc.uuid);
    expect(next.status).toBe(200);
    expect((await download(next.body.url)).status).toBe(200);
    expect(renderer.health().browserPid).not.toBe(pid);
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it('storage failure: 503 storage_unavailable, credit refunded, no file left; works once storage is back', async () => {
    const { accountDir, generated } = blockGenerated(q, a.id);
    const before = await remaining(q, a);

    const r = await generate(q, a, doc.uuid);
    expectError(r, 503, 'storage_unavailable');
    expect(r.headers.get('retry-after')).toBe('1');
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('storage_unavailable');
    // The blocker itself and the document's preview; no PDF, no temp file.
    expect(filesUnder(accountDir).filter((f) => !f.startsWith('previews/'))).toEqual(['generated']);

    rmSync(generated);
    const next = await generate(q, a, doc.uuid);
    expect(next.status).toBe(200);
    expect((await download(next.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it("the pending sweep leaves this process's own in-flight renders alone", async () => {
    const before = await remaining(q, a);
    const { reply, pending } = await heavyRenderInFlight(1200);
    const statusNow = async () => (await generationRows(q, a.id)).find((g) => g.id === pending.id)!.status;
    // Everything pending counts as stale, and this node is the only live one.
    const sweeper = startPendingRecovery(q.quire.deps, { liveNodes: async () => [q.quire.deps.node.id], intervalMs: 60_000, staleAfterMs: 0 });
    try {
      // The row is pending before and after the sweep: the sweep saw it and left it alone
      // (a render that had already finished would prove nothing).
      expect(await statusNow()).toBe('pending');
      expect(await sweeper.sweep()).toBe(0);
      expect(await statusNow()).toBe('pending');
    } finally {
      sweeper.stop();
    }
    const r = await reply;
    expect(r.status).toBe(200);
    expect((await download(r.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
    expect((await generationRows(q, a.id)).find((g) => g.id === pending.id)!.status).toBe('succeeded');
  });

  it('a render refunded meanwhile by another process is not served: 503, refunded once, no file', async () => {
    const before = await remaining(q, a);
    const { heavy, reply, pending } = await heavyRenderInFlight(1200);
    expect(await refundGeneration(q.quire.db, pending.id, 'ABANDONED')).toBe(true); // another node's sweep
    expectError(await reply, 503, 'SERVICE_UNAVAILABLE');
    expect(await remaining(q, a)).toBe(before);
    await expectRefundedOnce('ABANDONED');
    expect(filesUnder(join(q.dataDir, 'files', 'client', String(a.id), 'generated', heavy.uuid))).toEqual([]);
  });
});
