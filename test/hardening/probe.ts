import { get } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { expect } from 'vitest';
import type { Reply, TestQuire } from '../support/quire.js';

/**
 * Runs `hostile` while a second client (node:http, a connection of its own) asks `GET /health` over and
 * over, one request after the other, until the hostile request has its answer. Each probe must
 * answer 200 in under `maxMs`: a node whose event loop is blocked answers none in time.
 * Returns the hostile request's answer and the probes' times.
 */
export async function whileProbing(q: TestQuire, hostile: () => Promise<Reply>, maxMs = 1000): Promise<{ reply: Reply; probes: number[] }> {
  let done = false;
  // The node runs in this process: its event loop's longest delay tells a blocked loop (one long
  // task) from a starved machine (every thread waiting for a core), for whoever reads the log.
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
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
    const blocked = delay.max / 1e6;
    console.log(
      `/health probes while the hostile request ran: ${probes.length}, slowest ${slowest.toFixed(1)} ms; longest event-loop delay ${blocked.toFixed(1)} ms`,
    );
    expect(slowest).toBeLessThan(maxMs);
    return { reply, probes };
  } finally {
    delay.disable();
    await request.catch(() => undefined);
  }
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
