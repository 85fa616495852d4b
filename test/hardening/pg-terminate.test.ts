import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPendingRecovery } from '../../src/modules/generation/recovery.js';
import { expectError, PG_ADMIN_URL, startTestQuire, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, generationRows, ledgerRows, remaining, sleep } from '../generation/helpers.js';

/**
 * pg_terminate_backend on every connection of this test's database, every 50 ms, while 8
 * clients call the API for 10 s: no unhandled 'error' event may end the process (vitest fails
 * the run on one), each call answers either normally or 503 SERVICE_UNAVAILABLE, credits stay
 * exact, and afterwards the node serves as before. Only this test's own database is touched.
 */
describe('PostgreSQL connections terminated under load', () => {
  let q: TestQuire;
  let a: TestAccount;
  let admin: pg.Client;

  beforeAll(async () => {
    q = await startTestQuire('postgres', {
      PREVIEW_DEBOUNCE_MS: '200',
      DEFAULT_GENERATION_CREDITS: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    a = await q.account(undefined, { signIn: false });
    admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await q?.close();
  });

  it('keeps the process alive; calls answer 200 or 503; credits stay exact; it serves afterwards', async () => {
    const database = new URL(q.databaseUrl!).pathname.slice(1);
    const doc = await createDocument(q, a, { body: '<h1>Invoice {{n}}</h1>', framework: 'NONE', fonts: [], variables: {} });
    const initial = await remaining(q, a);

    let running = true;
    let terminated = 0;
    const killer = (async () => {
      while (running) {
        const r = await admin.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
        terminated += r.rows.filter((row) => row.ok).length;
        await sleep(50);
      }
    })();

    const replies: { route: string; r: Reply }[] = [];
    const until = Date.now() + 10_000;
    const client = async (i: number) => {
      for (let n = 0; Date.now() < until; n++) {
        const pick = (i + n) % 4;
        const route = ['generate', 'me', 'documents', 'patch'][pick]!;
        const r =
          pick === 0
            ? await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n } } })
            : pick === 1
              ? await q.call('GET', '/v1/me', { token: a.token })
              : pick === 2
                ? await q.call('GET', '/v1/documents', { token: a.token })
                : await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { variables: { n } } });
        replies.push({ route, r });
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, i) => client(i)));
    running = false;
    await killer;

    expect(terminated).toBeGreaterThan(20);
    const failed = replies.filter(({ r }) => r.status !== 200);
    for (const { r } of failed) expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(failed.length).toBeGreaterThan(0); // the terminations did hit requests in flight
    const ok = replies.filter(({ route, r }) => route === 'generate' && r.status === 200);
    console.log(`${replies.length} calls, ${failed.length} answered 503, ${ok.length} PDFs, ${terminated} backends terminated`);

    // A refund that itself lost its connection is left pending: the sweep settles it.
    const sweeper = startPendingRecovery(q.quire.deps, { liveNodes: async () => [q.quire.deps.node.id], intervalMs: 60_000, staleAfterMs: 0 });
    try {
      // The killer's last terminations can still be reaching idle pooled connections: a sweep
      // that drew one of them fails, and runs again, as its interval would run it.
      for (let attempt = 1; ; attempt++) {
        try {
          await sweeper.sweep();
          break;
        } catch (error) {
          if (attempt >= 3 || !/Connection terminated/i.test(String(error))) throw error;
        }
      }
    } finally {
      sweeper.stop();
    }
    const rows = await generationRows(q, a.id);
    expect(rows.filter((g) => g.status === 'pending')).toEqual([]);
    expect(rows.filter((g) => g.status === 'succeeded')).toHaveLength(ok.length);
    const ledger = await ledgerRows(q, a.id);
    // Summed with the PDFs, not compared with -ok.length: with no PDF at all (a loaded machine) that is -0, not 0.
    expect(ledger.reduce((sum, e) => sum + e.amount, 0) + ok.length).toBe(0);
    expect(await remaining(q, a)).toBe(initial - ok.length);

    // The node serves as before.
    expect((await q.call('GET', '/health')).status).toBe(200);
    const after = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: { n: 'after' } } });
    expect(after.status).toBe(200);
    expect((await download(after.body.url)).status).toBe(200);
    expect(await remaining(q, a)).toBe(initial - ok.length - 1);
  }, 60_000);
});
