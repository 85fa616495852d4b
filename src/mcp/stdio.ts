import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ConfigError } from '../core/errors.js';
import { httpApi } from './http-api.js';
import { quireMcpServer } from './server.js';

/**
 * `quire mcp`: an MCP server on stdin/stdout for desktop agents, forwarding every tool call to
 * a Quire server's REST API. stdout carries only JSON-RPC; anything human goes to stderr.
 */
export async function runStdioServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const baseUrl = env.QUIRE_URL?.trim();
  const token = env.QUIRE_API_TOKEN?.trim();
  if (!baseUrl || !/^https?:\/\//i.test(baseUrl) || !token) {
    throw new ConfigError(
      'quire mcp needs QUIRE_URL (the Quire server, e.g. http://localhost:3000) and QUIRE_API_TOKEN (an API token, tk_live_...) in its environment.',
    );
  }
  const server = quireMcpServer(httpApi({ baseUrl, token }));
  const transport = new StdioServerTransport();
  // The client closing stdin is the end of the session.
  transport.onclose = () => process.exit(0);
  process.stdin.on('end', () => void server.close());
  await server.connect(transport);
  process.stderr.write(`Quire MCP server on stdio, calling ${baseUrl}\n`);
}
