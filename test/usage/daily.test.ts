import { describe, expect, it } from 'vitest';
import { DIALECTS, expectError, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const DAY_MS = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const todayStart = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());

describe.each(DIALECTS)('GET /v1/usage/daily on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  /** A call as the audit hook records it, at a chosen time (the chart's days come from this time). */
  const recordAt = (acc: TestAccount, at: number, status = 200) =>
    q.quire.services.audit.record({
      accountId: acc.id,
      apiKeyId: null,
      actor: 'user',
      method: 'GET',
      route: '/v1/documents',
      status,
      latencyMs: 3,
      requestId: crypto.randomUUID(),
      at: new Date(at).toISOString(),
    });

  it('answers 30 UTC days by default, oldest first, today last, zero days included', async () => {
    const fresh = await q.account(undefined, { signIn: false });
    const r = await q.call('GET', '/v1/usage/daily', { token: fresh.token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['days']);
    const days = r.body.days as { date: string; calls: number; errors: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(dateOf(Date.now()));
    expect(days[0].date).toBe(dateOf(Date.now() - 29 * DAY_MS));
    for (let i = 1; i < days.length; i++) expect(Date.parse(days[i].date) - Date.parse(days[i - 1].date)).toBe(DAY_MS);
    // A new account has made no call yet (this one is recorded after its answer).
    expect(days.every((d) => d.calls === 0 && d.errors === 0 && Object.keys(d).sort().join() === 'calls,date,errors,testCalls')).toBe(true);
  });

  it('takes days from 1 to 90 and refuses anything else', async () => {
    for (const n of [1, 7, 90]) {
      const r = await q.call('GET', `/v1/usage/daily?days=${n}`, { token: a.token });
      expect(r.body.days).toHaveLength(n);
      expect(r.body.days.at(-1).date).toBe(dateOf(Date.now()));
    }
    for (const bad of ['0', '91', '-1', '2.5', 'abc'])
      expectError(await q.call('GET', `/v1/usage/daily?days=${bad}`, { token: a.token }), 400, 'VALIDATION_ERROR');
    expectError(await q.call('GET', '/v1/usage/daily'), 401, 'UNAUTHORIZED');
  });

  it('counts calls and errors (status >= 400) of today, by token and cookie, and nothing of another account', async () => {
    const m = await q.account();
    const other = await q.account(undefined, { signIn: false });
    const today = async () => (await q.call('GET', '/v1/usage/daily?days=1', { cookie: m.cookie })).body.days[0];
    const before = await today();
    await q.call('GET', '/v1/documents', { token: m.token });
    await q.call('GET', '/v1/documents/987654', { token: m.token }); // 404
    await q.call('POST', '/v1/folders', { cookie: m.cookie, body: { name: '' } }); // 400
    await q.call('GET', '/v1/folders', { cookie: m.cookie });
    for (let i = 0; i < 5; i++) await q.call('GET', '/v1/documents/1', { token: other.token });
    const after = await today();
    // The four calls, plus the first read of the chart itself (recorded after it answered).
    expect(after.calls - before.calls).toBe(5);
    expect(after.errors - before.errors).toBe(2);
  });

  it("leaves out the dashboard's own calls with dashboard=exclude, as the dashboard's chart does by default", async () => {
    const m = await q.account();
    const today = async (query: string) => (await q.call('GET', `/v1/usage/daily?days=1${query}`, { token: m.token })).body.days[0];
    const all0 = await today('');
    const keyed0 = await today('&dashboard=exclude');
    await q.call('GET', '/v1/folders', { cookie: m.cookie });
    await q.call('GET', '/v1/documents/987654', { cookie: m.cookie }); // 404 by the dashboard
    await q.call('GET', '/v1/documents', { token: m.token });
    const all1 = await today('');
    const keyed1 = await today('&dashboard=exclude');
    // Every read of the chart is a token call too: the first two are counted by the later ones.
    expect(all1.calls - all0.calls).toBe(3 + 2);
    expect(keyed1.calls - keyed0.calls).toBe(1 + 2);
    expect(all1.errors - all0.errors).toBe(1);
    expect(keyed1.errors - keyed0.errors).toBe(0);
    expectError(await q.call('GET', '/v1/usage/daily?dashboard=maybe', { token: m.token }), 400, 'VALIDATION_ERROR');
  });

  it('puts calls on their UTC day across midnight and across a month boundary', async () => {
    const m = await q.account();
    const t0 = todayStart();
    const firstOfMonth = Date.UTC(new Date(t0).getUTCFullYear(), new Date(t0).getUTCMonth(), 1);
    const calls: [number, number][] = [
      [t0 - 1, 200],
      [t0 - 1, 404], // yesterday 23:59:59.999
      [t0, 500], // today 00:00:00.000
      [firstOfMonth - 1, 200],
      [firstOfMonth - 1, 200],
      [firstOfMonth - 1, 429], // last ms of the previous month
      [firstOfMonth, 200],
      [firstOfMonth, 402], // first ms of this month
      [t0 - 89 * DAY_MS, 200], // the oldest day of a 90-day chart
      [t0 - 90 * DAY_MS - 1, 200], // one ms before it: outside
    ];
    for (const [at, status] of calls) recordAt(m, at, status);
    const days = (await q.call('GET', '/v1/usage/daily?days=90', { cookie: m.cookie })).body.days as { date: string; calls: number; errors: number }[];
    const byDate = new Map(days.map((d) => [d.date, d]));
    // What a person would count by hand, day by day (the two cases share days on the 1st or 2nd of a month).
    const expected = new Map<string, { calls: number; errors: number }>();
    for (const [at, status] of calls.slice(0, -1)) {
      const e = expected.get(dateOf(at)) ?? { calls: 0, errors: 0 };
      e.calls++;
      if (status >= 400) e.errors++;
      expected.set(dateOf(at), e);
    }
    expect(dateOf(t0 - 1)).not.toBe(dateOf(t0));
    expect(dateOf(firstOfMonth - 1).slice(0, 7)).not.toBe(dateOf(firstOfMonth).slice(0, 7));
    for (const [date, e] of expected) {
      const got = byDate.get(date)!;
      expect({ date, calls: got.calls, errors: got.errors }).toEqual({ date, ...e });
    }
    expect(days[0].date).toBe(dateOf(t0 - 89 * DAY_MS));
    const outside = dateOf(t0 - 90 * DAY_MS - 1);
    expect(byDate.has(outside)).toBe(false);
    expect(days.filter((d) => !expected.has(d.date)).every((d) => d.calls === 0 && d.errors === 0)).toBe(true);
  });

  it('agrees with the audit log row by row', async () => {
    await q.flushAudit();
    const rows = await q.quire.db.selectFrom('audit_log').select(['created_at', 'status']).where('account_id', '=', a.id).execute();
    const days = (await q.call('GET', '/v1/usage/daily?days=90', { token: a.token })).body.days as { date: string; calls: number; errors: number }[];
    const inWindow = rows.filter((r) => r.created_at.slice(0, 10) >= days[0].date);
    expect(days.reduce((s, d) => s + d.calls, 0)).toBe(inWindow.length);
    expect(days.reduce((s, d) => s + d.errors, 0)).toBe(inWindow.filter((r) => r.status >= 400).length);
  });
});
