import fs from 'node:fs/promises';
import { operatorCtx } from '../../src/core/context.js';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startQuire, type Quire } from '../../src/app/boot.js';
import type { Clock } from '../../src/core/clock.js';
import { loadConfig } from '../../src/app/config.js';
import { migratedTemplate } from './pg-template.js';
import { sharedRendererFor } from './shared-renderer.js';

export type Dialect = 'sqlite' | 'postgres';
/**
 * Suites of repository and transaction contracts (credits, idempotency, batches, listings,
 * leases, migrations, what a row stores) run on both databases; PostgreSQL must be reachable,
 * never skipped.
 */
export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];
/**
 * Suites whose subject does not depend on the database (HTTP behaviour, rendering, workers,
 * signing, e-invoices, permissions) run on SQLite only: the DIALECTS suites prove each
 * repository on PostgreSQL, and the same verbs run above either (issue 43).
 */
export const SQLITE_ONLY: Dialect[] = ['sqlite'];
/**
 * For suites that do not test previews: every document change queues a preview render one
 * debounce later; a long debounce keeps Chromium idle while the suite runs, so it runs faster.
 */
export const QUIET_PREVIEWS: Record<string, string> = { PREVIEW_DEBOUNCE_MS: '60000' };
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string;
}

export interface TestQuire {
  quire: Quire;
  url: string;
  dataDir: string;
  dialect: Dialect;
  /** The PostgreSQL database's URL; null on SQLite (its file is in dataDir). */
  databaseUrl: string | null;
  /** The Origin Quire accepts for cookie-authenticated writes (the public URL's). */
  origin: string;
  /** Writes pending audit records, so tests can read audit_log. */
  flushAudit(): Promise<void>;
  call(method: string, path: string, opts?: CallOptions): Promise<Reply>;
  /**
   * A new account with an API token and a signed-in dashboard cookie. Password hashing is slow on
   * purpose (scrypt), so `{ signIn: false }` skips the sign-in when a test needs the token only
   * (`cookie` is then empty).
   */
  account(email?: string, options?: { signIn?: boolean }): Promise<TestAccount>;
  /** Stops the server and keeps its data, for `startTestQuire(dialect, env, { reuse })`. */
  stop(): Promise<void>;
  /** Stops the server (unless stopped) and removes its data directory and database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * Start on another instance's data (after its stop()): same DATA_DIR and database, as after
   * a restart. The new instance's close() removes them.
   */
  reuse?: Pick<TestQuire, 'dataDir' | 'databaseUrl'>;
  /**
   * A Chromium renderer of its own, started and closed with this Quire, for tests whose subject
   * is the renderer (Chromium killed, its pid or counters, restarts). Otherwise the Quire uses
   * its worker's shared renderer (shared-renderer.ts) when its renderer settings are the
   * standard ones, and its own when `env` changes them (RENDER_*, TEMPLATE_*, CHROMIUM_PATH).
   */
  ownRenderer?: boolean;
  /** The time Quire stores and compares (Deps.clock): a testClock() lets the test move it. */
  clock?: Clock;
}

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  token: string;
  cookie: string;
}

const PORT_RANGES = 8;
const PORT_SPAN = 1_500;
const handedOut = new Set<number>();

/**
 * A port nothing listens on, for a server a test starts next. Picked below Linux's ephemeral
 * range (32768-60999): a port the kernel hands out for listen(0) can be taken meanwhile by an
 * outgoing connection of a neighbouring test file (fetch, pg), and the server then fails with
 * EADDRINUSE. Below the range only another test's pick could collide, and each worker has
 * its own part of it.
 */
export async function freePort(): Promise<number> {
  // Between this check and the caller's listen another file may check the same port: each
  // vitest worker draws from its own range, and a worker never hands the same port out twice
  // (until half its range is used; ports of servers closed long ago are free again by then).
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const base = 20_000 + ((worker - 1) % PORT_RANGES) * PORT_SPAN;
  if (handedOut.size > PORT_SPAN / 2) handedOut.clear();
  for (;;) {
    const port = base + Math.floor(Math.random() * PORT_SPAN);
    if (handedOut.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
}

/**
 * A fresh PostgreSQL database for one test file; dropped by the returned function. Empty, or
 * with `{ migrated: true }` a copy of a database with Quire's and pg-boss's current schema
 * (pg-template.ts), as startTestQuire uses.
 */
export async function freshPostgres(opts: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `quire_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = opts.migrated ? await migratedTemplate(PG_ADMIN_URL) : null;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return { url, drop: () => dropPostgres(url) };
}

/** Drops a database made by freshPostgres, given its URL. */
export async function dropPostgres(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^quire_test_\w+$/.test(name)) throw new Error(`not a test database: ${name}`);
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

let emailSeq = 0;

export async function startTestQuire(dialect: Dialect, env: Record<string, string> = {}, opts: StartOptions = {}): Promise<TestQuire> {
  const dataDir = opts.reuse?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'quire-test-')));
  const databaseUrl = dialect === 'sqlite' ? null : opts.reuse ? opts.reuse.databaseUrl : (await freshPostgres({ migrated: true })).url;
  const port = await freePort();
  const standard = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RENDER_CONCURRENCY: '2',
    // Each account and sign-in hashes a password: at the default 2^15 that was a tenth of the
    // suite's CPU. Suites about the cost itself set it (password-hash-cost.test.ts).
    PASSWORD_HASH_COST: '10',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const config = loadConfig({ ...standard, ...env });
  const lent = opts.ownRenderer ? null : await sharedRendererFor(config, loadConfig(standard));
  const quire = await startQuire(config, { ...(lent ? { renderer: lent } : {}), clock: opts.clock });
  const url = `http://127.0.0.1:${port}`;
  const origin = new URL(config.publicUrl).origin;
  // Connections that never carried a request: fetch (undici) sometimes opens a spare one, for
  // instance after a test aborts a request. Node does not count such a connection as idle, so
  // closing the server would wait for its headers timeout (~70 s) before it ends; they are
  // closed with the server instead. Connections that carried a request are left to close().
  const unused = new Set<Socket>();
  quire.app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('data', () => unused.delete(socket));
    socket.once('close', () => unused.delete(socket));
  });
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      const closing = quire.close();
      for (const socket of unused) socket.destroy();
      await closing;
    })());

  async function call(method: string, p: string, opts: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers['x-api-token'] = opts.token;
    if (opts.cookie) {
      headers.cookie = opts.cookie;
      headers.origin ??= origin;
    }
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) headers['content-type'] ??= 'application/json';
    for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
    const res = await fetch(url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  return {
    quire,
    url,
    dataDir,
    dialect,
    databaseUrl,
    origin,
    call,
    flushAudit: () => quire.services.audit.flush(),
    async account(email = `user${++emailSeq}-${Date.now()}@example.com`, options = {}) {
      const password = 'correct horse battery staple';
      const acc = await quire.services.accounts.create(email, password);
      const key = await quire.services.apiKeys.create(operatorCtx(acc.id), 'test key');
      const cookie = options.signIn === false ? '' : await login(call, email, password);
      return { id: acc.id, email: acc.email, password, token: key.token, cookie };
    },
    stop,
    async close() {
      await stop();
      if (databaseUrl) await dropPostgres(databaseUrl);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in and returns the Cookie header value carrying the session pair. */
export async function login(call: TestQuire['call'], email: string, password: string): Promise<string> {
  const r = await call('POST', '/v1/auth/login', { body: { email, password } });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return cookiesOf(r.headers);
}

export function cookiesOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** One cookie's value from a Cookie header value such as `a=1; b=2`. */
export function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The Set-Cookie line of one cookie, parsed: value and attributes (lower-cased names). */
export function setCookie(headers: Headers, name: string): { value: string; attrs: Record<string, string | true> } | undefined {
  for (const line of headers.getSetCookie()) {
    const [first, ...rest] = line.split(';').map((s) => s.trim());
    const eq = first.indexOf('=');
    if (first.slice(0, eq) !== name) continue;
    const attrs: Record<string, string | true> = {};
    for (const a of rest) {
      const i = a.indexOf('=');
      if (i < 0) attrs[a.toLowerCase()] = true;
      else attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    return { value: first.slice(eq + 1), attrs };
  }
  return undefined;
}

export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Sorted keys, for exact field-set checks. */
export const keysOf = (o: object): string[] => Object.keys(o).sort();

/** Every error is the spec's envelope: exactly `{ error, message }` with a non-empty message. */
export function expectError(r: Reply, status: number, code: string): void {
  if (
    r.status !== status ||
    r.body?.error !== code ||
    Object.keys(r.body ?? {})
      .sort()
      .join() !== 'error,message' ||
    typeof r.body.message !== 'string' ||
    !r.body.message
  ) {
    throw new Error(`expected ${status} ${code} {error, message}, got ${r.status} ${JSON.stringify(r.body)}`);
  }
}
