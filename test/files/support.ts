import { S3Client } from '@aws-sdk/client-s3';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connectedClient, seedDocument } from '../mcp/support.js';
import type { TestAccount, TestQuire } from '../support/quire.js';
import { S3RVER_CREDENTIALS, startS3rver, type S3rverHandle } from '../support/s3rver.js';
import { late } from '../support/use-quire.js';

/** For the suite: mcp/support's seeded document of `a`, and an MCP client connected with `a`'s token. */
export function useMcpAgent(q: TestQuire, a: TestAccount): { client: Client; doc: Awaited<ReturnType<typeof seedDocument>> } {
  let doc: Awaited<ReturnType<typeof seedDocument>> | undefined;
  let client: Client | undefined;
  beforeAll(async () => {
    doc = await seedDocument(q, a);
    client = await connectedClient(q, a.token);
  });
  afterAll(() => client?.close());
  return { client: late('the MCP client', () => client), doc: late('the seeded document', () => doc) };
}

/**
 * An AWS SDK client on an s3rver, as a caller presigns its upload URLs with: on `s3` (a suite's
 * storage), or else on a bucket of the caller's own, "callers-bucket", started for the suite.
 * Closed after the suite.
 */
export function useS3Client(s3?: S3rverHandle): { s3: S3rverHandle; client: S3Client } {
  let own: S3rverHandle | undefined;
  let client: S3Client | undefined;
  beforeAll(async () => {
    if (!s3) own = await startS3rver({ bucket: 'callers-bucket' });
    const on = s3 ?? own!;
    client = new S3Client({ region: on.region, endpoint: on.endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  });
  afterAll(async () => {
    client?.destroy();
    await own?.destroy();
  });
  return { s3: s3 ?? late('the callers-bucket s3rver', () => own), client: late('the S3 client', () => client) };
}

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
