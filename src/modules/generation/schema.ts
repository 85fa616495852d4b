import { z } from 'zod';
import { EXAMPLE_UUID, Variables } from '../documents/schema.js';

const EXAMPLE_PATH = `client/1/generated/${EXAMPLE_UUID}/1763760000000.pdf`;

/** Shared by POST /v1/generate, DELETE /v1/generations/file and the MCP tools that wrap them. */
export const GenerateBody = z.object({
  documentId: z.uuid().meta({ description: "The document's uuid (never its numeric id)" }),
  variables: Variables.optional().meta({ description: "Handlebars context; its shape mirrors the document's sample variables" }),
}).meta({ examples: [{ documentId: EXAMPLE_UUID, variables: { customer: { name: 'Ada Lovelace' }, total: 1250 } }] });
export const GenerateResult = z.object({ url: z.url(), documentId: z.uuid() })
  .meta({ examples: [{ url: `https://pdf.example.com/${EXAMPLE_PATH}`, documentId: EXAMPLE_UUID }] });
export const DeleteFileBody = z.object({
  path: z.string().min(1).meta({ description: 'The url returned by generation, or the bare storage path' }),
}).meta({ examples: [{ path: `https://pdf.example.com/${EXAMPLE_PATH}` }, { path: EXAMPLE_PATH }] });
