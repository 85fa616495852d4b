import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/core/secrets.js';
import { openDatabase } from '../../src/db/connection.js';
import { migrate, migrateTo } from '../../src/db/migrate.js';
import { DIALECTS, freshPostgres, login, QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

/** A database as the release before teams left it: each account becomes a workspace its user owns. */
describe.each(DIALECTS)('migration 010 (teams) on %s', (dialect) => {
  let q: TestQuire | undefined;
  afterAll(() => q?.close());

  it("keeps every account, makes its email and password a user who owns it, and its sessions that user's", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-teams-'));
    const databaseUrl = dialect === 'postgres' ? (await freshPostgres()).url : null;
    const db = openDatabase(databaseUrl ? { dialect: 'postgres', url: databaseUrl } : { dialect: 'sqlite', file: path.join(dataDir, 'quire.db') });
    await migrateTo(db, '007-template-errors');
    const hash = await hashPassword('correct horse battery staple');
    const now = new Date().toISOString();
    const month = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    const next = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    for (const email of ['ada@example.com', 'grace@example.com']) {
      await sql`insert into accounts (email, password_hash, created_at) values (${email}, ${hash}, ${now})`.execute(db);
      for (const kind of ['generation', 'ai']) {
        await sql`insert into credit_balances (account_id, kind, monthly_grant, grant_used, topup_balance, topup_used, period_start, period_end)
          select id, ${kind}, 100, 7, 0, 0, ${month.toISOString()}, ${next.toISOString()} from accounts where email = ${email}`.execute(db);
      }
    }
    const grace = (await sql<{ id: number }>`select id from accounts where email = 'grace@example.com'`.execute(db)).rows[0]!.id;
    await sql`insert into documents (uuid, account_id, name, body, framework, format, landscape, fonts, variables, archived, created_at, updated_at, render_changed_at)
      values ('0b0e7a4e-8d0b-4b55-9b7e-3f3e1f0b0a01', ${grace}, 'Invoice', '<p>hi</p>', 'TAILWIND', 'A4', 0, '[]', '{}', 0, ${now}, ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into sessions (account_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, revoked_at, created_at)
      values (${grace}, 'a-hash', ${now}, 'r-hash', ${now}, null, ${now})`.execute(db);

    await migrate(db);
    const users = (await sql<{ id: number; email: string; password_hash: string }>`select id, email, password_hash from users order by id`.execute(db)).rows;
    expect(users.map((u) => u.email)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(users.every((u) => u.password_hash === hash)).toBe(true);
    const memberships = (
      await sql<{ account_id: number; user_id: number; role: string }>`select account_id, user_id, role from memberships order by account_id`.execute(db)
    ).rows;
    expect(memberships).toHaveLength(2);
    expect(memberships.every((m) => m.role === 'owner')).toBe(true);
    const graceUser = users.find((u) => u.email === 'grace@example.com')!;
    expect(memberships.find((m) => m.account_id === grace)!.user_id).toBe(graceUser.id);
    const session = (await sql<{ user_id: number }>`select user_id from sessions`.execute(db)).rows[0]!;
    expect(session.user_id).toBe(graceUser.id);
    const docs = (await sql<{ account_id: number }>`select account_id from documents`.execute(db)).rows;
    expect(docs).toEqual([{ account_id: grace }]);
    await db.destroy();

    // The migrated account signs in with its old password and sees its workspace as before.
    q = await startTestQuire(dialect, QUIET_PREVIEWS, { reuse: { dataDir, databaseUrl } });
    const cookie = await login(q.call, 'grace@example.com', 'correct horse battery staple');
    const me = await q.call('GET', '/v1/me', { cookie });
    expect(me.body).toMatchObject({ id: grace, email: 'grace@example.com', usage: { generation: { used: 7, included: 100, remaining: 93 } } });
    const list = await q.call('GET', '/v1/documents', { cookie });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.documents.map((d: { name: string }) => d.name)).toEqual(['Invoice']);
    expect((await q.call('GET', '/v1/auth/session', { cookie })).body).toMatchObject({
      role: 'owner',
      user: { email: 'grace@example.com' },
      // Migration 027 names it after the email's local part (issue 44).
      workspace: { id: grace, name: "grace's workspace" },
    });
  }, 120_000);
});
