import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { operatorCtx } from '../../src/core/context.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { parse as parseContentDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, generationRows, remaining, setCredits } from '../generation/helpers.js';
import { fetchPdf } from '../support/pdf.js';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { onPdf, pdfInfoFields } from '../support/pdf.js';
import { auditRows, BODY, call, keyIdOf, newClient, ok, SAMPLE, seedDocument, textOf, TOOLS } from './support.js';

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

describe.each(SQLITE_ONLY)('MCP over Streamable HTTP on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: Awaited<ReturnType<typeof seedDocument>>;
  let client: Client;
  const clients: Client[] = [];

  async function connect(headers: Record<string, string>): Promise<Client> {
    const c = newClient();
    await c.connect(new StreamableHTTPClientTransport(new URL('/mcp', q.url), { requestInit: { headers } }));
    clients.push(c);
    return c;
  }

  const postMcp = (headers: Record<string, string>, method = 'POST') =>
    fetch(`${q.url}/mcp`, {
      method,
      headers: { accept: 'application/json, text/event-stream', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...headers },
      body: method === 'POST' ? JSON.stringify(INITIALIZE) : undefined,
    });

  beforeAll(async () => {
    q = await startTestQuire(dialect);
    a = await q.account();
    doc = await seedDocument(q, a);
    client = await connect({ 'x-api-token': a.token });
  });
  afterAll(async () => {
    for (const c of clients) await c.close();
    await q?.close();
  });

  it('lists the five tools, with input schemas taken from the REST schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    const gen = byName.generate_pdf!.inputSchema as any;
    expect(gen.required).toEqual(['documentId']);
    expect(gen.properties.documentId).toMatchObject({ type: 'string', format: 'uuid' });
    expect(gen.properties.variables.type).toBe('object');
    expect(Object.keys(gen.properties.options.properties)).toEqual(expect.arrayContaining(['filename', 'password', 'permissions', 'pdfa']));
    // PDF/A (issue 37): "2b", "3b" or null, as on POST /v1/generate.
    expect(JSON.stringify(gen.properties.options.properties.pdfa)).toMatch(/"2b","3b"/);
    // E-invoices (issue 37): the same `einvoice` as POST /v1/generate.
    expect(gen.properties.einvoice.required).toEqual(['format', 'invoice']);
    expect(gen.properties.einvoice.properties.format.enum).toEqual(['factur-x', 'xrechnung-cii', 'xrechnung-ubl']);
    expect(gen.properties.einvoice.properties.profile.enum).toContain('EN16931');
    expect(Object.keys(byName.generate_pdf!.outputSchema!.properties as object)).toContain('einvoice');
    expect(byName.delete_generated_file!.inputSchema).toMatchObject({ required: ['path'], properties: { path: { type: 'string', minLength: 1 } } });
    expect((byName.list_documents!.inputSchema as any).properties.folderId).toBeDefined();
    const ref = (byName.get_document!.inputSchema as any).properties.id.anyOf;
    expect(ref.map((s: { type: string }) => s.type).sort()).toEqual(['integer', 'string']);
    expect(byName.get_usage!.inputSchema.type).toBe('object');
    for (const name of ['generate_pdf', 'list_documents', 'get_document', 'get_usage']) expect(byName[name]!.outputSchema).toBeDefined();
  });

  it('generate_pdf returns a URL whose PDF holds the variables, and debits one generation credit', async () => {
    const before = await remaining(q, a);
    const result = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { customer: { name: 'Ada Lovelace' }, total: '42.00' } });
    const out = ok<{ url: string; documentId: string }>(result);
    expect(out.documentId).toBe(doc.uuid);
    expect(out.url).toMatch(new RegExp(`/client/${a.id}/generated/${doc.uuid}/\\d+\\.pdf$`));
    expect(textOf(result)).toContain(out.url);
    const pdf = await fetchPdf(out.url);
    expect(pdf.text).toContain('Invoice for Ada Lovelace');
    expect(pdf.text).toContain('Total due: 42.00 EUR');
    expect(await remaining(q, a)).toBe(before - 1);
    const gen = (await generationRows(q, a.id)).at(-1)!;
    expect(gen).toMatchObject({ actor: 'mcp', api_key_id: await keyIdOf(q, a), status: 'succeeded' });
  });

  it('generate_pdf takes options: the PDF is encrypted and served under its file name', async () => {
    const result = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: SAMPLE, options: { password: 'agent pw', filename: 'mcp-invoice' } });
    const out = ok<{ url: string }>(result);
    const res = await fetch(out.url);
    // content-disposition 3 quotes a file name only when it must (RFC 6266): compare what the header says.
    expect(parseContentDisposition(res.headers.get('content-disposition') ?? '')).toEqual({ type: 'attachment', parameters: { filename: 'mcp-invoice.pdf' } });
    const pdf = Buffer.from(await res.arrayBuffer());
    expect((await onPdf(pdf, 'pdfinfo', (p) => [p])).code).not.toBe(0);
    expect((await pdfInfoFields(pdf, 'agent pw')).Encrypted).toMatch(/AES-256/);
  });

  it('a missing document is a tool error with NOT_FOUND, and costs nothing', async () => {
    const before = await remaining(q, a);
    const result = await call(client, 'generate_pdf', { documentId: '00000000-0000-4000-8000-000000000000', variables: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^NOT_FOUND: /);
    expect(await remaining(q, a)).toBe(before);
  });

  it('arguments outside the input schema are a tool error with the API code, before any credit is spent', async () => {
    const before = await remaining(q, a);
    for (const args of [{ documentId: doc.id }, { documentId: 'not-a-uuid' }, {}]) {
      const result = await call(client, 'generate_pdf', args);
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe('invalid_document_id: documentId is missing or is not a document uuid.');
    }
    const badVariables = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: 'x' });
    expect(badVariables.isError).toBe(true);
    expect(textOf(badVariables)).toMatch(/^VALIDATION_ERROR: The request is invalid: variables: /);
    const badId = await call(client, 'get_document', { id: '0x10' });
    expect(textOf(badId)).toMatch(/^VALIDATION_ERROR: The request is invalid: id: /);
    expect(await remaining(q, a)).toBe(before);
  });

  it("another account's document is NOT_FOUND too", async () => {
    const b = await q.account();
    const theirs = await seedDocument(q, b, 'Not yours');
    for (const [tool, args] of [
      ['generate_pdf', { documentId: theirs.uuid }],
      ['get_document', { id: theirs.uuid }],
      ['get_document', { id: theirs.id }],
    ] as const) {
      const result = await call(client, tool, args);
      expect(result.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result)).toMatch(/^NOT_FOUND: /);
    }
  });

  it('tool error messages follow Accept-Language, codes do not', async () => {
    const german = await connect({ 'x-api-token': a.token, 'accept-language': 'de' });
    const result = await call(german, 'get_document', { id: '00000000-0000-4000-8000-000000000000' });
    expect(textOf(result)).toBe('NOT_FOUND: Die Ressource existiert nicht.');
  });

  it('no credits left: quota_exceeded with type generation', async () => {
    const b = await q.account();
    const theirs = await seedDocument(q, b);
    await setCredits(q, b, 0);
    const bClient = await connect({ authorization: `Bearer ${b.token}` });
    const result = await call(bClient, 'generate_pdf', { documentId: theirs.uuid, variables: SAMPLE });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^quota_exceeded: .*renews on \d{4}-\d\d-01 \(UTC\).* \(type: generation\) \(renewsAt: \d{4}-\d\d-01T00:00:00\.000Z\)$/);
  });

  it('list_documents and get_document give the document and its sample variables', async () => {
    const listed = ok<{ documents: { uuid: string; id: number; name: string }[] }>(await call(client, 'list_documents'));
    expect(listed.documents.find((d) => d.uuid === doc.uuid)).toMatchObject({ id: doc.id, name: doc.name });
    const rootOnly = ok<{ documents: { uuid: string }[] }>(await call(client, 'list_documents', { folderId: 'root' }));
    expect(rootOnly.documents.map((d) => d.uuid)).toContain(doc.uuid);

    // As the tool's description says: the uuid or the numeric id (an agent may send the id as text).
    for (const id of [doc.uuid, doc.id, String(doc.id), doc.uuid.toUpperCase()]) {
      const got = ok(await call(client, 'get_document', { id }));
      expect(got).toMatchObject({ id: doc.id, uuid: doc.uuid, name: doc.name, body: BODY, framework: 'NONE', variables: SAMPLE });
    }
    const rest = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(ok(await call(client, 'get_document', { id: doc.uuid }))).toEqual(rest.body);
  });

  it('get_usage reports the counters GET /v1/me shows', async () => {
    const usage = ok<{ generation: { remaining: number } }>(await call(client, 'get_usage'));
    const me = await q.call('GET', '/v1/me', { token: a.token });
    expect(usage).toEqual(me.body.usage);
  });

  it('delete_generated_file deletes the PDF: the URL then answers 404, a second delete is NOT_FOUND', async () => {
    const { url } = ok<{ url: string }>(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: SAMPLE }));
    expect((await download(url)).status).toBe(200);
    const before = await remaining(q, a);
    const deleted = await call(client, 'delete_generated_file', { path: url });
    expect(deleted.isError).toBeFalsy();
    expect(textOf(deleted)).toContain(url);
    expect((await download(url)).status).toBe(404);
    expect(await remaining(q, a)).toBe(before);
    const again = await call(client, 'delete_generated_file', { path: url });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toMatch(/^NOT_FOUND: /);
  });

  it('accepts the token as Authorization: Bearer', async () => {
    const bearer = await connect({ authorization: `Bearer ${a.token}` });
    expect((await bearer.listTools()).tools).toHaveLength(5);
    expect(ok<{ documents: { uuid: string }[] }>(await call(bearer, 'list_documents')).documents.map((d) => d.uuid)).toContain(doc.uuid);
  });

  it('answers 401 UNAUTHORIZED without a token, with an invalid one, or with a revoked one', async () => {
    const revoked = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'to revoke');
    expect((await q.call('DELETE', `/v1/api-keys/${revoked.id}`, { cookie: a.cookie })).status).toBe(204);
    const attempts: Record<string, string>[] = [
      {},
      { 'x-api-token': 'tk_live_not-a-real-token' },
      { authorization: 'Bearer tk_live_not-a-real-token' },
      { authorization: `Basic ${Buffer.from(`x:${a.token}`).toString('base64')}` },
      { authorization: `Bearer ${revoked.token}` },
    ];
    for (const headers of attempts) {
      const res = await postMcp(headers);
      const body = await res.json();
      expectError({ status: res.status, body, headers: res.headers }, 401, 'UNAUTHORIZED');
    }
    await expect(newClient().connect(new StreamableHTTPClientTransport(new URL('/mcp', q.url)))).rejects.toThrow(/401|UNAUTHORIZED/);
  });

  it('is stateless: GET and DELETE /mcp answer 405 once authenticated', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await postMcp({ 'x-api-token': a.token }, method);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
    expect((await postMcp({}, 'GET')).status).toBe(401);
  });

  it('records every MCP call in the audit log with the API key id', async () => {
    const keyId = await keyIdOf(q, a);
    const mark = (await auditRows(q, a.id)).length;
    await call(client, 'get_usage');
    const rows = (await auditRows(q, a.id)).slice(mark);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ route: '/mcp', method: 'POST', status: 200, actor: 'mcp', api_key_id: keyId });
    // Every earlier call too: connecting (initialize, initialized), listing tools, each tool call.
    const mcp = (await auditRows(q, a.id)).filter((r) => r.route === '/mcp');
    expect(mcp.length).toBeGreaterThan(20);
    for (const r of mcp) expect(r).toMatchObject({ actor: 'mcp', api_key_id: keyId });
    const key = await q.call('GET', '/v1/api-keys', { cookie: a.cookie });
    expect(key.body.apiKeys.find((k: { id: number }) => k.id === keyId).lastUsedAt).not.toBeNull();
  });
});

describe('MCP over Streamable HTTP: rate limits', () => {
  let q: TestQuire;
  afterAll(() => q?.close());

  it('counts each /mcp request against the key, like any API call: 429 RATE_LIMIT_EXCEEDED', async () => {
    q = await startTestQuire('sqlite', { RATE_LIMIT_PER_MINUTE: '3' });
    const a = await q.account();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`${q.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-token': a.token },
        body: JSON.stringify(INITIALIZE),
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expectError({ status: last!.status, body: await last!.json(), headers: last!.headers }, 429, 'RATE_LIMIT_EXCEEDED');
  });
});
