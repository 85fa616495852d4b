import fs from 'node:fs';
import path from 'node:path';
import { Piscina } from 'piscina';
import { describe, expect, it } from 'vitest';
import { withoutStrayErrors } from '../../src/core/worker-threads.js';

const SRC = path.resolve(import.meta.dirname, '../../src');
const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe('worker pools and their stray errors', () => {
  it('a worker failing with no task of its own (out of memory after its deadline) is not an uncaught exception', async () => {
    const pool = new Piscina({ filename: new URL('data:text/javascript,export default () => 1').href, minThreads: 0 });
    try {
      expect(() => pool.emit('error', new Error('Worker terminated due to reaching memory limit'))).toThrow(); // piscina's default
      withoutStrayErrors(pool);
      expect(() => pool.emit('error', new Error('Worker terminated due to reaching memory limit'))).not.toThrow();
    } finally {
      await pool.destroy();
    }
  });

  it('every pool in src is made through withoutStrayErrors', () => {
    const made = files(SRC).filter((f) => fs.readFileSync(f, 'utf8').includes('new Piscina'));
    expect(made.length).toBeGreaterThanOrEqual(4);
    const bare = made.filter((f) => !/withoutStrayErrors\(\s*new Piscina/.test(fs.readFileSync(f, 'utf8')));
    expect(bare.map((f) => path.relative(SRC, f))).toEqual([]);
  });
});
