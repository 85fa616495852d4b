/** What the MCP suites share: a document with sample variables, and reading tool results. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createDocument, type Doc } from '../generation/helpers.js';
import type { TestAccount, TestQuire } from '../support/quire.js';

export const TOOLS = ['delete_generated_file', 'generate_pdf', 'get_document', 'get_usage', 'list_documents'];

export const SAMPLE = { customer: { name: 'Sample Customer' }, total: '0.00' };
export const BODY = '<h1>Invoice for {{customer.name}}</h1><p>Total due: {{total}} EUR</p>';

/** A plain (no CSS framework) document whose sample variables show the shape to fill. */
export const seedDocument = (q: TestQuire, a: TestAccount, name = 'MCP invoice'): Promise<Doc & { name: string }> =>
  createDocument(q, a, { name, body: BODY, framework: 'NONE', fonts: [], variables: SAMPLE }).then((d) => ({ ...d, name }));

export const newClient = () => new Client({ name: 'quire-test-agent', version: '1.0.0' });

/** A client connected to the Quire's /mcp with an API token (as x-api-token); close it when done. */
export async function connectedClient(q: TestQuire, token: string): Promise<Client> {
  const client = newClient();
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', q.url), { requestInit: { headers: { 'x-api-token': token } } }));
  return client;
}

export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

export function textOf(result: CallToolResult): string {
  return result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
}

/** A successful tool result's structured content; a tool error fails the test with its text. */
export function ok<T = any>(result: CallToolResult): T {
  if (result.isError) throw new Error(`tool error: ${textOf(result)}`);
  return result.structuredContent as T;
}

export const keyIdOf = async (q: TestQuire, a: TestAccount): Promise<number> => (await q.quire.services.apiKeys.authenticate(a.token))!.id;

export const auditRows = async (q: TestQuire, accountId: number) => {
  await q.quire.services.audit.flush();
  return q.quire.db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
};
