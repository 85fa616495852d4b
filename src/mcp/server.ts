import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { QuireApi } from './api.js';
import { withApiInputErrors } from './tool-input.js';
import { registerQuireTools } from './tools.js';

export const SERVER_INFO = { name: 'quire', title: 'Quire', version: '0.1.0' };

const INSTRUCTIONS =
  'Quire renders Handlebars HTML templates ("documents") to PDFs at public, permanent URLs. ' +
  'Typical flow: list_documents, get_document (its variables show the shape to fill), generate_pdf with the uuid. ' +
  'Each generate_pdf costs one generation credit; get_usage shows what remains.';

/** One MCP server with Quire's tools over the given API (in-process or HTTP). */
export function quireMcpServer(api: QuireApi): McpServer {
  const server = withApiInputErrors(new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS }));
  registerQuireTools(server, api);
  return server;
}
