import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/app/config.js';
import { SQLITE_ONLY, cookiesOf, expectError, login, QUIET_PREVIEWS, startTestQuire, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';
import { ssoEnv, startProvider, throughProvider } from './oidc-provider.js';

const IDENTITIES = {
  ada: { email: 'sso-ada@example.com', email_verified: true },
  newbie: { email: 'newbie@example.com', email_verified: true },
  unverified: { email: 'unverified@example.com', email_verified: false },
  eve: { email: 'eve@other.org', email_verified: true },
};

describe.each(SQLITE_ONLY)('single sign-on (OIDC) on %s', (dialect) => {
  let idp: Awaited<ReturnType<typeof startProvider>>;
  let q: TestQuire;
  let owner: TestAccount;
  let ada: TestAccount;

  beforeAll(async () => {
    idp = await startProvider(IDENTITIES);
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, ...ssoEnv(idp.issuer), OIDC_ALLOWED_DOMAINS: 'example.com', OIDC_DEFAULT_ROLE: 'viewer' });
    owner = await q.account('sso-owner@example.com');
    ada = await q.account('sso-ada@example.com');
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    await idp?.close();
  });

  const callback = (url: string, cookie: string) => fetch(url, { redirect: 'manual', headers: { cookie } });
  const sessions = async () => Number((await sql<{ n: number }>`select count(*) as n from sessions`.execute(q.quire.db)).rows[0]!.n);
  /** Refused with the envelope, and no session cookie. */
  async function expectRefused(res: Response, status: number, code: string, text: RegExp) {
    const body = await res.json();
    const reply: Reply = { status: res.status, body, headers: res.headers };
    expectError(reply, status, code);
    expect(body.message).toMatch(text);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('quire_access=') && !c.startsWith('quire_access=;'))).toBe(false);
  }

  it('the sign-in page offers SSO', async () => {
    expect((await q.call('GET', '/v1/auth/options')).body).toEqual({ signup: false, sso: true });
  });

  it('signs an existing user in by verified email and links the identity; a replayed code makes no session', async () => {
    const { callback: url, flowCookie } = await throughProvider(q.url, 'ada');
    const before = await sessions();
    const res = await callback(url, flowCookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    const cookie = cookiesOf(res.headers)
      .split('; ')
      .filter((c) => c.startsWith('quire_'))
      .join('; ');
    const session = await q.call('GET', '/v1/auth/session', { cookie });
    expect(session.body).toMatchObject({ user: { email: 'sso-ada@example.com' }, workspace: { id: ada.id }, role: 'owner' });
    expect(await sessions()).toBe(before + 1);

    // The same code again (with the same flow cookie): the provider refuses it; no session.
    await expectRefused(await callback(url, flowCookie), 401, 'UNAUTHORIZED', /Single sign-on failed/);
    expect(await sessions()).toBe(before + 1);
    // OIDC_PASSWORD_LOGIN=false: the linked user signs in through SSO only; others keep passwords.
    const pw = await q.call('POST', '/v1/auth/login', { body: { email: ada.email, password: ada.password } });
    expectError(pw, 403, 'FORBIDDEN');
    expect(await login(q.call, owner.email, owner.password)).toContain('quire_access=');
  }, 60_000);

  it('refuses a wrong state, or a callback without the flow cookie, with no session', async () => {
    const { callback: url, flowCookie } = await throughProvider(q.url, 'ada');
    const before = await sessions();
    const forged = new URL(url);
    forged.searchParams.set('state', 'not-the-state');
    await expectRefused(await callback(forged.href, flowCookie), 401, 'UNAUTHORIZED', /state/);
    await expectRefused(await callback(url, ''), 401, 'UNAUTHORIZED', /no sign-in is in progress/);
    expect(await sessions()).toBe(before);
  }, 60_000);

  it('refuses an ID token that expired before it arrived, with no session', async () => {
    const { callback: url, flowCookie } = await throughProvider(q.url, 'ada');
    const before = await sessions();
    idp.knobs.idTokenTtl = 1;
    idp.knobs.tokenDelayMs = 7000;
    try {
      await expectRefused(await callback(url, flowCookie), 401, 'UNAUTHORIZED', /expired/);
    } finally {
      idp.knobs.idTokenTtl = 3600;
      idp.knobs.tokenDelayMs = 0;
    }
    expect(await sessions()).toBe(before);
  }, 60_000);

  it('refuses an unverified email and a domain not allowed, with no session and no user', async () => {
    const before = await sessions();
    const unverified = await throughProvider(q.url, 'unverified');
    await expectRefused(await callback(unverified.callback, unverified.flowCookie), 403, 'FORBIDDEN', /not verified/);
    const eve = await throughProvider(q.url, 'eve');
    await expectRefused(await callback(eve.callback, eve.flowCookie), 403, 'FORBIDDEN', /domain/);
    expect(await sessions()).toBe(before);
    const users = await sql<{ email: string }>`select email from users where email in ('unverified@example.com', 'eve@other.org')`.execute(q.quire.db);
    expect(users.rows).toEqual([]);
  }, 60_000);

  it('creates an unknown verified user just in time in OIDC_WORKSPACE_ID with OIDC_DEFAULT_ROLE', async () => {
    const { callback: url, flowCookie } = await throughProvider(q.url, 'newbie');
    const res = await callback(url, flowCookie);
    expect(res.status).toBe(302);
    const cookie = cookiesOf(res.headers)
      .split('; ')
      .filter((c) => c.startsWith('quire_'))
      .join('; ');
    expect((await q.call('GET', '/v1/auth/session', { cookie })).body).toMatchObject({
      user: { email: 'newbie@example.com' },
      workspace: { id: owner.id },
      role: 'viewer',
    });
    expectError(await q.call('POST', '/v1/documents', { cookie, body: { name: 'x' } }), 403, 'FORBIDDEN');
    const members = (await q.call('GET', '/v1/members', { cookie: owner.cookie })).body.members;
    expect(members.map((m: any) => [m.email, m.role])).toContainEqual(['newbie@example.com', 'viewer']);
  }, 60_000);
});

describe('OIDC configuration', () => {
  const base = { OIDC_CLIENT_ID: 'quire', OIDC_CLIENT_SECRET: 's' };
  it('accepts a plain-http issuer only on a loopback address', () => {
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://idp.example.com' })).toThrow(/https/);
    expect(() => loadConfig({ ...base, OIDC_ISSUER: 'http://10.0.0.5:8080' })).toThrow(/https/);
    expect(loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' }).OIDC_ISSUER).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ ...base, OIDC_ISSUER: 'https://idp.example.com' }).OIDC_ISSUER).toBe('https://idp.example.com');
  });
  it('wants the issuer, client id and secret together', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.com' })).toThrow(/all three/);
  });
});
