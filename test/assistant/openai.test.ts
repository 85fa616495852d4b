import { expect, it } from 'vitest';
import { aiRemaining, API_KEY, askStreaming, expectedCredits, GOOD_PROPOSAL } from './support.js';
import { describeProviderContract } from './provider-contract.js';

/** The refused call and its error go back as the assistant's tool call and a tool message that mentions `fragment`. */
function expectErrorSentBack(retry: any[], fragment: string) {
  expect(retry.at(-2)).toMatchObject({
    role: 'assistant',
    tool_calls: [{ id: 'call_fake1', type: 'function', function: { name: 'propose_template_change' } }],
  });
  expect(retry.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_fake1' });
  expect(retry.at(-1).content).toContain(fragment);
}

// The shared provider contract (provider-contract.ts) plus what only Chat Completions says on the wire.
describeProviderContract(
  {
    provider: 'openai',
    protocol: 'fake Chat Completions server',
    model: 'llama-test',
    // Chat Completions reports no cache writes; cached prompt tokens are cache reads.
    turnUsage: { input: 2400, output: 350, cacheRead: 1800 },
    turnCredits: 5, // 2400 + 1750 + 180 = 4330 → 5
    expectTurnRequest(sent) {
      expect(sent.path).toBe('/v1/chat/completions');
      expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(sent.body).toMatchObject({ model: 'llama-test', stream: true, stream_options: { include_usage: true }, max_tokens: 4096 });
      expect(sent.body.messages[0].role).toBe('system');
      expect(sent.body.tools[0]).toMatchObject({ type: 'function', function: { name: 'propose_template_change' } });
    },
    expectErrorSentBack,
  },
  (ctx) => {
    it('streams the reply and a tool call; cached prompt tokens count as cache reads', async () => {
      const { q, ai, a, doc } = ctx;
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
      expect(await aiRemaining(q, a)).toBe(100 - credits);
    });

    it('answers a refused proposal with a tool message, then takes the corrected one', async () => {
      const { q, ai, a, doc } = ctx;
      ai.enqueue(
        { kind: 'reply', tool: { input: { summary: 'A5', format: 'A7' } }, usage: { input: 800, output: 40 } },
        { kind: 'reply', tool: { input: { summary: 'A5 landscape', format: 'A5', landscape: true } }, usage: { input: 900, output: 40, cacheRead: 700 } },
      );
      const r = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'make it A5 landscape' } });
      expect(r.status).toBe(200);
      expect(r.body.proposal).toEqual({ format: 'A5', landscape: true });
      expect(r.body.reply).toBe('A5 landscape'); // no text: the summary is the reply
      expectErrorSentBack(ai.requests[1].body.messages, 'format');
      expect(r.body.usage.credits).toBe(expectedCredits({ input: 1700, output: 80, cacheRead: 700 }));
    });
  },
);
