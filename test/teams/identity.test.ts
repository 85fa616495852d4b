import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../../src/core/permissions.js';
import { hashPassword } from '../../src/core/secrets.js';
import { openDatabase } from '../../src/db/connection.js';
import { migrate, migrateTo } from '../../src/db/migrate.js';
import { DIALECTS, SQLITE_ONLY, expectError, freshPostgres, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { addMember, PASSWORD } from './support.js';

/** Issue 44: who is signed in, what the workspace is called, what an invitation is before accepting it. */
describe.each(SQLITE_ONLY)('identity and workspace names on %s', (dialect) => {
  let q: TestQuire;
  let owner: TestAccount;

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    owner = await q.account(`ada.lovelace-${Date.now()}@example.com`);
  }, 60_000);
  afterAll(() => q?.close());

  it("a new workspace is named after its owner's email's local part, not the email; an admin renames it, an editor may not", async () => {
    const local = owner.email.split('@')[0];
    const session = (await q.call('GET', '/v1/auth/session', { cookie: owner.cookie })).body;
    expect(session.workspace).toEqual({ id: owner.id, name: `${local}'s workspace` });
    expect((await q.call('GET', '/v1/workspaces', { cookie: owner.cookie })).body.workspaces[0].name).toBe(`${local}'s workspace`);

    const admin = await addMember(q, owner, 'admin');
    const editor = await addMember(q, owner, 'editor');
    const renamed = await q.call('PATCH', `/v1/workspaces/${owner.id}`, { cookie: admin.cookie, body: { name: 'Analytical Engines' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: owner.id, name: 'Analytical Engines', role: 'admin' });
    const refused = await q.call('PATCH', `/v1/workspaces/${owner.id}`, { cookie: editor.cookie, body: { name: 'Mine now' } });
    expectError(refused, 403, 'FORBIDDEN');
    expect(refused.body.message).toContain('admin');
    // Everyone in it sees the new name; the session still names the person, not the owner.
    const editorSession = (await q.call('GET', '/v1/auth/session', { cookie: editor.cookie })).body;
    expect(editorSession).toMatchObject({
      user: { id: editor.userId, email: editor.email },
      workspace: { id: owner.id, name: 'Analytical Engines' },
      role: 'editor',
    });
  }, 60_000);

  it("the session lists the role's permissions from the server's one table, for every role", async () => {
    const members = {
      owner: { cookie: owner.cookie },
      ...Object.fromEntries(await Promise.all((['admin', 'editor', 'viewer'] as const).map(async (r) => [r, await addMember(q, owner, r)]))),
    };
    for (const role of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const s = await q.call('GET', '/v1/auth/session', { cookie: (members as Record<string, { cookie: string }>)[role]!.cookie });
      expect(s.body.role).toBe(role);
      expect(s.body.permissions).toEqual(PERMISSIONS.filter((p) => ROLE_PERMISSIONS[role].has(p)));
    }
    const viewer = (await q.call('GET', '/v1/auth/session', { cookie: (members as Record<string, { cookie: string }>).viewer!.cookie })).body.permissions;
    expect(viewer).not.toContain('keys:manage');
    expect(viewer).not.toContain('documents:write');
    const editor = (await q.call('GET', '/v1/auth/session', { cookie: (members as Record<string, { cookie: string }>).editor!.cookie })).body.permissions;
    expect(editor).toContain('documents:write');
    expect(editor).not.toContain('keys:manage');
  }, 60_000);

  it('an invitation names its workspace, role and email to the holder of its token only; without mail it says none was sent', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const invite = await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email, role: 'viewer' } });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ emailed: false, mailConfigured: false });

    const workspace = (await q.call('GET', '/v1/auth/session', { cookie: owner.cookie })).body.workspace.name;
    const shown = await q.call('POST', '/v1/invitations/lookup', { body: { token: invite.body.token }, headers: { origin: q.origin } });
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    expect(shown.body).toEqual({
      workspace: { name: workspace },
      role: 'viewer',
      email,
      invitedBy: { email: owner.email },
      expiresAt: invite.body.expiresAt,
      existingUser: false,
    });
    // Another token, a revoked one or a used one: the same 401 as accepting it, naming nothing.
    expectError(await q.call('POST', '/v1/invitations/lookup', { body: { token: `${invite.body.token}x` } }), 401, 'UNAUTHORIZED');
    expectError(await q.call('POST', '/v1/invitations/lookup', { body: { token: '' } }), 400, 'VALIDATION_ERROR');
    const accepted = await q.call('POST', '/v1/invitations/accept', { body: { token: invite.body.token, password: PASSWORD }, headers: { origin: q.origin } });
    expect(accepted.status).toBe(200);
    const used = await q.call('POST', '/v1/invitations/lookup', { body: { token: invite.body.token } });
    expectError(used, 401, 'UNAUTHORIZED');
    expect(JSON.stringify(used.body)).not.toContain(email);

    // An existing user is told to use their password.
    const again = await q.call('POST', '/v1/invitations', { cookie: (await q.account()).cookie, body: { email, role: 'editor' } });
    expect((await q.call('POST', '/v1/invitations/lookup', { body: { token: again.body.token } })).body).toMatchObject({
      email,
      role: 'editor',
      existingUser: true,
    });
    // A foreign page cannot read it with the visitor's browser.
    expectError(
      await q.call('POST', '/v1/invitations/lookup', { body: { token: again.body.token }, headers: { origin: 'https://evil.example' } }),
      403,
      'FORBIDDEN',
    );
  }, 60_000);
});

/** Migration 027: workspaces named after their email get a name; names people chose stay. */
describe.each(DIALECTS)('migration 027 (workspace names) on %s', (dialect) => {
  it('renames the email-named workspaces to "<local part>\'s workspace" and keeps chosen names', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-names-'));
    const pgdb = dialect === 'postgres' ? await freshPostgres() : null;
    const db = openDatabase(pgdb ? { dialect: 'postgres', url: pgdb.url } : { dialect: 'sqlite', file: path.join(dataDir, 'quire.db') });
    try {
      await migrateTo(db, '024-document-sign');
      const hash = await hashPassword('correct horse battery staple');
      const now = new Date().toISOString();
      for (const [email, name] of [
        ['ada@example.com', 'ada@example.com'],
        ['grace@example.com', 'Compilers'],
        ['workspace-abc@workspaces.invalid', null],
      ] as const) {
        await sql`insert into accounts (email, password_hash, name, created_at) values (${email}, ${hash}, ${name}, ${now})`.execute(db);
      }
      await migrate(db);
      const rows = (await sql<{ email: string; name: string }>`select email, name from accounts order by id`.execute(db)).rows;
      expect(rows).toEqual([
        { email: 'ada@example.com', name: "ada's workspace" },
        { email: 'grace@example.com', name: 'Compilers' },
        { email: 'workspace-abc@workspaces.invalid', name: "workspace-abc's workspace" },
      ]);
    } finally {
      await db.destroy();
      await pgdb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
