/**
 * CPU per render of two Quire trees under the same load: each tree's bench/quire-server.ts runs
 * as its own process, and blocks of renders alternate between them (ABBA order), so background
 * load falls on both alike. Prints, per side, the median and mean over blocks of Node CPU per
 * render and of its Chromium's, then the median of this tree's ratio to the other's over
 * adjacent blocks. How docs/performance.md compares a change with main:
 *
 *   git worktree add /tmp/quire-main main && ln -s "$PWD/node_modules" /tmp/quire-main/node_modules
 *   cp bench/{quire-server,quire-process,floor-server,data-dir,cpu,profile,fixture,memory}.ts /tmp/quire-main/bench/
 *   npx tsx bench/compare.ts /tmp/quire-main [--blocks 16] [--per 40] [--concurrency 8]
 *
 * `--sequential N` adds latency: N single generates per side, one on each side in turn (the
 * order swapped every pair), with each side's p50 and the median of the paired differences.
 * BENCH_POSTGRES=1 runs both sides on PostgreSQL.
 */
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { childrenCpuMs, cpuBetween } from './cpu.js';
import { percentile } from './fixture.js';
import { QuireProcess } from './quire-process.js';

const { values: opt, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    blocks: { type: 'string', default: '16' },
    per: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '8' },
    sequential: { type: 'string', default: '0' },
  },
});
if (positionals.length !== 1) throw new Error('usage: npx tsx bench/compare.ts <other Quire tree> [--blocks 16] [--per 40]');
const blocks = Number(opt.blocks),
  per = Number(opt.per),
  concurrency = Number(opt.concurrency);
const other = (await import(pathToFileURL(resolve(positionals[0]!, 'bench/quire-process.ts')).href)) as { QuireProcess: typeof QuireProcess };

interface Side {
  name: string;
  server: QuireProcess;
  node: number[];
  chromium: number[];
}
const sides: Side[] = [
  { name: `other (${positionals[0]})`, server: await other.QuireProcess.start(undefined), node: [], chromium: [] },
  { name: 'this tree', server: await QuireProcess.start(undefined), node: [], chromium: [] },
];
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function generateOnce(server: QuireProcess): Promise<void> {
  const target = new URL(server.ready.url);
  const payload = JSON.stringify({ documentId: server.ready.documentId, variables: server.ready.input.variables });
  return new Promise((done, fail) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: '/v1/generate',
        method: 'POST',
        agent,
        headers: { 'x-api-token': server.ready.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`generate: ${res.statusCode}`))));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

async function parallel(count: number, task: () => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await task();
    }),
  );
}

/** One generate on each side in turn: each side's p50 and p90, and the median of this tree's minus the other's. */
async function sequentialPairs(n: number, a: Side, b: Side): Promise<void> {
  const ms: [number[], number[]] = [[], []];
  const timedGenerate = async (side: Side) => {
    const start = performance.now();
    await generateOnce(side.server);
    return performance.now() - start;
  };
  for (let i = 0; i < n; i++) {
    if (i % 2) {
      ms[1].push(await timedGenerate(b));
      ms[0].push(await timedGenerate(a));
    } else {
      ms[0].push(await timedGenerate(a));
      ms[1].push(await timedGenerate(b));
    }
  }
  console.log(`Sequential, ${n} generates per side, alternating:`);
  for (const [i, s] of [a, b].entries())
    console.log(`  ${s.name.padEnd(40)} p50 ${percentile(ms[i]!, 50).toFixed(2)} ms   p90 ${percentile(ms[i]!, 90).toFixed(2)} ms`);
  const diffs = ms[1].map((t, i) => t - ms[0][i]!);
  console.log(
    `  this tree - other, per pair: median ${percentile(diffs, 50).toFixed(2)} ms, quartiles ${percentile(diffs, 25).toFixed(2)} to ${percentile(diffs, 75).toFixed(2)}`,
  );
}

try {
  for (const side of sides) await parallel(60, () => generateOnce(side.server)); // warm-up
  for (let b = 0; b < blocks; b++) {
    for (const side of b % 2 ? [...sides].reverse() : sides) {
      const cpu = await side.server.cpu(),
        chromium = childrenCpuMs(side.server.pid);
      await parallel(per, () => generateOnce(side.server));
      side.node.push(((await side.server.cpu()) - cpu) / 1000 / per);
      side.chromium.push(cpuBetween(chromium, childrenCpuMs(side.server.pid)) / per);
    }
  }
  const median = (v: number[]) => percentile(v, 50);
  const mean = (v: number[]) => v.reduce((a, c) => a + c, 0) / v.length;
  console.log(`CPU per render, ${blocks} blocks of ${per} renders per side at concurrency ${concurrency}:`);
  for (const s of sides) {
    console.log(
      `  ${s.name.padEnd(40)} Node median ${median(s.node).toFixed(2)} mean ${mean(s.node).toFixed(2)} ms   Chromium median ${median(s.chromium).toFixed(1)} mean ${mean(s.chromium).toFixed(1)} ms`,
    );
  }
  // Each block's ratio against the other tree's block run next to it: a drift in the machine's
  // speed over the run moves both sides of a pair alike, where it spreads the medians above.
  const [a, b] = sides as [Side, Side];
  const ratios = b.node.map((ms, i) => ms / a.node[i]!);
  console.log(
    `  this tree / other, Node CPU per block pair: median ${median(ratios).toFixed(3)}, quartiles ${percentile(ratios, 25).toFixed(3)}-${percentile(ratios, 75).toFixed(3)}`,
  );
  if (Number(opt.sequential) > 0) await sequentialPairs(Number(opt.sequential), a, b);
} finally {
  for (const side of sides) await side.server.close();
}
