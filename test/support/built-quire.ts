import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/program.js';
import { descendants } from './processes.js';
import { sleep, waitFor } from './wait.js';

const CLI = join(process.cwd(), 'dist/cli/main.js');

export function requireBuiltCli(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build first with \`npx tsc -p tsconfig.json\` (\`make test\` does).`);
}

/**
 * The built `quire` server as a real separate process, for tests that kill it, and its admin
 * commands (run in this process through main(argv, io), as src/cli/main.ts runs them: a
 * command's process adds nothing these tests look at). `target` is read at each call: suites
 * set env and port in their hooks.
 */
export function builtQuire(target: () => { env: NodeJS.ProcessEnv; port: number }) {
  const cli = async (...args: string[]) => {
    let out = '';
    let err = '';
    const code = await main(args, { out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) }, env: target().env });
    if (code !== 0) throw new Error(`quire ${args.join(' ')} exited with ${code}: ${err}`);
    return JSON.parse(out);
  };
  const api = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${target().port}${path}`, {
      method,
      headers: { 'x-api-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  async function serve(token: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, [CLI, 'serve'], { env: target().env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    await waitFor(
      'the server to listen',
      async () => {
        if (child.exitCode !== null) throw new Error(`serve exited with ${child.exitCode}: ${stderr}`);
        return (await api('GET', '/v1/me', token).catch(() => ({ status: 0 }))).status === 200;
      },
      30_000,
    );
    return child;
  }

  /** Ends the server with `signal`, then any Chromium it left behind. */
  async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
    const tree = descendants(child.pid!);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    if (signal !== 'SIGKILL') await sleep(200);
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }

  return { cli, api, serve, stop };
}
