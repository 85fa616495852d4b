import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/storage/index.js';
import { S3Storage, defaultPublicBaseUrl } from '../../src/storage/s3.js';
import { S3RVER_CREDENTIALS, startS3rver, type S3rverHandle } from '../support/s3rver.js';

const PDF = new TextEncoder().encode('%PDF-1.7\n% s3 bytes\n%%EOF\n');
const path = (n: number) => `client/9/generated/2c1b8a0e-6a55-4b0e-8f7a-9d3c2b1a0f9e/${1763760000000 + n}.pdf`;

let s3: S3rverHandle;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3rver();
  storage = new S3Storage({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, ...S3RVER_CREDENTIALS });
});
afterAll(async () => {
  storage?.destroy();
  await s3?.destroy();
});

describe('S3Storage against s3rver', () => {
  it('passes its health check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('puts an object that anyone can download from its public URL', async () => {
    await storage.put(path(1), PDF, 'application/pdf');
    const url = storage.publicUrl(path(1));
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/${path(1)}`);
    expect(storage.pathFromUrl(url)).toBe(path(1));
    const res = await fetch(url); // no credentials: the spec's URLs are public
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  it('deletes idempotently, after which the URL is 404', async () => {
    await storage.put(path(2), PDF, 'application/pdf');
    await storage.delete(path(2));
    expect((await fetch(storage.publicUrl(path(2)))).status).toBe(404);
    await expect(storage.delete(path(2))).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../x.pdf', PDF, 'application/pdf')).rejects.toThrow(/unsafe storage path/);
  });

  it('fails its health check for a missing bucket', async () => {
    const missing = new S3Storage({ bucket: 'no-such-bucket', region: s3.region, endpoint: s3.endpoint, forcePathStyle: true, ...S3RVER_CREDENTIALS });
    await expect(missing.check()).rejects.toThrow();
    missing.destroy();
  });

  it('rejects quickly while the server is stopped, and works again once it is back', async () => {
    await storage.put(path(3), PDF, 'application/pdf');
    await s3.stop();
    try {
      const started = Date.now();
      await expect(storage.put(path(4), PDF, 'application/pdf')).rejects.toThrow();
      await expect(storage.check()).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await s3.start();
    }
    await storage.put(path(4), PDF, 'application/pdf');
    expect((await fetch(storage.publicUrl(path(3)))).status).toBe(200); // data survived the restart
    expect((await fetch(storage.publicUrl(path(4)))).status).toBe(200);
  });

  it('gives up on a server that accepts connections but never answers', async () => {
    const sockets = new Set<Socket>();
    const blackHole: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(blackHole.address() as AddressInfo).port}`;
    const hung = new S3Storage({ bucket: 'b', region: 'us-east-1', endpoint, forcePathStyle: true, requestTimeoutMs: 500, ...S3RVER_CREDENTIALS });
    try {
      const started = Date.now();
      await expect(hung.put(path(5), PDF, 'application/pdf')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      hung.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => blackHole.close(resolve));
    }
  });
});

describe('S3 configuration', () => {
  it('derives the public base URL from the addressing style', () => {
    expect(defaultPublicBaseUrl({ bucket: 'pdfs', region: 'eu-west-3' })).toBe('https://pdfs.s3.eu-west-3.amazonaws.com');
    expect(defaultPublicBaseUrl({ bucket: 'pdfs.example.com', region: 'eu-west-3' })).toBe('https://s3.eu-west-3.amazonaws.com/pdfs.example.com');
    expect(defaultPublicBaseUrl({ bucket: 'pdfs', region: 'auto', endpoint: 'http://minio:9000/', forcePathStyle: true })).toBe('http://minio:9000/pdfs');
    expect(defaultPublicBaseUrl({ bucket: 'pdfs', region: 'auto', endpoint: 'https://s3.example.net' })).toBe('https://pdfs.s3.example.net');
  });

  it('uses S3_PUBLIC_URL when given (CDN in front)', async () => {
    const viaCdn = await createStorage({ driver: 's3', bucket: 'pdfs', region: 'us-east-1', publicBaseUrl: 'https://cdn.example.com' });
    expect(viaCdn.driver).toBe('s3');
    expect(viaCdn.publicUrl(path(1))).toBe(`https://cdn.example.com/${path(1)}`);
    expect(viaCdn.pathFromUrl(`https://pdfs.s3.us-east-1.amazonaws.com/${path(1)}`)).toBeNull();
  });

  it('stops the start on a bad setting, naming the variable', async () => {
    await expect(createStorage({ driver: 's3', bucket: '', region: 'us-east-1' })).rejects.toThrow(/S3_BUCKET/);
    await expect(createStorage({ driver: 's3', bucket: 'b', region: 'us-east-1', accessKeyId: 'only-one' })).rejects.toThrow(/S3_SECRET_ACCESS_KEY/);
    await expect(createStorage({ driver: 's3', bucket: 'b', region: 'us-east-1', endpoint: 'minio:9000' })).rejects.toThrow(/S3_ENDPOINT/);
    await expect(createStorage({ driver: 's3', bucket: 'b', region: 'us-east-1', publicBaseUrl: 'ftp://x' })).rejects.toThrow(/S3_PUBLIC_URL/);
  });
});
