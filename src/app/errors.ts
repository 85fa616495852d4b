/**
 * The one error table. Domain code throws `AppError(code)`; only the HTTP layer turns a code
 * into a status (see `statusOf`). Messages are localized from `src/app/i18n/*` by code.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  invalid_document_id: 400,
  UNAUTHORIZED: 401,
  quota_exceeded: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  TEMPLATE_ERROR: 422,
  RENDER_LIMIT_EXCEEDED: 422,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  storage_unavailable: 503,
  RENDER_QUEUE_FULL: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Extra values that message templates may interpolate, and fields that join the envelope. */
export interface ErrorDetails {
  /** Interpolated into the localized message, e.g. `{field}`. */
  params?: Record<string, string | number>;
  /** Extra top-level fields of the envelope, e.g. `type` for quota_exceeded. */
  extra?: Record<string, string>;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
    this.name = 'AppError';
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
