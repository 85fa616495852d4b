import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { addMember } from './support.js';

/** A removed admin's API keys: named with their creator, revoked with the removal when asked. */
describe.each(SQLITE_ONLY)("a removed member's API keys on %s", (dialect) => {
  const { q, a: owner } = useTestQuire(dialect, QUIET_PREVIEWS);

  const createKey = async (cookie: string, name: string) => {
    const r = await q.call('POST', '/v1/api-keys', { cookie, body: { name } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body as { id: number; token: string };
  };
  const works = async (token: string) => (await q.call('GET', '/v1/me', { token })).status;

  it('lists each key with its creator', async () => {
    const admin = await addMember(q, owner, 'admin');
    const key = await createKey(admin.cookie, 'made by the admin');
    const keys = (await q.call('GET', '/v1/api-keys', { cookie: owner.cookie })).body.apiKeys;
    expect(keys.find((k: { id: number }) => k.id === key.id).createdBy).toEqual({ id: admin.userId, email: admin.email });
  });

  it('keeps the keys of a member removed without revokeKeys (the documented default)', async () => {
    const admin = await addMember(q, owner, 'admin');
    const key = await createKey(admin.cookie, 'kept');
    const r = await q.call('DELETE', `/v1/members/${admin.userId}`, { cookie: owner.cookie });
    expect(r.status).toBe(204);
    expectError(await q.call('GET', '/v1/auth/session', { cookie: admin.cookie }), 401, 'UNAUTHORIZED');
    expect(await works(key.token)).toBe(200);
  });

  it("revokes with revokeKeys=true every key the member made in this workspace, and no one else's", async () => {
    const admin = await addMember(q, owner, 'admin');
    const first = await createKey(admin.cookie, 'first');
    const second = await createKey(admin.cookie, 'second');
    const ownersKey = await createKey(owner.cookie, "the owner's");
    // The same user's key in a workspace of their own stays: the removal is from this one.
    const elsewhere = await q.account();
    const otherSide = await addMember(q, elsewhere, 'admin', admin.email);
    const theirs = await createKey(otherSide.cookie, 'in another workspace');

    const r = await q.call('DELETE', `/v1/members/${admin.userId}?revokeKeys=true`, { cookie: owner.cookie });
    expect(r.status).toBe(204);
    for (const key of [first, second]) expectError(await q.call('GET', '/v1/me', { token: key.token }), 401, 'UNAUTHORIZED');
    expect(await works(ownersKey.token)).toBe(200);
    expect(await works(theirs.token)).toBe(200);
    const listed = (await q.call('GET', '/v1/api-keys', { cookie: owner.cookie })).body.apiKeys.map((k: { id: number }) => k.id);
    expect(listed).not.toContain(first.id);
    expect(listed).toContain(ownersKey.id);
  });

  it('refuses a revokeKeys that is not true or false, and removes no one', async () => {
    const editor = await addMember(q, owner, 'editor');
    expectError(await q.call('DELETE', `/v1/members/${editor.userId}?revokeKeys=yes please`, { cookie: owner.cookie }), 400, 'VALIDATION_ERROR');
    const members = (await q.call('GET', '/v1/members', { cookie: owner.cookie })).body.members.map((m: { userId: number }) => m.userId);
    expect(members).toContain(editor.userId);
    expect((await q.call('DELETE', `/v1/members/${editor.userId}?revokeKeys=true`, { cookie: owner.cookie })).status).toBe(204);
  });
});
