import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/core/errors.js';
import { ssoEmail } from '../../src/modules/auth/sso-email.js';
import { cookiesOf, SQLITE_ONLY, expectError, login, QUIET_PREVIEWS, startTestQuire, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';
import { ssoEnv, startProvider, throughProvider } from './oidc-provider.js';
import { PASSWORD } from './support.js';

// Each identity at the provider is verified; the emails are what an attacker races to claim.
const IDENTITIES = {
  victim: { email: 'victim@example.com', email_verified: true },
  invitee: { email: 'invitee@example.com', email_verified: true },
  self: { email: 'self@example.com', email_verified: true },
  operator: { email: 'op-made@example.com', email_verified: true },
  operatorAgain: { email: 'op-made@example.com', email_verified: true },
  kelvin: { email: '\u212Aate@example.com', email_verified: true },
  fullwidth: { email: '\uFF4B\uFF41\uFF54\uFF45@example.com', email_verified: true },
};

const quireCookies = (headers: Headers) =>
  cookiesOf(headers)
    .split('; ')
    .filter((c) => c.startsWith('quire_'))
    .join('; ');

describe.each(SQLITE_ONLY)('single sign-on cannot take over an account on %s', (dialect) => {
  let idp: Awaited<ReturnType<typeof startProvider>>;
  let q: TestQuire;
  let owner: TestAccount;

  beforeAll(async () => {
    idp = await startProvider(IDENTITIES);
    q = await startTestQuire(dialect, {
      ...QUIET_PREVIEWS,
      ...ssoEnv(idp.issuer),
      SIGNUP_ENABLED: 'true',
      OIDC_DEFAULT_ROLE: 'editor',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    });
    owner = await q.account('takeover-owner@example.com');
    expect(owner.id).toBe(1);
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    await idp?.close();
  });

  const signInWithSso = async (identity: keyof typeof IDENTITIES, cookie?: string, headers: Record<string, string> = {}) => {
    const { callback, flowCookie } = await throughProvider(q.url, identity, cookie);
    return fetch(callback, { redirect: 'manual', headers: { cookie: [flowCookie, cookie].filter(Boolean).join('; '), ...headers } });
  };
  const userRow = async (email: string) =>
    (
      await sql<{ id: number; oidc_subject: string | null; email_verified_by: string | null }>`
        select id, oidc_subject, email_verified_by from users where email = ${email}`.execute(q.quire.db)
    ).rows[0];
  const workspacesOf = async (cookie: string) => (await q.call('GET', '/v1/workspaces', { cookie })).body.workspaces.map((w: { id: number }) => w.id);
  async function expectRefused(res: Response, variant: RegExp) {
    const body = await res.json();
    const reply: Reply = { status: res.status, body, headers: res.headers };
    expectError(reply, 403, 'FORBIDDEN');
    expect(body.message).toMatch(variant);
    expect(res.headers.getSetCookie().some((c) => /^quire_access=[^;]/.test(c))).toBe(false);
  }

  it('refuses to link a self-service sign-up made with the address before its owner signed in with SSO', async () => {
    // The attacker signs up with the victim's address and keeps a password session.
    expect((await q.call('POST', '/v1/auth/signup', { body: { email: 'victim@example.com', password: PASSWORD } })).status).toBe(201);
    const attacker = await login(q.call, 'victim@example.com', PASSWORD);

    const res = await signInWithSso('victim');
    await expectRefused(res, /already exists, but nothing shows that it belongs to you/);
    // Nothing was linked, no workspace of SSO was joined: the attacker's session holds only its own.
    expect(await userRow('victim@example.com')).toMatchObject({ oidc_subject: null, email_verified_by: null });
    expect(await workspacesOf(attacker)).not.toContain(owner.id);
  }, 60_000);

  it('refuses to link a user an attacker made by inviting the address to their own workspace and accepting it', async () => {
    const attacker = await q.account();
    const invite = await q.call('POST', '/v1/invitations', { cookie: attacker.cookie, body: { email: 'invitee@example.com', role: 'viewer' } });
    const accepted = await q.call('POST', '/v1/invitations/accept', { body: { token: invite.body.token, password: PASSWORD }, headers: { origin: q.origin } });
    expect(accepted.status).toBe(200);

    await expectRefused(await signInWithSso('invitee'), /nothing shows that it belongs to you/);
    expect(await userRow('invitee@example.com')).toMatchObject({ oidc_subject: null });
    // The sentence is translated like every other.
    const german = await signInWithSso('invitee', undefined, { 'accept-language': 'de' });
    await expectRefused(german, /Melden Sie sich zuerst mit dem Passwort/);
  }, 60_000);

  it('links a sign-up to its owner when the browser is signed in as that user, and ends its other sessions', async () => {
    expect((await q.call('POST', '/v1/auth/signup', { body: { email: 'self@example.com', password: PASSWORD } })).status).toBe(201);
    const elsewhere = await login(q.call, 'self@example.com', PASSWORD);
    const here = await login(q.call, 'self@example.com', PASSWORD);

    const res = await signInWithSso('self', here);
    expect(res.status).toBe(302);
    const sso = quireCookies(res.headers);
    expect((await q.call('GET', '/v1/auth/session', { cookie: sso })).body).toMatchObject({ user: { email: 'self@example.com' } });
    expect(await userRow('self@example.com')).toMatchObject({ oidc_subject: 'self', email_verified_by: idp.issuer });
    // Every session from before the link ends, with its refresh; the password no longer signs in.
    for (const cookie of [elsewhere, here]) {
      expectError(await q.call('GET', '/v1/auth/session', { cookie }), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie }), 401, 'UNAUTHORIZED');
    }
    expectError(await q.call('POST', '/v1/auth/login', { body: { email: 'self@example.com', password: PASSWORD } }), 403, 'FORBIDDEN');
  }, 60_000);

  it('links a user an operator made; the link ends every earlier session and its refresh; another identity with the email is refused', async () => {
    const made = await q.account('op-made@example.com');
    const res = await signInWithSso('operator');
    expect(res.status).toBe(302);
    expect(await userRow('op-made@example.com')).toMatchObject({ oidc_subject: 'operator', email_verified_by: 'quire' });
    expectError(await q.call('GET', '/v1/auth/session', { cookie: made.cookie }), 401, 'UNAUTHORIZED');
    expectError(await q.call('POST', '/v1/auth/refresh', { cookie: made.cookie }), 401, 'UNAUTHORIZED');
    expect((await q.call('GET', '/v1/auth/session', { cookie: quireCookies(res.headers) })).status).toBe(200);

    // A second identity of the same provider with the same email never takes the user over.
    await expectRefused(await signInWithSso('operatorAgain'), /nothing shows that it belongs to you/);
    expect(await userRow('op-made@example.com')).toMatchObject({ oidc_subject: 'operator' });
  }, 60_000);

  it('refuses an address that only looks like an existing one (Kelvin sign, fullwidth letters)', async () => {
    await q.account('kate@example.com');
    const before = (await sql<{ n: number }>`select count(*) as n from sessions`.execute(q.quire.db)).rows[0]!.n;
    await expectRefused(await signInWithSso('kelvin'), /look like a different plain address/);
    await expectRefused(await signInWithSso('fullwidth'), /look like a different plain address/);
    expect(await userRow('kate@example.com')).toMatchObject({ oidc_subject: null });
    expect((await sql<{ n: number }>`select count(*) as n from sessions`.execute(q.quire.db)).rows[0]!.n).toBe(before);
  }, 60_000);
});

describe('the email single sign-on matches by', () => {
  const refused = (raw: string) => {
    try {
      ssoEmail(raw);
      return false;
    } catch (err) {
      return isAppError(err) && err.details.variant === 'FORBIDDEN.sso_lookalike';
    }
  };

  it('is NFKC, case-folded', () => {
    expect(ssoEmail(' Kate@Example.COM ')).toBe('kate@example.com');
    expect(ssoEmail('J\u00dcRGEN@example.com')).toBe('j\u00fcrgen@example.com');
    // NFD and NFC spellings of one address are one address.
    expect(ssoEmail('ju\u0308rgen@example.com')).toBe(ssoEmail('j\u00fcrgen@example.com'));
  });

  it('refuses a non-ASCII address that folds onto an ASCII one', () => {
    expect(refused('\u212Aate@example.com')).toBe(true); // Kelvin sign
    expect(refused('\uFF4Bate@example.com')).toBe(true); // fullwidth k
    expect(refused('stra\u00dfe@example.com')).toBe(true); // ß folds to ss
    expect(refused('kate@\uFF45xample.com')).toBe(true); // fullwidth e in the domain
    expect(refused('j\u00fcrgen@example.com')).toBe(false);
    expect(refused('kate@example.com')).toBe(false);
  });
});
