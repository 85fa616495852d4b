import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/program.js';
import { freePort } from '../support/quire.js';
import { waitFor } from '../support/wait.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'dist/cli/main.js');
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `quire <args>` in this process through main(argv, io), as src/cli/main.ts does, with only
 * the given environment (no DATABASE_URL leaking in). Commands run one after the other: two
 * SQLite connections of one thread must not wait on each other's lock.
 */
async function quire(args: string[], env: Record<string, string>): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    out: { write: (s: string) => (stdout += s) },
    err: { write: (s: string) => (stderr += s) },
    env: { HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env },
  });
  return { code, stdout, stderr };
}

/** Runs the built `quire <args>` as a user would: the smoke tests of the process itself (main.ts, its exit). */
function spawned(args: string[], env: Record<string, string>, timeoutMs = 30_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`quire ${args.join(' ')} did not finish in ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The spawned tests run dist/cli/main.js: it must be there and newer than src/cli. */
function requireBuild(): void {
  if (!fs.existsSync(MAIN)) {
    throw new Error(`${MAIN} is missing: build first with \`npx tsc -p tsconfig.json\` (\`make test\` does it before vitest).`);
  }
  const built = fs.statSync(MAIN).mtimeMs;
  const stale = fs.readdirSync(path.join(ROOT, 'src/cli')).filter((f) => fs.statSync(path.join(ROOT, 'src/cli', f)).mtimeMs > built);
  if (stale.length) throw new Error(`dist/ is older than src/cli/${stale[0]}: rebuild with \`npx tsc -p tsconfig.json\`.`);
}

const json = (r: Run) => {
  expect(r.code, `exit code; stderr: ${r.stderr}`).toBe(0);
  return JSON.parse(r.stdout.trim());
};

describe('quire admin commands (--json)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
    env = { DATA_DIR: dataDir };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  let token: string;

  it('accounts create prints {"id","email"} and nothing else', async () => {
    const out = json(await quire(['accounts', 'create', '--email', 'Ada@Example.com', '--password', 'a long passphrase', '--json'], env));
    expect(out).toEqual({ id: expect.any(Number), email: 'ada@example.com' });
  });

  it('accounts create refuses a taken email, a non-email and a short password with exit code 1, naming the field', async () => {
    const taken = await quire(['accounts', 'create', '--email', 'ada@example.com', '--password', 'another passphrase', '--json'], env);
    const takenAndShort = await quire(['accounts', 'create', '--email', 'ada@example.com', '--password', 'short', '--json'], env);
    const notEmail = await quire(['accounts', 'create', '--email', 'not-an-email', '--password', 'a long passphrase', '--json'], env);
    const short = await quire(['accounts', 'create', '--email', 'bob@example.com', '--password', 'short', '--json'], env);
    const text = await quire(['accounts', 'create', '--email', 'carol@example.com', '--password', 'a long passphrase'], env);
    expect(taken.code).toBe(1);
    expect(taken.stdout).toBe('');
    expect(taken.stderr).toMatch(/email/);
    expect(taken.stderr).toMatch(/already exists/);
    // A taken email is reported first: no point in choosing a better password for it.
    expect(takenAndShort.code).toBe(1);
    expect(takenAndShort.stderr).toMatch(/already exists/);
    expect(takenAndShort.stderr).not.toMatch(/password/);
    expect(notEmail.code).toBe(1);
    expect(notEmail.stderr).toMatch(/email/);
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/password/);
    expect(short.stderr).toMatch(/8/);
    // Without --json: a sentence for people.
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Created account \d+ <carol@example\.com>/);
  });

  it('tokens create prints {"id","token"}; only the hash is stored; an unknown email exits 1 saying so', async () => {
    const created = await quire(['tokens', 'create', '--email', 'ada@example.com', '--name', 'CI', '--json'], env);
    const unknown = await quire(['tokens', 'create', '--email', 'nobody@example.com', '--name', 'CI', '--json'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toMatch(/NOT_FOUND/);
    expect(unknown.stderr).toMatch(/nobody@example\.com/);
    const out = json(created);
    expect(Object.keys(out).sort()).toEqual(['id', 'token']);
    expect(out.token).toMatch(/^tk_live_[0-9A-Za-z]{22,}$/);
    token = out.token;
    const db = new Database(path.join(dataDir, 'quire.db'), { readonly: true });
    try {
      const row = db.prepare('select name, token_hash from api_keys where id = ?').get(out.id) as { name: string; token_hash: string };
      expect(row).toEqual({ name: 'CI', token_hash: sha256(token) });
    } finally {
      db.close();
    }
  });

  it('credits topup prints the counters with the top-up added, cumulatively', async () => {
    const first = json(await quire(['credits', 'topup', '--email', 'ada@example.com', '--generation', '5', '--ai', '2', '--json'], env));
    expect(Object.keys(first).sort()).toEqual(['ai', 'generation']);
    expect(first.generation).toMatchObject({ used: 0, included: 100, topUp: 5, remaining: 105 });
    expect(first.ai).toMatchObject({ used: 0, included: 0, topUp: 2, remaining: 2 });
    expect(Object.keys(first.generation).sort()).toEqual(['included', 'periodEnd', 'periodStart', 'remaining', 'topUp', 'used']);
    const second = json(await quire(['credits', 'topup', '--email', 'ada@example.com', '--generation', '3', '--json'], env));
    expect(second.generation).toMatchObject({ topUp: 8, remaining: 108 });
    expect(second.ai).toMatchObject({ topUp: 2 });
  });

  it('credits plan sets the monthly grants and prints the counters', async () => {
    const out = json(await quire(['credits', 'plan', '--email', 'ada@example.com', '--generation', '50', '--ai', '10', '--json'], env));
    expect(out.generation).toMatchObject({ included: 50, topUp: 8, remaining: 58 });
    expect(out.ai).toMatchObject({ included: 10, topUp: 2, remaining: 12 });
  });

  it('refuses counts that are not whole numbers >= 0, and a plan without --ai', async () => {
    for (const n of ['-5', 'abc', '1.5']) {
      const r = await quire(['credits', 'topup', '--email', 'ada@example.com', '--generation', n, '--json'], env);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/--generation/);
      expect(r.stderr).toMatch(/whole number/);
    }
    const noAi = await quire(['credits', 'plan', '--email', 'ada@example.com', '--generation', '5', '--json'], env);
    expect(noAi.code).toBe(1);
    expect(noAi.stderr).toMatch(/--ai/);
  });

  it('prints readable text without --json', async () => {
    const r = await quire(['credits', 'topup', '--email', 'ada@example.com', '--generation', '1'], env);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Generation credits remaining: 59; AI: 12/);
  });

  /**
   * The built `quire serve` on a free port, in this suite's data directory. `out()` is what it
   * printed so far; `onOutput` runs on each chunk with all of it; `exited` answers its exit code
   * and signal.
   */
  async function spawnServe(onOutput?: (out: string, server: ChildProcess) => void) {
    requireBuild();
    const port = await freePort();
    const server = spawn(process.execPath, [MAIN, 'serve'], {
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'info', DATA_DIR: dataDir, PORT: String(port), RENDER_CONCURRENCY: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const collect = (d: Buffer) => {
      out += d;
      onOutput?.(out, server);
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
    const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => server.on('close', (code, signal) => resolve([code, signal])));
    return { server, port, out: () => out, exited };
  }

  it('(spawned) what the commands made is what the built `quire serve` serves: the token, the password and the counters', async () => {
    const { server, port, out, exited } = await spawnServe();
    try {
      // A start that never comes fails below with what the server printed.
      await waitFor('quire serve to listen', () => out().includes('Quire listens on'), 30_000, 100).catch(() => undefined);
      expect(out(), 'serve output').toContain('Quire listens on');
      const base = `http://127.0.0.1:${port}`;
      // Start-up output is log lines only, not a mix of JSON and plain text.
      const lines = out().split('\n').filter(Boolean);
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
      expect(lines.map((l) => JSON.parse(l).msg)).toContain(`Quire listens on ${base} (public URL ${base}); API reference at ${base}/docs`);
      const me = await fetch(`${base}/v1/me`, { headers: { 'x-api-token': token } });
      expect(me.status).toBe(200);
      const body = await me.json();
      expect(body.email).toBe('ada@example.com');
      expect(body.usage.generation).toMatchObject({ included: 50, topUp: 9, remaining: 59 });
      expect(body.usage.ai).toMatchObject({ included: 10, topUp: 2, remaining: 12 });
      const login = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'ada@example.com', password: 'a long passphrase' }),
      });
      expect(login.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toEqual([0, null]);
  });

  it('(spawned) a SIGTERM the moment the listen line shows drains once start-up ends: exit 0, not killed', async () => {
    // Sent from the output's own data event: start-up has printed the line, not necessarily finished.
    const serve = await spawnServe((out, server) => {
      if (out.includes('Quire listens on') && !server.killed) server.kill('SIGTERM');
    });
    expect(await serve.exited, serve.out()).toEqual([0, null]);
    expect(serve.out()).toContain('draining: new generations are refused');
  });
});

describe('quire migrate and --help', () => {
  it('migrate says what it applied to which database, then that it is up to date', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
    try {
      const first = await quire(['migrate'], { DATA_DIR: dir });
      expect(first.code, first.stderr).toBe(0);
      const file = path.join(dir, 'quire.db');
      expect(first.stdout).toMatch(
        new RegExp(`^Applied \\d+ migrations to SQLite file ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: 001-initial, .*007-template-errors.*\\.\n$`),
      );
      const again = await quire(['migrate'], { DATA_DIR: dir });
      expect(again.stdout).toBe(`SQLite file ${file} is up to date: no migration to apply.\n`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('credits --help describes topup and plan', async () => {
    const help = await quire(['credits', '--help'], {});
    expect(help.stdout.replace(/\s+/g, ' ')).toContain(
      'topup [options] Add one-off credits to an account (top-ups never expire; spent after the monthly grant)',
    );
    expect(help.stdout.replace(/\s+/g, ' ')).toContain("plan [options] Set an account's monthly grants (renewed on the 1st of each month, UTC)");
  });
});

describe('quire configuration errors', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const bad: [Record<string, string>, string, RegExp][] = [
    [{ PORT: 'abc' }, 'PORT', /whole number from 0 to 65535/],
    [{ PORT: '70000' }, 'PORT', /whole number from 0 to 65535/],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /info/],
    [{ DATABASE_URL: 'mysql://localhost/quire' }, 'DATABASE_URL', /postgres:\/\//],
    [{ PUBLIC_URL: 'pdf.example.com' }, 'PUBLIC_URL', /https?:\/\//],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE', /whole number/],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET', /STORAGE_DRIVER=s3/],
  ];
  for (const [vars, name, fix] of bad) {
    it(`stops with exit code 1 and a message naming ${name} and the fix for ${JSON.stringify(vars)}`, async () => {
      for (const command of [['serve'], ['accounts', 'create', '--email', 'x@example.com', '--password', 'long enough pw', '--json']]) {
        const r = await quire(command, { DATA_DIR: dataDir, ...vars });
        expect(r.code).toBe(1);
        expect(r.stdout).toBe('');
        expect(r.stderr).toContain(name);
        expect(r.stderr).toMatch(fix);
        expect(r.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
      }
    });
  }

  it('(spawned) names PORT when the port is already taken, and the process exits 1', async () => {
    requireBuild();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const r = await spawned(['serve'], { DATA_DIR: dataDir, PORT: String(port), RENDER_CONCURRENCY: '1' }, 60_000);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/EADDRINUSE/);
      expect(r.stderr).toMatch(/Set PORT/);
    } finally {
      blocker.close();
    }
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const port = await freePort(); // nothing listens there
    const r = await quire(['accounts', 'create', '--email', 'x@example.com', '--password', 'long enough pw'], {
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/quire`,
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/DATABASE_URL/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('quire demo', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates the demo account and demo-credentials.json once, and shows the same credentials afterwards', async () => {
    const env = { DATA_DIR: dataDir, PORT: '4321' };
    const first = json(await quire(['demo', '--json'], env));
    expect(first).toEqual({ email: 'demo@quire.local', password: expect.any(String), token: expect.stringMatching(/^tk_live_/), url: 'http://127.0.0.1:4321' });
    const file = path.join(dataDir, 'demo-credentials.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600); // it holds a password and a token

    const again = await quire(['demo', '--json'], env);
    const text = await quire(['demo'], env);
    const second = json(again);
    expect(second).toEqual(first);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(first.token);

    const db = new Database(path.join(dataDir, 'quire.db'), { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from accounts').get()).toEqual({ n: 1 });
      expect(db.prepare('select count(*) as n from api_keys').get()).toEqual({ n: 1 });
      expect(db.prepare('select token_hash from api_keys').get()).toEqual({ token_hash: sha256(first.token) });
    } finally {
      db.close();
    }
  });

  it('creates no demo account when the instance already has accounts', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-'));
    try {
      json(await quire(['accounts', 'create', '--email', 'owner@example.com', '--password', 'a long passphrase', '--json'], { DATA_DIR: other }));
      const r = await quire(['demo', '--json'], { DATA_DIR: other });
      expect(r.code).toBe(0);
      expect(r.stdout.trim()).toBe('');
      expect(fs.existsSync(path.join(other, 'demo-credentials.json'))).toBe(false);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
