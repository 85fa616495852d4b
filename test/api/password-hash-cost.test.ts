import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/app/config.js';
import { hashPassword, verifyPassword } from '../../src/core/secrets.js';
import { expectError, login, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

const hashOf = async (q: TestQuire, email: string) =>
  (await q.quire.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash!;

describe('PASSWORD_HASH_COST', () => {
  it("defaults to scrypt's N = 2^15 and refuses a cost outside 10-17", async () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stable', hash)).toBe(false);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '18' })).toThrow(/PASSWORD_HASH_COST/);
  });

  let q: TestQuire | undefined;
  afterAll(() => q?.close());

  it('hashes new passwords at the set cost; a password stored at another cost still signs in', async () => {
    const first = await startTestQuire('sqlite', { ...QUIET_PREVIEWS, PASSWORD_HASH_COST: '10' });
    q = first;
    const a = await first.account();
    expect(await hashOf(first, a.email)).toMatch(/^scrypt\$1024\$8\$1\$/);
    await first.stop();

    // The same data under a higher cost: the stored hash keeps its own N.
    q = await startTestQuire('sqlite', { ...QUIET_PREVIEWS, PASSWORD_HASH_COST: '12' }, { reuse: first });
    const cookie = await login(q.call, a.email, a.password);
    const changed = await q.call('POST', '/v1/auth/password', {
      cookie,
      body: { currentPassword: a.password, newPassword: 'a new passphrase at cost twelve' },
    });
    expect(changed.status).toBe(204);
    expect(await hashOf(q, a.email)).toMatch(/^scrypt\$4096\$8\$1\$/);
    await login(q.call, a.email, 'a new passphrase at cost twelve');
    expectError(await q.call('POST', '/v1/auth/login', { body: { email: a.email, password: a.password } }), 401, 'UNAUTHORIZED');
    expectError(await q.call('POST', '/v1/auth/login', { body: { email: 'nobody@example.com', password: a.password } }), 401, 'UNAUTHORIZED');
  });
});
