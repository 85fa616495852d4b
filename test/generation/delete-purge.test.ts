/**
 * DELETE /v1/generations/file with a CDN in front: the purge is sent once per file, and when
 * it (or the storage delete) fails the caller gets the documented 503 and can retry.
 */
import http from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { createDocument, download, generate, generationRows, type Doc } from './helpers.js';

describe.each(DIALECTS)('DELETE /v1/generations/file with CDN purge on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: Doc;
  let cdn: http.Server;
  let purges: { method: string; url: string }[] = [];
  let cdnStatus = 200;

  beforeAll(async () => {
    cdn = http.createServer((req, res) => {
      purges.push({ method: req.method!, url: req.url! });
      res.writeHead(cdnStatus).end();
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const port = (cdn.address() as AddressInfo).port;
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, CDN_DRIVER: 'purge', CDN_PURGE_URL: `http://127.0.0.1:${port}/{path}` });
    a = await q.account();
    doc = await createDocument(q, a);
  });
  beforeEach(() => {
    purges = [];
    cdnStatus = 200;
  });
  afterAll(async () => {
    await q?.close();
    await new Promise((resolve) => cdn?.close(resolve));
  });

  const del = (path: string, auth: { token?: string; cookie?: string } = { token: a.token }) =>
    q.call('DELETE', '/v1/generations/file', { ...auth, body: { path } });
  const pathOf = (url: string) => new URL(url).pathname.slice(1);
  const statusOf = async (path: string) => (await generationRows(q, a.id)).find((g) => g.path === path)?.status;

  async function generated(): Promise<string> {
    const r = await generate(q, a, doc.uuid);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.url;
  }

  it('purges the CDN once, for the file path, when a file is deleted', async () => {
    const url = await generated();
    expect(purges).toEqual([]);
    expect((await del(url)).status).toBe(204);
    expect(purges).toEqual([{ method: 'PURGE', url: `/${pathOf(url)}` }]);
    expect((await download(url)).status).toBe(404);
    // A second delete finds nothing and purges nothing.
    expectError(await del(url), 404, 'NOT_FOUND');
    expect(purges).toHaveLength(1);
  });

  it('deletes with the dashboard cookie the same way', async () => {
    const url = await generated();
    const r = await del(pathOf(url), { cookie: a.cookie });
    expect(r.status).toBe(204);
    expect(purges).toEqual([{ method: 'PURGE', url: `/${pathOf(url)}` }]);
    expect(await statusOf(pathOf(url))).toBe('deleted');
  });

  it('a failed purge answers 503 SERVICE_UNAVAILABLE with Retry-After, and the delete can be retried', async () => {
    const url = await generated();
    cdnStatus = 500;
    const r = await del(url);
    expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(r.headers.get('retry-after')).toBe('5');
    expect(purges).toHaveLength(1);
    // Not marked deleted: the retry must reach the CDN again.
    expect(await statusOf(pathOf(url))).toBe('succeeded');
    cdnStatus = 200;
    expect((await del(url)).status).toBe(204);
    expect(purges).toHaveLength(2);
    expect(await statusOf(pathOf(url))).toBe('deleted');
  });

  it('a failed storage delete answers 503 FILE_NOT_DELETED, purges nothing, and can be retried', async () => {
    const url = await generated();
    const onDisk = join(q.dataDir, 'files', pathOf(url));
    // A directory where the file was: local storage cannot remove it (rm without recursive).
    rmSync(onDisk);
    mkdirSync(join(onDisk, 'blocker'), { recursive: true });
    const r = await del(url);
    expectError(r, 503, 'FILE_NOT_DELETED');
    expect(r.headers.get('retry-after')).toBe('1');
    expect(purges).toEqual([]);
    expect(await statusOf(pathOf(url))).toBe('succeeded');
    rmSync(onDisk, { recursive: true });
    expect((await del(url)).status).toBe(204);
    expect(purges).toHaveLength(1);
  });
});
