/**
 * End-to-end generation benchmark: POST /v1/generate over HTTP (SQLite, local storage, default
 * render concurrency) against raw puppeteer-core printing the renderer's own final HTML on
 * warm pages of the same chromium-headless-shell. Two raw baselines: the self-contained page
 * (`buildHtml(input, { assets: 'inline' })`, fonts as data: URIs) and the exact page the pool
 * prints (`assets: 'linked'`, assets answered from memory; the issue-18 targets use this one).
 *
 *   make bench                                   = npx tsx bench/generate.ts
 *   npx tsx bench/generate.ts                    latency, throughput, Node CPU per render
 *   npx tsx bench/generate.ts --cpu-prof         a CPU profile of Quire under load, top 15 self time
 *   npx tsx bench/generate.ts --cpu              Quire alone under load: Node CPU per render (quick A/B)
 *   npx tsx bench/generate.ts --memory           RSS of Quire + its Chromium after 100 vs 2,000 renders
 *
 * Options: --warmup 20 --sequential 200 --concurrent 400 --concurrency 8 --renders 2000
 *          --profile-renders 400 --profile-file quire.cpuprofile --sample-us N (the profiler's interval;
 *          V8's default is ~1 ms, coarse for a sequential run: --concurrency 1 --sample-us 100)
 *          --restart-after N (RENDER_RESTART_AFTER; e.g. 1000000 to watch memory without recycling)
 *          --raw-frame-control (the raw side's pages draw no frames either, as Quire's pool pages
 *          do: src/render/frame-control.ts; off by default, raw puppeteer as a user would run it)
 *          --canned-render MS (with --cpu or --cpu-prof: generations skip Chromium, answering a PDF
 *          printed once after MS ms; Node's cost without the exchange with Chromium)
 *          --postgres (Quire on a fresh database of the machine's PostgreSQL, TEST_PG_URL as the
 *          tests, instead of its embedded SQLite)
 *
 * The sequential loop also times bench/floor-server.ts (HTTP and the durable file, and on
 * PostgreSQL two commits, in Quire's process without Quire): the renderer's p50 plus the
 * floor's is the "least possible" line, what no generate on this machine can beat.
 *
 * Quire runs in its own process (bench/quire-server.ts) so its Node CPU (user + system, read
 * by process.cpuUsage() there) is Quire's alone: neither this load generator nor the raw
 * baseline's puppeteer client count. CPU per render is robust to background load where
 * wall-clock ratios are not. The machine may be shared: Quire and raw runs are interleaved
 * (one render each in turn sequentially, alternating blocks concurrently) so both sides see
 * the same background load.
 */
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { ASSET_HEADERS, ASSET_ORIGIN, resolveAsset } from '../src/render/assets.js';
import { frameControlArgs, newFrameControlledPage } from '../src/render/frame-control.js';
import type { RenderInput } from '../src/render/types.js';
import { percentile, timed } from './fixture.js';
import { childrenCpuMs, cpuBetween, processCpuMs } from './cpu.js';
import { treeMemory, type Memory } from './memory.js';
import { printSelfTimes, type SelfTime } from './profile.js';
import { QuireProcess } from './quire-process.js';

const { values: opt } = parseArgs({
  options: {
    memory: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    cpu: { type: 'boolean', default: false },
    'profile-renders': { type: 'string', default: '400' },
    'profile-file': { type: 'string', default: 'quire.cpuprofile' },
    'sample-us': { type: 'string' },
    warmup: { type: 'string', default: '20' },
    sequential: { type: 'string', default: '200' },
    concurrent: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
    renders: { type: 'string', default: '2000' },
    'restart-after': { type: 'string' },
    'raw-frame-control': { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    'canned-render': { type: 'string' },
  },
});
const n = (k: keyof typeof opt) => Number(opt[k]);

if (opt['canned-render'] && !opt.cpu && !opt['cpu-prof']) throw new Error('--canned-render goes with --cpu or --cpu-prof');
if (opt.postgres) process.env.BENCH_POSTGRES = '1'; // read by bench/quire-server.ts
const server = await QuireProcess.start(opt['restart-after'], opt['canned-render']);
const { input, pages } = server.ready;
console.log(
  `Quire ${server.ready.url} (pid ${server.pid}): ${opt.postgres ? 'PostgreSQL' : 'SQLite'}, local storage, RENDER_CONCURRENCY=${pages} (${availableParallelism()} cores), chromium-headless-shell`,
);
console.log(
  `Load average at start: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (wall-clock ratios are only meaningful on a quiet machine; CPU ms per render is robust to load)`,
);

// A lean keep-alive HTTP client, as a load generator would be: fetch (undici) costs ~2 ms of
// CPU per call, which on two cores comes out of Chromium's share and is not Quire's cost.
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const payload = JSON.stringify({ documentId: server.ready.documentId, variables: input.variables });
const generateOnce = () => postOnce(new URL('/v1/generate', server.ready.url));
// The same request to bench/floor-server.ts: HTTP and the durable file, without Quire.
const floorOnce = () => postOnce(new URL('/', server.ready.floorUrl));

function postOnce(target: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: { 'x-api-token': server.ready.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${target.pathname}: ${res.statusCode} ${Buffer.concat(chunks)}`))));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function speedRun(): Promise<void> {
  const { inlineHtml: html, linkedHtml } = server.ready;
  const raw = await RawPool.start(pages, input);
  try {
    for (let i = 0; i < n('warmup'); i++) {
      await generateOnce();
      await raw.render(html);
      await raw.render(linkedHtml);
      await server.call('render');
      await floorOnce();
    }
    const e2e: number[] = [],
      rawMs: number[] = [],
      rawLinked: number[] = [],
      renderer: number[] = [],
      floor: number[] = [];
    for (let i = 0; i < n('sequential'); i++) {
      e2e.push(await timed(generateOnce));
      rawMs.push(await timed(() => raw.render(html)));
      renderer.push((await server.call('render')).ms as number);
      rawLinked.push(await timed(() => raw.render(linkedHtml)));
      floor.push(await timed(floorOnce));
    }
    const row = (name: string, d: number[]) =>
      console.log(`  ${name.padEnd(34)} p50 ${percentile(d, 50).toFixed(1).padStart(6)} ms   p90 ${percentile(d, 90).toFixed(1).padStart(6)} ms`);
    console.log(`\nSequential, ${n('sequential')} renders each (after ${n('warmup')} warm-up):`);
    row('POST /v1/generate (end to end)', e2e);
    row('Renderer.renderPdf (in-process)', renderer);
    row('raw puppeteer, inline HTML', rawMs);
    row('raw puppeteer, linked HTML', rawLinked);
    row(opt.postgres ? 'floor: HTTP, file, two commits' : 'floor: HTTP and the durable file', floor);
    const latency = percentile(e2e, 50) / percentile(rawLinked, 50);
    const least = percentile(renderer, 50) + percentile(floor, 50);

    const total = n('concurrent'),
      concurrency = n('concurrency'),
      blocks = 4;
    let quireMs = 0,
      rawTotalMs = 0,
      rawLinkedMs = 0,
      quireCpu = 0,
      quireChromiumCpu = 0,
      rawCpu = 0,
      rawClientCpu = 0;
    for (let b = 0; b < blocks; b++) {
      const cpuBefore = await server.cpu(),
        chromiumBefore = childrenCpuMs(server.pid);
      quireMs += await timed(() => parallel(total / blocks, concurrency, generateOnce));
      quireCpu += (await server.cpu()) - cpuBefore;
      quireChromiumCpu += cpuBetween(chromiumBefore, childrenCpuMs(server.pid));
      rawTotalMs += await timed(() => parallel(total / blocks, concurrency, () => raw.render(html)));
      const rawBefore = raw.cpuMs();
      rawLinkedMs += await timed(() => parallel(total / blocks, concurrency, () => raw.render(linkedHtml)));
      const rawAfter = raw.cpuMs();
      rawCpu += cpuBetween(rawBefore, rawAfter);
      rawClientCpu += rawAfter.get(process.pid)! - rawBefore.get(process.pid)!;
    }
    const qps = total / (quireMs / 1000),
      rps = total / (rawTotalMs / 1000),
      lps = total / (rawLinkedMs / 1000);
    console.log(`\nThroughput, ${total} renders at client concurrency ${concurrency} (${pages} pages on each side):`);
    console.log(`  Quire ${qps.toFixed(1)}/s   raw inline ${rps.toFixed(1)}/s   raw linked ${lps.toFixed(1)}/s`);
    console.log(`\nSummary (issue 18 targets against raw linked):`);
    console.log(
      `  sequential p50    Quire ${percentile(e2e, 50).toFixed(1)} ms   raw linked ${percentile(rawLinked, 50).toFixed(1)} ms   ratio ${latency.toFixed(2)} (target <= 1.10)`,
    );
    console.log(
      `  least possible    renderer p50 + floor p50 ${least.toFixed(1)} ms   raw linked ${percentile(rawLinked, 50).toFixed(1)} ms   ratio ${(least / percentile(rawLinked, 50)).toFixed(2)}`,
    );
    console.log(`  throughput        Quire ${qps.toFixed(1)}/s   raw linked ${lps.toFixed(1)}/s   ratio ${(qps / lps).toFixed(2)} (target >= 0.95)`);
    console.log(
      `  Node CPU          ${(quireCpu / 1000 / total).toFixed(2)} ms per render (Quire's process, user + system, over the ${total} concurrent renders)`,
    );
    console.log(
      `  CPU per render    Quire ${(quireCpu / 1000 / total + quireChromiumCpu / total).toFixed(1)} ms (Node + its Chromium ${(quireChromiumCpu / total).toFixed(1)})   raw linked ${(rawCpu / total).toFixed(1)} ms (its Chromium ${((rawCpu - rawClientCpu) / total).toFixed(1)} + puppeteer client); ratio ${((quireCpu / 1000 + quireChromiumCpu) / rawCpu).toFixed(2)}`,
    );
    console.log(
      `  load average now  ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await raw.close();
  }
}

/** Quire alone under the concurrent load, profiled or not: Node CPU per render (and the profile's top self times). */
async function profileRun(profile: boolean): Promise<void> {
  const total = n('profile-renders'),
    file = opt['profile-file']!;
  for (let i = 0; i < n('warmup'); i++) await generateOnce();
  await parallel(n('warmup') * 4, n('concurrency'), generateOnce);
  if (profile) await server.call('profile-start', opt['sample-us'] ? { intervalUs: Number(opt['sample-us']) } : {});
  const threadsBefore = (await server.call('threads')).threads as Record<string, number>;
  const cpuBefore = await server.cpu(),
    chromiumBefore = childrenCpuMs(server.pid);
  const ms = await timed(() => parallel(total, n('concurrency'), generateOnce));
  const cpu = (await server.cpu()) - cpuBefore;
  const chromium = cpuBetween(chromiumBefore, childrenCpuMs(server.pid));
  const threadsAfter = (await server.call('threads')).threads as Record<string, number>;
  const byThread = Object.entries(threadsAfter)
    .map(([k, v]) => [k, (v - (threadsBefore[k] ?? 0)) / total] as const)
    .filter(([, v]) => v > 0.005)
    .sort((a, b) => b[1] - a[1]);
  console.log(`\nNode CPU per render by thread (from /proc, 10 ms ticks): ${byThread.map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', ')}`);
  if (!profile) {
    console.log(
      `\nQuire alone, ${total} renders at client concurrency ${n('concurrency')}: ${(total / (ms / 1000)).toFixed(1)}/s; Node CPU ${(cpu / 1000 / total).toFixed(2)} ms per render; its Chromium ${(chromium / total).toFixed(2)} ms per render`,
    );
    return;
  }
  const { top } = await server.call('profile-stop', { file: fileURLToPath(new URL(file, `file://${process.cwd()}/`)) });
  console.log(`\nCPU profile of Quire under ${total} renders at client concurrency ${n('concurrency')} (written to ${file}; open it in Chrome DevTools):`);
  console.log(`  ${(total / (ms / 1000)).toFixed(1)}/s; Node CPU ${(cpu / 1000 / total).toFixed(2)} ms per render (profiler on: a little more than without)`);
  const main = (threadsAfter.main! - (threadsBefore.main ?? 0)) / total;
  console.log(`  Top 15 by self time (share of the main thread's busy samples, idle excluded; est. = share x its ${main.toFixed(2)} ms per render):`);
  printSelfTimes(top as SelfTime[], main);
}

async function memoryRun(): Promise<void> {
  const total = n('renders');
  const report = (label: string, m: Memory) =>
    console.log(
      `  ${label.padEnd(12)} Quire RSS ${mb(m.self.rss)}   Chromium RSS ${mb(m.children.rss)} (${m.children.count} processes, PSS ${mb(m.children.pss)})   total RSS ${mb(m.self.rss + m.children.rss)}`,
    );
  console.log(`\nMemory, ${total} renders at client concurrency ${n('concurrency')}, browser recycled every ${server.ready.restartAfter} renders:`);
  // Checkpoints between recycles too: right after one, Chromium is fresh and proves nothing.
  const checkpoints = [...new Set([100, 500, 900, 1500, 1900, total].filter((c) => c <= total))].sort((a, b) => a - b);
  let done = 0;
  let first: Memory | null = null;
  let last: Memory | null = null;
  for (const at of checkpoints) {
    await parallel(at - done, n('concurrency'), generateOnce);
    done = at;
    await server.call('gc');
    last = treeMemory(server.pid);
    first ??= last;
    report(`after ${at}`, last);
  }
  const sum = (m: Memory) => m.self.rss + m.children.rss;
  const growth = sum(last!) / sum(first!) - 1;
  console.log(`  total RSS after ${total} vs after ${checkpoints[0]}: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (target within 10%)`);
}

/** Runs `count` tasks, `concurrency` at a time. */
async function parallel(count: number, concurrency: number, task: () => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await task();
    }),
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;

/**
 * Warm pages of a plain puppeteer browser: the same binary, JavaScript off like Quire's
 * pages. Inline HTML is self-contained (data: URIs only); linked HTML is what the pool prints.
 */
class RawPool {
  private constructor(
    private readonly browser: Browser,
    private readonly idle: Page[],
    private readonly input: RenderInput,
  ) {}
  private readonly waiting: ((p: Page) => void)[] = [];

  static async start(size: number, input: RenderInput): Promise<RawPool> {
    const frameControl = opt['raw-frame-control'] ? frameControlArgs(server.ready.chromiumPath) : [];
    const browser = await puppeteer.launch({
      executablePath: server.ready.chromiumPath,
      headless: 'shell',
      pipe: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-extensions',
        '--disable-background-networking',
        ...frameControl,
      ],
    });
    const pagesList: Page[] = [];
    for (let i = 0; i < size; i++) {
      const page = frameControl.length ? await newFrameControlledPage(browser) : await browser.newPage();
      await page.setJavaScriptEnabled(false);
      // Linked HTML names Quire's asset origin: answer it from memory, as the pool does.
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const asset = request.url().startsWith(ASSET_ORIGIN) ? resolveAsset(request.url()) : null;
        if (asset) void request.respond({ status: 200, headers: ASSET_HEADERS, contentType: asset.contentType, body: asset.body });
        else if (request.url().startsWith('data:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
      pagesList.push(page);
    }
    return new RawPool(browser, pagesList, input);
  }

  async render(html: string): Promise<Uint8Array> {
    const page = this.idle.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: 0 });
      return await page.pdf({
        format: this.input.format,
        landscape: this.input.landscape,
        printBackground: true,
        preferCSSPageSize: true,
        tagged: false,
        outline: false,
        pageRanges: `1-${server.ready.maxPages + 1}`,
        timeout: 0,
      });
    } finally {
      const waiter = this.waiting.shift();
      if (waiter) waiter(page);
      else this.idle.push(page);
    }
  }

  /** CPU ms by pid of this raw side: its Chromium processes and this process (puppeteer's client). */
  cpuMs(): Map<number, number> {
    const browserPid = this.browser.process()!.pid!;
    const tree = childrenCpuMs(browserPid);
    tree.set(browserPid, processCpuMs(browserPid));
    tree.set(process.pid, processCpuMs(process.pid));
    return tree;
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

// Last: the classes above must be initialized before the runs use them.
try {
  if (opt.memory) await memoryRun();
  else if (opt['cpu-prof'] || opt.cpu) await profileRun(opt['cpu-prof']!);
  else await speedRun();
} finally {
  await server.close();
}
