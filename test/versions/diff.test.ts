/**
 * The rendered difference (issue 39): POST /v1/documents/{id}/diff renders two versions of a
 * document like a draft preview, compares them page by page and diffs their text. Read back
 * through HTTP: which pages changed, the page images (PNG, their size, their day), the text diff.
 */
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { testClock } from '../support/clock.js';

const PLAIN = { framework: 'NONE', fonts: [] };
const BREAK = '<div style="break-after: page"></div>';
/** Three pages; `total` is on page 2. */
const threePages = (word: string) =>
  `<h1>Invoice {{number}}</h1><p>Dear {{name}}</p>${BREAK}<h2>Lines</h2><p>Total due ${word}</p>${BREAK}<h2>Terms</h2><p>Payable in 30 days</p>`;
const twoPages = `<h1>Invoice {{number}}</h1><p>Dear {{name}}</p>${BREAK}<h2>Lines</h2><p>Total due plenty</p>`;
// Each diff of a 3-page document counts 6 pages: a workspace has two a minute.
const PAGES_PER_MINUTE = 12;
/** Hourly on Quire's test clock: an image's day is 24 passes. */
const SWEEP_MS = 3_600_000;

interface Diff {
  changes: { page: number; changedRatio: number; image: string }[];
  pageCount: { from: number; to: number };
  textDiff: string;
  expiresAt: string;
}

describe.each(SQLITE_ONLY)('the rendered difference on %s', (dialect) => {
  const clock = testClock();
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(
      dialect,
      { ...QUIET_PREVIEWS, PREVIEW_ACCOUNT_PAGES_PER_MINUTE: String(PAGES_PER_MINUTE), RETENTION_SWEEP_MS: String(SWEEP_MS) },
      { clock },
    );
  });
  afterAll(() => q?.close());

  /** A manual document at version 1 (`body`), with `draft` saved over it unpublished. */
  async function document(acc: TestAccount, body: string, draft?: string, extra: Record<string, unknown> = {}) {
    const r = await q.call('POST', '/v1/documents', {
      token: acc.token,
      body: { name: 'Invoice', body, ...PLAIN, publishing: 'manual', variables: { number: 'INV-7', name: 'Ada' }, ...extra },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    if (draft !== undefined) {
      const p = await q.call('PATCH', `/v1/documents/${r.body.id}`, { token: acc.token, body: { body: draft } });
      expect(p.status, JSON.stringify(p.body)).toBe(200);
    }
    return r.body as { id: number; uuid: string };
  }

  const diff = (acc: TestAccount, id: number, body: unknown, via: 'token' | 'cookie' = 'token') =>
    q.call('POST', `/v1/documents/${id}/diff`, via === 'token' ? { token: acc.token, body } : { cookie: acc.cookie, body });

  async function diffOk(acc: TestAccount, id: number, body: unknown, via: 'token' | 'cookie' = 'token'): Promise<Diff> {
    const r = await diff(acc, id, body, via);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body as Diff;
  }

  async function png(url: string) {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    return PNG.sync.read(Buffer.from(await res.arrayBuffer()));
  }

  it('one changed word: exactly its page changed, the word in the text diff, a PNG per page; no credit, no file', async () => {
    const a = await q.account();
    const doc = await document(a, threePages('1,042.00 EUR'), threePages('1,142.00 EUR'));
    const before = (await q.call('GET', '/v1/me', { token: a.token })).body;

    const d = await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    expect(d.pageCount).toEqual({ from: 3, to: 3 });
    expect(d.changes.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(d.changes[0]!.changedRatio).toBe(0);
    expect(d.changes[1]!.changedRatio).toBeGreaterThan(0);
    expect(d.changes[1]!.changedRatio).toBeLessThan(0.05);
    expect(d.changes[2]!.changedRatio).toBe(0);
    expect(d.textDiff).toContain('--- v1');
    expect(d.textDiff).toContain('+++ draft');
    expect(d.textDiff).toContain('-Total due 1,042.00 EUR');
    expect(d.textDiff).toContain('+Total due 1,142.00 EUR');
    expect(d.textDiff).not.toMatch(/^[-+]Dear/m);
    expect(Date.parse(d.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);

    // Each image: a PNG of an A4 page 800 px wide, served as image/png.
    const images = await Promise.all(d.changes.map((c) => png(c.image)));
    for (const image of images) {
      expect(image.width).toBe(800);
      expect(Math.abs(image.height - Math.round((800 * 297) / 210))).toBeLessThanOrEqual(2);
    }
    expect(new Set(d.changes.map((c) => c.image)).size).toBe(3);

    const after = (await q.call('GET', '/v1/me', { token: a.token })).body;
    expect(after.usage).toEqual(before.usage);
    const files = await q.call('GET', '/v1/generations', { token: a.token });
    expect(files.body.generations ?? files.body.files ?? []).toEqual([]);
  });

  it('unchanged versions: 0 on every page and no hunk in the text diff; a dashboard session may ask too', async () => {
    const a = await q.account();
    const doc = await document(a, threePages('same'));
    const d = await diffOk(a, doc.id, { from: 1, to: 'draft' }, 'cookie');
    expect(d.changes.map((c) => c.changedRatio)).toEqual([0, 0, 0]);
    expect(d.textDiff).not.toContain('@@');
    expect(d.textDiff).toContain('--- v1');
  });

  it('a page count change: an entry for each page of the longer rendering, the extra page wholly changed', async () => {
    const a = await q.account();
    const doc = await document(a, twoPages, threePages('plenty'));
    const d = await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    expect(d.pageCount).toEqual({ from: 2, to: 3 });
    expect(d.changes).toHaveLength(3);
    expect(d.changes[0]!.changedRatio).toBe(0);
    expect(d.changes[2]!.changedRatio).toBe(1);
    expect(d.textDiff).toContain('+[page 3]');
    expect(d.textDiff).toContain('+Payable in 30 days');
    // The other way round: the page the new version lost.
    const back = await diffOk(a, doc.id, { from: 'draft', to: 1 });
    expect(back.pageCount).toEqual({ from: 3, to: 2 });
    expect(back.changes).toHaveLength(3);
    expect(back.changes[2]!.changedRatio).toBe(1);
    expect((await png(back.changes[2]!.image)).width).toBe(800);
  });

  it("a sample's name selects its variables; an unknown one is 404 SAMPLE_NOT_FOUND naming it", async () => {
    const a = await q.account();
    const doc = await document(a, '<p>Hello {{name}}</p>', '<p>Goodbye {{name}}</p>', {
      samples: [{ name: 'Overdue', variables: { name: 'Grace Hopper' } }],
    });
    const d = await diffOk(a, doc.id, { from: 'published', to: 'draft', sample: 'Overdue' });
    expect(d.textDiff).toContain('-Hello Grace Hopper');
    expect(d.textDiff).toContain('+Goodbye Grace Hopper');
    const plain = await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    expect(plain.textDiff).toContain('+Goodbye Ada');

    const unknown = await diff(a, doc.id, { from: 'published', to: 'draft', sample: 'Nobody' });
    expectError(unknown, 404, 'SAMPLE_NOT_FOUND');
    expect(unknown.body.message).toContain('Nobody');
    expect(unknown.body.message).toContain('Overdue');
  });

  it("another workspace's document and an unknown version are 404; bad sides are 400", async () => {
    const a = await q.account();
    const b = await q.account(undefined, { signIn: false });
    const doc = await document(a, '<p>Mine</p>');
    expectError(await diff(b, doc.id, { from: 'published', to: 'draft' }), 404, 'NOT_FOUND');
    expectError(await diff(a, doc.id, { from: 7, to: 'draft' }), 404, 'NOT_FOUND');
    expectError(await diff(a, 999_999, { from: 1, to: 'draft' }), 404, 'NOT_FOUND');
    expectError(await diff(a, doc.id, { from: 'latest', to: 'draft' }), 400, 'VALIDATION_ERROR');
    expectError(await diff(a, doc.id, { from: 0, to: 'draft' }), 400, 'VALIDATION_ERROR');
    expectError(await diff(a, doc.id, { from: 1 }), 400, 'VALIDATION_ERROR');
    expectError(await diff(a, doc.id, { from: 1, to: 'draft', extra: true }), 400, 'VALIDATION_ERROR');
  });

  it("counts against the workspace's draft-preview budget: both renderings' pages", async () => {
    const a = await q.account();
    const doc = await document(a, threePages('one'), threePages('two'));
    // 2 x 6 pages fill the minute's 12; the next diff, and a draft preview, wait for the window.
    await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    const refused = await diff(a, doc.id, { from: 'published', to: 'draft' });
    expectError(refused, 429, 'RATE_LIMIT_EXCEEDED');
    expect(refused.body.message).toContain('PREVIEW_ACCOUNT_PAGES_PER_MINUTE');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const preview = await q.call('POST', `/v1/documents/${doc.id}/preview`, { cookie: a.cookie, body: {} });
    expectError(preview, 429, 'RATE_LIMIT_EXCEEDED');
  });

  it("diffs asked at once wait for the workspace's preview places (PREVIEW_ACCOUNT_CONCURRENCY 2) instead of 429", async () => {
    const a = await q.account(undefined, { signIn: false });
    const doc = await document(a, '<p>Hello {{name}}</p>', '<p>Goodbye {{name}}</p>', {
      samples: [
        { name: 'One', variables: { name: 'One' } },
        { name: 'Two', variables: { name: 'Two' } },
      ],
    });
    const answers = await Promise.all([undefined, 'One', 'Two'].map((sample) => diff(a, doc.id, { from: 'published', to: 'draft', sample })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[2]!.body.textDiff).toContain('+Goodbye Two');
  });

  it('the images are deleted once their day is over', async () => {
    const a = await q.account();
    const doc = await document(a, '<p>Before</p>', '<p>After</p>');
    const d = await diffOk(a, doc.id, { from: 'published', to: 'draft' });
    await png(d.changes[0]!.image);
    // The day passes on Quire's clock, the sweep running every RETENTION_SWEEP_MS of it: the
    // images stay to its last millisecond, and the next pass deletes them.
    await clock.advanceTo(Date.parse(d.expiresAt) - 1);
    expect((await fetch(d.changes[0]!.image)).status).toBe(200);
    await clock.advance(SWEEP_MS);
    // Its row goes last, once its files are deleted.
    expect(await q.quire.db.selectFrom('rendered_diffs').selectAll().execute()).toEqual([]);
    expect((await fetch(d.changes[0]!.image)).status).toBe(404);
  });
});
