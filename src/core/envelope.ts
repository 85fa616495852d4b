import { AppError, ERRORS, isAppError, statusOf } from './errors.js';
import { message, type Locale } from './i18n/index.js';
import { ruleDetail } from './i18n/rules.js';
import { problemDetail } from './i18n/template-problems.js';

/**
 * The spec's error body: the code, a localized message, and extra fields (`type` and
 * `renewsAt` for quotas, `templateError` for template errors).
 */
export interface ErrorEnvelope {
  error: string;
  message: string;
  [extra: string]: unknown;
}

export interface ErrorAnswer {
  /** What was thrown, as an AppError (anything else becomes INTERNAL_ERROR, with it as cause). */
  error: AppError;
  status: number;
  body: ErrorEnvelope;
  /** Seconds, for Retry-After. */
  retryAfter?: number;
  /** The older POST /generate's status and `{ error }` code. */
  legacy: readonly [number, string];
  /** The detail of a validation rule or a failure, in the locale, when there is one. */
  detail?: string;
}

/**
 * The one place an error becomes the `{ error, message }` envelope in a language: the HTTP
 * error handler, the MCP tools and the CLI all answer through it.
 */
export function toEnvelope(thrown: unknown, locale: Locale, requestId?: string): ErrorAnswer {
  const error = isAppError(thrown) ? thrown : new AppError('INTERNAL_ERROR', {}, { cause: thrown });
  const params: Record<string, string | number> = { ...(requestId ? { requestId } : {}), ...error.details.params };
  // Domain code names a field and a rule rather than writing English: rendered here, localized.
  // A template problem raised with a key is worded here too; its English `detail` is the fallback.
  const detail = ruleDetail(locale, params) ?? problemDetail(locale, params) ?? (typeof params.detail === 'string' ? params.detail : undefined);
  const text = message(locale, error.code, detail ? { ...params, detail } : params, error.details.variant);
  return {
    error,
    status: statusOf(error.code),
    body: { error: error.code, ...error.details.extra, message: text },
    retryAfter: error.details.retryAfter,
    legacy: ERRORS[error.code].legacy,
    detail,
  };
}
