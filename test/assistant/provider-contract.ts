import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { startFakeAi, type FakeAi, type Recorded, type ScriptUsage } from '../support/fake-ai.js';
import { waitFor } from '../support/wait.js';
import { aiEntries, aiRemaining, API_KEY, assistantSettings, askStreaming, expectedCredits, GOOD_PROPOSAL, newDocument } from './support.js';

/** What a provider's test file sees: set before each test (a fresh account with 100 AI credits and a document). */
export interface ProviderContext {
  q: TestQuire;
  ai: FakeAi;
  a: TestAccount;
  doc: number;
}

/** What differs per wire protocol; everything else is the same contract for every provider. */
export interface ProviderWire {
  provider: 'anthropic' | 'openai';
  /** How the fake speaks to the provider's real SDK, for the suite's title. */
  protocol: string;
  model: string;
  /** The usage of the first test's turn as this protocol can report it, and the credits it costs, written out. */
  turnUsage: ScriptUsage;
  turnCredits: number;
  /** The provider-specific wire assertions on the request that carried the first test's turn. */
  expectTurnRequest: (sent: Recorded, ctx: ProviderContext) => Promise<void> | void;
  /** The messages of the retry request carry the refused proposal's call and its error, which mentions `fragment`. */
  expectErrorSentBack: (messages: any[], fragment: string) => void;
}

const turnUsageBody = (u: ScriptUsage) => ({
  inputTokens: u.input,
  outputTokens: u.output,
  cacheReadTokens: u.cacheRead ?? 0,
  cacheWriteTokens: u.cacheWrite ?? 0,
  credits: expectedCredits(u),
});

/**
 * Declares the provider-independent assistant contract against the fake provider, on both databases, and
 * `specific(ctx)` (the provider's own wire tests) inside the same suite so they share its server.
 */
export function describeProviderContract(wire: ProviderWire, specific: (ctx: ProviderContext) => void = () => {}): void {
  describe.each(DIALECTS)(`assistant with AI_PROVIDER=${wire.provider} (real SDK, ${wire.protocol}) on %s`, (dialect) => {
    const ctx = {} as ProviderContext;

    beforeAll(async () => {
      ctx.ai = await startFakeAi();
      ctx.q = await startTestQuire(dialect, assistantSettings(wire.provider, ctx.ai, { AI_TIMEOUT_MS: '3000' }));
    });
    afterAll(async () => {
      await ctx.q?.close();
      await ctx.ai?.close();
    });
    beforeEach(async () => {
      ctx.a = await ctx.q.account(undefined, { signIn: false });
      await ctx.q.quire.services.credits.topUp(ctx.a.id, { ai: 100 });
      ctx.doc = await newDocument(ctx.q, ctx.a);
      ctx.ai.reset();
    });

    it('answers a turn with a validated proposal and debits the formula on the provider usage, in one ledger entry', async () => {
      const { q, ai, a, doc } = ctx;
      const usage = wire.turnUsage;
      ai.enqueue({ kind: 'reply', text: ['Here is ', 'your invoice.'], tool: { input: GOOD_PROPOSAL }, usage });
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, {
        token: a.token,
        body: { message: 'make an invoice with line items and VAT', draft: { body: '<p>my unsaved draft</p>' } },
      });
      expect(r.status).toBe(200);
      const credits = expectedCredits(usage);
      expect(credits).toBe(wire.turnCredits);
      expect(r.body).toEqual({
        reply: 'Here is your invoice.',
        proposal: { body: GOOD_PROPOSAL.body, variables: GOOD_PROPOSAL.variables, fonts: GOOD_PROPOSAL.fonts },
        usage: turnUsageBody(usage),
      });
      expect(await aiRemaining(q, a)).toBe(100 - credits);
      const entries = await aiEntries(q, a.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        amount: -credits,
        requested: credits,
        input_tokens: usage.input,
        output_tokens: usage.output,
        cache_write_tokens: usage.cacheWrite ?? 0,
        cache_read_tokens: usage.cacheRead ?? 0,
        source: 'topup',
      });

      // What went to the provider: one request, with the person's unsaved draft; the rest is the wire's.
      expect(ai.requests).toHaveLength(1);
      const sent = ai.requests[0];
      expect(sent.body.model).toBe(wire.model);
      expect(sent.body.stream).toBe(true);
      expect(JSON.stringify(sent.body.messages)).toContain('my unsaved draft');
      await wire.expectTurnRequest(sent, ctx);
    });

    it('streams text deltas then one final event when the request accepts text/event-stream', async () => {
      const { q, ai, a, doc } = ctx;
      const usage = { input: 900, output: 120 };
      ai.enqueue({
        kind: 'reply',
        text: ['Moving ', 'the total ', 'to the right.'],
        tool: { input: { summary: 'total right', body: '<p class="text-right">{{total}}</p>' } },
        usage,
      });
      const r = await askStreaming(q, a, doc, { message: 'move the total to the right' });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const deltas = r.events.filter((e) => e.event === 'delta').map((e) => e.data.text);
      expect(deltas).toEqual(['Moving ', 'the total ', 'to the right.']);
      expect(r.events.at(-1)!.event).toBe('done');
      expect(r.events.filter((e) => e.event === 'done')).toHaveLength(1);
      expect(r.events.at(-1)!.data).toEqual({
        reply: 'Moving the total to the right.',
        proposal: { body: '<p class="text-right">{{total}}</p>' },
        usage: turnUsageBody(usage),
      });
    });

    it('sends an invalid proposal back to the model once with the error, then offers the corrected one; both calls are charged', async () => {
      const { q, ai, a, doc } = ctx;
      const u1 = { input: 1000, output: 200 };
      const u2 = { input: 300, output: 100, cacheRead: 1000 };
      ai.enqueue(
        {
          kind: 'reply',
          text: ['Using Comic Sans.'],
          tool: { input: { summary: 'x', body: '<h1>{{#each items}}{{name}}</h1>', fonts: [{ name: 'Comic Sans', variants: ['400'] }] } },
          usage: u1,
        },
        { kind: 'reply', text: ['Fixed.'], tool: { input: { summary: 'y', body: '<h1>{{#each items}}{{name}}{{/each}}</h1>' } }, usage: u2 },
      );
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'headings in Comic Sans' } });
      expect(r.status).toBe(200);
      expect(r.body.proposal).toEqual({ body: '<h1>{{#each items}}{{name}}{{/each}}</h1>' });
      expect(r.body.reply).toBe('Using Comic Sans.\n\nFixed.');
      expect(ai.requests).toHaveLength(2);
      wire.expectErrorSentBack(ai.requests[1].body.messages, 'Comic Sans');
      expect(r.body.usage).toEqual(turnUsageBody({ input: 1300, output: 300, cacheRead: 1000 }));
      expect(await aiEntries(q, a.id)).toHaveLength(1);
    });

    it('drops a proposal that is invalid twice, with an explanation, and keeps the turn', async () => {
      const { q, ai, a, doc } = ctx;
      const bad = { summary: 'x', body: '{{#if}}', framework: 'BULMA' };
      ai.enqueue(
        { kind: 'reply', text: ['First try.'], tool: { input: bad }, usage: { input: 500, output: 50 } },
        { kind: 'reply', text: ['Second try.'], tool: { input: { summary: 'x', body: '{{#each}}' } }, usage: { input: 500, output: 50 } },
      );
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'use Bulma' } });
      expect(r.status).toBe(200);
      expect(r.body.proposal).toBeNull();
      expect(r.body.reply).toMatch(/^First try\.\n\nSecond try\.\n\nThe proposed change was dropped because it is invalid: body: /);
      expect(JSON.stringify(ai.requests[1].body.messages.at(-1))).toContain('framework');
      const conv = await q.call('GET', `/v1/documents/${doc}/assistant`, { token: a.token });
      expect(conv.body.messages.map((m: any) => [m.role, m.status])).toEqual([
        ['user', 'ok'],
        ['assistant', 'dropped'],
      ]);
      expect(conv.body.messages[1].usage.credits).toBe(expectedCredits({ input: 1000, output: 100 }));
    });

    it('answers 402 quota_exceeded type ai at zero AI credits without calling the provider', async () => {
      const { q, ai } = ctx;
      const broke = await q.account(undefined, { signIn: false });
      const d = await newDocument(q, broke);
      const r = await q.call('POST', `/v1/documents/${d}/assistant`, { token: broke.token, body: { message: 'hello' } });
      expect(r.status).toBe(402);
      expect(r.body).toEqual({
        error: 'quota_exceeded',
        type: 'ai',
        renewsAt: expect.stringMatching(/^\d{4}-\d\d-01T00:00:00\.000Z$/),
        message: expect.stringMatching(/^No ai credits remain for this account\. The monthly grant renews on \d{4}-\d\d-01 \(UTC\); top-ups never expire/),
      });
      expect(ai.requests).toHaveLength(0);
    });

    it.each([
      ['a 500', { kind: 'status', status: 500 } as const, 5],
      ['its own 429', { kind: 'status', status: 429, retryAfter: '7' } as const, 7],
      ['a timeout', { kind: 'hang' } as const, 5],
      ['a stream cut halfway', { kind: 'cut', text: ['Half a rep'] } as const, 5],
    ])('answers 503 SERVICE_UNAVAILABLE with Retry-After and charges nothing on %s', async (_name, script, retryAfter) => {
      const { q, ai, a, doc } = ctx;
      ai.enqueue(script);
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hello' } });
      expectError(r, 503, 'SERVICE_UNAVAILABLE');
      expect(r.headers.get('retry-after')).toBe(String(retryAfter));
      expect(r.body.message).toMatch(/AI provider/);
      expect(JSON.stringify(r.body)).not.toContain(API_KEY);
      expect(await aiEntries(q, a.id)).toEqual([]);
      expect(await aiRemaining(q, a)).toBe(100);
      expect((await q.call('GET', `/v1/documents/${doc}/assistant`, { token: a.token })).body.messages).toEqual([]);
    });

    it('sends a provider failure in a stream as one final error event', async () => {
      const { q, ai, a, doc } = ctx;
      ai.enqueue({ kind: 'cut', text: ['Half', ' a reply'] });
      const r = await askStreaming(q, a, doc, { message: 'hello' });
      expect(r.status).toBe(200);
      expect(r.events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
      expect(r.events[2].data).toMatchObject({ error: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
      expect(await aiEntries(q, a.id)).toEqual([]);
    });

    it('charges a client that disconnects mid-stream for the provider usage and keeps the partial turn marked as cut', async () => {
      const { q, ai, a, doc } = ctx;
      const usage = { input: 3000, output: 400, cacheRead: 500 };
      ai.enqueue({ kind: 'reply', text: ['One ', 'two ', 'three ', 'four ', 'five ', 'six'], tool: { input: GOOD_PROPOSAL }, usage, delayMs: 80 });
      const controller = new AbortController();
      const res = await fetch(`${q.url}/v1/documents/${doc}/assistant`, {
        method: 'POST',
        signal: controller.signal,
        headers: { 'x-api-token': a.token, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ message: 'write a long reply' }),
      });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toContain('event: delta');
      controller.abort();

      const conv = await waitFor('the cut turn to be stored', async () => {
        const r = await q.call('GET', `/v1/documents/${doc}/assistant`, { token: a.token });
        return r.body.messages.length === 2 && r.body.messages;
      });
      expect(conv[1].status).toBe('cut');
      expect(conv[1].proposal).toBeNull();
      expect('One two three four five six'.startsWith(conv[1].content)).toBe(true);
      expect(conv[1].content.length).toBeLessThan('One two three four five six'.length);
      expect(conv[1].usage).toEqual(turnUsageBody(usage));
      expect(await aiRemaining(q, a)).toBe(100 - expectedCredits(usage));
      await q.flushAudit();
      const audit = await q.quire.db
        .selectFrom('audit_log')
        .select(['route', 'status', 'api_key_id'])
        .where('account_id', '=', a.id)
        .where('route', '=', '/v1/documents/:id/assistant')
        .where('method', '=', 'POST')
        .execute();
      expect(audit).toEqual([{ route: '/v1/documents/:id/assistant', status: 499, api_key_id: expect.any(Number) }]);
    });

    it('never overspends: 20 concurrent turns with 5 credits left take exactly 5', async () => {
      const { q, ai } = ctx;
      const poor = await q.account(undefined, { signIn: false });
      await q.quire.services.credits.topUp(poor.id, { ai: 5 });
      const d = await newDocument(q, poor);
      const usage = { input: 1500, output: 100 }; // 2 credits each
      for (let i = 0; i < 20; i++) ai.enqueue({ kind: 'reply', text: ['ok'], usage, delayMs: 5 });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => q.call('POST', `/v1/documents/${d}/assistant`, { token: poor.token, body: { message: 'go' } })),
      );
      for (const r of results) expect([200, 402]).toContain(r.status);
      const served = results.filter((r) => r.status === 200);
      expect(served.length).toBeGreaterThanOrEqual(3); // 2 + 2 + the last credit
      expect(served.reduce((n, r) => n + r.body.usage.credits, 0)).toBe(5);
      expect(await aiRemaining(q, poor)).toBe(0);
      const entries = await aiEntries(q, poor.id);
      expect(entries.reduce((n, e) => n + e.amount, 0)).toBe(-5);
      // A turn that cost more than what was left took what was left, and the ledger says so.
      expect(entries.every((e) => e.requested === 2)).toBe(true);
      expect(entries.some((e) => e.amount === -1)).toBe(true);
      const balance = await q.quire.db
        .selectFrom('credit_balances')
        .selectAll()
        .where('account_id', '=', poor.id)
        .where('kind', '=', 'ai')
        .executeTakeFirstOrThrow();
      expect(balance.topup_balance).toBe(0);
      expect(ai.requests.length).toBe(served.length); // a turn answered 402 never reached the provider
    });

    it("answers 404 for another account's document and records each turn in the audit log", async () => {
      const { q, ai, a, doc } = ctx;
      const other = await q.account(undefined, { signIn: false });
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: other.token, body: { message: 'hello' } });
      expectError(r, 404, 'NOT_FOUND');
      expectError(await q.call('GET', `/v1/documents/${doc}/assistant`, { token: other.token }), 404, 'NOT_FOUND');
      ai.enqueue({ kind: 'reply', text: ['hi'], usage: { input: 10, output: 1 } });
      expect((await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hello' } })).status).toBe(200);
      await q.flushAudit();
      const audit = await q.quire.db
        .selectFrom('audit_log')
        .select(['method', 'route', 'status', 'api_key_id', 'latency_ms'])
        .where('account_id', '=', a.id)
        .where('route', '=', '/v1/documents/:id/assistant')
        .execute();
      expect(audit).toEqual([
        { method: 'POST', route: '/v1/documents/:id/assistant', status: 200, api_key_id: expect.any(Number), latency_ms: expect.any(Number) },
      ]);
    });

    it('says the assistant is enabled, and how turns are priced', async () => {
      const { q, a } = ctx;
      const r = await q.call('GET', '/v1/assistant', { token: a.token });
      expect(r.body).toEqual({
        enabled: true,
        provider: wire.provider,
        model: wire.model,
        pricing: { tokensPerCredit: 1000, weights: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 } },
      });
      expect(JSON.stringify(r.body)).not.toContain(API_KEY);
    });

    specific(ctx);
  });
}
