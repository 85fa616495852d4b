export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` every `everyMs` until it answers a truthy value, which it returns; throws naming
 * `what` after `timeoutMs`. The condition, not a fixed time, says when a test goes on.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false | ''> | T | undefined | null | false | '',
  timeoutMs = 20_000,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
