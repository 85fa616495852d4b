import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestQuire } from '../support/quire.js';

/** A CDN's purge endpoint on loopback: records every PURGE it receives. */
export async function startPurgeReceiver() {
  const purges: string[] = [];
  const server = http.createServer((req, res) => {
    purges.push(`${req.method} ${req.url}`);
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    purges,
    env: { CDN_DRIVER: 'purge', CDN_PURGE_URL: `http://127.0.0.1:${port}/{path}` },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const generationByPath = (q: Pick<TestQuire, 'quire'>, path: string) =>
  q.quire.db.selectFrom('generations').selectAll().where('path', '=', path).executeTakeFirstOrThrow();

/** The storage path of a URL Quire answered (local storage: its path without the leading slash). */
export const pathOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
