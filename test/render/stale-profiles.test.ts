import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { Renderer } from '../../src/render/renderer.js';
import { removeStaleProfiles } from '../../src/render/stale-profiles.js';

const dir = mkdtempSync(join(tmpdir(), 'quire-profiles-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

test('at start, profiles of dead Quire processes are removed; live ones and foreign ones stay', async () => {
  const make = (name: string, owner?: number) => {
    mkdirSync(join(dir, name, 'Default'), { recursive: true });
    writeFileSync(join(dir, name, 'Default', 'Preferences'), '{}');
    if (owner !== undefined) writeFileSync(join(dir, name, 'quire-owner.pid'), String(owner));
  };
  make('quire-chromium-dead', await deadPid());
  make('quire-chromium-live', process.pid);
  make('quire-chromium-foreign');
  make('other-dead', await deadPid());
  expect(await removeStaleProfiles(dir)).toBe(1);
  expect(readdirSync(dir).sort()).toEqual(['other-dead', 'quire-chromium-foreign', 'quire-chromium-live']);
});

test("a running renderer's profile names this process as its owner", async () => {
  const before = new Set(readdirSync(tmpdir()).filter((n) => n.startsWith('quire-chromium-')));
  const renderer = await Renderer.start({ concurrency: 1 });
  try {
    const mine = readdirSync(tmpdir())
      .filter((n) => n.startsWith('quire-chromium-') && !before.has(n))
      .filter((n) => existsSync(join(tmpdir(), n, 'quire-owner.pid')) && readFileSync(join(tmpdir(), n, 'quire-owner.pid'), 'utf8') === String(process.pid));
    expect(mine.length).toBeGreaterThanOrEqual(1);
  } finally {
    await renderer.close();
  }
});
