/**
 * Several `quire serve` processes (the built CLI) on one PostgreSQL database, one s3rver and
 * one Redis, as a load balancer would see them. Used by the multi-node suite and bench/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { assemble } from '../../src/app/boot.js';
import { loadConfig } from '../../src/app/config.js';
import { descendants } from '../support/processes.js';
import { S3RVER_CREDENTIALS, quireS3Env, startS3rver, type S3rverHandle } from '../support/s3rver.js';
import { freePort, freshPostgres, type Reply } from '../support/quire.js';
import { busyFactor } from '../support/wait.js';

export const CLI = join(process.cwd(), 'dist/cli/main.js');
/** What every node answers as its public origin, as behind one load balancer. */
export const PUBLIC_URL = 'http://quire.test';
export const MACHINE_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface QuireNode {
  index: number;
  url: string;
  metricsUrl: string;
  child: ChildProcess;
  /** Its id in `nodes` and generations.owner_node (from GET /health). */
  id: string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Cluster {
  nodes: QuireNode[];
  databaseUrl: string;
  s3: S3rverHandle;
  redisPrefix: string;
  /** The same services a node runs, in this process, for setup and for reading rows. */
  admin: Awaited<ReturnType<typeof assemble>>;
  env: Record<string, string>;
  /** Starts one more node (extra env on top of the cluster's). */
  addNode(env?: Record<string, string>): Promise<QuireNode>;
  call(node: QuireNode, method: string, path: string, opts?: CallOptions): Promise<Reply>;
  /** Keys of the bucket under `prefix`. */
  objects(prefix: string): Promise<string[]>;
  /** SIGKILL: the node and its Chromium, by process id. */
  kill(node: QuireNode): Promise<void>;
  close(): Promise<void>;
}

export async function startCluster(size: number, env: Record<string, string> = {}): Promise<Cluster> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build first with \`npx tsc -p tsconfig.json\` (\`make test\` does).`);
  const pgdb = await freshPostgres();
  const s3 = await startS3rver();
  const redisPrefix = `quire-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  const baseEnv: Record<string, string> = {
    DATABASE_URL: pgdb.url,
    ...quireS3Env(s3),
    REDIS_URL: MACHINE_REDIS,
    REDIS_KEY_PREFIX: redisPrefix,
    PUBLIC_URL,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RENDER_CONCURRENCY: '1',
    ...env,
  };
  const admin = await assemble(loadConfig({ ...baseEnv, DATA_DIR: tmpdir() }), {});
  const nodes: QuireNode[] = [];
  const dirs: string[] = [];
  const s3client = new S3Client({ endpoint: s3.endpoint, region: s3.region, forcePathStyle: true, credentials: { ...S3RVER_CREDENTIALS } });

  async function addNode(extra: Record<string, string> = {}): Promise<QuireNode> {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const dataDir = await mkdtemp(join(tmpdir(), 'quire-node-'));
    dirs.push(dataDir);
    const { DATABASE_URL: _, ...parentEnv } = process.env;
    const child = spawn(process.execPath, [CLI, 'serve'], {
      env: { ...parentEnv, ...baseEnv, ...extra, PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    let id = '';
    for (const started = Date.now(); ; ) {
      if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode}: ${stderr}`);
      const health = await fetch(`${url}/health`).then(
        (r) => r.json() as Promise<{ node: string }>,
        () => null,
      );
      if (health) {
        id = health.node;
        break;
      }
      if (Date.now() - started > 60_000 * busyFactor()) throw new Error(`node did not start: ${stderr}`);
      await sleep(100);
    }
    const node: QuireNode = { index: nodes.length, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, child, id, stderr: () => stderr, exited };
    nodes.push(node);
    return node;
  }

  // The first node migrates the fresh database alone; the others start together.
  await addNode();
  await Promise.all(Array.from({ length: size - 1 }, () => addNode()));

  async function stopNode(node: QuireNode, signal: NodeJS.Signals): Promise<void> {
    if (node.child.exitCode !== null || node.child.signalCode !== null) return;
    const tree = descendants(node.child.pid!);
    node.child.kill(signal);
    await node.exited;
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone with its parent */
      }
    }
  }

  return {
    nodes,
    databaseUrl: pgdb.url,
    s3,
    redisPrefix,
    admin,
    env: baseEnv,
    addNode,
    async call(node, method, path, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers['x-api-token'] = opts.token;
      if (opts.cookie) {
        headers.cookie = opts.cookie;
        headers.origin ??= PUBLIC_URL;
      }
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(node.url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        /* not JSON */
      }
      return { status: res.status, body, headers: res.headers } as Reply;
    },
    async objects(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await s3client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) keys.push(o.Key!);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    kill: (node) => stopNode(node, 'SIGKILL'),
    async close() {
      await Promise.all(nodes.map((n) => stopNode(n, 'SIGKILL')));
      await admin.services.audit.close();
      await admin.deps.limits.close();
      await admin.db.destroy();
      s3client.destroy();
      await s3.destroy();
      await pgdb.drop();
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
      await deleteRedisKeys(MACHINE_REDIS, redisPrefix);
    },
  };
}

/** Removes a test run's keys from a shared Redis (SCAN, never FLUSH). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** One counter of a node's /metrics, summed over the series whose labels include `labels`. */
export async function metric(node: QuireNode, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(node.metricsUrl)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const m = /^(\w+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const set = m[2] ?? '';
    if (Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`))) sum += Number(m[3]);
  }
  return sum;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
