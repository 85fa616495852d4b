import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestQuire, type TestQuire } from '../support/quire.js';

// The login limit counts per client address; only a trusted proxy may say what that address is.
describe.each([
  { trust: 'loopback', spoofable: true },
  { trust: 'false', spoofable: false },
])('TRUST_PROXY=$trust', ({ trust, spoofable }) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', { TRUST_PROXY: trust, LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => q?.close());

  it(spoofable ? 'takes X-Forwarded-For from a loopback proxy' : 'ignores X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // a different email each time, so only the per-address budget can run out
      const r = await q.call('POST', '/v1/auth/login', {
        body: { email: `nobody${i}@example.com`, password: 'wrong password' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(r.status);
    }
    expect(statuses).toEqual(spoofable ? [401, 401, 401, 401, 401] : [401, 401, 401, 429, 429]);
  });
});
