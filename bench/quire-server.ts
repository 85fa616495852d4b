/**
 * The Quire side of bench/generate.ts, in its own process (forked with an IPC channel) so the
 * server's own CPU time can be read apart from the load generator's and the raw baseline's:
 * process.cpuUsage() here is Quire's Node CPU and nothing else (Chromium runs in child
 * processes of its own). It starts Quire (SQLite, local storage, bench limits), creates the
 * invoice document and answers the parent's messages:
 *
 *   { cmd: 'cpu' }                      -> { cpu: user+system microseconds so far }
 *   { cmd: 'threads' }                  -> { threads: CPU milliseconds so far by thread name (main, workers, libuv pool) }
 *   { cmd: 'render' }                   -> { ms } of one in-process Renderer.renderPdf
 *   { cmd: 'profile-start', intervalUs } -> {} (V8 CPU profiler, the same sampler as --cpu-prof; V8's
 *                                          default interval, ~1 ms, unless given)
 *   { cmd: 'profile-stop', file }       -> { top } (profile written to `file`, self-time table)
 *   { cmd: 'gc' }                       -> {} after a full GC
 *   { cmd: 'close' }                    -> exits
 *
 * With BENCH_CANNED_RENDER_MS set (bench/generate.ts --canned-render), Chromium is left out of
 * the generations: each one still assembles its page, then waits that long and answers the
 * invoice's PDF printed once at start. What Node spends per render without the exchange with
 * Chromium, at a rate of the bench's choosing (docs/performance.md).
 *
 * With BENCH_POSTGRES set (bench/generate.ts --postgres), Quire's database is a fresh PostgreSQL
 * database on the machine's server (TEST_PG_URL, as the tests), dropped at close.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { startQuire, type Quire } from '../src/app/boot.js';
import { loadConfig } from '../src/app/config.js';
import { operatorCtx } from '../src/core/context.js';
import type { RenderInput } from '../src/render/types.js';
import { fixtureInput, timed } from './fixture.js';
import { startFloor } from './floor-server.js';
import { collectGarbage } from './memory.js';
import { selfTimeTable, type CpuProfile } from './profile.js';
import { benchDataDir } from './data-dir.js';
import { freshPostgres } from '../test/support/quire.js';

export interface ServerReady {
  url: string;
  token: string;
  documentId: string;
  pages: number;
  chromiumPath: string;
  maxPages: number;
  restartAfter: number;
  input: RenderInput;
  inlineHtml: string;
  linkedHtml: string;
  /** bench/floor-server.ts: HTTP and the durable file (and on PostgreSQL two commits), nothing else. */
  floorUrl: string;
}

const dataDir = await benchDataDir('quire-bench-');
const postgres = process.env.BENCH_POSTGRES ? await freshPostgres() : null;
const quire = await startQuire(
  loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEFAULT_GENERATION_CREDITS: '1000000000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
    RENDER_RESTART_AFTER: process.env.BENCH_RESTART_AFTER || undefined,
  }),
);
const input = fixtureInput();
const account = await quire.services.accounts.create('bench@example.com', 'correct horse battery staple');
const { token } = await quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
const documentId = await createFixtureDocument(quire, token, input);
const floor = await startFloor(quire.deps.storage, (await quire.deps.renderer.renderPdf(input)).pdf, postgres?.url);
const session = new Session();
session.connect();

const ready: ServerReady = {
  url: quire.url,
  token,
  documentId,
  input,
  pages: quire.config.RENDER_CONCURRENCY,
  chromiumPath: quire.config.CHROMIUM_PATH,
  maxPages: quire.config.RENDER_MAX_PAGES,
  restartAfter: quire.config.RENDER_RESTART_AFTER,
  inlineHtml: await quire.deps.renderer.buildHtml(input, { assets: 'inline' }),
  linkedHtml: await quire.deps.renderer.buildHtml(input, { assets: 'linked' }),
  floorUrl: floor.url,
};
if (process.env.BENCH_CANNED_RENDER_MS) await cannedRenders(Number(process.env.BENCH_CANNED_RENDER_MS));
await settled();
process.send!({ ready });

process.on('message', (msg: { id: number; cmd: string; file?: string; renders?: number; intervalUs?: number }) => {
  void answer(msg).then(
    (reply) => process.send!({ id: msg.id, ...reply }),
    (err: unknown) => process.send!({ id: msg.id, error: String(err) }),
  );
});

async function answer(msg: { cmd: string; file?: string; renders?: number; intervalUs?: number }): Promise<Record<string, unknown>> {
  switch (msg.cmd) {
    case 'cpu': {
      const { user, system } = process.cpuUsage();
      return { cpu: user + system };
    }
    case 'threads':
      return { threads: threadCpu() };
    case 'render':
      return { ms: await timed(() => quire.deps.renderer.renderPdf(input)) };
    case 'profile-start':
      await session.post('Profiler.enable');
      if (msg.intervalUs) await session.post('Profiler.setSamplingInterval', { interval: msg.intervalUs });
      await session.post('Profiler.start');
      return {};
    case 'profile-stop': {
      const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
      await writeFile(msg.file!, JSON.stringify(profile));
      return { top: selfTimeTable(profile, 15) };
    }
    case 'gc':
      await collectGarbage();
      return {};
    case 'close':
      setImmediate(() => void close());
      return {};
    default:
      throw new Error(`unknown command ${msg.cmd}`);
  }
}

/** CPU ms per thread kind, from /proc: Node's main thread, template workers, libuv's pool, V8's helpers. */
function threadCpu(): Record<string, number> {
  const tick = 1000 / 100; // USER_HZ
  const out: Record<string, number> = {};
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = tid === String(process.pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '#');
      const [utime, stime] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13)
        .map(Number);
      out[name] = (out[name] ?? 0) + (utime! + stime!) * tick;
    } catch {
      /* thread ended */
    }
  }
  return out;
}

/**
 * Resolves once 200 ms pass with under 10 ms of CPU in this process (every thread): a node's
 * warm-ups run beside its start (the e-invoice rules' thread, about 0.9 s of CPU; the compare
 * thread; a spare Tailwind compiler), and would otherwise land in a run's first measurement.
 */
async function settled(): Promise<void> {
  for (;;) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const used = process.cpuUsage(before);
    if (used.user + used.system < 10_000) return;
  }
}

async function cannedRenders(ms: number): Promise<void> {
  const renderer = quire.deps.renderer;
  const printed = await renderer.renderPdf(input);
  (renderer as { renderPdf: typeof renderer.renderPdf }).renderPdf = async (doc) => {
    await renderer.buildHtml(doc, { assets: 'linked' });
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { pdf: Buffer.from(printed.pdf), pages: printed.pages };
  };
}

async function close(): Promise<void> {
  session.disconnect();
  await floor.close();
  await quire.close();
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
}

async function createFixtureDocument(q: Quire, apiToken: string, doc: RenderInput): Promise<string> {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${q.url}${path}`, {
      method,
      headers: { 'x-api-token': apiToken, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number; uuid: string }>;
  };
  const created = await call('POST', '/v1/documents', { name: 'Invoice (benchmark fixture)' });
  const { body, framework, format, landscape, fonts, variables } = doc;
  await call('PATCH', `/v1/documents/${created.id}`, { body, framework, format, landscape, fonts, variables });
  // Let the preview that PATCH scheduled finish, so it does not land inside a measurement.
  const until = Date.now() + 15_000;
  while (Date.now() < until && (q.previews.stats().renders === 0 || q.deps.renderer.health().active > 0)) await new Promise((r) => setTimeout(r, 50));
  return created.uuid;
}
