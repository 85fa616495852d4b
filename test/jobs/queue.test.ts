import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessQueue } from '../../src/jobs/in-process.js';
import { PgBossQueue } from '../../src/jobs/pg-boss.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { freshPostgres } from '../support/quire.js';
import { waitFor } from '../previews/support.js';
import { busyFactor } from '../support/wait.js';

const log = pino({ level: 'silent' });

/** A handler that records each run and holds it until released, so tests can act mid-run. */
function recorder() {
  const runs: { key: string; at: number }[] = [];
  let gate: { promise: Promise<void>; open(): void } | null = null;
  const hold = () => {
    let open!: () => void;
    gate = { promise: new Promise<void>((r) => (open = r)), open: () => open() };
  };
  return {
    runs,
    hold,
    release: () => gate?.open(),
    handler: async (data: { key: string }) => {
      runs.push({ key: data.key, at: Date.now() });
      await gate?.promise;
    },
  };
}

const DRIVERS = ['in-process', 'pg-boss'] as const;

describe.each(DRIVERS)('%s job queue', (driver) => {
  let queue: JobQueue;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await queue?.stop();
    await drop?.();
  });

  async function make(): Promise<JobQueue> {
    if (driver === 'in-process') return (queue = new InProcessQueue(log));
    const db = await freshPostgres();
    drop = db.drop;
    return (queue = new PgBossQueue(db.url, log));
  }

  it('drops a job sent before start, without failing', async () => {
    const q = await make();
    await expect(q.send('t', { key: 'a' })).resolves.toBeUndefined();
    const r = recorder();
    await q.start();
    await q.work('t', r.handler);
    await q.send('t', { key: 'b' });
    await waitFor('job b', async () => (r.runs.length ? true : undefined));
    await new Promise((res) => setTimeout(res, 300));
    expect(r.runs.map((x) => x.key)).toEqual(['b']);
  });

  it('coalesces sends of one key while its job waits, and runs it no sooner than the delay', async () => {
    const q = await make();
    const r = recorder();
    await q.start();
    await q.work('t', r.handler);
    // The six sends must all land while the first job still waits: on a busy machine they take
    // longer, so the delay stretches with the load.
    const delayMs = Math.round(400 * busyFactor());
    const sent = Date.now();
    for (let i = 0; i < 5; i++) await q.send('t', { key: 'doc' }, { singletonKey: 'doc', delayMs });
    await q.send('t', { key: 'other' }, { singletonKey: 'other', delayMs });
    await waitFor('both keys', async () => (r.runs.length >= 2 ? true : undefined));
    await new Promise((res) => setTimeout(res, 500));
    expect(r.runs.map((x) => x.key).sort()).toEqual(['doc', 'other']);
    expect(Math.min(...r.runs.map((x) => x.at)) - sent).toBeGreaterThanOrEqual(delayMs - 10);
  });

  it('runs a key once more after a send that arrives while its job runs', async () => {
    const q = await make();
    const r = recorder();
    await q.start();
    await q.work('t', r.handler);
    r.hold();
    await q.send('t', { key: 'doc' }, { singletonKey: 'doc' });
    await waitFor('the first run', async () => (r.runs.length === 1 ? true : undefined));
    for (let i = 0; i < 5; i++) await q.send('t', { key: 'doc' }, { singletonKey: 'doc' });
    r.release();
    await waitFor('the second run', async () => (r.runs.length === 2 ? true : undefined));
    await new Promise((res) => setTimeout(res, 500));
    expect(r.runs).toHaveLength(2);
  });

  it('retries a job whose handler throws', async () => {
    const q = await make();
    let calls = 0;
    await q.start();
    await q.work('t', async () => {
      if (++calls === 1) throw new Error('transient');
    });
    await q.send('t', { key: 'doc' }, { singletonKey: 'doc', retryLimit: 2, retryDelayMs: 1000 });
    await waitFor('the retry', async () => (calls >= 2 ? true : undefined), 15_000);
    await new Promise((res) => setTimeout(res, 500));
    expect(calls).toBe(2);
  });

  it('runs different keys side by side up to the concurrency', async () => {
    const q = await make();
    const r = recorder();
    await q.start();
    await q.work('t', r.handler, { concurrency: 2 });
    r.hold();
    for (const key of ['a', 'b', 'c']) await q.send('t', { key }, { singletonKey: key });
    await waitFor('two runs', async () => (r.runs.length >= 2 ? true : undefined));
    await new Promise((res) => setTimeout(res, 300));
    expect(r.runs).toHaveLength(2);
    r.release();
    await waitFor('the third run', async () => (r.runs.length === 3 ? true : undefined));
  });
});
