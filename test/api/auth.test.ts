import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { newApiToken } from '../../src/modules/api-keys/token.js';
import {
  DIALECTS,
  cookieValue,
  cookiesOf,
  expectError,
  keysOf,
  login,
  setCookie,
  QUIET_PREVIEWS,
  startTestQuire,
  type TestAccount,
  type TestQuire,
} from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const EVIL = 'https://evil.example';

describe.each(DIALECTS)('authentication on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  /** A fresh signed-in session of account `a`, so tests that end a session do not disturb others. */
  const session = () => login(q.call, a.email, a.password);
  const expireSession = async (cookie: string, which: { access?: boolean; refresh?: boolean }) => {
    const past = new Date(Date.now() - 1000).toISOString();
    const access = cookieValue(cookie, 'quire_access')!;
    const { createHash } = await import('node:crypto');
    await q.quire.db
      .updateTable('sessions')
      .set({ ...(which.access ? { access_expires_at: past } : {}), ...(which.refresh ? { refresh_expires_at: past } : {}) })
      .where('access_hash', '=', createHash('sha256').update(access).digest('hex'))
      .execute();
  };

  describe('API token (x-api-token)', () => {
    const routes = [
      ['GET', '/v1/documents'],
      ['POST', '/v1/documents'],
      ['GET', '/v1/folders'],
      ['POST', '/v1/folders'],
      ['GET', '/v1/me'],
      ['PATCH', '/v1/documents/1'],
      ['DELETE', '/v1/folders/1'],
    ] as const;
    const cases: [string, string | undefined][] = [
      ['missing', undefined],
      ['malformed', 'not-a-token'],
      ['wrong prefix', 'tk_test_' + 'a'.repeat(38)],
      ['truncated', 'tk_live_abc'],
      ['well-formed but unknown', newApiToken()],
    ];
    for (const [label, token] of cases) {
      it(`answers 401 UNAUTHORIZED when the token is ${label}, on every token-or-cookie route`, async () => {
        for (const [method, path] of routes) {
          const r = await q.call(method, path, { token, body: method === 'POST' || method === 'PATCH' ? { name: 'x' } : undefined });
          expectError(r, 401, 'UNAUTHORIZED');
        }
      });
    }

    it('answers 401 for a revoked token (covered with the key lifecycle too)', async () => {
      const key = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'soon revoked');
      expect((await q.call('GET', '/v1/me', { token: key.token })).status).toBe(200);
      await q.quire.services.apiKeys.revoke({ accountId: a.id, actor: { kind: 'user' }, requestId: 't' }, key.id);
      expectError(await q.call('GET', '/v1/me', { token: key.token }), 401, 'UNAUTHORIZED');
    });

    it('ignores the Origin header: API calls from anywhere are not cross-site requests', async () => {
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'from a script' }, headers: { origin: EVIL } });
      expect(r.status).toBe(201);
      const p = await q.call('PATCH', `/v1/documents/${r.body.id}`, { token: a.token, body: { name: 'x' }, headers: { referer: `${EVIL}/page` } });
      expect(p.status).toBe(200);
      expect((await q.call('DELETE', `/v1/documents/${r.body.id}`, { token: a.token, headers: { origin: EVIL } })).status).toBe(204);
    });
  });

  describe('GET /v1/me', () => {
    it('answers the same payload with the token and with the dashboard cookie', async () => {
      const byToken = await q.call('GET', '/v1/me', { token: a.token });
      const byCookie = await q.call('GET', '/v1/me', { cookie: a.cookie });
      expect(byToken.status).toBe(200);
      expect(byCookie.status).toBe(200);
      expect(byCookie.body).toEqual(byToken.body);
      expect(byToken.body).toMatchObject({ id: a.id, email: a.email });
    });
  });

  describe('sign-in', () => {
    it('sets a short-lived access cookie and a longer refresh cookie, both HttpOnly and SameSite', async () => {
      const r = await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } });
      expect(r.status).toBe(200);
      expect(keysOf(r.body)).toEqual(['accessExpiresIn', 'accountId']);
      expect(r.body).toEqual({ accountId: a.id, accessExpiresIn: 900 });
      const access = setCookie(r.headers, 'quire_access')!;
      const refresh = setCookie(r.headers, 'quire_refresh')!;
      expect(access.value.length).toBeGreaterThanOrEqual(32);
      expect(refresh.value.length).toBeGreaterThanOrEqual(32);
      expect(access.value).not.toBe(refresh.value);
      for (const c of [access, refresh]) {
        expect(c.attrs.httponly).toBe(true);
        expect(String(c.attrs.samesite).toLowerCase()).toBe('strict');
        expect(c.attrs.secure).toBeUndefined(); // plain http in this test; https PUBLIC_URL sets Secure
      }
      expect(access.attrs.path).toBe('/');
      expect(Number(access.attrs['max-age'])).toBe(900);
      expect(Number(refresh.attrs['max-age'])).toBe(30 * 86_400);
      expect(Number(refresh.attrs['max-age'])).toBeGreaterThan(Number(access.attrs['max-age']));
      // The refresh token only travels to the auth endpoints.
      expect(refresh.attrs.path).toBe('/v1/auth');
      const cookie = cookiesOf(r.headers);
      expect((await q.call('GET', '/v1/documents', { cookie })).status).toBe(200);
    });

    it('treats the email case-insensitively', async () => {
      const r = await q.call('POST', '/v1/auth/login', { body: { email: `  ${a.email.toUpperCase()} `, password: a.password } });
      expect(r.status).toBe(200);
      expect(r.body.accountId).toBe(a.id);
    });

    it('answers 401 alike to a wrong password and an unknown email, setting no cookie', async () => {
      const wrong = await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: 'wrong password' } });
      const unknown = await q.call('POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: a.password } });
      expectError(wrong, 401, 'UNAUTHORIZED');
      expectError(unknown, 401, 'UNAUTHORIZED');
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers.getSetCookie()).toEqual([]);
    });

    it('validates the body', async () => {
      for (const body of [{}, { email: a.email }, { password: 'x' }, { email: a.email, password: '' }, { email: 'a\u0000b@x.io', password: 'x' }]) {
        expectError(await q.call('POST', '/v1/auth/login', { body }), 400, 'VALIDATION_ERROR');
      }
    });
  });

  describe('refresh', () => {
    it('rotates both cookies: the new pair works, the old refresh and the old access no longer do', async () => {
      const old = await session();
      const r = await q.call('POST', '/v1/auth/refresh', { cookie: old });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ accessExpiresIn: 900 });
      const fresh = cookiesOf(r.headers);
      expect(cookieValue(fresh, 'quire_access')).not.toBe(cookieValue(old, 'quire_access'));
      expect(cookieValue(fresh, 'quire_refresh')).not.toBe(cookieValue(old, 'quire_refresh'));
      expect(setCookie(r.headers, 'quire_refresh')!.attrs.httponly).toBe(true);
      expect((await q.call('GET', '/v1/documents', { cookie: fresh })).status).toBe(200);
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: old }), 401, 'UNAUTHORIZED');
      expectError(await q.call('GET', '/v1/documents', { cookie: old }), 401, 'UNAUTHORIZED');
      // Rotation again from the new pair.
      expect((await q.call('POST', '/v1/auth/refresh', { cookie: fresh })).status).toBe(200);
    });

    it('answers 401 without a refresh cookie or with an invalid one', async () => {
      expectError(await q.call('POST', '/v1/auth/refresh'), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: 'quire_refresh=garbage' }), 401, 'UNAUTHORIZED');
      // An access token is not a refresh token.
      const s = await session();
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: `quire_refresh=${cookieValue(s, 'quire_access')}` }), 401, 'UNAUTHORIZED');
    });
  });

  describe('expiry (rows expired directly in the database to simulate time)', () => {
    it('answers 401 once the access cookie expired; a live refresh cookie gets a working pair', async () => {
      const s = await session();
      await expireSession(s, { access: true });
      expectError(await q.call('GET', '/v1/documents', { cookie: s }), 401, 'UNAUTHORIZED');
      expectError(await q.call('GET', '/v1/me', { cookie: s }), 401, 'UNAUTHORIZED');
      const r = await q.call('POST', '/v1/auth/refresh', { cookie: s });
      expect(r.status).toBe(200);
      expect((await q.call('GET', '/v1/documents', { cookie: cookiesOf(r.headers) })).status).toBe(200);
    });

    it('answers 401 everywhere once the whole pair expired', async () => {
      const s = await session();
      await expireSession(s, { access: true, refresh: true });
      expectError(await q.call('GET', '/v1/documents', { cookie: s }), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/folders', { cookie: s, body: { name: 'x' } }), 401, 'UNAUTHORIZED');
      expectError(await q.call('GET', '/v1/api-keys', { cookie: s }), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: s }), 401, 'UNAUTHORIZED');
    });

    it('answers 401 to garbage cookies', async () => {
      expectError(await q.call('GET', '/v1/documents', { cookie: 'quire_access=garbage' }), 401, 'UNAUTHORIZED');
      expectError(await q.call('GET', '/v1/api-keys', { cookie: 'quire_access=; quire_refresh=x' }), 401, 'UNAUTHORIZED');
    });
  });

  describe('logout', () => {
    it('answers 204, clears both cookies, and neither cookie works afterwards', async () => {
      const s = await session();
      const r = await q.call('POST', '/v1/auth/logout', { cookie: s });
      expect(r.status).toBe(204);
      const cleared = r.headers
        .getSetCookie()
        .map((c) => c.split('=')[0])
        .sort();
      expect(cleared).toEqual(['quire_access', 'quire_refresh']);
      for (const name of ['quire_access', 'quire_refresh']) {
        const c = setCookie(r.headers, name)!;
        expect(c.value).toBe('');
        expect(new Date(String(c.attrs.expires)).getTime()).toBeLessThan(Date.now());
      }
      expectError(await q.call('GET', '/v1/documents', { cookie: s }), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: s }), 401, 'UNAUTHORIZED');
      const row = await q.quire.db.selectFrom('sessions').select('revoked_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
      // Other sessions of the same account are not affected.
      expect((await q.call('GET', '/v1/documents', { cookie: a.cookie })).status).toBe(200);
    });

    it('revokes the session even when only the refresh cookie is presented', async () => {
      const s = await session();
      const refreshOnly = `quire_refresh=${cookieValue(s, 'quire_refresh')}`;
      expect((await q.call('POST', '/v1/auth/logout', { cookie: refreshOnly })).status).toBe(204);
      expectError(await q.call('GET', '/v1/documents', { cookie: s }), 401, 'UNAUTHORIZED');
    });
  });

  describe('cross-site protection of cookie-authenticated writes', () => {
    it('answers 403 FORBIDDEN to a write with a foreign Origin, and changes nothing', async () => {
      const before = await q.quire.db.selectFrom('documents').select('id').where('account_id', '=', a.id).execute();
      const r = await q.call('POST', '/v1/documents', { cookie: a.cookie, body: { name: 'csrf' }, headers: { origin: EVIL } });
      expectError(r, 403, 'FORBIDDEN');
      const after = await q.quire.db.selectFrom('documents').select('id').where('account_id', '=', a.id).execute();
      expect(after.length).toBe(before.length);
    });

    it('checks PATCH and DELETE too, and cookie-only routes', async () => {
      const d = (await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'target' } })).body;
      expectError(await q.call('PATCH', `/v1/documents/${d.id}`, { cookie: a.cookie, body: { name: 'pwned' }, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      expectError(await q.call('DELETE', `/v1/documents/${d.id}`, { cookie: a.cookie, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      expectError(await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'stolen' }, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      expect((await q.call('GET', `/v1/documents/${d.id}`, { token: a.token })).body.name).toBe('target');
    });

    it('falls back to the Referer when there is no Origin', async () => {
      expectError(
        await q.call('POST', '/v1/folders', { cookie: a.cookie, body: { name: 'x' }, headers: { origin: '', referer: `${EVIL}/attack.html` } }),
        403,
        'FORBIDDEN',
      );
      const ok = await q.call('POST', '/v1/folders', {
        cookie: a.cookie,
        body: { name: 'same site' },
        headers: { origin: '', referer: `${q.origin}/dashboard/folders` },
      });
      expect(ok.status).toBe(201);
    });

    it('refuses a cookie write carrying neither Origin nor Referer (the request cannot be shown to come from Quire)', async () => {
      expectError(await q.call('POST', '/v1/folders', { cookie: a.cookie, body: { name: 'x' }, headers: { origin: '' } }), 403, 'FORBIDDEN');
    });

    it('lets reads through whatever their Origin', async () => {
      expect((await q.call('GET', '/v1/documents', { cookie: a.cookie, headers: { origin: EVIL } })).status).toBe(200);
    });

    it('protects sign-in, refresh and logout as well', async () => {
      expectError(await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password }, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      const s = await session();
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: s, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      expectError(await q.call('POST', '/v1/auth/logout', { cookie: s, headers: { origin: EVIL } }), 403, 'FORBIDDEN');
      // The session survived both attempts.
      expect((await q.call('GET', '/v1/documents', { cookie: s })).status).toBe(200);
    });
  });
});

describe.each(DIALECTS)('failed sign-in rate limits on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let b: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    [a, b] = [await q.account(undefined, { signIn: false }), await q.account(undefined, { signIn: false })];
  });
  afterAll(() => q?.close());

  // The client address is given with X-Forwarded-For, as a reverse proxy in front of Quire would.
  const attempt = (email: string, password: string, ip: string) =>
    q.call('POST', '/v1/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 6; i++) expect((await attempt(a.email, a.password, '10.1.0.1')).status).toBe(200);
  });

  it('blocks an email after its failures reach the limit, from any address, even with the right password', async () => {
    for (let i = 1; i <= 3; i++) expectError(await attempt(a.email, 'wrong', `10.2.0.${i}`), 401, 'UNAUTHORIZED');
    const r = await attempt(a.email, a.password, '10.2.0.99');
    expectError(r, 429, 'RATE_LIMIT_EXCEEDED');
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(r.headers.getSetCookie()).toEqual([]);
    // Another email from that address is not affected.
    expect((await attempt(b.email, b.password, '10.2.0.99')).status).toBe(200);
  });

  it('blocks an address after its failures reach the limit, whatever the email', async () => {
    const c = await q.account(undefined, { signIn: false });
    for (const email of ['x1@example.com', 'x2@example.com', 'x3@example.com']) {
      expectError(await attempt(email, 'wrong', '10.3.0.1'), 401, 'UNAUTHORIZED');
    }
    expectError(await attempt(c.email, c.password, '10.3.0.1'), 429, 'RATE_LIMIT_EXCEEDED');
    // The same account from another address is fine.
    expect((await attempt(c.email, c.password, '10.3.0.2')).status).toBe(200);
  });

  it('lets no more than the limit through when guesses arrive all at once', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt('burst@example.com', `guess ${i}`, `10.4.0.${i + 1}`)));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });
});
