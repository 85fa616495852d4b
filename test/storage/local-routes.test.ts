import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, localFilesRoutes } from '../../src/storage/index.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n% served\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_PATH = 'client/7/generated/5f0e0f4e-2d7c-4f0b-9a57-0c1d2e3f4a5b/1763760000000.pdf';
const PNG_PATH = 'client/7/previews/5f0e0f4e-2d7c-4f0b-9a57-0c1d2e3f4a5b.png';
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

let work: string;
let app: FastifyInstance;
let port: number;
let storage: LocalStorage;

/** node:http sends the path verbatim; fetch() would normalise `..` before it leaves. */
function raw(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-routes-'));
  const root = join(work, 'files');
  // Bait files outside the served tree: beside the root, in the root, and in a sibling folder.
  await mkdir(join(root, 'private'), { recursive: true });
  await writeFile(join(work, 'secret.pdf'), SECRET);
  await writeFile(join(root, 'secret.pdf'), SECRET);
  await writeFile(join(root, 'private', 'secret.pdf'), SECRET);
  storage = new LocalStorage({ root, publicBaseUrl: 'http://127.0.0.1' });
  await storage.put(PDF_PATH, PDF, 'application/pdf');
  await storage.put(PNG_PATH, PNG, 'image/png');
  await mkdir(join(root, 'client', '7', 'generated'), { recursive: true });
  await writeFile(join(root, 'client', '7', '.tmp-half.pdf.abc123'), '%PDF-half');

  app = Fastify();
  await app.register(localFilesRoutes, { root });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  await rm(work, { recursive: true, force: true });
});

describe('localFilesRoutes', () => {
  it('serves a PDF with its type and immutable caching', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/${PDF_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('answers HEAD with headers and no body, and honours ranges', async () => {
    const head = await raw('HEAD', `/${PDF_PATH}`);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PDF.length));
    expect(head.body.length).toBe(0);
    const range = await fetch(`http://127.0.0.1:${port}/${PDF_PATH}`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('%PDF');
  });

  it('serves a PNG as image/png', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/${PNG_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers a missing file with the JSON 404 envelope', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/client/7/generated/nope/1.pdf`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });

  it('never lists directories', async () => {
    for (const path of ['/client/', '/client/7', '/client/7/', '/client/7/generated/']) {
      const res = await raw('GET', path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body.toString()), path).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('hides in-progress temp files', async () => {
    expect((await raw('GET', '/client/7/.tmp-half.pdf.abc123')).status).toBe(404);
  });

  it('refuses traversal in every spelling', async () => {
    const attempts = [
      '/client/../secret.pdf',
      '/client/../../secret.pdf',
      '/client/7/../../private/secret.pdf',
      '/client/%2e%2e/secret.pdf',
      '/client/%2E%2E/%2E%2E/secret.pdf',
      '/client/%2e%2e%2fsecret.pdf',
      '/client/..%2f..%2fsecret.pdf',
      '/client/..%5csecret.pdf',
      '/client/..\\secret.pdf',
      '/client/7\\..\\..\\secret.pdf',
      '/client/%252e%252e/secret.pdf',
      '/client//etc/passwd',
      '/client/%2fetc%2fpasswd',
      '/client/7/generated/%00.pdf',
    ];
    for (const path of attempts) {
      for (const method of ['GET', 'HEAD']) {
        const res = await raw(method, path);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.toString(), `${method} ${path}`).not.toContain(SECRET);
        if (method === 'GET') expect(JSON.parse(res.body.toString()), path).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
      }
    }
  });

  it('stops serving a deleted file', async () => {
    const path = 'client/7/generated/5f0e0f4e-2d7c-4f0b-9a57-0c1d2e3f4a5b/1763760000001.pdf';
    await storage.put(path, PDF, 'application/pdf');
    expect((await fetch(`http://127.0.0.1:${port}/${path}`)).status).toBe(200);
    await storage.delete(path);
    const res = await fetch(`http://127.0.0.1:${port}/${path}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'NOT_FOUND', message: 'Not found' });
  });
});
