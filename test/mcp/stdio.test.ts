import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, remaining } from '../generation/helpers.js';
import { fetchPdf } from '../support/pdf.js';
import { startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { run } from '../support/run.js';
import { auditRows, BODY, call, keyIdOf, newClient, ok, SAMPLE, seedDocument, textOf, TOOLS } from './support.js';

const CLI = path.resolve('dist/cli/main.js');

/** `quire mcp` is the built CLI, as an MCP client spawns it; `make test` builds it first. */
function requireBuild(): void {
  if (!fs.existsSync(CLI) || !fs.existsSync(path.resolve('dist/mcp/stdio.js'))) {
    throw new Error(`${CLI} (with dist/mcp) is missing: run \`make build\` (or \`npx tsc -p tsconfig.json\`) before this suite`);
  }
}

describe('MCP over stdio (`quire mcp`) on sqlite', () => {
  let q: TestQuire;
  let a: TestAccount;
  let doc: Awaited<ReturnType<typeof seedDocument>>;
  let client: Client;
  let stderr = '';

  beforeAll(async () => {
    requireBuild();
    q = await startTestQuire('sqlite');
    a = await q.account();
    doc = await seedDocument(q, a);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { ...getDefaultEnvironment(), QUIRE_URL: q.url, QUIRE_API_TOKEN: a.token },
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk) => (stderr += chunk));
    client = newClient();
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
    await q?.close();
  });

  it('lists the five tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    const gen = tools.find((t) => t.name === 'generate_pdf')!.inputSchema as any;
    expect(gen.required).toEqual(['documentId']);
    expect(gen.properties.documentId.format).toBe('uuid');
    expect(stderr).toContain(`calling ${q.url}`);
  });

  it('generate_pdf renders the variables through the REST API and debits one credit', async () => {
    const before = await remaining(q, a);
    const { url } = ok<{ url: string }>(
      await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { customer: { name: 'Grace Hopper' }, total: '7.50' } }),
    );
    const pdf = await fetchPdf(url);
    expect(pdf.text).toContain('Invoice for Grace Hopper');
    expect(pdf.text).toContain('Total due: 7.50 EUR');
    expect(await remaining(q, a)).toBe(before - 1);
  });

  it('a missing document is a tool error with NOT_FOUND', async () => {
    const result = await call(client, 'generate_pdf', { documentId: '00000000-0000-4000-8000-000000000000' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^NOT_FOUND: /);
    const byUuid = await call(client, 'get_document', { id: '00000000-0000-4000-8000-000000000000' });
    expect(textOf(byUuid)).toMatch(/^NOT_FOUND: /);
  });

  it('list_documents and get_document (by uuid or id) give the document and its sample variables', async () => {
    const { documents } = ok<{ documents: { uuid: string }[] }>(await call(client, 'list_documents'));
    expect(documents.map((d) => d.uuid)).toContain(doc.uuid);
    for (const id of [doc.uuid, doc.id]) {
      expect(ok(await call(client, 'get_document', { id }))).toMatchObject({ uuid: doc.uuid, body: BODY, variables: SAMPLE });
    }
    const usage = ok(await call(client, 'get_usage'));
    expect(usage).toEqual((await q.call('GET', '/v1/me', { token: a.token })).body.usage);
  });

  it('delete_generated_file deletes: the URL then answers 404', async () => {
    const { url } = ok<{ url: string }>(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: SAMPLE }));
    expect((await download(url)).status).toBe(200);
    expect((await call(client, 'delete_generated_file', { path: url })).isError).toBeFalsy();
    expect((await download(url)).status).toBe(404);
    expect(textOf(await call(client, 'delete_generated_file', { path: url }))).toMatch(/^NOT_FOUND: /);
  });

  it('the server records the calls with the API key id (they arrive as REST calls)', async () => {
    const keyId = await keyIdOf(q, a);
    const rows = await auditRows(q, a.id);
    const generate = rows.filter((r) => r.route === '/v1/generate');
    // This file's three generate_pdf calls: two rendered, one for a missing document.
    expect(generate.map((r) => r.status).sort()).toEqual([200, 200, 404]);
    for (const r of generate) expect(r).toMatchObject({ api_key_id: keyId, actor: 'api_key' });
    expect(rows.some((r) => r.route === '/v1/generations/file' && r.status === 204 && r.api_key_id === keyId)).toBe(true);
  });

  it('a bad token is a tool error with UNAUTHORIZED; missing settings stop the command with a message', async () => {
    const bad = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { ...getDefaultEnvironment(), QUIRE_URL: q.url, QUIRE_API_TOKEN: 'tk_live_wrong' },
    });
    const badClient = newClient();
    await badClient.connect(bad);
    try {
      expect(textOf(await call(badClient, 'list_documents'))).toMatch(/^UNAUTHORIZED: /);
    } finally {
      await badClient.close();
    }
    const failed = await run(process.execPath, [CLI, 'mcp'], { env: { PATH: process.env.PATH } }).catch((e) => e);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/QUIRE_URL.*QUIRE_API_TOKEN/);
  });

  it('an unreachable server is a tool error with SERVICE_UNAVAILABLE', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [CLI, 'mcp'],
      env: { ...getDefaultEnvironment(), QUIRE_URL: 'http://127.0.0.1:9', QUIRE_API_TOKEN: a.token },
    });
    const c = newClient();
    await c.connect(transport);
    try {
      expect(textOf(await call(c, 'get_usage'))).toMatch(/^SERVICE_UNAVAILABLE: .*127\.0\.0\.1:9/);
    } finally {
      await c.close();
    }
  });
});
