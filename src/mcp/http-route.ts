import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale } from '../core/i18n/index.js';
import type { QuireApiFactory } from './local-api.js';
import { quireMcpServer } from './server.js';

export interface McpRouteOptions {
  /** The API of one call, for the caller's ctx (in-process: localApiFactory over the verbs). */
  api: QuireApiFactory;
}

/**
 * Streamable HTTP at /mcp, stateless: each POST gets its own server and transport (the SDK's
 * stateless pattern), so any node behind a load balancer can answer any call and nothing is
 * kept between calls. Without sessions there is nothing for a GET stream or a DELETE to act
 * on: both answer 405, which MCP clients take as "no server-initiated stream".
 */
export const mcpRoutes: FastifyPluginAsync<McpRouteOptions> = async (app, { api: apiFor }) => {
  // `mcp` auth: x-api-token or Authorization: Bearer, counted against the key's rate limits.
  const config = { auth: 'mcp' as const };

  app.post('/mcp', { config, schema: { hide: true } }, async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const api = apiFor(request.ctx!, {
      locale: pickLocale(request.headers['accept-language']),
      log: request.log,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    const server = quireMcpServer(api);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.raw.on('close', () => void server.close()); // closes the transport too
    await server.connect(transport);
    reply.hijack();
    try {
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (err) {
      request.log.error({ err }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      }
    }
  });

  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send requests with POST.' }, id: null });
  app.get('/mcp', { config, schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { config, schema: { hide: true } }, notAllowed);
};
