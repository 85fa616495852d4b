import { afterAll, beforeAll } from 'vitest';
import { startTestQuire, type Dialect, type StartOptions, type TestAccount, type TestQuire } from './quire.js';
import { quireS3Env, startS3rver, type S3rverHandle } from './s3rver.js';

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

export interface QuireSuiteOptions {
  /**
   * Quire's environment. A function is called in the hook, after the suite's earlier hooks ran,
   * for values only known then (a test TSA's URL).
   */
  env?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** Start an s3rver first and keep Quire's files in its bucket (its quireS3Env over `env`). */
  s3?: boolean;
  /** false: the account gets no session cookie, a login saved where the suite only uses its token. */
  signIn?: boolean;
}

export interface QuireSuite {
  q: TestQuire;
  a: TestAccount;
  /** The s3rver of `s3: true`. */
  s3: S3rverHandle;
}

/**
 * useTestQuire with the set-up many suites repeat: an s3rver holding Quire's files, an account
 * without a session, an environment computed once earlier hooks ran. Everything is closed after
 * the suite (Quire first, then the s3rver it stores in):
 *
 *   describe('batch outputs with S3 storage (postgres)', () => {
 *     const { q, a, s3 } = useQuireSuite('postgres', { env: QUIET_PREVIEWS, s3: true, signIn: false });
 *   });
 */
export function useQuireSuite(dialect: Dialect, options: QuireSuiteOptions = {}): QuireSuite {
  let s3: S3rverHandle | undefined;
  let q: TestQuire | undefined;
  let a: TestAccount | undefined;
  beforeAll(async () => {
    if (options.s3) s3 = await startS3rver();
    const env = typeof options.env === 'function' ? await options.env() : (options.env ?? {});
    q = await startTestQuire(dialect, s3 ? { ...env, ...quireS3Env(s3) } : env);
    a = await q.account(undefined, { signIn: options.signIn });
  });
  afterAll(async () => {
    await q?.close();
    await s3?.destroy();
  });
  return { q: late('the Quire', () => q), a: late('the account', () => a), s3: late('the s3rver (options.s3)', () => s3) };
}

/**
 * Quires on `dialect` started side by side, one a `envs` entry, each with an account (signed in
 * unless `signIn: false`); closed after the suite. For a suite comparing settings:
 *
 *   const [{ q, a }, { q: small, a: b }] = useTestQuires('sqlite', [QUIET_PREVIEWS, { ...QUIET_PREVIEWS, ASSET_MAX_PIXELS: '10000' }]);
 */
export function useTestQuires(dialect: Dialect, envs: Record<string, string>[], options: { signIn?: boolean } = {}): { q: TestQuire; a: TestAccount }[] {
  const started: { q: TestQuire; a: TestAccount }[] = [];
  const qs: (TestQuire | undefined)[] = [];
  beforeAll(async () => {
    await Promise.all(envs.map(async (env, i) => (qs[i] = await startTestQuire(dialect, env))));
    const accounts = await Promise.all(qs.map((q) => q!.account(undefined, { signIn: options.signIn })));
    for (const [i, a] of accounts.entries()) started[i] = { q: qs[i]!, a };
  });
  afterAll(async () => {
    await Promise.all(qs.map((q) => q?.close()));
  });
  return envs.map((_, i) => ({ q: late('the Quire', () => started[i]?.q), a: late('the account', () => started[i]?.a) }));
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
