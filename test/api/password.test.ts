import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, login, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

describe.each(SQLITE_ONLY)('POST /v1/auth/password on %s', (dialect) => {
  let q: TestQuire;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, LOGIN_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => q?.close());

  const change = (cookie: string, body: unknown, headers: Record<string, string> = {}) => q.call('POST', '/v1/auth/password', { cookie, body, headers });

  it('needs the current password, then ends every other session and keeps this one', async () => {
    const a = await q.account();
    const laptop = await login(q.call, a.email, a.password);
    const phone = await login(q.call, a.email, a.password);
    const r = await change(laptop, { currentPassword: a.password, newPassword: 'a much better passphrase' });
    expect(r.status).toBe(204);
    expect((await q.call('GET', '/v1/me', { cookie: laptop })).status).toBe(200);
    for (const other of [phone, a.cookie]) {
      expectError(await q.call('GET', '/v1/me', { cookie: other }), 401, 'UNAUTHORIZED');
      expectError(await q.call('POST', '/v1/auth/refresh', { cookie: other }), 401, 'UNAUTHORIZED');
    }
    expectError(await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } }), 401, 'UNAUTHORIZED');
    expect((await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: 'a much better passphrase' } })).status).toBe(200);
    // API tokens are not sessions: they keep working.
    expect((await q.call('GET', '/v1/me', { token: a.token })).status).toBe(200);
  });

  it('keeps demo-credentials.json in step when the account it names changes its password (and no other)', async () => {
    const demo = await q.account();
    const other = await q.account();
    const file = path.join(q.dataDir, 'demo-credentials.json');
    fs.writeFileSync(file, JSON.stringify({ email: demo.email, password: demo.password, token: demo.token, url: q.origin }, null, 2) + '\n', { mode: 0o600 });
    expect((await change(other.cookie, { currentPassword: other.password, newPassword: 'not the demo account' })).status).toBe(204);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).password).toBe(demo.password);
    expect((await change(demo.cookie, { currentPassword: demo.password, newPassword: 'changed in the dashboard' })).status).toBe(204);
    const creds = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(creds).toEqual({ email: demo.email, password: 'changed in the dashboard', token: demo.token, url: q.origin });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect((await q.call('POST', '/v1/auth/login', { body: { email: creds.email, password: creds.password } })).status).toBe(200);
    fs.rmSync(file);
  });

  it('refuses a wrong current password, naming it, and changes nothing', async () => {
    const a = await q.account();
    const r = await change(a.cookie, { currentPassword: 'not it at all', newPassword: 'another passphrase' });
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('currentPassword');
    const de = await change(a.cookie, { currentPassword: 'not it at all', newPassword: 'another passphrase' }, { 'accept-language': 'de' });
    expect(de.body.message).toContain('aktuelle Passwort');
    expect((await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(200);
    expect((await q.call('GET', '/v1/me', { cookie: a.cookie })).status).toBe(200);
  });

  it('refuses a short new password, a token, no credentials and another origin', async () => {
    const a = await q.account();
    const short = await change(a.cookie, { currentPassword: a.password, newPassword: 'short' });
    expectError(short, 400, 'VALIDATION_ERROR');
    expect(short.body.message).toContain('newPassword');
    expectError(await change(a.cookie, { newPassword: 'long enough passphrase' }), 400, 'VALIDATION_ERROR');
    const body = { currentPassword: a.password, newPassword: 'long enough passphrase' };
    expectError(await q.call('POST', '/v1/auth/password', { token: a.token, body }), 403, 'FORBIDDEN');
    expectError(await q.call('POST', '/v1/auth/password', { body }), 401, 'UNAUTHORIZED');
    expectError(await change(a.cookie, body, { origin: 'https://evil.example' }), 403, 'FORBIDDEN');
    expect((await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } })).status).toBe(200);
  });

  it('throttles guesses of the current password like logins', async () => {
    const a = await q.account();
    const guess = () => change(a.cookie, { currentPassword: 'a guess', newPassword: 'another passphrase' });
    for (let i = 0; i < 5; i++) expectError(await guess(), 400, 'VALIDATION_ERROR');
    const limited = await guess();
    expectError(limited, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password waits for the window.
    expectError(await change(a.cookie, { currentPassword: a.password, newPassword: 'another passphrase' }), 429, 'RATE_LIMIT_EXCEEDED');
  });
});
