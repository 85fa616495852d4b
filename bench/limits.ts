/**
 * Cost of the rate limits per call, as the auth hook pays it: two checks (per token, then per
 * account) through createRateLimits, against the machine's Redis and in memory, next to a bare
 * Redis PING (the network floor). Keys carry a run-unique prefix and are deleted afterwards.
 *
 *   npx tsx bench/limits.ts [--calls 5000] [--redis redis://127.0.0.1:6379]
 */
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { createRateLimits } from '../src/app/rate-limit.js';
import type { LimitCheck, RateLimits } from '../src/core/rate-limit.js';
import { deleteRedisKeys } from '../test/multinode/cluster.js';
import { percentile, timed } from './fixture.js';

const { values: opt } = parseArgs({
  options: { calls: { type: 'string', default: '5000' }, redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } },
});
const calls = Number(opt.calls);
const prefix = `quire-bench-${process.pid}:`;
const log = { warn: console.warn, info: () => {} };

async function measure(limits: RateLimits): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < calls + 500; i++) {
    // Many keys, as in production: 100 tokens of 20 accounts; budgets never run out here.
    const checks: LimitCheck[] = [
      { limit: 'token', key: i % 100, max: 1_000_000 },
      { limit: 'account', key: i % 20, max: 10_000_000 },
    ];
    const ms = await timed(async () => {
      if (!(await limits.consume(checks)).allowed) throw new Error('refused');
    });
    if (i >= 500) out.push(ms); // the first 500 warm up the script cache and the JIT
  }
  return out;
}

const row = (name: string, d: number[]) =>
  console.log(`  ${name.padEnd(40)} p50 ${percentile(d, 50).toFixed(3)} ms   p90 ${percentile(d, 90).toFixed(3)} ms   p99 ${percentile(d, 99).toFixed(3)} ms`);

const redis = new Redis(opt.redis);
const ping: number[] = [];
for (let i = 0; i < calls; i++) ping.push(await timed(() => redis.ping()));
redis.disconnect();

const shared = await createRateLimits({ redisUrl: opt.redis, keyPrefix: prefix }, log);
const memory = await createRateLimits({ keyPrefix: prefix }, log);
try {
  const r = await measure(shared);
  const m = await measure(memory);
  console.log(`Rate limits, ${calls} calls of two checks each (token + account), sequential, after 500 warm-up calls:`);
  row('Redis PING (round-trip floor)', ping);
  row('Redis store (rate-limiter-flexible)', r);
  row('memory store', m);
  console.log(`  Redis-backed limits p50 ${percentile(r, 50).toFixed(3)} ms per call (budget: 1 ms)`);
} finally {
  await shared.close();
  await memory.close();
  await deleteRedisKeys(opt.redis, prefix);
}
