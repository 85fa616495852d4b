import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/core/secrets.js';
import { freshPostgres } from '../support/quire.js';

const MAIN = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), 'dist/cli/main.js');

/** `quire <args>` in `cwd` with only the given environment, as a user runs it. */
function quire(args: string[], env: Record<string, string>, cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, ...args], { cwd, env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('quire demo with DATABASE_URL and no DATA_DIR, and accounts reset-password', () => {
  let cwd: string;
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let client: pg.Client;
  beforeAll(async () => {
    cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-demo-pg-'));
    database = await freshPostgres();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
    fs.rmSync(cwd, { recursive: true, force: true });
  });
  const hashOf = async () => (await client.query("select password_hash from users where email = 'demo@quire.local'")).rows[0].password_hash as string;

  it('keeps the credentials in ./data (created), shows them again, and points to reset-password when the file is gone', async () => {
    const env = { DATABASE_URL: database.url };
    const first = await quire(['demo', '--json'], env, cwd);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const creds = JSON.parse(first.stdout);
    expect(creds).toMatchObject({ email: 'demo@quire.local', token: expect.stringMatching(/^tk_live_/) });
    const file = path.join(cwd, 'data', 'demo-credentials.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(creds);
    expect(await verifyPassword(creds.password, await hashOf())).toBe(true);
    expect(JSON.parse((await quire(['demo', '--json'], env, cwd)).stdout)).toEqual(creds);

    fs.rmSync(file);
    const again = await quire(['demo'], env, cwd);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('quire accounts reset-password --email demo@quire.local');
  });

  it('reset-password sets a new random password, signs the account out everywhere, and keeps the demo file in step', async () => {
    const env = { DATABASE_URL: database.url };
    const {
      rows: [account],
    } = await client.query("select id from accounts where email = 'demo@quire.local'");
    const {
      rows: [user],
    } = await client.query("select id from users where email = 'demo@quire.local'");
    const now = new Date().toISOString();
    const later = new Date(Date.now() + 3600_000).toISOString();
    await client.query(
      'insert into sessions (account_id, user_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, revoked_at, created_at) values ($1, $6, $2, $3, $4, $3, null, $5)',
      [account.id, 'a'.repeat(64), later, 'b'.repeat(64), now, user.id],
    );
    const r = await quire(['accounts', 'reset-password', '--email', 'demo@quire.local', '--json'], env, cwd);
    expect(r.code).toBe(0);
    const { email, password } = JSON.parse(r.stdout);
    expect(email).toBe('demo@quire.local');
    expect(password).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(await verifyPassword(password, await hashOf())).toBe(true);
    const { rows } = await client.query('select revoked_at from sessions where account_id = $1', [account.id]);
    expect(rows.length).toBe(1);
    expect(rows[0].revoked_at).not.toBeNull();

    const chosen = await quire(['accounts', 'reset-password', '--email', 'demo@quire.local', '--password', 'my own passphrase'], env, cwd);
    expect(chosen.stdout.trim()).toBe('New password for demo@quire.local: my own passphrase');
    expect(await verifyPassword('my own passphrase', await hashOf())).toBe(true);
    const short = await quire(['accounts', 'reset-password', '--email', 'demo@quire.local', '--password', 'short'], env, cwd);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('password: must be 8 to 1000 characters');
    const unknown = await quire(['accounts', 'reset-password', '--email', 'nobody@example.com'], env, cwd);
    expect(unknown.code).toBe(1);
  });
});
