import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quireS3Env, startS3rver, type S3rverHandle } from '../support/s3rver.js';
import { builtQuire, requireBuiltCli } from '../support/built-quire.js';
import { freePort } from '../support/quire.js';
import { longTable, shortLeaseEnv, sleep, waitFor } from './helpers.js';

/**
 * A node killed after its PDF is stored but before the generation is committed: the next sweep
 * refunds the credit and deletes the stored object, so no public file outlives a refunded
 * generation. Real separate processes (the built CLI) on SQLite, real storage on both drivers.
 */
describe('the sweep deletes the objects of the generations it abandons', () => {
  let dataDir: string;
  let server: ChildProcess | null = null;
  let env: NodeJS.ProcessEnv;
  let port: number;

  beforeAll(() => {
    requireBuiltCli();
  });
  afterEach(async () => {
    if (server) await stop(server);
    server = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function setUp(extra: Record<string, string>) {
    dataDir = mkdtempSync(join(tmpdir(), 'quire-abandoned-'));
    port = await freePort();
    env = shortLeaseEnv(dataDir, port, { PREVIEW_DEBOUNCE_MS: '60000', ...extra });
    const email = 'abandoned@example.com';
    await cli('accounts', 'create', '--email', email, '--password', 'correct horse battery', '--json');
    const { token } = await cli('tokens', 'create', '--email', email, '--name', 't', '--json');
    return token as string;
  }

  const { cli, api, serve, stop } = builtQuire(() => ({ env, port }));

  function readDb<T>(fn: (db: Database.Database) => T): T {
    const db = new Database(join(dataDir, 'quire.db'), { readonly: true, fileMustExist: true });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  }

  /** Starts a generation and resolves with its pending row once the credit is debited. */
  async function startGeneration(token: string) {
    const doc = (await api('POST', '/v1/documents', token, { name: 'Heavy' })).body;
    expect((await api('PATCH', `/v1/documents/${doc.id}`, token, { body: longTable(400), framework: 'NONE', fonts: [] })).status).toBe(200);
    const initial = (await api('GET', '/v1/me', token)).body.usage.generation.remaining as number;
    const reply = api('POST', '/v1/generate', token, { documentId: doc.uuid, variables: {} }).catch((e: Error) => e);
    const pending = await waitFor('the debit (a pending generation)', () =>
      readDb((db) => db.prepare("select id, path from generations where status = 'pending'").get() as { id: number; path: string } | undefined),
    );
    return { initial, reply, pending };
  }

  async function expectRefundedAfterRestart(token: string, initial: number, id: number) {
    server = await serve(token);
    await waitFor('the refund', async () => (await api('GET', '/v1/me', token)).body.usage.generation.remaining === initial, 10_000);
    expect(readDb((db) => db.prepare('select status, error_code from generations where id = ?').get(id))).toEqual({
      status: 'failed',
      error_code: 'ABANDONED',
    });
  }

  it('local storage: the PDF written before the kill is deleted at the next start', async () => {
    const token = await setUp({});
    server = await serve(token);
    const { initial, reply, pending } = await startGeneration(token);
    // Slow commit: the test holds SQLite's write lock, so the upload lands and the commit waits.
    const lock = new Database(join(dataDir, 'quire.db'));
    lock.prepare('BEGIN IMMEDIATE').run();
    const file = join(dataDir, 'files', pending.path);
    try {
      await waitFor('the stored PDF', () => existsSync(file), 30_000);
      await stop(server);
      server = null;
    } finally {
      lock.prepare('ROLLBACK').run();
      lock.close();
    }
    expect(await reply).toBeInstanceOf(Error);
    expect(existsSync(file)).toBe(true);
    expect(readDb((db) => db.prepare('select status from generations where id = ?').pluck().get(pending.id))).toBe('pending');

    await expectRefundedAfterRestart(token, initial, pending.id);
    expect(existsSync(file)).toBe(false);
    expect((await fetch(`http://127.0.0.1:${port}/${pending.path}`)).status).toBe(404);
  }, 120_000);

  describe('S3', () => {
    let s3: S3rverHandle;
    let proxy: http.Server;
    /** PUTs reach the bucket, but their answers are held: an upload that never finishes for Quire. */
    let holdPuts = false;

    beforeAll(async () => {
      s3 = await startS3rver();
      proxy = http.createServer((req, res) => {
        const upstream = http.request({ host: '127.0.0.1', port: s3.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
          if (req.method === 'PUT' && holdPuts) {
            up.resume();
            return; // never answered: the connection dies with the killed server
          }
          res.writeHead(up.statusCode!, up.headers);
          up.pipe(res);
        });
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      proxy?.closeAllConnections();
      await new Promise((resolve) => proxy?.close(resolve));
      await s3?.destroy();
    });

    it('the object uploaded before the kill is deleted from the bucket at the next start', async () => {
      const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const token = await setUp({ ...quireS3Env(s3), S3_ENDPOINT: proxyUrl, S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` });
      server = await serve(token);
      holdPuts = true;
      const { initial, reply, pending } = await startGeneration(token);
      const objectUrl = `${s3.endpoint}/${s3.bucket}/${pending.path}`;
      await waitFor('the object in the bucket', async () => (await fetch(objectUrl)).status === 200, 30_000);
      await sleep(100);
      await stop(server);
      server = null;
      holdPuts = false;
      expect(await reply).toBeInstanceOf(Error);
      expect((await fetch(objectUrl)).status).toBe(200); // public, while its credit is about to be refunded

      await expectRefundedAfterRestart(token, initial, pending.id);
      await waitFor('the object to be deleted', async () => (await fetch(objectUrl)).status === 404, 10_000);
    }, 120_000);
  });
});
