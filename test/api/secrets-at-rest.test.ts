import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTextCells, cellsContaining } from '../support/db-scan.js';
import { DIALECTS, cookieValue, cookiesOf, login, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** No credential is stored in clear: every text column of every table is scanned for them. */
describe.each(DIALECTS)('secrets at rest on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  const secrets: string[] = [];
  let apiToken: string;
  let firstCookie: string;
  let rotatedCookie: string;

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account();
    // Exercise every way a secret enters the system, and use each one so it reaches the audit log.
    apiToken = (await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'scan me' } })).body.token;
    await q.call('GET', '/v1/documents', { token: apiToken });
    await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'doc' } });
    firstCookie = await login(q.call, a.email, a.password);
    const refreshed = await q.call('POST', '/v1/auth/refresh', { cookie: firstCookie });
    rotatedCookie = cookiesOf(refreshed.headers);
    await q.call('GET', '/v1/folders', { cookie: rotatedCookie });
    await q.call('POST', '/v1/auth/logout', { cookie: a.cookie });
    await q.flushAudit();
    for (const cookie of [a.cookie, firstCookie, rotatedCookie]) {
      secrets.push(cookieValue(cookie, 'quire_access')!, cookieValue(cookie, 'quire_refresh')!);
    }
    secrets.push(apiToken, a.token, a.password);
  });
  afterAll(() => q?.close());

  it('scans a non-trivial database (the scan itself works)', async () => {
    const cells = await allTextCells(q.quire.db);
    const tables = new Set(cells.map((c) => c.table));
    for (const t of ['accounts', 'api_keys', 'sessions', 'documents', 'audit_log']) expect(tables).toContain(t);
    expect(secrets.every((s) => typeof s === 'string' && s.length >= 20)).toBe(true);
    // The scan does find what is there: each token's hash.
    expect(await cellsContaining(q.quire.db, [sha256(apiToken)])).toEqual(['api_keys.token_hash']);
  });

  it('holds no API token, no session cookie value and no password in clear, in any text column', async () => {
    expect(await cellsContaining(q.quire.db, secrets)).toEqual([]);
    // Not even a long piece of a token (the stored prefix and last four are short on purpose).
    const pieces = [apiToken.slice(8, 28), a.token.slice(10, 30)];
    expect(await cellsContaining(q.quire.db, pieces)).toEqual([]);
  });

  it('keeps only SHA-256 hashes of the session tokens', async () => {
    const rows = await q.quire.db.selectFrom('sessions').select(['access_hash', 'refresh_hash']).where('account_id', '=', a.id).execute();
    const hashes = new Set(rows.flatMap((r) => [r.access_hash, r.refresh_hash]));
    for (const cookie of [a.cookie, rotatedCookie]) {
      expect(hashes).toContain(sha256(cookieValue(cookie, 'quire_access')!));
      expect(hashes).toContain(sha256(cookieValue(cookie, 'quire_refresh')!));
    }
  });

  it('stores the password as a salted scrypt hash', async () => {
    // Passwords belong to users (teams): a workspace's own row holds none.
    const row = await q.quire.db.selectFrom('users').select('password_hash').where('email', '=', a.email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(sha256(a.password));
  });
});
