import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, freePort, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { addMember } from './support.js';

const PER_HOUR = 5;
const MACHINE_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A real SMTP server on loopback that counts what it is handed. */
async function startMailbox() {
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, recipients, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The invitation limit on each rate-limit store: this process's memory (SQLite) and Redis (PostgreSQL). */
const CASES = [
  { dialect: 'sqlite', store: 'memory' },
  { dialect: 'postgres', store: 'redis' },
] as const;

describe.each(CASES)('INVITATIONS_PER_HOUR on $dialect with the $store store', ({ dialect, store }) => {
  let q: TestQuire;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const prefix = `quire-test-${randomBytes(6).toString('hex')}:`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    q = await startTestQuire(dialect, {
      ...QUIET_PREVIEWS,
      SMTP_URL: mailbox.url,
      INVITATIONS_PER_HOUR: String(PER_HOUR),
      ...(store === 'redis' ? { REDIS_URL: MACHINE_REDIS, REDIS_KEY_PREFIX: prefix } : {}),
    });
  }, 60_000);
  afterAll(async () => {
    await q?.close();
    await mailbox?.close();
    if (store === 'redis') {
      const redis = new Redis(MACHINE_REDIS);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  const invite = (owner: TestAccount, email: string) => q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email, role: 'viewer' } });
  const stored = async (accountId: number) =>
    Number((await sql<{ n: number }>`select count(*) as n from invitations where account_id = ${accountId}`.execute(q.quire.db)).rows[0]!.n);

  it('refuses the invitation over the hourly limit with 429 and Retry-After, and neither stores nor mails it', async () => {
    const owner = await q.account();
    const before = mailbox.recipients.length;
    for (let i = 0; i < PER_HOUR; i++) {
      const r = await invite(owner, `outside-${i}-${owner.id}@elsewhere.example`);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.emailed).toBe(true);
    }
    const over = await invite(owner, `outside-over-${owner.id}@elsewhere.example`);
    expectError(over, 429, 'RATE_LIMIT_EXCEEDED');
    expect(over.body.message).toMatch(/INVITATIONS_PER_HOUR/);
    expect(over.body.message).toContain(`${PER_HOUR} per hour`);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await stored(owner.id)).toBe(PER_HOUR);
    // Each accepted invitation was mailed (emailed: true above); the refused one was not.
    expect(mailbox.recipients.slice(before).sort()).toEqual(Array.from({ length: PER_HOUR }, (_, i) => `outside-${i}-${owner.id}@elsewhere.example`).sort());
    expect(mailbox.recipients).not.toContain(`outside-over-${owner.id}@elsewhere.example`);
    // The message is translated.
    const german = await q.call('POST', '/v1/invitations', {
      cookie: owner.cookie,
      body: { email: 'x@elsewhere.example', role: 'viewer' },
      headers: { 'accept-language': 'de' },
    });
    expect(german.body.message).toMatch(/Zu viele Einladungen/);
  }, 60_000);

  it('counts per workspace, and an invitation refused for another reason does not count', async () => {
    const owner = await q.account();
    const member = await addMember(q, owner, 'viewer');
    // A member already: refused, the slot given back.
    for (let i = 0; i < PER_HOUR + 2; i++) expectError(await invite(owner, member.email), 400, 'VALIDATION_ERROR');
    for (let i = 0; i < PER_HOUR - 1; i++) expect((await invite(owner, `w-${i}-${owner.id}@elsewhere.example`)).status).toBe(201);
    expectError(await invite(owner, `w-last-${owner.id}@elsewhere.example`), 429, 'RATE_LIMIT_EXCEEDED');
    // Another workspace has its own budget.
    const other = await q.account();
    expect((await invite(other, `o-${other.id}@elsewhere.example`)).status).toBe(201);
  }, 60_000);
});
