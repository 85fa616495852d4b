import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../src/core/errors.js';
import { randomBase62, sha256 } from '../../src/core/secrets.js';
import { isoIn, nowIso } from '../../src/core/time.js';
import { cookiesOf, DIALECTS, expectError, login, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

const ROUNDS = 6;
const SIGN_INS_PER_ROUND = 6;

/**
 * A sign-in with the old password racing a password change: whatever the interleaving, no
 * session the old password minted survives the change. The change moves the user's credential
 * version in its transaction; a session carries the version its password was checked under and
 * is refused when issued, at use and at refresh once they differ.
 */
describe.each(DIALECTS)('a sign-in racing a password change on %s', (dialect) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, LOGIN_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => q?.close());

  const versionOf = async (email: string) =>
    Number((await sql<{ v: number }>`select credential_version as v from users where email = ${email}`.execute(q.quire.db)).rows[0]!.v);

  it(`keeps no old-password session, in ${ROUNDS * SIGN_INS_PER_ROUND} races`, async () => {
    const a = await q.account();
    let password = a.password;
    const changer = await login(q.call, a.email, password);
    // How long a change takes here (two password hashes and a transaction), measured once.
    const started = performance.now();
    const calibration = 'the calibration passphrase';
    expect((await q.call('POST', '/v1/auth/password', { cookie: changer, body: { currentPassword: password, newPassword: calibration } })).status).toBe(204);
    const changeMs = performance.now() - started;
    password = calibration;
    let minted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const next = `passphrase number ${round} of the race`;
      // Read now: a sign-in starting after the change must still send the old password.
      const old = password;
      // Sign-ins with the old password start from 0 to 1.2 times a change's duration after it:
      // the ones that read the old hash before the change commits and store their session after
      // it are the race.
      const signIns = Array.from({ length: SIGN_INS_PER_ROUND }, (_, i) =>
        sleep((changeMs * 1.2 * i) / (SIGN_INS_PER_ROUND - 1)).then(() => q.call('POST', '/v1/auth/login', { body: { email: a.email, password: old } })),
      );
      const changed = await q.call('POST', '/v1/auth/password', { cookie: changer, body: { currentPassword: old, newPassword: next } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(204);
      password = next;
      for (const signedIn of await Promise.all(signIns)) {
        if (signedIn.status !== 200) {
          expectError(signedIn, 401, 'UNAUTHORIZED');
          continue;
        }
        minted++;
        const cookie = cookiesOf(signedIn.headers);
        expectError(await q.call('GET', '/v1/auth/session', { cookie }), 401, 'UNAUTHORIZED');
        expectError(await q.call('POST', '/v1/auth/refresh', { cookie }), 401, 'UNAUTHORIZED');
      }
      // The session that changed the password keeps working.
      expect((await q.call('GET', '/v1/auth/session', { cookie: changer })).status).toBe(200);
    }
    // Sessions stored after the change's revocation, refused only by their credential version.
    const escaped = await sql<{ n: number }>`
      select count(*) as n from sessions s join users u on u.id = s.user_id
      where u.email = ${a.email} and s.revoked_at is null and s.credential_version <> u.credential_version`.execute(q.quire.db);
    console.log(
      `${dialect}: ${minted} of ${ROUNDS * SIGN_INS_PER_ROUND} old-password sign-ins got a session; ${escaped.rows[0]!.n} of them escaped the revocation`,
    );
    expect(minted).toBeGreaterThan(0);
  }, 300_000);

  it('refuses to issue a session for a password checked before a change', async () => {
    const a = await q.account();
    const user = await q.quire.services.accounts.findByEmail(a.email);
    expect(
      (await q.call('POST', '/v1/auth/password', { cookie: a.cookie, body: { currentPassword: a.password, newPassword: 'changed meanwhile' } })).status,
    ).toBe(204);
    // The sign-in checked the old hash under the old version; the change committed since.
    const issued = q.quire.services.sessions.start(user!.id, undefined, user!.credential_version);
    await expect(issued).rejects.toSatisfy((err) => isAppError(err) && err.code === 'UNAUTHORIZED');
  });

  it('refuses, at use and at refresh, a session stored after the change under the old version', async () => {
    const a = await q.account();
    const old = await versionOf(a.email);
    expect(
      (await q.call('POST', '/v1/auth/password', { cookie: a.cookie, body: { currentPassword: a.password, newPassword: 'changed meanwhile' } })).status,
    ).toBe(204);
    const userId = (await q.quire.services.accounts.findByEmail(a.email))!.id;
    // What a racing sign-in's insert leaves: a live row, stored after the revocation.
    const store = async (version: number) => {
      const access = randomBase62(43);
      const refresh = randomBase62(43);
      await sql`insert into sessions (account_id, user_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, revoked_at, created_at, credential_version)
        values (${a.id}, ${userId}, ${sha256(access)}, ${isoIn(600_000)}, ${sha256(refresh)}, ${isoIn(3_600_000)}, ${null}, ${nowIso()}, ${version})`.execute(
        q.quire.db,
      );
      return `quire_access=${access}; quire_refresh=${refresh}`;
    };
    const stale = await store(old);
    expectError(await q.call('GET', '/v1/auth/session', { cookie: stale }), 401, 'UNAUTHORIZED');
    expectError(await q.call('POST', '/v1/auth/refresh', { cookie: stale }), 401, 'UNAUTHORIZED');
    // The same row under the current version is a working session: only the version differed.
    const current = await store(await versionOf(a.email));
    expect((await q.call('GET', '/v1/auth/session', { cookie: current })).status).toBe(200);
    expect((await q.call('POST', '/v1/auth/refresh', { cookie: current })).status).toBe(200);
  });
});
