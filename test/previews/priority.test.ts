import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, patch, waitFor, waitForPreview } from './support.js';

const API_RENDERS = 6;
/** About 40 pages: long enough that the API renders are still queued when the previews are due. */
const heavy = { body: '{{#each rows}}<p style="margin:0 0 8px">Row {{this}}</p>{{/each}}', variables: { rows: Array.from({ length: 1500 }, (_, i) => i) } };

describe.each(SQLITE_ONLY)('preview priority on %s', (dialect) => {
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
