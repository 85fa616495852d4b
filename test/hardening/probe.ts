import { get } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect } from 'vitest';
import type { Reply, TestAccount, TestQuire } from '../support/quire.js';
import { generate, remaining } from '../generation/helpers.js';

/**
 * Runs `hostile` while a second client (node:http, a connection of its own) asks `GET /health` over and
 * over, one request after the other, until the hostile request has its answer. Each probe must
 * answer 200, and the node's event loop must never have been held for `maxMs` by work on its
 * own thread (loopHolds below): a node whose loop is blocked answers no /health meanwhile.
 *
 * Why not the probes' wall-clock times alone: on a shared 2-core machine at load 10-15, a probe
 * waits for a core as long as any other thread does, and a node doing nothing wrong answered
 * /health in over a second. The thread's own CPU time does not grow while it waits for a core,
 * so the bound holds on a loaded machine and still fails the moment the work (parsing a body,
 * sanitizing an SVG, compiling a template) runs on the event loop again.
 * Returns the hostile request's answer and the probes' times.
 */
export async function whileProbing(q: TestQuire, hostile: () => Promise<Reply>, maxMs = 1000): Promise<{ reply: Reply; probes: number[] }> {
  let done = false;
  // The node runs in this process: its event loop's longest delay is logged beside what held it.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const holds = loopHolds();
  const request = hostile().finally(() => (done = true));
  const probes: number[] = [];
  try {
    // At least a few probes, even when the hostile request is over quickly.
    while (!done || probes.length < 3) {
      const t = performance.now();
      const status = await health(q.url);
      probes.push(performance.now() - t);
      expect(status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
    }
    const reply = await request;
    const slowest = Math.max(...probes);
    delay.disable();
    const held = holds.stop();
    console.log(
      `/health probes while the hostile request ran: ${probes.length}, slowest ${slowest.toFixed(1)} ms; longest event-loop delay ${(delay.max / 1e6).toFixed(1)} ms, of which the loop's own work ${held.toFixed(1)} ms (CPU)`,
    );
    expect(held).toBeLessThan(maxMs);
    return { reply, probes };
  } finally {
    delay.disable();
    holds.stop();
    await request.catch(() => undefined);
  }
}

/**
 * The longest the event loop of this thread (the node's: tests run it in-process) was held by
 * work of its own: a timer ticks every 10 ms, and between two ticks the thread's own CPU time
 * (`process.threadCpuUsage`) is what ran on it without the loop coming round to its timers. A
 * late tick on a starved machine adds wall time but no CPU time. In ms; `stop` is idempotent.
 */
function loopHolds(): { stop: () => number } {
  const cpu = () => {
    const u = process.threadCpuUsage();
    return (u.user + u.system) / 1000;
  };
  let last = cpu();
  let longest = 0;
  const tick = () => {
    const now = cpu();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 10);
  let stopped = false;
  return {
    stop: () => {
      if (!stopped) {
        stopped = true;
        clearInterval(timer);
        tick();
      }
      return longest;
    },
  };
}

function health(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(`${url}/health`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject);
  });
}

/** The node is alive and still renders: /health answers and a normal document renders a PDF. */
export async function expectAlive(q: TestQuire, token: string): Promise<void> {
  expect((await q.call('GET', '/health')).status).toBe(200);
  const doc = await q.call('POST', '/v1/documents', { token, body: { name: 'normal', body: '<h1>Hello {{name}}</h1>' } });
  expect(doc.status).toBe(201);
  const pdf = await q.call('POST', '/v1/generate', { token, body: { documentId: doc.body.uuid, variables: { name: 'Ada' } } });
  expect(pdf.status).toBe(200);
}

/**
 * Generating document `uuid`, whose template is hostile, is refused (422: its template error or
 * the render limit it crossed) with /health answering meanwhile and no credit spent; then the
 * node is alive and renders.
 */
export async function expectRefusedForFree(q: TestQuire, a: TestAccount, uuid: string): Promise<void> {
  const before = await remaining(q, a);
  const r = await whileProbing(q, () => generate(q, a, uuid, {}));
  expect(r.reply.status).toBe(422);
  expect(['TEMPLATE_ERROR', 'RENDER_LIMIT_EXCEEDED']).toContain(r.reply.body.error);
  expect(await remaining(q, a)).toBe(before);
  await expectAlive(q, a.token);
}
