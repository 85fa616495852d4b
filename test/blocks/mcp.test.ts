import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, generationRows, remaining } from '../generation/helpers.js';
import { pageText, pdfInfoFields } from '../support/pdf.js';
import { fetchPdf } from '../support/pdf.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { call, ok, textOf, connectedClient } from '../mcp/support.js';

/** The MCP tools take partials and test keys as they are. */
describe.each(SQLITE_ONLY)('MCP with partials and test keys on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  const clients: Client[] = [];
  async function connect(token: string): Promise<Client> {
    const c = await connectedClient(q, token);
    clients.push(c);
    return c;
  }
  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account();
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await q?.close();
  });

  it('renders documents that include partials, lists partials by kind, shows usedBy, and refuses to render a partial', async () => {
    const client = await connect(a.token);
    const partial = await q.call('POST', '/v1/documents', {
      token: a.token,
      body: { name: 'greeting', kind: 'partial', framework: 'NONE', body: '<h2>Hello {{who}} from the partial</h2>' },
    });
    const doc = await createDocument(q, a, {
      name: 'Letter',
      framework: 'NONE',
      body: '{{> greeting who=customer}}<p>Body</p>',
      variables: { customer: 'Ada' },
    });

    const out = ok<{ url: string }>(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { customer: 'Grace' } }));
    expect((await fetchPdf(out.url)).text).toContain('Hello Grace from the partial');

    const partials = ok<{ documents: { name: string; kind: string }[] }>(await call(client, 'list_documents', { kind: 'partial' }));
    expect(partials.documents.map((d) => [d.name, d.kind])).toEqual([['greeting', 'partial']]);
    const got = ok<{ kind: string; usedBy: { name: string }[] }>(await call(client, 'get_document', { id: partial.body.uuid }));
    expect(got.kind).toBe('partial');
    expect(got.usedBy.map((u) => u.name)).toEqual(['Letter']);

    const refused = await call(client, 'generate_pdf', { documentId: partial.body.uuid });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^PARTIAL_NOT_RENDERABLE/);
  });

  it('a test key renders for free through generate_pdf, watermarked and marked test', async () => {
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'Agent sandbox', kind: 'test' } });
    expect(key.status).toBe(201);
    const client = await connect(key.body.token);
    const doc = await createDocument(q, a, { name: 'Note', framework: 'NONE', body: '<p>Note for {{name}}</p>', variables: {} });
    const before = await remaining(q, a);
    const out = ok<{ url: string }>(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { name: 'Ada' } }));
    const pdf = await fetchPdf(out.url);
    expect(pdf.text).toContain('Note for Ada');
    expect(await pageText(pdf.bytes, 1)).toContain('TEST RENDER');
    expect((await pdfInfoFields(pdf.bytes)).Title).toMatch(/^\[TEST\]/);
    expect(await remaining(q, a)).toBe(before);
    const row = (await generationRows(q, a.id)).find((g) => g.document_uuid === doc.uuid)!;
    expect(row).toMatchObject({ actor: 'mcp', test: 1, credit_source: 'none', api_key_id: key.body.id });
    // get_usage through the test key reads the same live counters, untouched.
    const usage = ok<{ generation: { remaining: number } }>(await call(client, 'get_usage'));
    expect(usage.generation.remaining).toBe(before);
  });
});
