/**
 * What a barcode costs a label: the shipping-label starter (A6, a Code 128 and a DataMatrix of
 * its tracking number) against the same label with the codes' element left empty, both through
 * POST /v1/generate over HTTP (SQLite, local storage). Requests alternate between the two so
 * both see the same background load, and each request carries another tracking number (nothing
 * a cache could answer). Target (issue 38): the label with codes within 10 % of the one without.
 * Besides latency, the CPU one label costs everything involved (this process: Quire, its
 * template workers and the HTTP client; Chromium's processes), in alternating blocks of each:
 * on a shared machine wall-clock ratios drift with the neighbours' load, CPU time much less.
 * Under heavy load (20 on two cores) CPU time per label drifts too, by more than the codes cost
 * between one block and the next: the blocks run in ABBA order and the median of the rounds'
 * ratios is printed beside the ratio of the totals, which one bad block moves.
 *
 *   npx tsx bench/barcode.ts                    # 30 warm-up, then 200 of each, one at a time
 *   RENDERS=500 CONCURRENCY=4 npx tsx bench/barcode.ts
 *   CPU_ROUNDS=6 CPU_BLOCK=25 npx tsx bench/barcode.ts   # the CPU part's blocks
 */
import { loadavg } from 'node:os';
import { operatorCtx } from '../src/core/context.js';
import { starters } from '../src/modules/starters/catalog.js';
import { startTestQuire } from '../test/support/quire.js';
import { childrenCpuMs, cpuBetween } from './cpu.js';
import { percentile } from './fixture.js';

const WARMUP = Number(process.env.WARMUP ?? 30);
const RENDERS = Number(process.env.RENDERS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const CPU_ROUNDS = Number(process.env.CPU_ROUNDS ?? 6);
const CPU_BLOCK = Number(process.env.CPU_BLOCK ?? 25);

const label = starters().find((s) => s.id === 'shipping-label')!;
const codes = /<div class="codes">[^\n]*<\/div>/;
if (!codes.test(label.body)) throw new Error('the shipping-label starter no longer has its codes element');
// The same label, its codes' element kept (same layout) but empty.
const withoutCodes = label.body.replace(codes, '<div class="codes" style="height:20mm"></div>');

const q = await startTestQuire('sqlite', { PREVIEW_DEBOUNCE_MS: '60000', RATE_LIMIT_PER_MINUTE: '1000000', ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000000' });
try {
  const account = await q.quire.services.accounts.create('bench@example.com', 'benchmark password');
  await q.quire.services.credits.setPlan(account.id, { generation: 1_000_000, ai: 0 });
  const { token } = await q.quire.services.apiKeys.create(operatorCtx(account.id), 'bench');
  const headers = { 'x-api-token': token, 'content-type': 'application/json' };
  const create = async (name: string, body?: string) => {
    const r = await fetch(`${q.url}/v1/documents`, { method: 'POST', headers, body: JSON.stringify({ name, starter: 'shipping-label' }) });
    if (r.status !== 201) throw new Error(`create: ${r.status} ${await r.text()}`);
    const doc = (await r.json()) as { id: number; uuid: string };
    if (body) {
      const p = await fetch(`${q.url}/v1/documents/${doc.id}`, { method: 'PATCH', headers, body: JSON.stringify({ body }) });
      if (p.status !== 200) throw new Error(`patch: ${p.status} ${await p.text()}`);
    }
    return doc.uuid;
  };
  const docs = { with: await create('Label with codes'), without: await create('Label without codes', withoutCodes) };
  const base = label.variables['en-US']!;
  let serial = 0;
  const generate = async (which: keyof typeof docs): Promise<number> => {
    const tracking = `1Z999AA1${String(10_000_000 + serial++).padStart(10, '0')}`;
    const t = performance.now();
    const r = await fetch(`${q.url}/v1/generate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ documentId: docs[which], variables: { ...base, tracking } }),
    });
    const text = await r.text();
    if (r.status !== 200) throw new Error(`generate: ${r.status} ${text}`);
    return performance.now() - t;
  };
  const times = { with: [] as number[], without: [] as number[] };
  const run = async (count: number, keep: boolean) => {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next++;
        // Alternate within each worker so both documents see the same load.
        for (const which of ['with', 'without'] as const) {
          const ms = await generate(which);
          if (keep) times[which].push(ms);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  console.log(
    `Load average at start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; concurrency ${CONCURRENCY}`,
  );
  await run(WARMUP, false);
  await run(RENDERS, true);
  const stats = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), mean: xs.reduce((s, x) => s + x, 0) / xs.length };
  };
  const w = stats(times.with);
  const wo = stats(times.without);
  const row = (name: string, s: ReturnType<typeof stats>) =>
    `${name.padEnd(22)} p50 ${s.p50.toFixed(1)} ms   p90 ${s.p90.toFixed(1)} ms   mean ${s.mean.toFixed(1)} ms`;
  console.log(row('label without codes', wo));
  console.log(row('label with codes', w));
  const over = (w.p50 / wo.p50 - 1) * 100;
  console.log(
    `with codes: ${over >= 0 ? '+' : ''}${over.toFixed(1)} % at p50, ${((w.mean / wo.mean - 1) * 100).toFixed(1)} % on the mean (target: at most +10 %)`,
  );

  const cpu = { with: 0, without: 0 };
  const node = { with: 0, without: 0 };
  const ratios: number[] = [];
  for (let round = 0; round < CPU_ROUNDS; round++) {
    const block = { with: 0, without: 0 };
    for (const which of round % 2 ? (['without', 'with'] as const) : (['with', 'without'] as const)) {
      const self = process.cpuUsage();
      const children = childrenCpuMs(process.pid);
      for (let i = 0; i < CPU_BLOCK; i++) await generate(which);
      const used = process.cpuUsage(self);
      node[which] += (used.user + used.system) / 1000;
      block[which] = (used.user + used.system) / 1000 + cpuBetween(children, childrenCpuMs(process.pid));
      cpu[which] += block[which];
    }
    ratios.push(block.with / block.without);
  }
  const per = (ms: number) => ms / (CPU_ROUNDS * CPU_BLOCK);
  console.log(
    `CPU per label (Node + Chromium): without codes ${per(cpu.without).toFixed(1)} ms, with codes ${per(cpu.with).toFixed(1)} ms: ${((cpu.with / cpu.without - 1) * 100).toFixed(1)} % (of which Node: ${per(node.without).toFixed(1)} and ${per(node.with).toFixed(1)} ms)`,
  );
  const pct = (r: number) => `${r >= 1 ? '+' : ''}${((r - 1) * 100).toFixed(1)} %`;
  const sortedRatios = [...ratios].sort((a, b) => a - b);
  console.log(
    `CPU with codes over without, per round (${CPU_ROUNDS} of ${CPU_BLOCK} each): median ${pct(percentile(sortedRatios, 50))}, from ${pct(sortedRatios[0]!)} to ${pct(sortedRatios.at(-1)!)}`,
  );
} finally {
  await q.close();
}
process.exit(0);
