import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/quire.js';
import { startFakeAi, type FakeAi } from '../support/fake-ai.js';
import { API_KEY, GOOD_PROPOSAL, parseSse } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(ROOT, 'dist/cli/main.js');

/**
 * The key must never reach a log line, a response or an error: the built server runs as a user
 * would run it, with debug logging, through provider successes and every kind of failure, and
 * everything it printed and answered is searched for the key.
 */
describe('the AI provider key', () => {
  let ai: FakeAi;
  let server: ChildProcess;
  let output = '';
  let dataDir: string;
  let base: string;
  let env: Record<string, string>;

  const cli = (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [MAIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('error', reject);
      child.on('close', (code) => {
        output += out;
        if (code === 0) resolve(out);
        else reject(new Error(`quire ${args.join(' ')} exited ${code}: ${out}`));
      });
    });

  beforeAll(async () => {
    if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: build first with \`npx tsc -p tsconfig.json\``);
    ai = await startFakeAi();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-ai-secrets-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      RENDER_CONCURRENCY: '1',
      PREVIEW_DEBOUNCE_MS: '60000',
      AI_PROVIDER: 'anthropic',
      AI_MODEL: 'claude-test',
      AI_API_KEY: API_KEY,
      AI_BASE_URL: ai.anthropicUrl,
      AI_TIMEOUT_MS: '2000',
    };
    await cli(['accounts', 'create', '--email', 'keys@example.com', '--password', 'correct horse battery', '--json']);
    await cli(['credits', 'topup', '--email', 'keys@example.com', '--generation', '0', '--ai', '100', '--json']);
    server = spawn(process.execPath, [MAIN, 'serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes('Quire listens on')) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
      server.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`server exited ${code}: ${output}`));
      });
    });
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await ai?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is in no log line, response body, header or error, whatever the provider does', async () => {
    const token = JSON.parse(await cli(['tokens', 'create', '--email', 'keys@example.com', '--name', 'k', '--json'])).token;
    const headers = { 'x-api-token': token, 'content-type': 'application/json' };
    const doc = await (await fetch(`${base}/v1/documents`, { method: 'POST', headers, body: JSON.stringify({ name: 'Doc' }) })).json();
    const answers: string[] = [];
    const turn = async (accept = 'application/json') => {
      const res = await fetch(`${base}/v1/documents/${doc.id}/assistant`, {
        method: 'POST',
        headers: { ...headers, accept },
        body: JSON.stringify({ message: 'hello' }),
      });
      answers.push(`${res.status} ${JSON.stringify([...res.headers])} ${await res.text()}`);
      return res.status;
    };

    ai.enqueue({ kind: 'reply', text: ['Fine.'], tool: { input: GOOD_PROPOSAL }, usage: { input: 100, output: 10 } });
    expect(await turn()).toBe(200);
    for (const status of [401, 403, 400, 500, 529, 429]) {
      ai.enqueue({ kind: 'status', status });
      expect(await turn()).toBe(503);
    }
    ai.enqueue({ kind: 'hang' });
    expect(await turn()).toBe(503);
    ai.enqueue({ kind: 'cut', text: ['Half'] });
    expect(await turn('text/event-stream')).toBe(200);
    expect(parseSse(answers.at(-1)!.slice(answers.at(-1)!.indexOf('event:'))).at(-1)!.event).toBe('error');
    for (const p of ['/v1/assistant', `/v1/documents/${doc.id}/assistant`, '/v1/me', '/v1/openapi.json']) {
      const res = await fetch(base + p, { headers });
      answers.push(await res.text());
    }

    // The provider did receive the key, so the search below is meaningful.
    expect(ai.requests.length).toBeGreaterThanOrEqual(9);
    expect(JSON.stringify(ai.requests[0].headers)).toContain(API_KEY);
    // Debug logging did run while the failures happened.
    expect(output).toMatch(/AI provider failed/);
    expect(answers.join('\n')).not.toContain(API_KEY);
    expect(output).not.toContain(API_KEY);
    expect(output).not.toContain(API_KEY.slice(8));
  });
});
