/**
 * GET /v1/documents over HTTP, on SQLite and on PostgreSQL: one account with 100 documents,
 * a warm-up, then sequential requests; prints p50/p90/p99 per database.
 *
 *   npx tsx bench/documents-list.ts            # 500 requests per database
 *   REQUESTS=2000 npx tsx bench/documents-list.ts
 *   BODY_KB=50 npx tsx bench/documents-list.ts   # templates of 50 KB each (the list never sends them)
 *
 * PostgreSQL: TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) must let us
 * create and drop a database; the benchmark uses a fresh one and drops it afterwards.
 */
import os from 'node:os';
import { operatorCtx } from '../src/core/context.js';
import { startTestQuire } from '../test/support/quire.js';
import { percentile } from './fixture.js';

const DOCUMENTS = 100;
const WARMUP = 50;
const REQUESTS = Number(process.env.REQUESTS ?? 500);
const BODY_KB = Number(process.env.BODY_KB ?? 0);

interface Result {
  database: string;
  p50: number;
  p90: number;
  p99: number;
  mean: number;
  bytes: number;
}

async function run(database: 'sqlite' | 'postgres'): Promise<Result> {
  const q = await startTestQuire(database, {
    RENDER_CONCURRENCY: '1',
    // Measure the list, not the preview renders that 100 new documents would queue.
    PREVIEW_DEBOUNCE_MS: '60000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
  });
  const quire = q.quire;
  try {
    const base = q.url;
    const account = await quire.services.accounts.create('bench@example.com', 'benchmark password');
    const { token } = await quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
    const headers = { 'x-api-token': token, 'content-type': 'application/json' };
    for (let i = 0; i < DOCUMENTS; i++) {
      const r = await fetch(`${base}/v1/documents`, { method: 'POST', headers, body: JSON.stringify({ name: `Invoice ${i + 1}` }) });
      if (r.status !== 201) throw new Error(`create: ${r.status} ${await r.text()}`);
      if (BODY_KB > 0) {
        const { id } = await r.json();
        const body = `<div>${'x'.repeat(BODY_KB * 1024)}</div>`;
        const p = await fetch(`${base}/v1/documents/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ body }) });
        if (p.status !== 200) throw new Error(`patch: ${p.status} ${await p.text()}`);
      }
    }
    let bytes = 0;
    const list = async () => {
      const r = await fetch(`${base}/v1/documents`, { headers: { 'x-api-token': token } });
      const body = await r.text();
      if (r.status !== 200) throw new Error(`list: ${r.status} ${body}`);
      bytes = body.length;
      return body;
    };
    const first = JSON.parse(await list());
    if (first.documents.length !== DOCUMENTS) throw new Error(`expected ${DOCUMENTS} documents, got ${first.documents.length}`);
    for (let i = 0; i < WARMUP; i++) await list();
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      await list();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return {
      database,
      p50: percentile(times, 50),
      p90: percentile(times, 90),
      p99: percentile(times, 99),
      mean: times.reduce((s, x) => s + x, 0) / times.length,
      bytes,
    };
  } finally {
    await q.close();
  }
}

const results: Result[] = [];
for (const database of ['sqlite', 'postgres'] as const) results.push(await run(database));

const ms = (x: number) => `${x.toFixed(2)} ms`;
console.log(
  `\nGET /v1/documents, ${DOCUMENTS} documents${BODY_KB ? ` of ${BODY_KB} KB` : ''}, ${REQUESTS} sequential requests after ${WARMUP} warm-up (${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)})\n`,
);
console.log('| database   | p50      | p90      | p99      | mean     | body    |');
console.log('|------------|----------|----------|----------|----------|---------|');
for (const r of results) {
  console.log(
    `| ${r.database.padEnd(10)} | ${ms(r.p50).padStart(8)} | ${ms(r.p90).padStart(8)} | ${ms(r.p99).padStart(8)} | ${ms(r.mean).padStart(8)} | ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(7)} |`,
  );
}
