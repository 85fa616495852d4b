import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../support/run.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
// The `depcruise` command as the package declares it (its file name changed in dependency-cruiser 18).
const PACKAGE = path.join(ROOT, 'node_modules/dependency-cruiser');
const BIN = path.join(PACKAGE, (JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin.depcruise);

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** dependency-cruiser over `src` of `cwd`, with Quire's rules; answers the violations. */
async function cruise(cwd: string): Promise<Violation[]> {
  const args = [BIN, 'src', '--config', CONFIG, '--output-type', 'json'];
  // It exits non-zero when it finds violations; the JSON on stdout is the answer either way.
  const { stdout } = await run(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((e) => e);
  const result = JSON.parse(stdout);
  expect(result.summary.totalCruised).toBeGreaterThan(0);
  return result.summary.violations;
}

describe('import layering (core < ai, db, jobs, render, storage < modules < mcp < app, cli)', () => {
  it('no import in src points to a higher layer, and no file imports itself through others', async () => {
    const violations = await cruise(ROOT);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 60_000);

  it('the rules catch an upward import (core -> app, modules -> app)', async () => {
    const violations = await cruise(path.join(ROOT, 'test/structure/fixtures/upward'));
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual([
      'core-imports-only-below: src/core/clock.ts -> src/app/config.ts',
      'modules-imports-only-below: src/modules/x/service.ts -> src/app/config.ts',
    ]);
  }, 60_000);

  it("the rules catch an import of another module's repo (a module, the app), not of its front door or of a module's own repo", async () => {
    const violations = await cruise(path.join(ROOT, 'test/structure/fixtures/front-door'));
    expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort()).toEqual(
      [
        'no-repo-above-modules: src/app/services.ts -> src/modules/credits/repo.ts',
        'modules-not-into-another-repo: src/modules/orders/service.ts -> src/modules/credits/repo.ts',
      ].sort(),
    );
  }, 60_000);
});
