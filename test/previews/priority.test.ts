import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, draftPreview, patch, waitFor, waitForPreview } from './support.js';

const API_RENDERS = 6;
/** About 40 pages: long enough that the API renders are still queued when the previews are due. */
const heavy = { body: '{{#each rows}}<p style="margin:0 0 8px">Row {{this}}</p>{{/each}}', variables: { rows: Array.from({ length: 1500 }, (_, i) => i) } };

describe.each(DIALECTS)('preview priority on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    // One Chromium page: any preview holding it would delay an API render.
    q = await startTestQuire(dialect, { RENDER_CONCURRENCY: '1', PREVIEW_DEBOUNCE_MS: '0' });
    a = await q.account();
  });
  afterAll(() => q?.close());

  it('starts no preview render while API renders wait for the renderer, and renders them afterwards', async () => {
    const renderer = q.quire.deps.renderer;
    const doc = await createDocument(q, a, { name: 'API work' });
    const first = await waitForPreview(q, a, doc.id);
    await patch(q, a, doc.id, heavy);
    await waitForPreview(q, a, doc.id, first.previewUrl); // nothing preview-related left to do

    const rendersBefore = renderer.health().renders;
    const generations = Array.from({ length: API_RENDERS }, () =>
      q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: heavy.variables } }),
    );
    // Every API render has reached the renderer (done, running or waiting for the page).
    await waitFor(
      'the API renders to reach the renderer',
      async () => {
        const h = renderer.health();
        return h.renders - rendersBefore + h.active + h.queue === API_RENDERS && h.queue > 0 ? true : undefined;
      },
      30_000,
    );

    const previewsBefore = q.quire.previews.stats().renders;
    const due = await Promise.all([1, 2, 3].map((i) => createDocument(q, a, { name: `Preview ${i}` })));
    let samplesWhileWaiting = 0;
    while (renderer.health().queue > 0) {
      // Read in one tick: API renders were waiting, so no preview may have started.
      expect(q.quire.previews.stats().renders).toBe(previewsBefore);
      samplesWhileWaiting++;
      await sleep(5);
    }
    expect(samplesWhileWaiting).toBeGreaterThan(0);

    for (const r of await Promise.all(generations)) expect(r.status).toBe(200);
    for (const d of due) await waitForPreview(q, a, d.id);
    expect(q.quire.previews.stats().renders).toBe(previewsBefore + due.length);
  });
});

describe.each(DIALECTS)('paid renders before draft previews on %s', (dialect) => {
  const FLOOD = 6;
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    // One Chromium page, and a budget wide enough that every preview of the flood reaches the pool.
    q = await startTestQuire(dialect, { RENDER_CONCURRENCY: '1', ...QUIET_PREVIEWS, PREVIEW_ACCOUNT_CONCURRENCY: String(FLOOD + 2) });
    a = await q.account();
  });
  afterAll(() => q?.close());

  it("a flood of previews delays a paid generate by at most one preview's duration", async () => {
    const renderer = q.quire.deps.renderer;
    const doc = await createDocument(q, a, { name: 'Long draft' });
    const paidDoc = await createDocument(q, a, { name: 'Paid', body: '<p>Invoice {{n}}</p>', variables: { n: 1 } });
    const long = { body: heavy.body, variables: { rows: Array.from({ length: 3000 }, (_, i) => i) } };
    const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
      const t0 = performance.now();
      const value = await work;
      return [value, performance.now() - t0];
    };

    // A preview's own duration, alone (the second of two: warm).
    await draftPreview(q, a, doc.id, long);
    const [alone, previewMs] = await timed(draftPreview(q, a, doc.id, long));
    expect(alone.status).toBe(200);

    // The flood: every preview at once; one holds the page, the others wait for it.
    let previewsDone = 0;
    const flood = Array.from({ length: FLOOD }, () => draftPreview(q, a, doc.id, long).finally(() => previewsDone++));
    // Drafts first wait for an idle renderer, then all rush for the freed page: one takes it, the rest queue.
    await waitFor(
      'a preview on the page and others in line',
      () => (renderer.health().active === 1 && renderer.health().queue >= 2 ? true : undefined),
      90_000,
      5,
    );
    const queued = renderer.health().queue;
    const doneWhenPaidArrived = previewsDone;
    const [paid, paidMs] = await timed(q.call('POST', '/v1/generate', { token: a.token, body: { documentId: paidDoc.uuid, variables: { n: 2 } } }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // It went before the previews in line: meanwhile the one holding the page finished, and at
    // most one more that took the page while the generate was still on its way to the renderer
    // (auth, expansion, debit). In line behind them it would have waited for `queued` + 1 >= 3.
    expect(queued).toBeGreaterThanOrEqual(2);
    expect(previewsDone - doneWhenPaidArrived).toBeLessThanOrEqual(2);
    // In time: one preview's duration and its own render (in line, it would have waited for `queued` + 1 previews).
    expect(paidMs).toBeLessThan(previewMs * 2);
    for (const r of await Promise.all(flood)) expect(r.status).toBe(200);
  }, 180_000);
});
