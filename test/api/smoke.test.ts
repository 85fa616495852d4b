import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

describe.each(DIALECTS)('smoke on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire(dialect);
    a = await q.account();
  });
  afterAll(() => q?.close());

  it('creates and lists a document', async () => {
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Invoice' } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(
      ['id', 'uuid', 'name', 'body', 'framework', 'format', 'landscape', 'fonts', 'variables', 'archived', 'createdAt', 'updatedAt'].sort(),
    );
    const list = await q.call('GET', '/v1/documents', { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.body.documents).toHaveLength(1);
    const me = await q.call('GET', '/v1/me', { token: a.token });
    expect(me.body.usage.generation.remaining).toBe(100);
  });
});
