/**
 * The dashboard's statistics endpoints over HTTP, on SQLite and on PostgreSQL, with 100,000
 * audit rows (calls over the last 60 days, four ways in, three keys, ~6 % errors) and 5,000
 * generated files for the measured account, plus another account of 50,000 rows. Sequential
 * requests after a warm-up; prints p50/p90/p99 per endpoint and database.
 *
 *   npx tsx bench/dashboard-api.ts               # 300 requests per endpoint and database
 *   REQUESTS=1000 ROWS=200000 npx tsx bench/dashboard-api.ts
 *
 * PostgreSQL: TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) must let us
 * create and drop a database; the benchmark uses a fresh one and drops it afterwards.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { login, startTestQuire, type TestQuire } from '../test/support/quire.js';
import { operatorCtx } from '../src/core/context.js';
import { percentile } from './fixture.js';

function decodeCursor(c: string) {
  const [at, id] = Buffer.from(c, 'base64url').toString().split('|');
  return { at, id: Number(id) };
}

/** The plans of the list queries: index seeks, no table scan. */
async function explain(q: TestQuire, database: string, accountId: number, before: { at: string; id: number }, documentUuid: string) {
  const pg = database === 'postgres';
  const queries: [string, ReturnType<typeof sql>][] = [
    ['audit, newest 10', sql`SELECT * FROM audit_log WHERE account_id = ${accountId} ORDER BY created_at DESC, id DESC LIMIT 10`],
    [
      'audit, 10 before a cursor',
      sql`SELECT * FROM audit_log WHERE account_id = ${accountId} AND (created_at, id) < (${before.at}, ${before.id}) ORDER BY created_at DESC, id DESC LIMIT 10`,
    ],
    ['daily totals, 90 days', sql`SELECT day, sum(calls), sum(errors) FROM audit_daily WHERE account_id = ${accountId} AND day >= '2000-01-01' GROUP BY day`],
    [
      'files of one document',
      sql`SELECT * FROM generations WHERE account_id = ${accountId} AND status IN ('succeeded', 'deleted') AND document_uuid = ${documentUuid} ORDER BY created_at DESC, id DESC LIMIT 20`,
    ],
  ];
  for (const [name, query] of queries) {
    const rows = (await sql`${sql.raw(pg ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN')} ${query}`.execute(q.quire.db)).rows as Record<string, unknown>[];
    console.error(`\n${database}: ${name}\n  ${rows.map((r) => (pg ? r['QUERY PLAN'] : r.detail)).join('\n  ')}`);
  }
}

const ROWS = Number(process.env.ROWS ?? 100_000);
const FILES = Number(process.env.FILES ?? 5_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const WARMUP = 30;
const DAY_MS = 86_400_000;

interface Row {
  database: string;
  endpoint: string;
  p50: number;
  p90: number;
  p99: number;
  verb: number;
  ratio: number;
}

/** Calls as the audit hook records them (so the daily rollup is built the same way). */
async function seedAudit(q: TestQuire, accountId: number, keyIds: number[], rows: number): Promise<void> {
  const now = Date.now();
  for (let i = 0; i < rows; i++) {
    const r = Math.random();
    const actor = r < 0.7 ? 'api_key' : r < 0.85 ? 'user' : r < 0.95 ? 'mcp' : 'legacy';
    const status = Math.random() < 0.06 ? [400, 401, 402, 404, 422, 500][i % 6] : 200;
    q.quire.services.audit.record({
      accountId,
      apiKeyId: actor === 'user' ? null : keyIds[i % keyIds.length],
      actor,
      method: i % 3 ? 'GET' : 'POST',
      route: ['/v1/documents', '/v1/documents/:id', '/v1/generate', '/mcp', '/generate'][i % 5],
      status,
      latencyMs: 5 + (i % 40),
      requestId: crypto.randomUUID(),
      at: new Date(now - Math.floor(((rows - i) / rows) * 60 * DAY_MS)).toISOString(),
    });
    if (i % 5000 === 4999) await q.flushAudit();
  }
  await q.flushAudit();
}

/** Generated files written straight into the table: the bench measures the list, not renders. */
async function seedFiles(q: TestQuire, accountId: number, docs: { id: number; uuid: string }[]): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < FILES; start += 500) {
    await q.quire.db
      .insertInto('generations')
      .values(
        Array.from({ length: Math.min(500, FILES - start) }, (_, j) => {
          const i = start + j;
          const doc = docs[i % docs.length];
          const at = new Date(now - (FILES - i) * 60_000).toISOString();
          const deleted = i % 10 === 0;
          return {
            account_id: accountId,
            document_id: doc.id,
            document_uuid: doc.uuid,
            api_key_id: null,
            actor: 'api_key',
            path: `client/${accountId}/generated/${doc.uuid}/${Date.parse(at) + i}.pdf`,
            status: deleted ? ('deleted' as const) : ('succeeded' as const),
            credit_source: 'grant' as const,
            error_code: null,
            bytes: 20_000 + i,
            pages: 1 + (i % 3),
            duration_ms: 40,
            created_at: at,
            completed_at: at,
            deleted_at: deleted ? at : null,
          };
        }),
      )
      .execute();
  }
}

async function run(database: 'sqlite' | 'postgres'): Promise<Row[]> {
  const q = await startTestQuire(database, {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    RENDER_CONCURRENCY: '1',
    PREVIEW_DEBOUNCE_MS: '60000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  try {
    const account = await q.quire.services.accounts.create('bench@example.com', 'benchmark password');
    const other = await q.quire.services.accounts.create('other@example.com', 'benchmark password');
    const keys = await Promise.all(['Billing', 'Agent', 'Old'].map((n) => q.quire.services.apiKeys.create(operatorCtx(account.id), n)));
    const otherKey = await q.quire.services.apiKeys.create(operatorCtx(other.id), 'Other');
    const token = keys[0].token;
    const cookie = await login(q.call, 'bench@example.com', 'benchmark password');
    const docs: { id: number; uuid: string }[] = [];
    for (let i = 0; i < 20; i++) docs.push((await q.call('POST', '/v1/documents', { token, body: { name: `Invoice ${i}` } })).body);
    const t = Date.now();
    await seedAudit(
      q,
      account.id,
      keys.map((k) => k.id),
      ROWS,
    );
    await seedAudit(q, other.id, [otherKey.id], ROWS / 2);
    await q.quire.db.updateTable('api_keys').set({ revoked_at: new Date().toISOString() }).where('id', '=', keys[2].id).execute();
    await seedFiles(q, account.id, docs);
    // Planner statistics, as autovacuum (PostgreSQL) or `ANALYZE` keep them on a live database.
    await sql`ANALYZE`.execute(q.quire.db);
    console.error(`${database}: seeded ${ROWS} + ${ROWS / 2} audit rows and ${FILES} files in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const ctx = { accountId: account.id, actor: { kind: 'user' as const }, requestId: 'bench' };
    const log = q.quire.services.auditLog;
    const deep = (await q.call('GET', `/v1/audit?limit=100`, { token })).body.nextBefore;
    let cursor = deep;
    for (let i = 0; i < ROWS / 200; i++) {
      const page = await q.call('GET', `/v1/audit?limit=100&before=${encodeURIComponent(cursor)}`, { token });
      if (!page.body.nextBefore) throw new Error(`page ${i}: ${page.status} ${JSON.stringify(page.body).slice(0, 300)}`);
      cursor = page.body.nextBefore;
    }
    const endpoints: [string, string, 'token' | 'cookie', () => Promise<unknown>][] = [
      ['GET /v1/me (baseline)', '/v1/me', 'token', () => q.quire.services.accounts.me(ctx)],
      ['GET /v1/usage/daily?days=30', '/v1/usage/daily?days=30', 'token', () => log.daily(ctx, 30)],
      ['GET /v1/usage/daily?days=90', '/v1/usage/daily?days=90', 'token', () => log.daily(ctx, 90)],
      ['GET /v1/audit?limit=10', '/v1/audit?limit=10', 'token', () => log.recent(ctx, { limit: 10 })],
      ['GET /v1/audit?limit=100', '/v1/audit?limit=100', 'token', () => log.recent(ctx, { limit: 100 })],
      ['GET /v1/audit?limit=10&via=legacy', '/v1/audit?limit=10&via=legacy', 'token', () => log.recent(ctx, { limit: 10, via: ['legacy'] })],
      [
        'GET /v1/audit?limit=10&before=(50,000 back)',
        `/v1/audit?limit=10&before=${encodeURIComponent(cursor)}`,
        'token',
        () => log.recent(ctx, { limit: 10, before: decodeCursor(cursor) }),
      ],
      ['GET /v1/generations?limit=20', '/v1/generations?limit=20', 'token', () => q.quire.services.listGeneratedFiles(ctx, { limit: 20 })],
      [
        'GET /v1/generations?documentId=…',
        `/v1/generations?limit=20&documentId=${docs[7].uuid}`,
        'token',
        () => q.quire.services.listGeneratedFiles(ctx, { limit: 20, documentId: docs[7].uuid }),
      ],
      ['GET /v1/api-keys (usage7d)', '/v1/api-keys', 'cookie', () => q.quire.services.apiKeys.list(ctx)],
    ];
    const once = async ([endpoint, path, auth]: (typeof endpoints)[number]) => {
      const r = await fetch(q.url + path, { headers: auth === 'token' ? { 'x-api-token': token } : { cookie } });
      const body = await r.text();
      if (r.status !== 200) throw new Error(`${endpoint}: ${r.status} ${body}`);
    };
    for (let i = 0; i < WARMUP; i++) for (const e of endpoints) await once(e);
    // Round-robin, so a burst of load on this shared machine hits every endpoint alike.
    const http = endpoints.map(() => [] as number[]);
    const inProcess = endpoints.map(() => [] as number[]);
    for (let i = 0; i < REQUESTS; i++) {
      for (const [j, e] of endpoints.entries()) {
        let start = performance.now();
        await once(e);
        http[j].push(performance.now() - start);
        await q.flushAudit(); // the HTTP call's own audit record: the verb below then times its query alone
        start = performance.now();
        await e[3]();
        inProcess[j].push(performance.now() - start);
      }
    }
    // What a read pays when calls are still pending: writing one call's record (a commit).
    const writes: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      q.quire.services.audit.record({
        accountId: account.id,
        apiKeyId: keys[0].id,
        actor: 'api_key',
        method: 'GET',
        route: '/v1/me',
        status: 200,
        latencyMs: 1,
        requestId: 'bench',
        at: new Date().toISOString(),
      });
      const start = performance.now();
      await q.flushAudit();
      writes.push(performance.now() - start);
    }
    const out: Row[] = endpoints.map(([endpoint], j) => ({
      database,
      endpoint,
      p50: percentile(http[j], 50),
      p90: percentile(http[j], 90),
      p99: percentile(http[j], 99),
      verb: percentile(inProcess[j], 50),
      ratio: percentile(http[j], 50) / percentile(http[0], 50),
    }));
    out.push({
      database,
      endpoint: '(audit write of one pending call)',
      p50: Number.NaN,
      p90: Number.NaN,
      p99: Number.NaN,
      verb: percentile(writes, 50),
      ratio: Number.NaN,
    });
    if (process.env.EXPLAIN) await explain(q, database, account.id, decodeCursor(cursor), docs[7].uuid);
    return out;
  } finally {
    await q.close();
  }
}

const rows: Row[] = [];
for (const database of ['sqlite', 'postgres'] as const) rows.push(...(await run(database)));
const ms = (x: number) => (Number.isNaN(x) ? '' : `${x.toFixed(2)} ms`).padStart(9);
console.log(
  `\n${ROWS} audit rows and ${FILES} files for the account; ${REQUESTS} sequential requests per endpoint after ${WARMUP} warm-up (${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})\n`,
);
console.log(
  'HTTP: over the loopback with auth; ratio: HTTP p50 / GET /v1/me p50 in the same run; verb: the same call in-process (its SQL), p50.\nA read first writes the calls still pending (at most a second of them): the last row is the cost of writing one.\n',
);
console.log('| database | endpoint                                       | HTTP p50  | p90       | p99       | ratio | verb p50  |');
console.log('|----------|------------------------------------------------|-----------|-----------|-----------|-------|-----------|');
for (const r of rows)
  console.log(
    `| ${r.database.padEnd(8)} | ${r.endpoint.padEnd(46)} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${(Number.isNaN(r.ratio) ? '' : r.ratio.toFixed(2)).padStart(5)} | ${ms(r.verb)} |`,
  );
