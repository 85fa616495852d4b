import { defineConfig } from 'vitest/config';

/**
 * Files that must run alone: they drive the full Chromium (browser), spawn built `quire`
 * processes (cli, multinode, crash and abandoned-file suites, MCP over stdio), kill or count
 * Chromium processes, or compare a render's duration with another's (pool, resource timeouts,
 * preview priority, the concurrency and pg-terminate load): a neighbour would skew them.
 */
const ALONE = [
  'test/browser/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/multinode/**/*.test.ts',
  'test/generation/abandoned-files.test.ts',
  'test/generation/concurrency.test.ts',
  'test/generation/crash-recovery.test.ts',
  'test/hardening/pg-terminate.test.ts',
  'test/mcp/stdio.test.ts',
  'test/previews/priority.test.ts',
  'test/render/pool.test.ts',
  'test/render/resource-timeout.test.ts',
  'test/render/stale-profiles.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    projects: [
      {
        // Every other file owns its data (a temporary DATA_DIR, a fresh PostgreSQL database, its
        // own Chromium and ports), so two run at once: one waits on Chromium or the database
        // while the other computes.
        extends: true,
        test: { name: 'shared', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: ALONE, maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
