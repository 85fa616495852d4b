import pg from 'pg';
import PgBoss10 from 'pg-boss-10';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { PgBossQueue } from '../../src/jobs/pg-boss.js';
import { waitFor } from '../previews/support.js';
import { freshPostgres } from '../support/quire.js';

/**
 * A database last used by Quire on pg-boss 10 (schema version 24), with jobs waiting in every
 * state a stop can leave them in, is opened by the current driver (pg-boss 12, which cannot
 * migrate that schema itself): every job still runs, and the old schema is gone.
 */
const log = pino({ level: 'silent' });

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

/** Quire's queues on pg-boss 10: 'short' policy, one waiting job per key. */
async function seedWithPgBoss10(url: string): Promise<string[]> {
  const old = new PgBoss10({ connectionString: url, schedule: false, supervise: false });
  old.on('error', () => undefined);
  await old.start();
  await old.createQueue('document-preview', { name: 'document-preview', policy: 'short' });
  await old.createQueue('report', { name: 'report', policy: 'standard' });
  const expected: string[] = [];
  const send = async (name: string, key: string | undefined, options: PgBoss10.SendOptions = {}) => {
    const label = `${name}:${key ?? expected.length}`;
    await old.send(name, { key: label }, { singletonKey: key, retryLimit: 0, ...options });
    expected.push(label);
  };
  // Waiting (created), due now and due later.
  for (const key of ['1', '2', '3']) await send('document-preview', key);
  await send('document-preview', '4', { startAfter: 3 });
  for (let i = 0; i < 3; i++) await send('report', undefined);
  // Active: fetched (the oldest, key 1) by a node that then stopped without finishing it.
  const [active] = await old.fetch<{ key: string }>('document-preview');
  // Retry: failed once with attempts left.
  await old.createQueue('flaky', { name: 'flaky', policy: 'standard' });
  await send('flaky', 'retry', { retryLimit: 2, retryDelay: 1 });
  const [toRetry] = await old.fetch<{ key: string }>('flaky');
  if (!active || !toRetry) throw new Error('seeding: fetch returned nothing');
  await old.fail('flaky', toRetry.id, { message: 'first attempt' });
  await old.stop({ graceful: false, wait: true });
  return expected;
}

describe('pg-boss upgrade from 10', () => {
  const queues: PgBossQueue[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
    await drop?.();
  });

  it('runs every job pg-boss 10 left waiting, on two nodes starting at once, and drops the old schema', async () => {
    const db = await freshPostgres();
    drop = db.drop;
    const expected = await seedWithPgBoss10(db.url);
    const states = await query<{ state: string; n: string }>(db.url, 'select state::text, count(*) as n from pgboss.job group by state order by state');
    expect(Object.fromEntries(states.map((r) => [r.state, Number(r.n)]))).toEqual({ active: 1, created: 6, retry: 1 });
    expect(await query(db.url, 'select version from pgboss.version')).toEqual([{ version: 24 }]);

    const ran: string[] = [];
    const handler = async (data: { key: string }) => {
      ran.push(data.key);
    };
    // Two nodes of the new version start together: one upgrades, the other waits for it.
    const nodes = [new PgBossQueue(db.url, log), new PgBossQueue(db.url, log)];
    queues.push(...nodes);
    await Promise.all(nodes.map((q) => q.start()));
    for (const q of nodes) {
      await q.work('document-preview', handler);
      await q.work('report', handler);
      await q.work('flaky', handler);
    }
    await waitFor('every job of pg-boss 10', async () => (new Set(ran).size >= expected.length ? true : undefined), 60_000);
    expect([...new Set(ran)].sort()).toEqual([...expected].sort());

    const schemas = await query<{ nspname: string }>(db.url, "select nspname from pg_namespace where nspname like 'pgboss%' order by 1");
    expect(schemas.map((s) => s.nspname)).toEqual(['pgboss']);
    const [{ version }] = await query<{ version: number }>(db.url, 'select version from pgboss.version');
    expect(version).toBeGreaterThan(24);
    const left = await query<{ n: string }>(db.url, "select count(*) as n from pgboss.job where state in ('created', 'retry', 'active')");
    expect(Number(left[0]?.n)).toBe(0);
  }, 120_000);

  it('starts on an empty database and on one already upgraded without touching its jobs', async () => {
    const db = await freshPostgres();
    drop = db.drop;
    const first = new PgBossQueue(db.url, log);
    queues.push(first);
    await first.start();
    await first.send('report', { key: 'kept' });
    await first.stop();
    const ran: string[] = [];
    const second = new PgBossQueue(db.url, log);
    queues.push(second);
    await second.start();
    await second.work('report', async (data: { key: string }) => {
      ran.push(data.key);
    });
    await waitFor('the job sent before the restart', async () => (ran.length ? true : undefined), 30_000);
    expect(ran).toEqual(['kept']);
  }, 120_000);
});
