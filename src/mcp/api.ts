import type { z } from 'zod';
import type { Usage } from '../modules/credits/schema.js';
import type { DocumentList, DocumentPayload, ListDocumentsQuery } from '../modules/documents/schema.js';
import type { DeleteFileBody, GenerateBody, GenerateResult } from '../modules/generation/schema.js';

/** A document named by its public uuid or its numeric id: agents see both in list_documents. */
export type DocumentRef = number | string;

/**
 * What the MCP tools need from Quire. Two implementations: in-process (the /mcp route, calling
 * the verbs) and over HTTP (`quire mcp` on stdio, calling the REST API with a token).
 */
export interface QuireApi {
  /** With an idempotency key, a retry replays the first outcome (`replayed: true`). */
  generate(input: z.infer<typeof GenerateBody>, opts?: { idempotencyKey?: string }): Promise<{ value: z.infer<typeof GenerateResult>; replayed: boolean }>;
  listDocuments(query: z.infer<typeof ListDocumentsQuery>): Promise<z.infer<typeof DocumentList>>;
  getDocument(ref: DocumentRef): Promise<z.infer<typeof DocumentPayload>>;
  usage(): Promise<z.infer<typeof Usage>>;
  deleteFile(input: z.infer<typeof DeleteFileBody>): Promise<void>;
}

/** A failure as the REST API would answer it: the envelope's code and message (plus `type` for quotas). */
export class ApiFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
