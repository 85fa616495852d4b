import { afterAll, describe, expect, it } from 'vitest';
import { createDocument, generate } from '../generation/helpers.js';
import { makePng, upload } from '../support/assets.js';
import { DIALECTS, expectError, login, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { addMember } from './support.js';

describe.each(DIALECTS)('workspaces and members on %s', (dialect) => {
  const { q, a: ada } = useTestQuire(dialect, QUIET_PREVIEWS);

  it('lists my workspace with my role; a new workspace is mine as owner and the session switches to it', async () => {
    const list = await q.call('GET', '/v1/workspaces', { cookie: ada.cookie });
    expect(list.status).toBe(200);
    expect(list.body.workspaces).toEqual([
      { id: ada.id, name: `${ada.email.split('@')[0]}'s workspace`, role: 'owner', current: true, keepVariables: true, createdAt: expect.any(String) },
    ]);

    const created = await q.call('POST', '/v1/workspaces', { cookie: ada.cookie, body: { name: 'Client work' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Client work', role: 'owner', current: false });

    const sw = await q.call('POST', '/v1/auth/workspace', { cookie: ada.cookie, body: { workspaceId: created.body.id } });
    expect(sw.body).toMatchObject({ workspace: { id: created.body.id, name: 'Client work' }, role: 'owner', user: { email: ada.email } });
    // Every spec route now answers for the new workspace: its own credits, no documents of the first.
    const me = await q.call('GET', '/v1/me', { cookie: ada.cookie });
    expect(me.body).toMatchObject({ id: created.body.id, email: ada.email });
    expect(me.body.usage.generation.remaining).toBe(100);
    const doc = (await q.call('POST', '/v1/documents', { token: ada.token, body: { name: 'In the first' } })).body;
    expectError(await q.call('GET', `/v1/documents/${doc.id}`, { cookie: ada.cookie }), 404, 'NOT_FOUND');
    // A token stays with its own workspace.
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: ada.token })).status).toBe(200);

    const renamed = await q.call('PATCH', `/v1/workspaces/${created.body.id}`, { cookie: ada.cookie, body: { name: 'Clients' } });
    expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Clients', current: true });
    // Not empty: refused; the first workspace holds a document.
    expectError(await q.call('DELETE', `/v1/workspaces/${ada.id}`, { cookie: ada.cookie }), 400, 'VALIDATION_ERROR');
    const gone = await q.call('DELETE', `/v1/workspaces/${created.body.id}`, { cookie: ada.cookie });
    expect(gone.status).toBe(204);
    // The session was in it: it ended with it; signing in again lands in the remaining one.
    expectError(await q.call('GET', '/v1/me', { cookie: ada.cookie }), 401, 'UNAUTHORIZED');
    ada.cookie = await login(q.call, ada.email, ada.password);
    expect((await q.call('GET', '/v1/me', { cookie: ada.cookie })).body.id).toBe(ada.id);
  }, 60_000);

  it('a workspace is deleted only when empty: an archived document, an asset or a stored PDF each keep it', async () => {
    const bob = await q.account();
    const refused = async () => {
      const r = await q.call('DELETE', `/v1/workspaces/${bob.id}`, { cookie: bob.cookie });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toBeTruthy();
    };
    const doc = await createDocument(q, bob);
    const made = await generate(q, bob, doc.uuid);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await q.call('DELETE', `/v1/documents/${doc.id}`, { token: bob.token })).status).toBe(204);
    // The document is gone; its stored PDF still keeps the workspace.
    await refused();
    expect((await q.call('DELETE', '/v1/generations/file', { token: bob.token, body: { path: made.body.url } })).status).toBe(204);

    const archived = await createDocument(q, bob, { name: 'Old' });
    expect((await q.call('PATCH', `/v1/documents/${archived.id}`, { token: bob.token, body: { archived: true } })).status).toBe(200);
    await refused();
    expect((await q.call('DELETE', `/v1/documents/${archived.id}`, { token: bob.token })).status).toBe(204);

    const asset = await upload(q, bob.token, makePng(4, 4), 'logo.png', { type: 'image/png' });
    expect(asset.status).toBe(201);
    await refused();
    expect((await q.call('DELETE', `/v1/assets/${asset.body.id}`, { token: bob.token })).status).toBe(204);

    // Empty now (a deleted file's row stays listed, and does not count).
    expect((await q.call('DELETE', `/v1/workspaces/${bob.id}`, { cookie: bob.cookie })).status).toBe(204);
    expect(await q.quire.db.selectFrom('accounts').select('id').where('id', '=', bob.id).executeTakeFirst()).toBeUndefined();
  }, 120_000);

  it("another's workspace is 404 to switch to, rename or delete", async () => {
    const other = await q.account();
    for (const r of [
      await q.call('POST', '/v1/auth/workspace', { cookie: ada.cookie, body: { workspaceId: other.id } }),
      await q.call('PATCH', `/v1/workspaces/${other.id}`, { cookie: ada.cookie, body: { name: 'mine' } }),
      await q.call('DELETE', `/v1/workspaces/${other.id}`, { cookie: ada.cookie }),
    ])
      expectError(r, 404, 'NOT_FOUND');
    expect((await q.call('GET', '/v1/me', { token: other.token })).body.id).toBe(other.id);
  }, 60_000);

  it('members: list, change role, the last owner stays, admins cannot make owners, removal ends the session at once', async () => {
    const owner = await q.account();
    const admin = await addMember(q, owner, 'admin');
    const editor = await addMember(q, owner, 'editor');
    const members = (await q.call('GET', '/v1/members', { cookie: editor.cookie })).body.members;
    expect(members.map((m: any) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [admin.email, 'admin'],
      [editor.email, 'editor'],
    ]);

    const promoted = await q.call('PATCH', `/v1/members/${editor.userId}`, { cookie: admin.cookie, body: { role: 'viewer' } });
    expect(promoted.body).toMatchObject({ userId: editor.userId, role: 'viewer' });
    expect((await q.call('GET', '/v1/auth/session', { cookie: editor.cookie })).body.role).toBe('viewer');
    const byAdmin = await q.call('PATCH', `/v1/members/${editor.userId}`, { cookie: admin.cookie, body: { role: 'owner' } });
    expectError(byAdmin, 403, 'FORBIDDEN');
    expect(byAdmin.body.message).toContain('owner');
    // Making or changing an owner takes a permission of its own, which only owners hold.
    expect((await q.call('GET', '/v1/auth/session', { cookie: owner.cookie })).body.permissions).toContain('members:manage-owners');
    expect((await q.call('GET', '/v1/auth/session', { cookie: admin.cookie })).body.permissions).not.toContain('members:manage-owners');
    const ownerUserId = members[0].userId;
    expectError(await q.call('PATCH', `/v1/members/${ownerUserId}`, { cookie: owner.cookie, body: { role: 'admin' } }), 403, 'FORBIDDEN');
    expectError(await q.call('DELETE', `/v1/members/${ownerUserId}`, { cookie: admin.cookie }), 403, 'FORBIDDEN');

    // Transfer: make the admin owner, then the first owner may step down.
    expect((await q.call('PATCH', `/v1/members/${admin.userId}`, { cookie: owner.cookie, body: { role: 'owner' } })).body.role).toBe('owner');
    expect((await q.call('PATCH', `/v1/members/${ownerUserId}`, { cookie: owner.cookie, body: { role: 'editor' } })).body.role).toBe('editor');

    expect((await q.call('GET', '/v1/documents', { cookie: editor.cookie })).status).toBe(200);
    expect((await q.call('DELETE', `/v1/members/${editor.userId}`, { cookie: admin.cookie })).status).toBe(204);
    expectError(await q.call('GET', '/v1/documents', { cookie: editor.cookie }), 401, 'UNAUTHORIZED');
    expectError(await q.call('DELETE', `/v1/members/${editor.userId}`, { cookie: admin.cookie }), 404, 'NOT_FOUND');
  }, 90_000);

  it('the audit log names the user for dashboard calls and the key for token calls; keys name their creator', async () => {
    const owner = await q.account();
    const editor = await addMember(q, owner, 'editor');
    const admin = await addMember(q, owner, 'admin');
    const key = (await q.call('POST', '/v1/api-keys', { cookie: admin.cookie, body: { name: 'By the admin' } })).body;
    const keys = (await q.call('GET', '/v1/api-keys', { cookie: owner.cookie })).body.apiKeys;
    expect(keys.find((k: any) => k.id === key.id).createdBy).toEqual({ id: admin.userId, email: admin.email });
    expect(keys.find((k: any) => k.name === 'test key').createdBy).toBeNull();
    await q.call('POST', '/v1/documents', { cookie: editor.cookie, body: { name: 'By the editor' } });
    await q.call('GET', '/v1/documents', { token: owner.token });
    await q.flushAudit();
    const calls = (await q.call('GET', '/v1/audit?limit=20', { cookie: owner.cookie })).body.calls;
    const byEditor = calls.find((c: any) => c.method === 'POST' && c.route === '/v1/documents');
    expect(byEditor).toMatchObject({ via: 'dashboard', user: { id: editor.userId, email: editor.email }, apiKey: null });
    const byToken = calls.find((c: any) => c.method === 'GET' && c.route === '/v1/documents' && c.via === 'api');
    expect(byToken.user).toBeNull();
    expect(byToken.apiKey).toMatchObject({ name: 'test key' });
  }, 60_000);
});

describe('removing a member on another node', () => {
  let a: TestQuire;
  let b: TestQuire;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('ends their session on every node sharing the database at once', async () => {
    a = await startTestQuire('postgres', QUIET_PREVIEWS);
    b = await startTestQuire('postgres', { ...QUIET_PREVIEWS, DATABASE_URL: a.databaseUrl! });
    const owner = await a.account();
    const viewer = await addMember(a, owner, 'viewer');
    // Node b accepts node a's session: same database.
    expect((await b.call('GET', '/v1/documents', { cookie: viewer.cookie })).status).toBe(200);
    expect((await a.call('DELETE', `/v1/members/${viewer.userId}`, { cookie: owner.cookie })).status).toBe(204);
    expectError(await b.call('GET', '/v1/documents', { cookie: viewer.cookie }), 401, 'UNAUTHORIZED');
  }, 90_000);
});
