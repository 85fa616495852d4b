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

/**
 * Time travel without waiting a minute: the shortest retention is 60 s, so a test moves a file's
 * deadline to `msFromNow` from now, as if the rest of its minute had passed. The sweep reads
 * the deadline from the row like any other, so what is tested is the sweep, on time.
 */
export async function moveDeadline(q: Pick<TestQuire, 'quire'>, generationId: number, msFromNow: number): Promise<string> {
  const at = new Date(Date.now() + msFromNow).toISOString();
  await q.quire.db.updateTable('generations').set({ expires_at: at }).where('id', '=', generationId).execute();
  return at;
}

export const generationByPath = (q: Pick<TestQuire, 'quire'>, path: string) =>
  q.quire.db.selectFrom('generations').selectAll().where('path', '=', path).executeTakeFirstOrThrow();

/** The storage path of a URL Quire answered (local storage: its path without the leading slash). */
export const pathOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
