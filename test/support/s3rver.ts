import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real S3 server for tests: s3rver 3.7 (CommonJS, untyped, hence createRequire and the
 * minimal interface below). Verified on Node 20 with @aws-sdk/client-s3 3.11xx:
 * - path-style works on 127.0.0.1 (its vhost middleware skips IP hostnames);
 * - requests without Authorization are anonymous and allowed, so a plain fetch(publicUrl)
 *   downloads an object, with the Content-Type and Cache-Control given at PutObject;
 * - signed requests must use its built-in account S3RVER / S3RVER.
 */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverConstructor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3rverHandle {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly port: number;
  readonly directory: string;
  /** Restart on the same port and directory: objects stored before stop() are still there. */
  start(): Promise<void>;
  /** Stop listening (connections refused), keeping the data for a later start(). */
  stop(): Promise<void>;
  /** Stop and remove the data directory. */
  destroy(): Promise<void>;
}

export async function startS3rver(options: { bucket?: string } = {}): Promise<S3rverHandle> {
  const bucket = options.bucket ?? 'quire-test';
  const directory = await mkdtemp(join(tmpdir(), 'quire-s3rver-'));
  let port = 0; // first start picks a free port, restarts reuse it
  let running: S3rverInstance | null = null;

  // A fresh instance per start: s3rver closes its logger when its server closes.
  const start = async (): Promise<void> => {
    if (running) return;
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    port = (await server.run()).port;
    running = server;
  };

  const stop = async (): Promise<void> => {
    if (!running) return;
    const server = running;
    running = null;
    server.httpServer?.closeAllConnections(); // SDK keep-alive sockets would delay close()
    await server.close();
  };

  await start();
  return {
    get endpoint() {
      return `http://127.0.0.1:${port}`;
    },
    bucket,
    region: 'us-east-1',
    get port() {
      return port;
    },
    directory,
    start,
    stop,
    destroy: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings that point Quire's S3 driver at this s3rver. */
export function quireS3Env(s3: S3rverHandle): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
}
