import { createQuireClient, type QuireClient } from '@quire/client';
import { afterAll, beforeAll } from 'vitest';
import { QUIET_PREVIEWS, startTestQuire, type Dialect, type TestAccount, type TestQuire } from '../support/quire.js';
import { late } from '../support/use-quire.js';

/**
 * A Quire on `dialect`, an account (its token only: no session) and `quire`, the generated
 * client calling that Quire with the account's token; closed after the suite.
 */
export function useClientQuire(dialect: Dialect): { q: TestQuire; a: TestAccount; quire: QuireClient } {
  let q: TestQuire | undefined;
  let a: TestAccount | undefined;
  let quire: QuireClient | undefined;
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account(undefined, { signIn: false });
    quire = createQuireClient({ baseUrl: q.url, token: a.token });
  });
  afterAll(() => q?.close());
  return { q: late('the Quire', () => q), a: late('the account', () => a), quire: late('the client', () => quire) };
}
