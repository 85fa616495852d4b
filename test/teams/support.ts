import { expect } from 'vitest';
import { cookiesOf, type TestAccount, type TestQuire } from '../support/quire.js';

export type MemberRole = 'admin' | 'editor' | 'viewer';
export interface Member {
  userId: number;
  email: string;
  password: string;
  cookie: string;
}

let seq = 0;
export const PASSWORD = 'correct horse battery staple';

/** Invites a new email into the owner's current workspace with a role and accepts it over HTTP. */
export async function addMember(
  q: TestQuire,
  owner: Pick<TestAccount, 'cookie'>,
  role: MemberRole | 'owner',
  email = `member${++seq}-${Date.now()}@example.com`,
): Promise<Member> {
  const invite = await q.call('POST', '/v1/invitations', { cookie: owner.cookie, body: { email, role } });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  const accepted = await q.call('POST', '/v1/invitations/accept', { body: { token: invite.body.token, password: PASSWORD }, headers: { origin: q.origin } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { userId: accepted.body.userId, email, password: PASSWORD, cookie: cookiesOf(accepted.headers) };
}
