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

/**
 * What a new document's page furniture, PDF metadata (issue #11) and variables schema and samples
 * (issue 39) are: its payload shows them, and a version's snapshot keeps them with the body.
 */
export const OPTION_DEFAULTS = {
  header: '',
  footer: '',
  margins: null,
  headerOnFirstPage: true,
  title: null,
  author: null,
  subject: null,
  keywords: null,
  lang: null,
  tagged: false,
  pdfa: null,
  sign: null,
  variablesSchema: null,
  samples: [],
} as const;
