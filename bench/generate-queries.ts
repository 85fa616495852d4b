/**
 * The database work of one POST /v1/generate: SQL statements per generate (every statement
 * Kysely sends, transactions' BEGIN/COMMIT aside; the audit log is switched off), and the HTTP p50, for three cases: the
 * published version of an `auto` document (the common case: the document row is the version),
 * a pinned older version (one extra indexed lookup), and a `manual` document whose draft moved on.
 *
 *   npx tsx bench/generate-queries.ts [--renders 40] [--database postgres://…]
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startQuire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import { percentile } from './fixture.js';
import { benchDataDir } from './data-dir.js';

const { values: opt } = parseArgs({
  options: { renders: { type: 'string', default: '40' }, database: { type: 'string' }, trace: { type: 'boolean', default: false } },
});
const renders = Number(opt.renders);

const dir = await benchDataDir('quire-bench-q-');
const quire = await startQuire(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    PREVIEW_DEBOUNCE_MS: '60000',
    ...(opt.database ? { DATABASE_URL: opt.database } : {}),
  }),
);
const url = quire.url;
// The audit batch (one per second, whatever the calls) is not a generate's own work.
quire.services.audit.record = () => {};

// Count statements at the one place every Kysely executor (transactions' included) passes through.
let statements = 0;
let trace: string[] | null = null;
let proto = Object.getPrototypeOf(quire.db.getExecutor());
while (proto && !Object.hasOwn(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
const original = proto.executeQuery;
proto.executeQuery = function (...args: unknown[]) {
  statements++;
  trace?.push(String((args[0] as { sql?: string })?.sql ?? '').slice(0, 70));
  return original.apply(this, args);
};

const acc = await quire.services.accounts.create(`bench-${Date.now()}@example.com`, 'correct horse battery staple');
const { token } = await quire.services.apiKeys.create(operatorCtx(acc.id), 'bench');
await quire.services.credits.topUp(acc.id, { generation: 100_000 });
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(url + path, {
    method,
    headers: { 'x-api-token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const doc = (await call('POST', '/v1/documents', { name: 'Bench', body: '<h1>Invoice {{n}}</h1>', framework: 'NONE' })).body;
const hasVersions = doc.publishedVersion !== undefined;
if (hasVersions) await call('PATCH', `/v1/documents/${doc.id}`, { body: '<h1>Invoice {{n}} v2</h1>' });

async function measure(label: string, body: Record<string, unknown>) {
  for (let i = 0; i < 5; i++) await call('POST', '/v1/generate', body);
  const times: number[] = [];
  const before = statements;
  for (let i = 0; i < renders; i++) {
    const t = performance.now();
    const r = await call('POST', '/v1/generate', body);
    times.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`${label}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  if (opt.trace) {
    trace = [];
    await call('POST', '/v1/generate', body);
    console.log(trace.map((t) => `    ${t}`).join('\n'));
    trace = null;
  }
  console.log(`${label.padEnd(44)} ${((statements - before) / renders).toFixed(2)} statements/generate  p50 ${percentile(times, 50).toFixed(1)} ms`);
}

await measure('published version (auto document)', { documentId: doc.uuid, variables: { n: 1 } });
if (hasVersions) {
  await measure('pinned version 1', { documentId: doc.uuid, variables: { n: 1 }, version: 1 });
  await call('PATCH', `/v1/documents/${doc.id}`, { publishing: 'manual' });
  await call('PATCH', `/v1/documents/${doc.id}`, { body: '<h1>Draft {{n}}</h1>' });
  await measure('published version (manual, draft changed)', { documentId: doc.uuid, variables: { n: 1 } });
}
await quire.close();
await rm(dir, { recursive: true, force: true });
