import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { Usage } from '../modules/credits/schema.js';
import { DocumentId, DocumentList, DocumentPayload, ListDocumentsQuery } from '../modules/documents/schema.js';
import { DeleteFileBody, GenerateBody, GenerateOptions, GenerateResult } from '../modules/generation/schema.js';
import { ApiFailure, type QuireApi } from './api.js';

/** get_document takes what list_documents shows: the uuid (which generate_pdf uses) or the numeric id. */
const GetDocumentInput = z.object({
  id: z.union([DocumentPayload.shape.uuid, DocumentId]).meta({ description: "The document's uuid or its numeric id, as listed by list_documents" }),
});
/** generate_pdf: the REST body, plus the Idempotency-Key REST takes as a header. */
const GeneratePdfInput = GenerateBody.extend({
  // The tool answers a URL (its contract): a PDF answered inline or uploaded elsewhere is REST's (issue 41).
  options: GenerateOptions.omit({ delivery: true, uploadUrl: true }).optional().meta({ description: GenerateBody.shape.options.description }),
  idempotencyKey: z.string().optional().meta({
    description:
      'Optional, 1-255 printable ASCII characters. Retrying with the same key and arguments within 24 hours returns the first result without rendering or debiting again.',
  }),
});

/**
 * The five Quire tools. Inputs are the REST routes' own zod schemas; results are the REST
 * payloads, as structured content and as JSON text. Any failure is a tool error whose text
 * starts with the REST error code (`NOT_FOUND: ...`, `quota_exceeded: ...`), so an agent can
 * branch on it the way an API client does.
 */
export function registerQuireTools(server: McpServer, api: QuireApi): void {
  server.registerTool(
    'generate_pdf',
    {
      title: 'Generate a PDF',
      description:
        'Renders a Quire document with the given variables to a PDF and returns its public, permanent URL. ' +
        'Costs one generation credit (refunded if rendering or storage fails). Use get_document first: its ' +
        '`variables` are sample values whose shape this call expects. documentId is the uuid, never the numeric id. ' +
        "Variables that break the document's `variablesSchema` are refused with VARIABLES_INVALID naming each problem, nothing charged. " +
        'When the variables lack a path the template reads, the PDF is still made and the result lists it in `warnings` (`{ code: "MISSING_VARIABLE", path }`): check them. ' +
        'With `einvoice` (Factur-X or XRechnung) the invoice is validated first (422 EINVOICE_INVALID names the broken rules, nothing charged) and the answer carries `einvoice.xmlUrl`.',
      inputSchema: GeneratePdfInput,
      outputSchema: GenerateResult,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    ({ idempotencyKey, ...input }) =>
      attempt(async () => {
        const { value, replayed } = await api.generate(input, { idempotencyKey });
        return {
          content: [{ type: 'text', text: JSON.stringify(value) }],
          structuredContent: value,
          ...(replayed ? { _meta: { idempotentReplayed: true } } : {}),
        };
      }),
  );

  server.registerTool(
    'list_documents',
    {
      title: 'List documents',
      description:
        'Lists the non-archived documents (templates) of the account, most recently updated first. ' +
        'folderId filters by folder; "root" lists documents in no folder; kind "partial" lists the shared partials ' +
        '(building blocks included with {{> name}}, never rendered alone), kind "document" the renderable documents.',
      inputSchema: ListDocumentsQuery,
      outputSchema: DocumentList,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => run(() => api.listDocuments(input)),
  );

  server.registerTool(
    'get_document',
    {
      title: 'Get a document',
      description:
        'Returns one document: its Handlebars body, page settings, fonts and `variables`, the sample values ' +
        'that show the shape of the variables object generate_pdf expects; `variablesSchema`, when not null, is the JSON Schema ' +
        'those variables must match (its `required` fields must be given), and `samples` more named examples.',
      inputSchema: GetDocumentInput,
      outputSchema: DocumentPayload,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) => run(() => api.getDocument(id)),
  );

  server.registerTool(
    'get_usage',
    {
      title: 'Get credit usage',
      description: 'Returns the generation and AI credit counters (used, included, topUp, remaining) of the current period.',
      outputSchema: Usage,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => run(() => api.usage()),
  );

  server.registerTool(
    'delete_generated_file',
    {
      title: 'Delete a generated PDF',
      description:
        'Deletes a PDF made by generate_pdf, by its URL (or bare storage path): the URL then answers 404. ' +
        'Costs no credit; the document itself is untouched.',
      inputSchema: DeleteFileBody,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
    },
    ({ path }) =>
      attempt(async () => {
        await api.deleteFile({ path });
        return { content: [{ type: 'text', text: `Deleted ${path}; that URL now answers 404.` }] };
      }),
  );
}

/** The payload as structured content, and as JSON text for clients that read text only. */
const run = (fn: () => Promise<object>) =>
  attempt(async () => {
    const payload = await fn();
    return { content: [{ type: 'text', text: JSON.stringify(payload) }], structuredContent: payload as Record<string, unknown> };
  });

async function attempt(fn: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await fn();
  } catch (err) {
    const failure = err instanceof ApiFailure ? err : new ApiFailure('INTERNAL_ERROR', 'An unexpected error occurred. It is safe to retry once.');
    const extra = Object.entries(failure.extra)
      .map(([k, v]) => ` (${k}: ${v})`)
      .join('');
    return { content: [{ type: 'text', text: `${failure.code}: ${failure.message}${extra}` }], isError: true };
  }
}
