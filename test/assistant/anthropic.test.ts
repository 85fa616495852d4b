import { expect, it } from 'vitest';
import { API_KEY, newDocument } from './support.js';
import { describeProviderContract } from './provider-contract.js';

// The shared provider contract (provider-contract.ts) plus what only the Anthropic Messages API says on the wire.
describeProviderContract(
  {
    provider: 'anthropic',
    protocol: 'fake Messages API',
    model: 'claude-test',
    turnUsage: { input: 2400, output: 350, cacheWrite: 1800, cacheRead: 0 },
    turnCredits: 7, // 2400 + 1750 + 2250 = 6400 → 7
    // The key, the tool, and the cached system prompt that teaches the served lists.
    async expectTurnRequest(sent, { q, a }) {
      expect(sent.path).toBe('/v1/messages');
      // SDK 1.x sends the key as a Bearer token (0.x used x-api-key).
      expect(sent.headers.authorization ?? `Bearer ${sent.headers['x-api-key']}`).toBe(`Bearer ${API_KEY}`);
      expect(sent.body.tools.map((t: any) => t.name)).toEqual(['propose_template_change']);
      expect(sent.body.tools[0].input_schema.type).toBe('object');
      expect(sent.body.system[0].cache_control).toEqual({ type: 'ephemeral' });
      const system: string = sent.body.system[0].text;
      const helpers = (await q.call('GET', '/v1/helpers', { token: a.token })).body.helpers;
      const fonts = (await q.call('GET', '/v1/fonts', { token: a.token })).body.fonts;
      for (const h of helpers) expect(system).toContain(h.signature);
      for (const f of fonts) expect(system).toContain(f.name);
      for (const fw of ['TAILWIND', 'BOOTSTRAP', 'UIKIT', 'NONE', 'A1', 'A6', '@page']) expect(system).toContain(fw);
    },
    expectErrorSentBack(retry, fragment) {
      const toolResult = retry.at(-1).content[0];
      expect(toolResult.type).toBe('tool_result');
      expect(toolResult.tool_use_id).toBe('toolu_fake1');
      expect(toolResult.is_error).toBe(true);
      expect(toolResult.content).toContain(fragment);
      expect(retry.at(-2).content.at(-1)).toMatchObject({ type: 'tool_use', name: 'propose_template_change' });
    },
  },
  (ctx) => {
    it('keeps the conversation per document for later turns (cached prefix), and clears it', async () => {
      const { q, ai, a, doc } = ctx;
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
  },
);
