import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/app/config.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { dereference } from '../support/openapi.js';
import { API_KEY, newDocument } from './support.js';

describe.each(SQLITE_ONLY)('assistant with AI_PROVIDER unset on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, DEFAULT_AI_CREDITS: '10' });
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('answers 503 SERVICE_UNAVAILABLE saying the assistant is not configured, on every route', async () => {
    const doc = await newDocument(q, a);
    for (const [method, body] of [
      ['POST', { message: 'hi' }],
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const r = await q.call(method, `/v1/documents/${doc}/assistant`, { token: a.token, body });
      expectError(r, 503, 'SERVICE_UNAVAILABLE');
      expect(r.body.message).toBe('The AI assistant is not configured on this server (AI_PROVIDER is none).');
    }
    const de = await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body: { message: 'hi' }, headers: { 'accept-language': 'de' } });
    expect(de.body.message).toMatch(/KI-Assistent ist auf diesem Server nicht eingerichtet/);
    const me = await q.call('GET', '/v1/me', { token: a.token });
    expect(me.body.usage.ai.remaining).toBe(10);
  });

  it('tells the dashboard to hide the panel', async () => {
    const r = await q.call('GET', '/v1/assistant', { token: a.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ enabled: false, provider: 'none', model: null });
  });

  it('is in the OpenAPI document', async () => {
    const doc = dereference((await q.call('GET', '/v1/openapi.json')).body);
    expect(Object.keys(doc.paths['/v1/documents/{id}/assistant']).sort()).toEqual(['delete', 'get', 'post']);
    const post = doc.paths['/v1/documents/{id}/assistant'].post;
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['message']);
    expect(Object.keys(post.responses['200'].content['application/json'].schema.properties).sort()).toEqual(['proposal', 'reply', 'usage']);
    expect(doc.paths['/v1/assistant'].get).toBeDefined();
  });

  it('validates the turn body: message required, 1 to 8000 characters, draft fields typed', async () => {
    const doc = await newDocument(q, a);
    for (const body of [{}, { message: '' }, { message: 'x'.repeat(8001) }, { message: 'hi', draft: { format: 'A9' } }]) {
      expectError(await q.call('POST', `/v1/documents/${doc}/assistant`, { token: a.token, body }), 400, 'VALIDATION_ERROR');
    }
  });
});

describe('AI configuration', () => {
  const base = { DATA_DIR: '/tmp/quire-config-test' };
  const fails = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it('stops the start on a bad combination, naming the fix and never the key', () => {
    expect(fails({ AI_PROVIDER: 'anthropic', AI_API_KEY: API_KEY })).toMatch(/AI_MODEL is required when AI_PROVIDER=anthropic/);
    expect(fails({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toMatch(/AI_API_KEY is required when AI_PROVIDER=anthropic/);
    expect(fails({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini' })).toMatch(/AI_API_KEY is required when AI_PROVIDER=openai without AI_BASE_URL/);
    expect(fails({ AI_API_KEY: API_KEY })).toMatch(/AI_API_KEY set but AI_PROVIDER is none/);
    expect(fails({ AI_PROVIDER: 'gemini' })).toMatch(/AI_PROVIDER: must be none, anthropic or openai/);
    expect(fails({ AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_BASE_URL: 'localhost:11434' })).toMatch(/AI_BASE_URL: must be an http/);
    expect(fails({ AI_WEIGHT_OUTPUT: '-1' })).toMatch(/AI_WEIGHT_OUTPUT: must be a number/);
    const envs: Record<string, string>[] = [{ AI_PROVIDER: 'anthropic', AI_MODEL: 'x', AI_API_KEY: API_KEY, AI_TIMEOUT_MS: '5' }, { AI_API_KEY: API_KEY }];
    for (const env of envs) {
      expect(fails(env)).not.toContain(API_KEY);
    }
  });

  it('accepts a local OpenAI-compatible server without a key', () => {
    const c = loadConfig({ ...base, AI_PROVIDER: 'openai', AI_MODEL: 'llama3.1', AI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(c.AI_PROVIDER).toBe('openai');
    expect(c.AI_TOKENS_PER_CREDIT).toBe(1000);
  });
});
