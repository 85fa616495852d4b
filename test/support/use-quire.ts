import { afterAll, beforeAll } from 'vitest';
import { startTestQuire, type Dialect, type StartOptions, type TestAccount, type TestQuire } from './quire.js';

/**
 * The frame most API suites share: a Quire on `dialect` (with `env`) and one account, started
 * before the suite's tests and closed (data and database removed) after them:
 *
 *   describe.each(DIALECTS)('folders on %s', (dialect) => {
 *     const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);
 *     it('…', async () => { await q.call('GET', '/v1/folders', { token: a.token }); });
 *   });
 *
 * `q` and `a` stand for the started Quire and account: use them inside tests and hooks. `opts`
 * as startTestQuire's (a test clock: `{ clock: testClock() }`).
 */
export function useTestQuire(dialect: Dialect, env: Record<string, string> = {}, opts: StartOptions = {}): { q: TestQuire; a: TestAccount } {
  let q: TestQuire | undefined;
  let a: TestAccount | undefined;
  beforeAll(async () => {
    q = await startTestQuire(dialect, env, opts);
    a = await q.account();
  });
  afterAll(() => q?.close());
  return { q: late('the Quire', () => q), a: late('the account', () => a) };
}

/** An object that forwards to the value `get` answers once the suite's beforeAll set it. */
export function late<T extends object>(what: string, get: () => T | undefined): T {
  const target = (): T => {
    const value = get();
    if (!value) throw new Error(`${what} of useTestQuire is used before its beforeAll ran`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    // A test may change the account (a new session cookie after signing in again): the change is the account's.
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      return d && { ...d, configurable: true };
    },
  });
}
