/**
 * Chromium's only way out: an HTTP forward proxy in this process, bound to 127.0.0.1, given to
 * Chromium with --proxy-server (and `<-loopback>` so even loopback goes through it).
 *
 * Why, when request interception already applies the policy: some requests never reach
 * interception (`<link rel=prefetch>` is fetched by the browser process, verified in
 * test/render/network.test.ts), and a check by name followed by Chromium's own DNS lookup
 * leaves a DNS-rebinding window. The proxy checks every request and CONNECT tunnel with the
 * same NetworkPolicy and connects to the very address it checked.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NetworkPolicy } from './network-policy.js';

const HOP_BY_HOP = ['connection', 'proxy-connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'upgrade'];
/** Default cap on one remote resource (request or tunnel), from its start to its last byte. */
export const DEFAULT_RESOURCE_TIMEOUT_MS = 5000;

export class EgressProxy {
  private constructor(private readonly server: http.Server) {}

  /**
   * `resourceTimeoutMs` bounds each proxied request and each CONNECT tunnel in total: a host
   * that accepts and never answers (or trickles) costs that resource, not the whole render.
   */
  static async start(policy: NetworkPolicy, resourceTimeoutMs = DEFAULT_RESOURCE_TIMEOUT_MS): Promise<EgressProxy> {
    const server = http.createServer((req, res) => void forward(policy, req, res, resourceTimeoutMs));
    server.on('connect', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => void tunnel(policy, req, socket, head, resourceTimeoutMs));
    server.on('clientError', (_err, socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new EgressProxy(server);
  }

  /** For Chromium's --proxy-server. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Plain http: the request line carries the absolute URL. */
async function forward(policy: NetworkPolicy, req: http.IncomingMessage, res: http.ServerResponse, limitMs: number): Promise<void> {
  const started = Date.now();
  const target = req.url ?? '';
  const verdict = target.startsWith('http://') ? await policy.check(target) : { allowed: false as const, reason: 'not a proxy request' };
  if (!verdict.allowed || !verdict.addresses?.[0]) {
    res.writeHead(403, { 'content-type': 'text/plain' }).end('refused by Quire network policy');
    return;
  }
  const url = new URL(target);
  const headers = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const upstream = http.request({
    host: verdict.addresses[0], // the checked address, not a second lookup
    port: url.port || 80,
    method: req.method,
    path: `${url.pathname}${url.search}`,
    headers,
    timeout: Math.max(1, limitMs - (Date.now() - started)),
  });
  const deadline = setTimeout(
    () => {
      upstream.destroy(new Error('resource timeout'));
      res.destroy();
    },
    Math.max(1, limitMs - (Date.now() - started)),
  );
  res.on('close', () => clearTimeout(deadline));
  upstream.on('response', (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
}

/** https: CONNECT host:port, then bytes both ways (TLS stays end to end). */
async function tunnel(policy: NetworkPolicy, req: http.IncomingMessage, client: net.Socket, head: Buffer, limitMs: number): Promise<void> {
  client.on('error', () => client.destroy());
  // The whole tunnel, DNS check included: Chromium opens another one for later requests.
  const deadline = setTimeout(() => client.destroy(), limitMs);
  client.on('close', () => clearTimeout(deadline));
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(req.url ?? '');
  const verdict = match ? await policy.checkHost(match[1]!) : { allowed: false as const, reason: 'bad CONNECT target' };
  if (!match || !verdict.allowed || !verdict.addresses?.[0]) {
    client.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 0\r\n\r\n');
    return;
  }
  if (client.destroyed) return;
  const upstream = net.connect({ host: verdict.addresses[0], port: Number(match[2]) });
  upstream.on('error', () => {
    if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n');
  });
  upstream.on('connect', () => {
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  client.on('close', () => upstream.destroy());
}
