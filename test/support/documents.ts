import type { TestAccount, TestQuire } from './quire.js';

export interface Doc {
  id: number;
  uuid: string;
}

/**
 * Creates a document through the API, as a client would: POST takes `name` and every field
 * PATCH takes (`body`, `variables`, `framework`…); left out, a field gets its default.
 */
export async function createDocument(q: TestQuire, a: TestAccount, fields: Record<string, unknown> = {}): Promise<Doc> {
  const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Test document', ...fields } });
  if (r.status !== 201) throw new Error(`create document: ${r.status} ${JSON.stringify(r.body)}`);
  return { id: r.body.id, uuid: r.body.uuid };
}
