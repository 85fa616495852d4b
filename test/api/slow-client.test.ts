import net from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/app/config.js';
import { QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

const HEADERS_MS = 1000;
const REQUEST_MS = 2000;
// Node checks the deadlines on a timer (a tenth of the shorter one); the rest is a loaded machine.
const SLACK_MS = 4000;

/**
 * A client that drips its request one byte at a time: the server closes the socket once
 * HTTP_HEADERS_TIMEOUT_MS (headers) or HTTP_REQUEST_TIMEOUT_MS (the whole request) has passed,
 * and answers everyone else meanwhile. No database is involved: SQLite only.
 */
describe('slow clients', () => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', { ...QUIET_PREVIEWS, HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS), HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS) });
  });
  afterAll(() => q?.close());

  /** Opens a socket, writes `head` at once, then one byte of `drip` every 100 ms until the server closes it. */
  async function drip(head: string, drip: string) {
    const { hostname, port } = new URL(q.url);
    const socket = net.connect(Number(port), hostname);
    await once(socket, 'connect');
    const started = performance.now();
    let received = '';
    socket.on('data', (d) => {
      received += d.toString('utf8');
    });
    socket.on('error', () => {
      /* a reset is a close too */
    });
    socket.write(head);
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]!);
    }, 100);
    // Meanwhile the node answers others at once.
    const health = await fetch(`${q.url}/health`);
    expect(health.status).toBe(200);
    await once(socket, 'close');
    clearInterval(timer);
    return { elapsed: performance.now() - started, received };
  }

  it('closes a socket whose headers drip in, within HTTP_HEADERS_TIMEOUT_MS', async () => {
    const { elapsed, received } = await drip('GET /health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(elapsed).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(elapsed).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).toContain('"error":"REQUEST_TIMEOUT"');
  }, 30_000);

  it('closes a socket whose body drips in, within HTTP_REQUEST_TIMEOUT_MS', async () => {
    const head = 'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"';
    const { elapsed, received } = await drip(head, 'a');
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(elapsed).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // The node is still there.
    expect((await fetch(`${q.url}/health`)).status).toBe(200);
  }, 30_000);

  it('has defaults that leave room for slow uploads, and refuses headers allowed longer than the request', () => {
    const config = loadConfig({});
    expect(config.HTTP_HEADERS_TIMEOUT_MS).toBe(30_000);
    expect(config.HTTP_REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.HTTP_CONNECTION_TIMEOUT_MS).toBe(0);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
