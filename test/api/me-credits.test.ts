import { describe, expect, it } from 'vitest';
import { DIALECTS, ISO_UTC, expectError, keysOf, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const COUNTER_FIELDS = ['used', 'included', 'topUp', 'remaining', 'periodStart', 'periodEnd'].sort();

/** The current calendar month in UTC, the credit period. */
function thisMonth() {
  const now = new Date();
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
  };
}

describe.each(DIALECTS)('GET /v1/me and credit counters on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, DEFAULT_GENERATION_CREDITS: '25', DEFAULT_AI_CREDITS: '3' });

  const me = async (acc = a) => {
    const r = await q.call('GET', '/v1/me', { token: acc.token });
    expect(r.status).toBe(200);
    return r.body;
  };

  it('answers { id, email, createdAt, usage: { generation, ai } } with exactly those fields', async () => {
    const body = await me();
    expect(keysOf(body)).toEqual(['createdAt', 'email', 'id', 'usage']);
    expect(body.id).toBe(a.id);
    expect(body.email).toBe(a.email);
    expect(body.createdAt).toMatch(ISO_UTC);
    expect(keysOf(body.usage)).toEqual(['ai', 'generation']);
    expect(keysOf(body.usage.generation)).toEqual(COUNTER_FIELDS);
    expect(keysOf(body.usage.ai)).toEqual(COUNTER_FIELDS);
  });

  it('starts a new account with the configured monthly grants for this calendar month', async () => {
    const { usage } = await me();
    const { start, end } = thisMonth();
    expect(usage.generation).toEqual({ used: 0, included: 25, topUp: 0, remaining: 25, periodStart: start, periodEnd: end });
    expect(usage.ai).toEqual({ used: 0, included: 3, topUp: 0, remaining: 3, periodStart: start, periodEnd: end });
  });

  it('adds top-ups to topUp and remaining, per counter, cumulatively', async () => {
    const b = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(b.id, { generation: 10 });
    let { usage } = await me(b);
    expect(usage.generation).toMatchObject({ used: 0, included: 25, topUp: 10, remaining: 35 });
    expect(usage.ai).toMatchObject({ topUp: 0, remaining: 3 });
    await q.quire.services.credits.topUp(b.id, { generation: 5, ai: 7 });
    ({ usage } = await me(b));
    expect(usage.generation).toMatchObject({ included: 25, topUp: 15, remaining: 40 });
    expect(usage.ai).toMatchObject({ included: 3, topUp: 7, remaining: 10 });
  });

  it('sets the monthly grant (included) with the plan, keeping top-ups', async () => {
    const c = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(c.id, { generation: 4 });
    await q.quire.services.credits.setPlan(c.id, { generation: 500, ai: 50 });
    let { usage } = await me(c);
    expect(usage.generation).toMatchObject({ used: 0, included: 500, topUp: 4, remaining: 504 });
    expect(usage.ai).toMatchObject({ used: 0, included: 50, topUp: 0, remaining: 50 });
    await q.quire.services.credits.setPlan(c.id, { generation: 0, ai: 0 });
    ({ usage } = await me(c));
    expect(usage.generation).toMatchObject({ included: 0, topUp: 4, remaining: 4 });
    expect(usage.ai).toMatchObject({ included: 0, remaining: 0 });
  });

  it('records every top-up and plan change in the credit ledger', async () => {
    const d = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(d.id, { generation: 3, ai: 2 });
    await q.quire.services.credits.setPlan(d.id, { generation: 40, ai: 4 });
    const rows = await q.quire.db.selectFrom('credit_entries').select(['kind', 'reason', 'amount']).where('account_id', '=', d.id).orderBy('id').execute();
    expect(rows).toEqual([
      { kind: 'generation', reason: 'topup', amount: 3 },
      { kind: 'ai', reason: 'topup', amount: 2 },
      { kind: 'generation', reason: 'plan', amount: 40 },
      { kind: 'ai', reason: 'plan', amount: 4 },
    ]);
  });

  it('answers the same with the dashboard cookie, and 401 without credentials', async () => {
    const byCookie = await q.call('GET', '/v1/me', { cookie: a.cookie });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toEqual(await me());
    expectError(await q.call('GET', '/v1/me'), 401, 'UNAUTHORIZED');
  });
});
