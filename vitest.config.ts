import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { busyFactor } from './test/support/wait.js';

/**
 * The dashboard's browser tests (full Chromium driven by playwright): two files at a time, after
 * the others, never beside a file of `shared` or `alone`. Under four busy workers a page's live
 * preview or completion list can miss playwright's 30 s wait; beside one other browser file it
 * does not.
 */
const BROWSER = ['test/browser/**/*.test.ts'];

/**
 * Files that must run alone, one at a time after the others, because a neighbour would skew
 * them: built Quire processes whose leases last a second or a few (multinode, crash
 * recovery), a task raced against a deadline of a few hundred ms, and load on purpose (the
 * pg-terminate load). The render pool, the resource timeout and the preview priority run in
 * `shared`: they wait on the pool's own events and counters, with deadlines of seconds (issue 43). The
 * concurrency burst (generation/concurrency.test.ts: exact credits and distinct paths under 40
 * requests at once) asserts no duration and runs in `shared`: its renders take its worker's
 * own Chromium, and the other files wait on events with budgets that a busy machine does not break.
 */
const ALONE = [
  'test/multinode/**/*.test.ts',
  'test/generation/crash-recovery.test.ts',
  'test/hardening/pg-terminate.test.ts',
  // Issue 36: a task raced against a deadline of a few hundred ms (a template queued 300 ms
  // behind a busy worker; an SVG's inspection out of heap before its deadline). The body and
  // proposal probes (bodies, assistant-proposals) run in `shared`: their bound is the event
  // loop's hold in the node thread's own CPU time (test/hardening/probe.ts), which a busy
  // machine does not inflate, and their parse deadlines are 60 s and more.
  'test/hardening/template-checks.test.ts',
  'test/assets/inspection.test.ts',
];

/**
 * The longest files of `shared` and `browser`, started first whatever vitest's duration cache says (a fresh
 * checkout, as in CI, has none, and vitest then starts the largest files first: the batch files
 * are small files over batches-suite.ts, and started last they kept the phase waiting for them
 * alone). Longest first, the other files fill the other workers.
 */
const LONGEST_FIRST = [
  // the 4 MB CSV, 4.5 MB JSON and 400,000-key bodies, on both databases
  'test/hardening/bodies.test.ts',
  'test/batches/batches-postgres.test.ts',
  'test/batches/batches-sqlite.test.ts',
  'test/generation/abandoned-files.test.ts',
  'test/previews/previews.test.ts',
  'test/hardening/assistant-proposals.test.ts',
  // browser
  'test/browser/theme.test.ts',
  'test/browser/editor.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => LONGEST_FIRST.findIndex((path) => f.moduleId.endsWith(path));
    const sorted = await super.sort(files);
    // Each project's files stay together (vitest's order of projects); in each, the listed first.
    const out: TestSpecification[] = [];
    for (let i = 0, j = 0; i < sorted.length; i = j) {
      while (j < sorted.length && sorted[j]!.project.name === sorted[i]!.project.name) j++;
      const project = sorted.slice(i, j);
      const listed = project.filter((f) => rank(f) >= 0).sort((a, b) => rank(a) - rank(b));
      out.push(...listed, ...project.filter((f) => rank(f) < 0));
    }
    return out;
  }
}

export default defineConfig({
  test: {
    // Budgets sized on a quiet machine, stretched by the load when the run starts (a second
    // `make test` beside this one); waitFor stretches its own as the load changes.
    testTimeout: Math.round(60_000 * busyFactor()),
    hookTimeout: Math.round(120_000 * busyFactor()),
    reporters: ['default'],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // Every other file owns its data (a temporary DATA_DIR, a fresh PostgreSQL database, its
        // own Chromium, processes and ports), so four run at once: most of a file's time is
        // spent waiting on Chromium, the database or a child process, not computing. The CLI
        // suite runs its commands in-process through main(argv, io) (two spawned smoke tests):
        // its waits are ceilings on what a command shows, not measured durations. `isolate: false`: a worker imports Quire's modules once
        // for all the files it runs, not once per file (no suite mocks modules or changes
        // process.env; every Quire a file starts is its own instance, closed by the file).
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...ALONE, ...BROWSER],
          maxWorkers: 4,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'browser', include: BROWSER, maxWorkers: 2, isolate: false, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: { name: 'alone', include: ALONE, fileParallelism: false, isolate: false, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
