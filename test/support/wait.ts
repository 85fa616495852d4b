import os from 'node:os';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How much slower than its usual self the machine runs now: the load average per core, from 1
 * (quiet) up to 5. A budget sized on a quiet machine stretches by it, so a wait holds beside a
 * second `make test` and fails only where the event never comes (issue 43).
 */
export const busyFactor = (): number => Math.min(5, Math.max(1, os.loadavg()[0] / os.availableParallelism()));

/**
 * Polls `probe` every `everyMs` until it answers a truthy value, which it returns; throws naming
 * `what` after `timeoutMs` on a quiet machine, stretched by busyFactor() on a busy one. The
 * condition, not a fixed time, says when a test goes on.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false | ''> | T | undefined | null | false | '',
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    const waited = Date.now() - started;
    if (waited > timeoutMs * busyFactor()) throw new Error(`timed out after ${waited} ms (budget ${timeoutMs} ms on a quiet machine) waiting for ${what}`);
    await sleep(everyMs);
  }
}
