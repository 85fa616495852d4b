import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, QUIET_PREVIEWS, expectError, startTestQuire, type TestQuire } from '../support/quire.js';

describe.each(DIALECTS)('self-service sign-up on %s', (dialect) => {
  let off: TestQuire;
  let on: TestQuire;
  beforeAll(async () => {
    off = await startTestQuire(dialect, QUIET_PREVIEWS);
    on = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SIGNUP_ENABLED: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '4' });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  it('is off by default: options say so and POST /v1/auth/signup is 404', async () => {
    expect((await off.call('GET', '/v1/auth/options')).body).toEqual({ signup: false, sso: false });
    expectError(await off.call('POST', '/v1/auth/signup', { body: { email: 'new@example.com', password: 'long enough pw' } }), 404, 'NOT_FOUND');
    expectError(await off.call('POST', '/v1/auth/login', { body: { email: 'new@example.com', password: 'long enough pw' } }), 401, 'UNAUTHORIZED');
  });

  it('with SIGNUP_ENABLED=true creates an account that can sign in, once per email', async () => {
    expect((await on.call('GET', '/v1/auth/options')).body).toEqual({ signup: true, sso: false });
    const r = await on.call('POST', '/v1/auth/signup', { body: { email: 'New@Example.com', password: 'long enough pw' } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: expect.any(Number), email: 'new@example.com' });
    const login = await on.call('POST', '/v1/auth/login', { body: { email: 'new@example.com', password: 'long enough pw' } });
    expect(login.status).toBe(200);
    expect(login.body.accountId).toBe(r.body.id);
    expectError(await on.call('POST', '/v1/auth/signup', { body: { email: 'new@example.com', password: 'another password' } }), 400, 'VALIDATION_ERROR');
    expectError(await on.call('POST', '/v1/auth/signup', { body: { email: 'short@example.com', password: 'short' } }), 400, 'VALIDATION_ERROR');
  });

  it('is limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await on.call('POST', '/v1/auth/signup', {
            body: { email: `burst${i}@example.com`, password: 'long enough pw' },
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).status,
      );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
