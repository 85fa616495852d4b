import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toEnvelope } from '../core/envelope.js';
import { AppError, isAppError } from '../core/errors.js';
import { pickLocale } from '../core/i18n/index.js';
import { describeIssues } from '../core/validation-detail.js';
import { connectionLostAs503 } from '../db/errors.js';

/** Gets first look at an unmatched request (the dashboard's pages); true when it answered. */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** Turns any thrown thing into the spec's envelope `{ error, message }`. */
export function installErrorHandler(app: FastifyInstance, bodyLimit: number, notFound?: NotFoundFallback): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const appError = toAppError(err, request, bodyLimit);
    if (appError.code === 'INTERNAL_ERROR') request.log.error({ err }, 'unexpected error');
    sendError(request, reply, appError);
  });

  app.setNotFoundHandler((request, reply) => {
    if (notFound?.(request, reply)) return;
    sendError(request, reply, new AppError('NOT_FOUND'));
  });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, e: AppError) {
  const answer = toEnvelope(e, pickLocale(request.headers['accept-language']), request.id);
  if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
  for (const [name, value] of Object.entries(answer.error.details.headers ?? {})) reply.header(name, value);
  if (request.legacy) return reply.status(answer.legacy[0]).send({ error: answer.legacy[1] });
  return reply.status(answer.status).send(answer.body);
}

const VALIDATED_PART = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

function toAppError(err: FastifyError, request: FastifyRequest, bodyLimit: number): AppError {
  if (isAppError(err)) return err;
  const locale = pickLocale(request.headers['accept-language']);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const part = err.validationContext ? VALIDATED_PART[err.validationContext as keyof typeof VALIDATED_PART] : undefined;
    const source = part ? request[part] : undefined;
    return new AppError('VALIDATION_ERROR', { params: { detail: describeIssues(err.validation, locale, source) } });
  }
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', { params: { limit: bodyLimit } });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'invalid_json' } });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('VALIDATION_ERROR', { params: { field: 'Content-Type', rule: 'content_type', received: request.headers['content-type'] || 'none' } });
  }
  if (err instanceof SyntaxError && err.statusCode === 400) {
    return new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'invalid_json' } });
  }
  const lost = connectionLostAs503(err);
  if (isAppError(lost)) return lost;
  if (err.statusCode === 429) return new AppError('RATE_LIMIT_EXCEEDED', { retryAfter: 60, params: { retryAfter: 60 } });
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return new AppError('VALIDATION_ERROR', { params: { detail: err.message } });
  }
  return new AppError('INTERNAL_ERROR', {}, { cause: err });
}
