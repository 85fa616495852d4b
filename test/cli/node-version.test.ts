import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeTooOld } from '../../src/cli/node-version.js';
import { run } from '../support/run.js';

/**
 * Quire runs on Node.js 24: bin/quire takes the copy `make setup` put in .tools/node over an older
 * system `node`, and the CLI refuses an older Node.js with a message that names the fix.
 * Needs `make build` (dist/cli/main.js).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}
async function exec(file: string, args: string[], env: Record<string, string>): Promise<Result> {
  try {
    const r = await run(file, args, { env, timeout: 30_000 });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('Node.js version', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-node-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('accepts Node.js 24 and later, and refuses older ones naming make setup and bin/quire', () => {
    expect(nodeTooOld('v24.21.0', '/x/node')).toBeNull();
    expect(nodeTooOld('v26.1.0', '/x/node')).toBeNull();
    const refusal = nodeTooOld('v20.20.2', '/usr/bin/node');
    expect(refusal).toContain('Quire needs Node.js 24 or newer; this is Node.js v20.20.2 (/usr/bin/node).');
    expect(refusal).toContain('make setup');
    expect(refusal).toContain('bin/quire');
    expect(nodeTooOld('v22.12.0', '/x/node')).not.toBeNull();
  });

  it('the built CLI stops on an older Node.js before loading anything else', async () => {
    // The running Node 24 made to report itself as 20, before dist/cli/main.js loads.
    const pretend = "data:text/javascript,Object.defineProperty(process,'version',{value:'v20.20.2'})";
    const r = await exec(process.execPath, ['--import', pretend, path.join(ROOT, 'dist/cli/main.js'), 'migrate'], { PATH: '/usr/bin:/bin' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Quire needs Node.js 24 or newer; this is Node.js v20.20.2');
    expect(r.stderr).toContain('make setup');
    expect(r.stdout).toBe('');
  });

  it('bin/quire runs the built CLI (with .tools/node when make put one there, else the node on PATH)', async () => {
    const r = await exec(path.join(ROOT, 'bin/quire'), ['--help'], { PATH: `${path.dirname(process.execPath)}:/usr/bin:/bin` });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: quire');
  });

  it('bin/quire prefers .tools/node over an older node on PATH, also through a symlink', async () => {
    // A copy of the layout: bin/quire, dist/cli/main.js (prints the version it runs on), .tools/node.
    const app = path.join(tmp, 'app');
    fs.mkdirSync(path.join(app, 'bin'), { recursive: true });
    fs.mkdirSync(path.join(app, 'dist/cli'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'bin/quire'), path.join(app, 'bin/quire'));
    fs.writeFileSync(path.join(app, 'dist/cli/main.js'), 'console.log("node " + process.version + " " + process.argv.slice(2).join(" "))\n');
    const oldBin = path.join(tmp, 'old-bin');
    fs.mkdirSync(oldBin);
    fs.writeFileSync(path.join(oldBin, 'node'), '#!/bin/sh\necho "old node from PATH"\n', { mode: 0o755 });
    const env = { PATH: `${oldBin}:/usr/bin:/bin` };

    const withoutTools = await exec(path.join(app, 'bin/quire'), ['serve'], env);
    expect(withoutTools.stdout.trim()).toBe('old node from PATH');

    fs.mkdirSync(path.join(app, '.tools/node/bin'), { recursive: true });
    fs.symlinkSync(process.execPath, path.join(app, '.tools/node/bin/node'));
    const withTools = await exec(path.join(app, 'bin/quire'), ['serve', '--port', '1'], env);
    expect(withTools.stdout.trim()).toBe(`node ${process.version} serve --port 1`);

    const link = path.join(tmp, 'quire');
    fs.symlinkSync(path.join(app, 'bin/quire'), link);
    const viaLink = await exec(link, ['migrate'], env);
    expect(viaLink.stdout.trim()).toBe(`node ${process.version} migrate`);
  });
});
