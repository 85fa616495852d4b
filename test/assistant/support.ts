import { expect } from 'vitest';
import { QUIET_PREVIEWS, type TestAccount, type TestQuire } from '../support/quire.js';
import type { FakeAi, ScriptUsage } from '../support/fake-ai.js';
import { createDocument } from '../support/documents.js';

/** The formula with the default weights and AI_TOKENS_PER_CREDIT=1000, written out independently. */
export const expectedCredits = (u: ScriptUsage) => Math.ceil((u.input + 5 * u.output + 1.25 * (u.cacheWrite ?? 0) + 0.1 * (u.cacheRead ?? 0)) / 1000 - 1e-9);

export const API_KEY = 'sk-test-SECRET-4f9a2c7d1e8b';

/** The settings of a server whose assistant talks to the fake `ai` through the provider's real SDK. */
export const assistantSettings = (provider: 'anthropic' | 'openai', ai: FakeAi, more: Record<string, string> = {}) => ({
  ...QUIET_PREVIEWS,
  AI_PROVIDER: provider,
  AI_MODEL: provider === 'anthropic' ? 'claude-test' : 'llama-test',
  AI_API_KEY: API_KEY,
  AI_BASE_URL: provider === 'anthropic' ? ai.anthropicUrl : ai.openaiUrl,
  ...more,
});

/** A body the model might write: it compiles with Quire's helpers. */
export const GOOD_BODY =
  '<div class="p-8"><h1 class="text-3xl">Invoice {{number}}</h1>{{#each items}}<p>{{name}}: {{formatCurrency price "EUR"}}</p>{{/each}}<p class="text-right">Total {{formatCurrency (sum items "price") "EUR"}}</p></div>';
export const GOOD_PROPOSAL = {
  summary: 'An invoice with line items and a total on the right',
  body: GOOD_BODY,
  variables: {
    number: 'INV-7',
    items: [
      { name: 'Design', price: 1200 },
      { name: 'Hosting', price: 80 },
    ],
  },
  fonts: [{ name: 'Playfair Display', variants: ['700'] }],
};

export interface SseEvent {
  event: string;
  data: any;
}

/** POSTs a turn asking for text/event-stream and reads the whole stream. */
export async function askStreaming(
  q: TestQuire,
  a: TestAccount,
  docId: number,
  body: unknown,
): Promise<{ status: number; headers: Headers; events: SseEvent[] }> {
  const res = await fetch(`${q.url}/v1/documents/${docId}/assistant`, {
    method: 'POST',
    headers: { 'x-api-token': a.token, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, events: parseSse(text) };
}

export function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

export async function aiEntries(q: TestQuire, accountId: number) {
  return q.quire.db
    .selectFrom('credit_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', 'ai')
    .where('reason', '=', 'assistant')
    .orderBy('id')
    .execute();
}

export async function aiRemaining(q: TestQuire, a: TestAccount): Promise<number> {
  const r = await q.call('GET', '/v1/me', { token: a.token });
  expect(r.status).toBe(200);
  return r.body.usage.ai.remaining;
}

export const newDocument = async (q: TestQuire, a: TestAccount): Promise<number> => (await createDocument(q, a, { name: 'Invoice' })).id;
