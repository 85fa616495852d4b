import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { cookiesOf, freePort, type Reply } from '../support/quire.js';
import { longTable } from '../generation/helpers.js';
import { waitFor as waitUntil } from '../support/wait.js';
import { metric, startCluster, type Cluster, type QuireNode } from './cluster.js';

// Leases short enough for a test, long enough that a node stalled by a loaded machine keeps its
// own: a killed node's renders are refunded within
// NODE_LEASE_MS + NODE_HEARTBEAT_MS (docs/several-nodes.md).
const HEARTBEAT_MS = 500;
const LEASE_MS = 5000;
const TOKEN_LIMIT = 60;

/**
 * Three `quire serve` processes on one PostgreSQL database, one s3rver and the machine's Redis
 * (a key prefix of this run's own); clients go round-robin over the nodes, as through a load
 * balancer. Every scenario of issue #13 ("The proof").
 */
describe('three nodes behave like one', () => {
  let c: Cluster;
  let nodes: QuireNode[];
  const rr = (i: number) => nodes[i % nodes.length]!;

  beforeAll(async () => {
    c = await startCluster(3, {
      NODE_HEARTBEAT_MS: String(HEARTBEAT_MS),
      NODE_LEASE_MS: String(LEASE_MS),
      RATE_LIMIT_PER_MINUTE: String(TOKEN_LIMIT),
      // Coalescing window of a burst of edits: long enough that ten PATCHes land in it on a loaded machine.
      PREVIEW_DEBOUNCE_MS: '2000',
    });
    nodes = [...c.nodes];
  }, 120_000);
  afterAll(() => c?.close(), 60_000);

  let seq = 0;
  async function account(credits: number, tokens = 1) {
    const email = `node${++seq}-${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    const acc = await c.admin.services.accounts.create(email, password);
    await c.admin.services.credits.setPlan(acc.id, { generation: credits, ai: 0 });
    const keys = [];
    for (let i = 0; i < tokens; i++) keys.push((await c.admin.services.apiKeys.create(operatorCtx(acc.id), `key ${i}`)).token);
    return { id: acc.id, email, password, tokens: keys, token: keys[0]! };
  }
  async function document(token: string, body: string) {
    const created = await c.call(nodes[0]!, 'POST', '/v1/documents', { token, body: { name: 'Multi-node' } });
    expect(created.status).toBe(201);
    const patched = await c.call(nodes[1]!, 'PATCH', `/v1/documents/${created.body.id}`, { token, body: { body, framework: 'NONE' } });
    expect(patched.status).toBe(200);
    return { id: created.body.id as number, uuid: created.body.uuid as string };
  }
  const generations = (accountId: number) =>
    c.admin.db.selectFrom('generations').select(['id', 'status', 'path', 'owner_node', 'error_code']).where('account_id', '=', accountId).execute();
  const remaining = async (token: string) => (await c.call(nodes[0]!, 'GET', '/v1/me', { token })).body.usage.generation.remaining as number;
  const generate = (node: QuireNode, token: string, documentId: string, n: number) =>
    c.call(node, 'POST', '/v1/generate', { token, body: { documentId, variables: { n } } });

  it('1. 200 concurrent generates on 50 credits: exactly 50 PDFs, 150 × 402, nothing pending', async () => {
    const a = await account(50, 4); // four tokens: 50 calls each stay under the per-token limit
    const doc = await document(a.token, '<h1>Invoice {{n}}</h1>');
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => generate(rr(i), a.tokens[i % 4]!, doc.uuid, i)));
    const ok = replies.filter((r) => r.status === 200);
    const quota = replies.filter((r) => r.status === 402 && r.body.error === 'quota_exceeded' && r.body.type === 'generation');
    const other = replies.filter((r) => !ok.includes(r) && !quota.includes(r)).map((r) => `${r.status} ${JSON.stringify(r.body)}`);
    expect({ ok: ok.length, quota: quota.length, other }).toEqual({ ok: 50, quota: 150, other: [] });
    expect(await remaining(a.token)).toBe(0);
    const rows = await generations(a.id);
    expect(rows.filter((g) => g.status === 'succeeded')).toHaveLength(50);
    expect(rows.filter((g) => g.status !== 'succeeded')).toEqual([]);
    const objects = await c.objects(`client/${a.id}/generated/`);
    expect(objects).toHaveLength(50);
    expect(objects).toEqual(rows.map((g) => g.path).sort());
    // Every node answered its round-robin share of the burst, and their metrics add up to the
    // same figures. Which nodes rendered the 50 is a race for the last credits (on PostgreSQL a
    // debit is one short statement: a node that reaches its debits first may take most of them).
    const shares = nodes.map((_, k) => Array.from({ length: 200 }, (_, i) => i).filter((i) => i % nodes.length === k).length);
    expect(await Promise.all(nodes.map((n) => metric(n, 'quire_http_requests_total', { route: '/v1/generate' })))).toEqual(shares);
    expect(rows.every((g) => nodes.some((n) => n.id === g.owner_node))).toBe(true);
    const sum = async (name: string, labels: Record<string, string> = {}) =>
      (await Promise.all(nodes.map((n) => metric(n, name, labels)))).reduce((x, y) => x + y);
    expect(await sum('quire_credits_debited_total')).toBe(50);
    expect(await sum('quire_generations_total', { outcome: 'succeeded' })).toBe(50);
    expect(await sum('quire_render_duration_seconds_count')).toBe(50);
    expect(await sum('quire_http_requests_total', { route: '/v1/generate', status: '402' })).toBe(150);
    const text = await (await fetch(nodes[0]!.metricsUrl)).text();
    for (const name of [
      'quire_http_request_duration_seconds_bucket',
      'quire_render_pages_bucket',
      'quire_render_pool_size',
      'quire_render_pages_busy',
      'quire_render_queue_length',
      'quire_chromium_restarts_total',
      'quire_generations_refunded_total',
      'quire_credits_refunded_total',
      'quire_preview_jobs_total',
      'quire_rate_limit_refusals_total',
      'quire_process_cpu_seconds_total',
    ]) {
      expect(text).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
  }, 120_000);

  it(`2. a token limited to ${TOKEN_LIMIT} calls a minute gets exactly ${TOKEN_LIMIT} across the nodes, then 429 from every node`, async () => {
    const a = await account(0);
    const replies = await Promise.all(Array.from({ length: TOKEN_LIMIT + 30 }, (_, i) => c.call(rr(i), 'GET', '/v1/documents', { token: a.token })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(TOKEN_LIMIT);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(30);
    for (const node of nodes) {
      const r = await c.call(node, 'GET', '/v1/documents', { token: a.token });
      expect(r.status).toBe(429);
      expect(r.body.error).toBe('RATE_LIMIT_EXCEEDED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    const refusals = await Promise.all(nodes.map((n) => metric(n, 'quire_rate_limit_refusals_total', { limit: 'token' })));
    expect(refusals.reduce((x, y) => x + y)).toBeGreaterThanOrEqual(33);
  }, 60_000);

  it('3. sessions and keys: signed in on one node, signed out or revoked there, refused by the others at once', async () => {
    const a = await account(0);
    const login = async (node: QuireNode) => {
      const r = await c.call(node, 'POST', '/v1/auth/login', { body: { email: a.email, password: a.password }, headers: { origin: 'http://quire.test' } });
      expect(r.status).toBe(200);
      return cookiesOf(r.headers);
    };
    const me = (node: QuireNode, opts: { cookie?: string; token?: string }) => c.call(node, 'GET', '/v1/me', opts).then((r) => r.status);

    const cookie = await login(nodes[0]!);
    expect([await me(nodes[1]!, { cookie }), await me(nodes[2]!, { cookie })]).toEqual([200, 200]);
    expect((await c.call(nodes[1]!, 'POST', '/v1/auth/logout', { cookie })).status).toBe(204);
    expect([await me(nodes[0]!, { cookie }), await me(nodes[2]!, { cookie })]).toEqual([401, 401]);

    const cookie2 = await login(nodes[2]!);
    const key = await c.call(nodes[0]!, 'POST', '/v1/api-keys', { cookie: cookie2, body: { name: 'shared' } });
    expect(key.status).toBe(201);
    expect([await me(nodes[2]!, { token: key.body.token }), await me(nodes[1]!, { token: key.body.token })]).toEqual([200, 200]);
    expect((await c.call(nodes[0]!, 'DELETE', `/v1/api-keys/${key.body.id}`, { cookie: cookie2 })).status).toBe(204);
    expect([await me(nodes[2]!, { token: key.body.token }), await me(nodes[1]!, { token: key.body.token })]).toEqual([401, 401]);
  }, 60_000);

  it('4. ten PATCHes of one document over the three nodes give at most two preview renders in total', async () => {
    const a = await account(0);
    const created = await c.call(nodes[0]!, 'POST', '/v1/documents', { token: a.token, body: { name: 'Previewed' } });
    const id = created.body.id as number;
    const previewOf = async () => {
      const list = await c.call(nodes[2]!, 'GET', '/v1/documents', { token: a.token });
      return list.body.documents.find((d: { id: number }) => d.id === id) as { previewUrl: string | null; previewUpdatedAt: string | null };
    };
    // The probe is an API call under the token's limit (TOKEN_LIMIT a minute): polled every 50 ms
    // it used the minute up in three seconds, and the wait then lasted until the window reset.
    const POLL_MS = 500;
    await waitFor('the first preview', async () => (await previewOf()).previewUrl, 60_000, POLL_MS);
    const renders = async () => (await Promise.all(nodes.map((n) => metric(n, 'quire_preview_jobs_total', { outcome: 'renders' })))).reduce((x, y) => x + y);
    const before = await renders();

    // Ten quick edits, as a person typing in the editor: at once, spread over the nodes.
    const patches = await Promise.all(
      Array.from({ length: 10 }, (_, i) => c.call(rr(i), 'PATCH', `/v1/documents/${id}`, { token: a.token, body: { body: `<h1>Version ${i}</h1>` } })),
    );
    expect(patches.map((r) => r.status)).toEqual(Array(10).fill(200));
    const lastChange = new Date().toISOString();
    await waitFor('the preview of the last change', async () => ((await previewOf()).previewUpdatedAt ?? '') >= lastChange, 60_000, POLL_MS);
    // A second render, if any, was queued by then: the count is final once the queue holds no job
    // of this document waiting, retrying or running (pg-boss's table, which every node shares).
    const queued = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
        where name = 'document-preview' and singleton_key = ${String(id)} and state in ('created', 'retry', 'active')`.execute(c.admin.db);
      return rows[0]!.n;
    };
    await waitFor('no preview job of the document left in the queue', async () => (await queued()) === 0, 60_000);
    const total = (await renders()) - before;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(2);
  }, 150_000);

  it('5. a node SIGKILLed mid-burst: its unfinished renders are refunded by the survivors, nobody else is', async () => {
    const a = await account(100, 2);
    const doc = await document(a.token, longTable(400)); // several pages: each render takes a while
    const victim = nodes[2]!;
    const burst = Array.from({ length: 24 }, (_, i) => generate(rr(i), a.tokens[i % 2]!, doc.uuid, i).catch((e: Error) => e));
    await waitFor(
      'renders pending on the victim',
      async () => (await generations(a.id)).filter((g) => g.owner_node === victim.id && g.status === 'pending').length >= 2,
    );
    const abandonedBefore = await sumOver(
      nodes.filter((n) => n !== victim),
      'quire_generations_refunded_total',
      { reason: 'ABANDONED' },
    );
    const killedAt = Date.now();
    await c.kill(victim);
    nodes = nodes.filter((n) => n !== victim);
    const replies = await Promise.all(burst);

    const refundedAt = await waitFor(
      'no pending generation left',
      async () => (await generations(a.id)).every((g) => g.status !== 'pending') && Date.now(),
      LEASE_MS + HEARTBEAT_MS + 20_000,
    );
    const rows = await generations(a.id);
    const survivors = rows.filter((g) => g.owner_node !== victim.id);
    const victims = rows.filter((g) => g.owner_node === victim.id);
    expect(victims.some((g) => g.status === 'failed')).toBe(true);
    for (const g of victims) expect(g.status === 'succeeded' || (g.status === 'failed' && g.error_code === 'ABANDONED')).toBe(true);
    expect(survivors.filter((g) => g.status !== 'succeeded')).toEqual([]);
    const succeeded = rows.filter((g) => g.status === 'succeeded');
    expect(await remaining(a.token)).toBe(100 - succeeded.length);
    // Every answer the survivors gave is a PDF; the victim's connections died with it.
    expect(replies.filter((r): r is Reply => !(r instanceof Error)).every((r) => r.status === 200)).toBe(true);
    const objects = await c.objects(`client/${a.id}/generated/`);
    expect(objects).toEqual(succeeded.map((g) => g.path).sort());
    // The survivors' metrics count exactly those refunds.
    const abandoned = await sumOver(nodes, 'quire_generations_refunded_total', { reason: 'ABANDONED' });
    expect(abandoned - abandonedBefore).toBe(victims.filter((g) => g.status === 'failed').length);
    console.log(
      `[multinode] SIGKILL: ${victims.filter((g) => g.status === 'failed').length} render(s) of the killed node refunded ${refundedAt - killedAt} ms after the kill (lease ${LEASE_MS} ms, heartbeat ${HEARTBEAT_MS} ms)`,
    );
  }, 120_000);

  it('6. the Redis of the limits stops: rate-limited calls answer 503 and /ready names redis; back when it returns', async () => {
    const redis = await startRedis();
    try {
      const node = await c.addNode({ REDIS_URL: `redis://127.0.0.1:${redis.port}`, RATE_LIMIT_PER_MINUTE: '5' });
      const a = await account(0);
      expect((await c.call(node, 'GET', '/v1/documents', { token: a.token })).status).toBe(200);
      expect((await c.call(node, 'GET', '/ready')).body.checks.redis).toBe('ok');

      await redis.stop();
      const down = await c.call(node, 'GET', '/v1/documents', { token: a.token });
      expect(down.status).toBe(503);
      expect(down.body.error).toBe('SERVICE_UNAVAILABLE');
      expect(down.headers.get('retry-after')).toBe('1');
      const ready = await c.call(node, 'GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.failed).toEqual(['redis']);
      expect((await c.call(node, 'GET', '/health')).status).toBe(200);

      await redis.start();
      await waitFor('calls to go through again', async () => (await c.call(node, 'GET', '/v1/documents', { token: a.token })).status === 200, 15_000);
      expect((await c.call(node, 'GET', '/ready')).status).toBe(200);
      // Counting works again: a fresh token gets exactly its 5 calls.
      const b = await account(0);
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await c.call(node, 'GET', '/v1/documents', { token: b.token })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      await c.kill(node);
    } finally {
      await redis.stop();
    }
  }, 90_000);

  it('7. SIGTERM with a burst in flight: ready turns 503, new generates 503, every render finishes, no credit lost, exit 0', async () => {
    const a = await account(100);
    const doc = await document(a.token, longTable(200));
    const node = nodes[1]!;
    const burst = Array.from({ length: 8 }, (_, i) => generate(node, a.token, doc.uuid, i));
    await waitFor(
      'renders pending on the node',
      async () => (await generations(a.id)).filter((g) => g.owner_node === node.id && g.status === 'pending').length >= 3,
    );
    node.child.kill('SIGTERM');
    await waitFor('the drain to begin', async () => (await c.call(node, 'GET', '/health')).body.draining);
    const ready = await c.call(node, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('draining');
    const refused = await generate(node, a.token, doc.uuid, 99);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('SERVICE_UNAVAILABLE');
    expect(refused.headers.get('retry-after')).toBe('1');

    const replies = await Promise.all(burst);
    expect(await node.exited).toBe(0);
    nodes = nodes.filter((n) => n !== node);
    expect(replies.map((r) => r.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const rows = await generations(a.id);
    expect(rows.filter((g) => g.status === 'pending')).toEqual([]);
    const succeeded = rows.filter((g) => g.status === 'succeeded');
    expect(succeeded.length).toBe(replies.filter((r) => r.status === 200).length);
    expect(succeeded.length).toBeGreaterThanOrEqual(3);
    expect(await remaining(a.token)).toBe(100 - succeeded.length);
    expect(await c.objects(`client/${a.id}/generated/`)).toEqual(succeeded.map((g) => g.path).sort());
    // The audit log was flushed before the exit: the burst and the refused call.
    const audited = await c.admin.db.selectFrom('audit_log').select(['status']).where('account_id', '=', a.id).where('route', '=', '/v1/generate').execute();
    expect(audited.map((r) => r.status).sort()).toEqual([...replies.map((r) => r.status), 503].sort());
    // The node left the registry on its way out.
    expect(await c.admin.db.selectFrom('nodes').select('id').where('id', '=', node.id).execute()).toEqual([]);
  }, 120_000);
});

async function sumOver(nodes: QuireNode[], name: string, labels: Record<string, string>): Promise<number> {
  return (await Promise.all(nodes.map((n) => metric(n, name, labels)))).reduce((x, y) => x + y, 0);
}

/** waitFor, where a probe that throws (a node restarting or gone) counts as "not yet". */
const waitFor = <T>(what: string, probe: () => Promise<T | undefined | null | false | ''>, timeoutMs?: number, everyMs?: number) =>
  waitUntil(what, () => probe().catch(() => undefined), timeoutMs, everyMs);

/** A redis-server of this test's own on a free port (never the machine's), without persistence. */
async function startRedis(): Promise<{ port: number; start(): Promise<void>; stop(): Promise<void> }> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (d) => {
        out += d;
        if (out.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  };
  await start();
  return { port, start, stop };
}
