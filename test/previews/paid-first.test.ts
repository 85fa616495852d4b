/**
 * Free renders never starve paid ones (issue 36: eight 480-page draft previews pushed a paid
 * generate from 0.3 s to 8-21 s). With one Chromium page, six draft previews from three
 * workspaces (two each, their budget's limit; one document each, so none replaces another)
 * hold the page one after the other while the rest wait for it. A paid generate sent while a
 * preview is on the page must be the next render to take the page: it waits for that one
 * preview, never for the ones in line before it.
 *
 * What the test reads is the order in which renders enter the pool and take and leave the page,
 * recorded by a pass-through around the pool's `run` (every render is real), and it waits on
 * those events, never on a duration, so a loaded machine only makes it slower.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumPool } from '../../src/render/pool.js';
import type { RenderPriority } from '../../src/render/slots.js';
import { SQLITE_ONLY, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, draftPreview, waitForPreview } from './support.js';

const WORKSPACES = 3;
const PER_WORKSPACE = 2; // PREVIEW_ACCOUNT_CONCURRENCY's default
const FLOOD = WORKSPACES * PER_WORKSPACE;
/** 3,000 rows: seconds on the page, so the previews behind it are still in line when the paid render arrives. */
const LONG_DRAFT = {
  body: '{{#each rows}}<p style="margin:0 0 8px">Row {{this}}</p>{{/each}}',
  variables: { rows: Array.from({ length: 3000 }, (_, i) => i) },
};

interface PoolEvent {
  kind: 'enter' | 'start' | 'end';
  priority: RenderPriority;
  /** Which render: the n-th to enter the pool. */
  render: number;
}

/** Records, in order, each render entering the pool, taking a page and leaving it; `until` resolves on the event that makes `ready` true. */
function watchPool(q: TestQuire) {
  const pool = (q.quire.deps.renderer as unknown as { pool: ChromiumPool }).pool;
  const run = pool.run.bind(pool);
  const events: PoolEvent[] = [];
  const waiters = new Set<() => void>();
  const record = (event: PoolEvent) => {
    events.push(event);
    for (const wake of [...waiters]) wake();
  };
  let entered = 0;
  pool.run = ((task, opts = {}) => {
    const render = ++entered;
    const priority = opts.priority ?? 'paid';
    record({ kind: 'enter', priority, render });
    return run(async (page, signal) => {
      record({ kind: 'start', priority, render });
      try {
        return await task(page, signal);
      } finally {
        record({ kind: 'end', priority, render });
      }
    }, opts);
  }) as ChromiumPool['run'];
  const count = (kind: PoolEvent['kind'], priority: RenderPriority, upTo = events.length) =>
    events.slice(0, upTo).filter((e) => e.kind === kind && e.priority === priority).length;
  const until = <T>(ready: () => T | undefined): Promise<T> =>
    new Promise((resolve) => {
      const check = () => {
        const value = ready();
        if (value === undefined) return;
        waiters.delete(check);
        resolve(value);
      };
      waiters.add(check);
      check();
    });
  return { events, count, until };
}

describe.each(SQLITE_ONLY)('a paid generate goes before draft previews in line (%s)', (dialect) => {
  let q: TestQuire;
  let payer: TestAccount;
  const previewers: TestAccount[] = [];

  beforeAll(async () => {
    // One Chromium page: whoever holds it delays everyone else.
    // Thumbnails at once (debounce 0): the test waits for them before the flood, so no thumbnail
    // (a free render too) comes due in the middle of it however slow the machine.
    q = await startTestQuire(dialect, { RENDER_CONCURRENCY: '1', PREVIEW_DEBOUNCE_MS: '0' }, { ownRenderer: true });
    payer = await q.account(undefined, { signIn: false });
    for (let i = 0; i < WORKSPACES; i++) previewers.push(await q.account());
  });
  afterAll(() => q?.close());

  it('waits for the preview on the page only, then takes the page before every preview in line', async () => {
    const paidDoc = await createDocument(q, payer, { name: 'Invoice', body: '<p>Invoice {{n}}</p>', variables: { n: 1 } });
    const drafts = [];
    for (const a of previewers) for (let i = 0; i < PER_WORKSPACE; i++) drafts.push({ a, id: (await createDocument(q, a, { name: `Long draft ${i}` })).id });
    await waitForPreview(q, payer, paidDoc.id);
    for (const { a, id } of drafts) await waitForPreview(q, a, id);
    const generate = (n: number) => q.call('POST', '/v1/generate', { token: payer.token, body: { documentId: paidDoc.uuid, variables: { n } } });
    // Warm: Chromium, the page and the template workers have served once.
    expect((await generate(0)).status).toBe(200);

    const pool = watchPool(q);
    const flood = drafts.map(({ a, id }) => draftPreview(q, a, id, LONG_DRAFT));

    // A paid render sent while a preview is on the page. Between two previews the page is free
    // for a few milliseconds; a paid render arriving then takes it at once and proves nothing,
    // so the next one is sent on the next preview's start (while at least two still wait).
    let tried = 0;
    let proof: { enter: number; start: number; waiting: number; paid: Awaited<ReturnType<typeof generate>> } | undefined;
    while (!proof) {
      const started = await pool.until(() => {
        const n = pool.count('start', 'free');
        return n > tried && pool.count('start', 'free') > pool.count('end', 'free') ? n : undefined;
      });
      expect(FLOOD - started, 'previews still in line').toBeGreaterThanOrEqual(2);
      tried = started;
      const paidRenders = pool.count('enter', 'paid');
      const reply = generate(tried);
      const enter = await pool.until(() => {
        let seen = 0;
        for (const [i, e] of pool.events.entries()) if (e.kind === 'enter' && e.priority === 'paid' && ++seen > paidRenders) return i;
        return undefined;
      });
      const paid = await reply;
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const render = pool.events[enter]!.render;
      const start = pool.events.findIndex((e) => e.kind === 'start' && e.render === render);
      // The page was held by a preview when the paid render asked for it: this attempt shows the order.
      if (pool.count('start', 'free', enter) > pool.count('end', 'free', enter)) {
        proof = { enter, start, waiting: FLOOD - pool.count('start', 'free', enter), paid };
      }
    }

    // Between asking for the page and taking it, no other preview took the page: the paid
    // render waited for the one preview on it, not for the ones in line.
    const between = pool.events.slice(proof.enter + 1, proof.start);
    expect(between.filter((e) => e.kind === 'start')).toEqual([]);
    expect(between.filter((e) => e.kind === 'end' && e.priority === 'free')).toHaveLength(1);
    const answers = await Promise.all(flood);
    for (const r of answers) expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(pool.count('start', 'free')).toBe(FLOOD);
    const order = pool.events.filter((e) => e.kind === 'start').map((e) => (e.priority === 'paid' ? 'PAID' : 'preview'));
    console.log(`previews in line when the paid render asked for the page: ${proof.waiting}; page order: ${order.join(' ')}`);
    // Previews were in line when it arrived, and every one of them took the page after it.
    expect(proof.waiting).toBeGreaterThanOrEqual(2);
    expect(pool.events.slice(proof.start).filter((e) => e.kind === 'start' && e.priority === 'free')).toHaveLength(proof.waiting);
  }, 300_000);
});
