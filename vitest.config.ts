import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: Chromium, PostgreSQL and the server already share them; files run one at a time.
    fileParallelism: false,
    reporters: ['default'],
  },
});
