import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/core/secrets.js';
import { cookiesOf, DIALECTS, expectError, freePort, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { PASSWORD } from './support.js';

/** A real SMTP server on loopback: what it receives is what a mailbox would. */
async function startMailbox() {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        for (const w of waiters.splice(0)) w();
        callback();
      }, callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(count: number): Promise<ParsedMail> {
      while (received.length < count) await new Promise<void>((r) => waiters.push(r));
      return received[count - 1]!;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe.each(DIALECTS)('invitations on %s', (dialect) => {
  let q: TestQuire;
  let owner: TestAccount;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const accept = (body: object, cookie?: string) => q.call('POST', '/v1/invitations/accept', { body, cookie, headers: { origin: q.origin } });

  beforeAll(async () => {
    mailbox = await startMailbox();
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SMTP_URL: mailbox.url, SMTP_FROM: 'Quire <quire@example.com>' });
    owner = await q.account();
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    await mailbox?.close();
  });

  it('sends the single-use link by email; accepting it creates the user in the workspace with the role', async () => {
    const sent = mailbox.received.length;
    const invite = await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email: 'Grace@Example.com', role: 'editor' } });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ email: 'grace@example.com', role: 'editor', emailed: true, invitedBy: { email: owner.email } });
    expect(invite.body.url).toBe(`${q.origin}/invitation#token=${invite.body.token}`);
    // Only the hash is stored.
    const rows = (await sql<{ token_hash: string }>`select token_hash from invitations where id = ${invite.body.id}`.execute(q.quire.db)).rows;
    expect(rows).toEqual([{ token_hash: sha256(invite.body.token) }]);

    const mail = await mailbox.next(sent + 1);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('grace@example.com');
    expect(mail.from?.text).toContain('quire@example.com');
    const link = /https?:\/\/\S+#token=(\S+)/.exec(mail.text ?? '')!;
    expect(link[1]).toBe(invite.body.token);

    const pending = (await q.call('GET', '/v1/invitations', { cookie: owner.cookie })).body.invitations;
    expect(pending.map((i: any) => i.email)).toContain('grace@example.com');

    const accepted = await accept({ token: link[1], password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ accountId: owner.id, userId: expect.any(Number) });
    const cookie = cookiesOf(accepted.headers);
    expect((await q.call('GET', '/v1/auth/session', { cookie })).body).toMatchObject({
      role: 'editor',
      workspace: { id: owner.id },
      user: { email: 'grace@example.com' },
    });
    // Used once: the same link again is refused, no second session.
    const again = await accept({ token: link[1], password: PASSWORD });
    expectError(again, 401, 'UNAUTHORIZED');
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await q.call('GET', '/v1/invitations', { cookie: owner.cookie })).body.invitations.map((i: any) => i.email)).not.toContain('grace@example.com');
  }, 60_000);

  it('an existing user joins with their own password (the link alone is not enough), keeping their other workspace', async () => {
    const other = await q.account();
    const invite = (await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email: other.email, role: 'viewer' } })).body;
    expectError(await accept({ token: invite.token }), 401, 'UNAUTHORIZED');
    expectError(await accept({ token: invite.token, password: 'not their password' }), 401, 'UNAUTHORIZED');
    const ok = await accept({ token: invite.token, password: other.password });
    expect(ok.status).toBe(200);
    const workspaces = (await q.call('GET', '/v1/workspaces', { cookie: cookiesOf(ok.headers) })).body.workspaces;
    expect(workspaces.map((w: any) => [w.id, w.role, w.current])).toEqual([
      [other.id, 'owner', false],
      [owner.id, 'viewer', true],
    ]);
  }, 60_000);

  it('a revoked or expired invitation is refused; an existing member is not invited twice', async () => {
    const revoked = (await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email: 'rev@example.com', role: 'editor' } })).body;
    expect((await q.call('DELETE', `/v1/invitations/${revoked.id}`, { cookie: owner.cookie })).status).toBe(204);
    expectError(await accept({ token: revoked.token, password: PASSWORD }), 401, 'UNAUTHORIZED');
    expectError(await q.call('DELETE', `/v1/invitations/${revoked.id}`, { cookie: owner.cookie }), 404, 'NOT_FOUND');

    const expired = (await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email: 'late@example.com', role: 'editor' } })).body;
    await sql`update invitations set expires_at = ${new Date(Date.now() - 1000).toISOString()} where id = ${expired.id}`.execute(q.quire.db);
    expectError(await accept({ token: expired.token, password: PASSWORD }), 401, 'UNAUTHORIZED');
    const users = (await sql<{ n: number }>`select count(*) as n from users where email in ('rev@example.com', 'late@example.com')`.execute(q.quire.db))
      .rows[0]!;
    expect(Number(users.n)).toBe(0);

    const dup = await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email: owner.email, role: 'viewer' } });
    expectError(dup, 400, 'VALIDATION_ERROR');
  }, 60_000);

  it("another workspace's invitation is 404 to revoke", async () => {
    const them = await q.account();
    const theirs = (await q.call('POST', '/v1/invitations', { cookie: them.cookie, body: { email: 'x@example.com', role: 'viewer' } })).body;
    expectError(await q.call('DELETE', `/v1/invitations/${theirs.id}`, { cookie: owner.cookie }), 404, 'NOT_FOUND');
    expect((await q.call('GET', '/v1/invitations', { cookie: them.cookie })).body.invitations).toHaveLength(1);
  }, 60_000);
});
