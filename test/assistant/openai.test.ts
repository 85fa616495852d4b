import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { startFakeAi, type FakeAi } from '../support/fake-ai.js';
import { aiEntries, aiRemaining, API_KEY, assistantSettings, askStreaming, expectedCredits, GOOD_PROPOSAL, newDocument } from './support.js';

describe.each(DIALECTS)('assistant with AI_PROVIDER=openai (real SDK, fake Chat Completions server) on %s', (dialect) => {
  let q: TestQuire;
  let ai: FakeAi;
  let a: TestAccount;
  let doc: number;

  beforeAll(async () => {
    ai = await startFakeAi();
    q = await startTestQuire(dialect, assistantSettings('openai', ai, { AI_TIMEOUT_MS: '3000' }));
  });
  afterAll(async () => {
    await q?.close();
    await ai?.close();
  });
  beforeEach(async () => {
    a = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(a.id, { ai: 50 });
    doc = await newDocument(q, a);
    ai.reset();
  });

  it('streams the reply and a tool call; cached prompt tokens count as cache reads', async () => {
    // prompt_tokens 5000 of which 3000 cached: input 2000, cache reads 3000.
    const usage = { input: 2000, output: 600, cacheRead: 3000 };
    ai.enqueue({ kind: 'reply', text: ['Playfair ', 'for headings.'], tool: { input: GOOD_PROPOSAL }, usage });
    const r = await askStreaming(q, a, doc, { message: 'use Playfair Display for headings' });
    expect(r.status).toBe(200);
    expect(
      r.events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe('Playfair for headings.');
    const done = r.events.at(-1)!;
    expect(done.event).toBe('done');
    const credits = expectedCredits(usage); // 2000 + 3000 + 300 = 5300 → 6
    expect(credits).toBe(6);
    expect(done.data.usage).toEqual({ inputTokens: 2000, outputTokens: 600, cacheReadTokens: 3000, cacheWriteTokens: 0, credits });
    expect(done.data.proposal.fonts).toEqual([{ name: 'Playfair Display', variants: ['700'] }]);
    expect(await aiRemaining(q, a)).toBe(50 - credits);

    const sent = ai.requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toMatchObject({ model: 'llama-test', stream: true, stream_options: { include_usage: true }, max_tokens: 4096 });
    expect(sent.body.messages[0].role).toBe('system');
    expect(sent.body.tools[0]).toMatchObject({ type: 'function', function: { name: 'propose_template_change' } });
  });

  it('answers a refused proposal with a tool message, then takes the corrected one', async () => {
    ai.enqueue(
      { kind: 'reply', tool: { input: { summary: 'A5', format: 'A7' } }, usage: { input: 800, output: 40 } },
      { kind: 'reply', tool: { input: { summary: 'A5 landscape', format: 'A5', landscape: true } }, usage: { input: 900, output: 40, cacheRead: 700 } },
    );
    const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'make it A5 landscape' } });
    expect(r.status).toBe(200);
    expect(r.body.proposal).toEqual({ format: 'A5', landscape: true });
    expect(r.body.reply).toBe('A5 landscape'); // no text: the summary is the reply
    const retry = ai.requests[1].body.messages;
    expect(retry.at(-2)).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_fake1', type: 'function', function: { name: 'propose_template_change' } }],
    });
    expect(retry.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_fake1' });
    expect(retry.at(-1).content).toContain('format');
    expect(r.body.usage.credits).toBe(expectedCredits({ input: 1700, output: 80, cacheRead: 700 }));
  });

  it("answers 503 with the provider's Retry-After on its 429 and on a cut stream, charging nothing", async () => {
    ai.enqueue({ kind: 'status', status: 429, retryAfter: '12' });
    const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hello' } });
    expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(r.headers.get('retry-after')).toBe('12');
    ai.enqueue({ kind: 'cut', text: ['Half'] });
    expectError(await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hello' } }), 503, 'SERVICE_UNAVAILABLE');
    expect(await aiEntries(q, a.id)).toEqual([]);
    expect(await aiRemaining(q, a)).toBe(50);
  });
});
