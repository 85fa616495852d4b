import type { FastifyBaseLogger } from 'fastify';
import type { Ctx } from '../core/context.js';
import { AppError, isAppError } from '../core/errors.js';
import { isConnectionLost } from '../db/errors.js';
import { message, type Locale } from '../core/i18n/index.js';
import { ruleDetail } from '../core/i18n/rules.js';
import type { Services } from '../app/services.js';
import { toPayload } from '../modules/documents/present.js';
import { ApiFailure, type QuireApi } from './api.js';

/**
 * The tools served at /mcp call the verbs directly, as the REST routes do, with the caller's
 * ctx (actor `mcp`): same credit debit, same scoping, same error codes.
 */
export function localApi(services: Services, ctx: Ctx, opts: { locale: Locale; log: FastifyBaseLogger; idempotencyKey?: string }): QuireApi {
  const call = <T>(fn: () => Promise<T>): Promise<T> =>
    fn().catch((err: unknown) => {
      throw toFailure(err, ctx, opts);
    });

  return {
    // The tool's argument, else the Idempotency-Key header of the /mcp request.
    generate: (input, o) => call(() => services.generateOnce(ctx, input, o?.idempotencyKey ?? opts.idempotencyKey)),
    listDocuments: (query) => call(async () => ({ documents: await services.documents.list(ctx, query.folderId) })),
    getDocument: (ref) => call(async () =>
      typeof ref === 'number' ? services.documents.get(ctx, ref) : toPayload(await services.documents.byUuid(ctx, ref.toLowerCase()))),
    usage: () => call(() => services.credits.usage(ctx.accountId)),
    deleteFile: (input) => call(() => services.deleteGeneratedFile(ctx, input)),
  };
}

/** The REST envelope's code and localized message, built the way the HTTP error handler builds it. */
function toFailure(err: unknown, ctx: Ctx, { locale, log }: { locale: Locale; log: FastifyBaseLogger }): ApiFailure {
  const e: AppError | null = isAppError(err) ? err : isConnectionLost(err) ? new AppError('SERVICE_UNAVAILABLE') : null;
  if (!e) log.error({ err, requestId: ctx.requestId }, 'unexpected error in an MCP tool');
  const code = e?.code ?? 'INTERNAL_ERROR';
  const params = { requestId: ctx.requestId, ...e?.details.params };
  const detail = ruleDetail(locale, params);
  return new ApiFailure(code, message(locale, code, detail ? { ...params, detail } : params), e?.details.extra);
}
