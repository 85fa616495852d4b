import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { z } from 'zod';
import { toEnvelope } from '../core/envelope.js';
import { AppError } from '../core/errors.js';

interface SdkInternals {
  validateToolInput(tool: { inputSchema?: z.ZodType }, args: unknown, name: string): Promise<unknown>;
}

/**
 * Arguments that break a tool's schema are a tool error carrying the API's code, as every
 * other failure is (`invalid_document_id: …` for generate_pdf's documentId, else
 * `VALIDATION_ERROR: The request is invalid: field: rule`), instead of the SDK's
 * "MCP error -32602: Input validation error". The SDK turns any non-MCP error thrown while
 * validating into a tool error with that error's message; this replaces its validator on one
 * server instance (the method exists in @modelcontextprotocol/sdk 1.x's McpServer).
 */
export function withApiInputErrors(server: McpServer): McpServer {
  const sdk = server as unknown as SdkInternals;
  const original = sdk.validateToolInput.bind(server);
  sdk.validateToolInput = async (tool, args, name) => {
    try {
      return await original(tool, args, name);
    } catch (err) {
      const parsed = tool.inputSchema?.safeParse(args ?? {});
      const issues = parsed && !parsed.success ? parsed.error.issues : [];
      const detail = issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ') || (err as Error).message;
      const code = name === 'generate_pdf' && issues.some((i) => i.path[0] === 'documentId') ? 'invalid_document_id' : 'VALIDATION_ERROR';
      const { body } = toEnvelope(new AppError(code, { params: { detail } }), 'en');
      throw new Error(`${body.error}: ${body.message}`);
    }
  };
  return server;
}
