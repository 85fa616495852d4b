/**
 * The invoice through one node and through three nodes (built CLI processes on one PostgreSQL
 * database, one s3rver and the machine's Redis: test/multinode/cluster.ts), against raw
 * chromium-headless-shell printing the same self-contained page on warm pages in this run.
 *
 *   npx tsc -p tsconfig.json && npx tsx bench/cluster.ts [--renders 300] [--concurrency 8]
 *
 * Reports throughput, and the CPU each node (Node.js + its Chromium, from /proc) spent per
 * render: the figure the capacity model rests on, since this 2-core machine cannot show three
 * nodes scaling. The machine is shared: figures move with the other work on it.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
import { descendants } from '../test/support/processes.js';
import { fixtureInput, percentile, timed } from './fixture.js';
import { startCluster, type Cluster, type QuireNode } from '../test/multinode/cluster.js';
import { Renderer } from '../src/render/renderer.js';
import { operatorCtx } from '../src/core/context.js';

const { values: opt } = parseArgs({ options: { renders: { type: 'string', default: '300' }, concurrency: { type: 'string', default: '8' } } });
const RENDERS = Number(opt.renders);
const CONCURRENCY = Number(opt.concurrency);
const input = fixtureInput();
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU milliseconds of a process and everything below it (Chromium), from /proc. */
function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime
    } catch {
      /* exited */
    }
  }
  return ticks * TICK_MS;
}

async function run(nodes: number, pagesPerNode: number) {
  const c: Cluster = await startCluster(nodes, {
    RENDER_CONCURRENCY: String(pagesPerNode),
    RATE_LIMIT_PER_MINUTE: '1000000',
    ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000',
    PREVIEW_DEBOUNCE_MS: '60000',
  });
  try {
    const acc = await c.admin.services.accounts.create(`bench${nodes}@example.com`, 'correct horse battery staple');
    await c.admin.services.credits.setPlan(acc.id, { generation: 1_000_000, ai: 0 });
    const { token } = await c.admin.services.apiKeys.create(operatorCtx(acc.id), 'bench');
    const created = await c.call(c.nodes[0]!, 'POST', '/v1/documents', { token, body: { name: 'Invoice' } });
    const { body, framework, format, landscape, fonts, variables } = input;
    await c.call(c.nodes[0]!, 'PATCH', `/v1/documents/${created.body.id}`, { token, body: { body, framework, format, landscape, fonts, variables } });
    const payload = JSON.stringify({ documentId: created.body.uuid, variables });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const once = (node: QuireNode) =>
      new Promise<void>((resolve, reject) => {
        const u = new URL(node.url);
        const req = http.request(
          {
            host: u.hostname,
            port: u.port,
            path: '/v1/generate',
            method: 'POST',
            agent,
            headers: { 'x-api-token': token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`generate: ${res.statusCode}`))));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    let next = 0;
    const burst = (count: number) => {
      let started = 0;
      return Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (started++ < count) await once(c.nodes[next++ % c.nodes.length]!);
        }),
      );
    };
    await burst(10 * nodes); // warm every node's pages and caches
    const sequential: number[] = [];
    for (let i = 0; i < 50; i++) sequential.push(await timed(() => once(c.nodes[i % c.nodes.length]!)));
    const cpuBefore = c.nodes.map((n) => cpuMs(n.child.pid!));
    const countBefore = await perNodeCount(c);
    const wall = await timed(() => burst(RENDERS));
    const cpu = c.nodes.map((n, i) => cpuMs(n.child.pid!) - cpuBefore[i]!);
    const counts = (await perNodeCount(c)).map((n, i) => n - countBefore[i]!);
    agent.destroy();
    return {
      nodes,
      pagesPerNode,
      throughput: RENDERS / (wall / 1000),
      p50: percentile(sequential, 50),
      cpuPerRender: cpu.map((ms, i) => ms / counts[i]!),
      counts,
    };
  } finally {
    await c.close();
  }
}

async function perNodeCount(c: Cluster): Promise<number[]> {
  const rows = await c.admin.db.selectFrom('generations').select(['owner_node']).where('status', '=', 'succeeded').execute();
  return c.nodes.map((n) => rows.filter((r) => r.owner_node === n.id).length);
}

/** Raw baseline: the renderer's self-contained page printed on warm pages with plain puppeteer. */
async function raw(pages: number) {
  const renderer = await Renderer.start({
    executablePath: '/usr/bin/chromium-headless-shell',
    concurrency: 1,
    queueLimit: 10,
    renderTimeoutMs: 30_000,
    restartAfter: 1000,
    maxPages: 500,
    remoteResources: 'off',
  });
  const html = await renderer.buildHtml(input, { assets: 'inline' });
  await renderer.close();
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium-headless-shell',
    headless: 'shell',
    pipe: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const idle = await Promise.all(
      Array.from({ length: pages }, async () => {
        const p = await browser.newPage();
        await p.setJavaScriptEnabled(false);
        return p;
      }),
    );
    const print = async () => {
      const page = idle.pop()!;
      try {
        await page.setContent(html, { waitUntil: 'load', timeout: 0 });
        await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: false, outline: false });
      } finally {
        idle.push(page);
      }
    };
    for (let i = 0; i < 20; i++) await print();
    const sequential: number[] = [];
    for (let i = 0; i < 50; i++) sequential.push(await timed(print));
    const before = cpuMs(process.pid);
    let started = 0;
    const wall = await timed(() =>
      Promise.all(
        Array.from({ length: pages }, async () => {
          while (started++ < RENDERS) await print();
        }),
      ),
    );
    const cpu = cpuMs(process.pid) - before;
    return { throughput: RENDERS / (wall / 1000), p50: percentile(sequential, 50), cpuPerRender: cpu / RENDERS };
  } finally {
    await browser.close();
  }
}

const cores = availableParallelism();
console.log(`Invoice fixture, ${RENDERS} renders per run at client concurrency ${CONCURRENCY}, ${cores} cores (shared machine: other work runs meanwhile)`);
const baseline = await raw(cores);
console.log(
  `  raw chromium-headless-shell, ${cores} warm pages: ${baseline.throughput.toFixed(1)} PDFs/s, sequential p50 ${baseline.p50.toFixed(1)} ms, CPU ${baseline.cpuPerRender.toFixed(1)} ms per PDF (bench process + Chromium)`,
);
for (const [nodes, pages] of [
  [1, cores],
  [3, 1],
] as const) {
  const r = await run(nodes, pages);
  console.log(
    `  ${nodes} node(s) × RENDER_CONCURRENCY=${pages}: ${r.throughput.toFixed(1)} PDFs/s (${(r.throughput / baseline.throughput).toFixed(2)} × raw), sequential p50 ${r.p50.toFixed(1)} ms (${(r.p50 / baseline.p50).toFixed(2)} × raw)`,
  );
  for (const [i, ms] of r.cpuPerRender.entries())
    console.log(`    node ${i + 1}: ${r.counts[i]} renders, CPU ${ms.toFixed(1)} ms per render (Node.js + Chromium)`);
  const mean = r.cpuPerRender.reduce((a, b) => a + b, 0) / r.cpuPerRender.length;
  console.log(
    `    capacity model: one node on a k-core machine ≈ k × ${(1000 / mean).toFixed(0)} PDFs/s at full CPU (1000 ms / ${mean.toFixed(1)} ms per render); N such machines ≈ N × that`,
  );
}
process.exit(0);
