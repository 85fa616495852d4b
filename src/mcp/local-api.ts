import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../core/context.js';
import { toEnvelope } from '../core/envelope.js';
import type { Locale } from '../core/i18n/index.js';
import type { CreditsService } from '../modules/credits/service.js';
import type { DocumentsService } from '../modules/documents/service.js';
import type { DeleteFileVerb } from '../modules/generation/delete-file.js';
import type { GenerateOnceVerb } from '../modules/generation/generate-once.js';
import { connectionLostAs503 } from '../db/errors.js';
import { ApiFailure, type QuireApi } from './api.js';

/** The verbs the in-process tools call: a narrow view of what the app builds. */
export interface LocalVerbs {
  generateOnce: GenerateOnceVerb;
  deleteGeneratedFile: DeleteFileVerb;
  documents: Pick<DocumentsService, 'list' | 'get' | 'byUuid'>;
  credits: Pick<CreditsService, 'usage'>;
}

export interface CallOptions {
  locale: Locale;
  log: FastifyBaseLogger;
  /** The Idempotency-Key header of the /mcp request, used when the tool call has no idempotencyKey. */
  idempotencyKey?: string;
}

/** Builds the API of one MCP call from the caller's ctx; the /mcp route takes one of these. */
export type QuireApiFactory = (ctx: Ctx, opts: CallOptions) => QuireApi;

/**
 * The tools served at /mcp call the verbs directly, as the REST routes do, with the caller's
 * ctx (actor `mcp`): same credit debit, same scoping, same error codes.
 */
export function localApi(verbs: LocalVerbs, ctx: Ctx, opts: CallOptions): QuireApi {
  const call = <T>(fn: () => Promise<T>): Promise<T> =>
    fn().catch((err: unknown) => {
      throw toFailure(err, ctx, opts);
    });

  return {
    generate: (input, o) => call(() => verbs.generateOnce(ctx, input, o?.idempotencyKey ?? opts.idempotencyKey)),
    listDocuments: (query) => call(async () => ({ documents: await verbs.documents.list(ctx, query.folderId, false, query.kind) })),
    getDocument: (ref) =>
      call(async () =>
        typeof ref === 'number' ? verbs.documents.get(ctx, ref) : verbs.documents.get(ctx, (await verbs.documents.byUuid(ctx, ref.toLowerCase())).id),
      ),
    usage: () => call(() => verbs.credits.usage(ctx)),
    deleteFile: (input) => call(() => verbs.deleteGeneratedFile(ctx, input)),
  };
}

export const localApiFactory =
  (verbs: LocalVerbs): QuireApiFactory =>
  (ctx, opts) =>
    localApi(verbs, ctx, opts);

/** The REST envelope's code and localized message, as the HTTP error handler answers it. */
function toFailure(err: unknown, ctx: Ctx, { locale, log }: CallOptions): ApiFailure {
  const { error, body } = toEnvelope(connectionLostAs503(err), locale, ctx.requestId);
  if (error.code === 'INTERNAL_ERROR') log.error({ err, requestId: ctx.requestId }, 'unexpected error in an MCP tool');
  const { error: code, message, ...extra } = body;
  // Tool texts carry the envelope's plain fields only (a template error's position is in its message).
  // VARIABLES_INVALID's problems (issue 39) travel as JSON text: the agent fixes every one at once.
  const plain = Object.fromEntries(
    Object.entries(extra)
      .map(([k, v]) => [k, k === 'problems' ? JSON.stringify(v) : v])
      .filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return new ApiFailure(code, message, plain);
}
