/**
 * A workspace's draft-preview budget (issue 36): previews are free renders, so each workspace
 * has a number at once, pages and bytes a minute; beyond them 429 RATE_LIMIT_EXCEEDED with
 * Retry-After and a message naming the setting. Another workspace keeps its own budget.
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { createDocument, draftPreview, waitFor } from './support.js';

const pagesBody = (n: number) => ({
  body: '{{#each rows}}<p style="break-after:page">Page {{this}}</p>{{/each}}',
  variables: { rows: Array.from({ length: n }, (_, i) => i + 1) },
});

function expectOverBudget(r: Awaited<ReturnType<typeof draftPreview>>, setting: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  expect(r.body.error).toBe('RATE_LIMIT_EXCEEDED');
  expect(r.body.message).toContain(setting);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

describe.each(SQLITE_ONLY)('draft preview budget: pages and previews at once (%s)', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, PREVIEW_ACCOUNT_PAGES_PER_MINUTE: '10', PREVIEW_ACCOUNT_CONCURRENCY: '1' });

  it('lets previews in while the minute has pages left, then answers 429 naming PREVIEW_ACCOUNT_PAGES_PER_MINUTE', async () => {
    const doc = await createDocument(q, a, { name: 'Pages' });
    for (const expected of [6, 6]) {
      const r = await draftPreview(q, a, doc.id, pagesBody(expected));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.headers.get('x-pdf-pages')).toBe(String(expected));
    }
    // 12 pages printed of 10: the next one waits for the window.
    expectOverBudget(await draftPreview(q, a, doc.id, pagesBody(1)), 'PREVIEW_ACCOUNT_PAGES_PER_MINUTE');
    // Another workspace has its own budget.
    const b = await q.account();
    const other = await createDocument(q, b, { name: 'Other' });
    expect((await draftPreview(q, b, other.id, pagesBody(1))).status).toBe(200);
  });

  it('answers 429 naming PREVIEW_ACCOUNT_CONCURRENCY while the workspace already has one rendering', async () => {
    const c = await q.account();
    const doc = await createDocument(q, c, { name: 'Long' });
    const stats = q.quire.services.previewDraft.stats;
    const before = stats.rendered;
    // Eight pages of 400 rows each: seconds of layout, so it still runs when the second arrives.
    const long = draftPreview(q, c, doc.id, {
      body: '{{#each rows}}<p style="margin:0">Row {{this}}</p>{{/each}}',
      variables: { rows: Array.from({ length: 4000 }, (_, i) => i) },
    });
    await waitFor('the first preview to reach the renderer', () => (stats.rendered > before ? true : undefined), 30_000, 5);
    expectOverBudget(await draftPreview(q, c, doc.id, pagesBody(1)), 'PREVIEW_ACCOUNT_CONCURRENCY');
    expect((await long).status).toBe(200);
    // Its place is given back with its answer: what stops the next one now is the pages it printed.
    expectOverBudget(await draftPreview(q, c, doc.id, pagesBody(1)), 'PREVIEW_ACCOUNT_PAGES_PER_MINUTE');
  });
});

describe.each(SQLITE_ONLY)('draft preview budget: bytes (%s)', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, PREVIEW_ACCOUNT_BYTES_PER_MINUTE: '1024' });

  it('counts the PDF bytes a preview printed: past the budget, 429 naming PREVIEW_ACCOUNT_BYTES_PER_MINUTE', async () => {
    const doc = await createDocument(q, a, { name: 'Bytes' });
    const first = await draftPreview(q, a, doc.id, pagesBody(1));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.bytes.length).toBeGreaterThan(1024);
    expectOverBudget(await draftPreview(q, a, doc.id, pagesBody(1)), 'PREVIEW_ACCOUNT_BYTES_PER_MINUTE');
  });
});
