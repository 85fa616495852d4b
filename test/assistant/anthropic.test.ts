import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { startFakeAi, type FakeAi } from '../support/fake-ai.js';
import { aiEntries, aiRemaining, API_KEY, assistantSettings, askStreaming, expectedCredits, GOOD_PROPOSAL, newDocument } from './support.js';
import { waitFor } from '../support/wait.js';

describe.each(DIALECTS)('assistant with AI_PROVIDER=anthropic (real SDK, fake Messages API) on %s', (dialect) => {
  let q: TestQuire;
  let ai: FakeAi;
  let a: TestAccount;
  let doc: number;

  beforeAll(async () => {
    ai = await startFakeAi();
    q = await startTestQuire(dialect, assistantSettings('anthropic', ai, { AI_TIMEOUT_MS: '3000' }));
  });
  afterAll(async () => {
    await q?.close();
    await ai?.close();
  });
  beforeEach(async () => {
    a = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(a.id, { ai: 100 });
    doc = await newDocument(q, a);
    ai.reset();
  });

  it('answers a turn with a validated proposal and debits the formula on the provider usage, in one ledger entry', async () => {
    const usage = { input: 2400, output: 350, cacheWrite: 1800, cacheRead: 0 };
    ai.enqueue({ kind: 'reply', text: ['Here is ', 'your invoice.'], tool: { input: GOOD_PROPOSAL }, usage });
    const r = await q.call('POST', `/v1/documents/${doc}/assistant`, {
      token: a.token,
      body: { message: 'make an invoice with line items and VAT', draft: { body: '<p>my unsaved draft</p>' } },
    });
    expect(r.status).toBe(200);
    const credits = expectedCredits(usage); // 2400 + 1750 + 2250 = 6400 → 7
    expect(credits).toBe(7);
    expect(r.body).toEqual({
      reply: 'Here is your invoice.',
      proposal: { body: GOOD_PROPOSAL.body, variables: GOOD_PROPOSAL.variables, fonts: GOOD_PROPOSAL.fonts },
      usage: { inputTokens: 2400, outputTokens: 350, cacheReadTokens: 0, cacheWriteTokens: 1800, credits },
    });
    expect(await aiRemaining(q, a)).toBe(100 - credits);
    const entries = await aiEntries(q, a.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: -credits,
      requested: credits,
      input_tokens: 2400,
      output_tokens: 350,
      cache_write_tokens: 1800,
      cache_read_tokens: 0,
      source: 'topup',
    });

    // What went to the provider: the key as x-api-key, the tool, the cached system prompt that
    // teaches the served lists, and the person's unsaved draft.
    expect(ai.requests).toHaveLength(1);
    const sent = ai.requests[0];
    expect(sent.path).toBe('/v1/messages');
    // SDK 1.x sends the key as a Bearer token (0.x used x-api-key).
    expect(sent.headers.authorization ?? `Bearer ${sent.headers['x-api-key']}`).toBe(`Bearer ${API_KEY}`);
    expect(sent.body.model).toBe('claude-test');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.tools.map((t: any) => t.name)).toEqual(['propose_template_change']);
    expect(sent.body.tools[0].input_schema.type).toBe('object');
    expect(sent.body.system[0].cache_control).toEqual({ type: 'ephemeral' });
    const system: string = sent.body.system[0].text;
    const helpers = (await q.call('GET', '/v1/helpers', { token: a.token })).body.helpers;
    const fonts = (await q.call('GET', '/v1/fonts', { token: a.token })).body.fonts;
    for (const h of helpers) expect(system).toContain(h.signature);
    for (const f of fonts) expect(system).toContain(f.name);
    for (const fw of ['TAILWIND', 'BOOTSTRAP', 'UIKIT', 'NONE', 'A1', 'A6', '@page']) expect(system).toContain(fw);
    expect(JSON.stringify(sent.body.messages)).toContain('my unsaved draft');
  });

  it('streams text deltas then one final event when the request accepts text/event-stream', async () => {
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
      usage: { inputTokens: 900, outputTokens: 120, cacheReadTokens: 0, cacheWriteTokens: 0, credits: expectedCredits(usage) },
    });
  });

  it('sends an invalid proposal back to the model once with the error, then offers the corrected one; both calls are charged', async () => {
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
    const retry = ai.requests[1].body.messages;
    const toolResult = retry.at(-1).content[0];
    expect(toolResult.type).toBe('tool_result');
    expect(toolResult.tool_use_id).toBe('toolu_fake1');
    expect(toolResult.is_error).toBe(true);
    expect(toolResult.content).toContain('Comic Sans');
    expect(retry.at(-2).content.at(-1)).toMatchObject({ type: 'tool_use', name: 'propose_template_change' });
    const total = { input: 1300, output: 300, cacheRead: 1000 };
    expect(r.body.usage).toEqual({ inputTokens: 1300, outputTokens: 300, cacheReadTokens: 1000, cacheWriteTokens: 0, credits: expectedCredits(total) });
    expect(await aiEntries(q, a.id)).toHaveLength(1);
  });

  it('drops a proposal that is invalid twice, with an explanation, and keeps the turn', async () => {
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

  it('keeps the conversation per document for later turns (cached prefix), and clears it', async () => {
    ai.enqueue(
      { kind: 'reply', text: ['Hello, what document?'], usage: { input: 100, output: 10, cacheWrite: 2000 } },
      { kind: 'reply', text: ['An invoice then.'], usage: { input: 150, output: 12, cacheRead: 2000 } },
    );
    expect((await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hi' } })).status).toBe(200);
    expect((await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'an invoice' } })).status).toBe(200);
    const second = ai.requests[1].body.messages;
    expect(second).toHaveLength(3);
    expect(second[0].content[0].text).toBe('hi');
    expect(second[1]).toEqual({ role: 'assistant', content: [{ type: 'text', text: 'Hello, what document?', cache_control: { type: 'ephemeral' } }] });
    expect(second[2].content[0].text).toContain('Request: an invoice');

    const conv = await q.call('GET', `/v1/documents/${doc}/assistant`, { token: a.token });
    expect(conv.status).toBe(200);
    expect(conv.body.messages.map((m: any) => [m.role, m.content])).toEqual([
      ['user', 'hi'],
      ['assistant', 'Hello, what document?'],
      ['user', 'an invoice'],
      ['assistant', 'An invoice then.'],
    ]);
    expect(conv.body.messages[3].usage).toEqual({ inputTokens: 150, outputTokens: 12, cacheReadTokens: 2000, cacheWriteTokens: 0, credits: 1 });
    // Another document of the same account has its own (empty) conversation.
    const other = await newDocument(q, a);
    expect((await q.call('GET', `/v1/documents/${other}/assistant`, { token: a.token })).body.messages).toEqual([]);

    const del = await q.call('DELETE', `/v1/documents/${doc}/assistant`, { token: a.token });
    expect(del.status).toBe(204);
    expect((await q.call('GET', `/v1/documents/${doc}/assistant`, { token: a.token })).body.messages).toEqual([]);
  });

  it('answers 402 quota_exceeded type ai at zero AI credits without calling the provider', async () => {
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
    ai.enqueue({ kind: 'cut', text: ['Half', ' a reply'] });
    const r = await askStreaming(q, a, doc, { message: 'hello' });
    expect(r.status).toBe(200);
    expect(r.events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
    expect(r.events[2].data).toMatchObject({ error: 'SERVICE_UNAVAILABLE', retryAfter: 5 });
    expect(await aiEntries(q, a.id)).toEqual([]);
  });

  it('charges a client that disconnects mid-stream for the provider usage and keeps the partial turn marked as cut', async () => {
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
    expect(conv[1].usage).toEqual({ inputTokens: 3000, outputTokens: 400, cacheReadTokens: 500, cacheWriteTokens: 0, credits: expectedCredits(usage) });
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
    const r = await q.call('GET', '/v1/assistant', { token: a.token });
    expect(r.body).toEqual({
      enabled: true,
      provider: 'anthropic',
      model: 'claude-test',
      pricing: { tokensPerCredit: 1000, weights: { input: 1, output: 5, cacheWrite: 1.25, cacheRead: 0.1 } },
    });
    expect(JSON.stringify(r.body)).not.toContain(API_KEY);
  });
});
