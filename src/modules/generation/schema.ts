import { z } from 'zod';
import { Variables } from '../documents/schema.js';

/** Shared by POST /v1/generate, DELETE /v1/generations/file and the MCP tools that wrap them. */
export const GenerateBody = z.object({
  documentId: z.uuid().meta({ description: "The document's uuid (never its numeric id)" }),
  variables: Variables.optional().meta({ description: "Handlebars context; its shape mirrors the document's sample variables" }),
});
export const GenerateResult = z.object({ url: z.url(), documentId: z.uuid() });
export const DeleteFileBody = z.object({
  path: z.string().min(1).max(2048).meta({ description: 'The url returned by generation, or the bare storage path' }),
});
