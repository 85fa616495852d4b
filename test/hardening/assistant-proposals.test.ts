import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_ONLY, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { startFakeAi, type FakeAi } from '../support/fake-ai.js';
import { assistantSettings, newDocument } from '../assistant/support.js';
import { expectAlive, whileProbing } from './probe.js';

/** 5,000 nested `{{#if}}` (80 KB): minutes of Handlebars' parser and compiler on one thread. */
const DEEP_IFS = `${'{{#if x}}'.repeat(5000)}deep${'{{/if}}'.repeat(5000)}`;

describe.each(SQLITE_ONLY)("the assistant's proposals are checked under a render's limits, off the event loop (%s)", (dialect) => {
  let q: TestQuire;
  let ai: FakeAi;
  let a: TestAccount;

  beforeAll(async () => {
    ai = await startFakeAi();
    q = await startTestQuire(dialect, assistantSettings('anthropic', ai, { TEMPLATE_TIMEOUT_MS: '2500' }));
    a = await q.account(undefined, { signIn: false });
    await q.quire.services.credits.topUp(a.id, { ai: 100 });
  });
  afterAll(async () => {
    await q?.close();
    await ai?.close();
  });

  it('a 5,000-deep proposal goes back to the model with the limit it crossed; /health answers meanwhile', async () => {
    const doc = await newDocument(q, a);
    ai.enqueue(
      { kind: 'reply', text: ['Deep.'], tool: { input: { summary: 'deep', body: DEEP_IFS } }, usage: { input: 100, output: 10 } },
      { kind: 'reply', text: ['Flat.'], tool: { input: { summary: 'flat', body: '<h1>{{#if x}}deep{{/if}}</h1>' } }, usage: { input: 100, output: 10 } },
    );
    const { reply } = await whileProbing(q, () => q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'nest it deeply' } }));
    expect(reply.status).toBe(200);
    expect(reply.body.proposal).toEqual({ body: '<h1>{{#if x}}deep{{/if}}</h1>' });
    const toolResult = ai.requests[1].body.messages.at(-1).content[0];
    expect(toolResult.is_error).toBe(true);
    expect(toolResult.content).toContain('body: The rendered document exceeds a limit: expanding the template took longer than 2500 ms');
    await expectAlive(q, a.token);
  });
});
