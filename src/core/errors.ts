/**
 * The one error table. Domain code throws `AppError(code)`; only the HTTP layer turns a code
 * into a status. `legacy` is what the older POST /generate answers instead: its clients know
 * only `{ error }` with these lower-case codes (403 for a bad key or template, as they expect).
 * Messages are localized from `src/core/i18n/*` by code.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, legacy: [400, 'invalid_request'] },
  invalid_document_id: { status: 400, legacy: [403, 'template_not_found'] },
  UNAUTHORIZED: { status: 401, legacy: [403, 'invalid_api_key'] },
  quota_exceeded: { status: 402, legacy: [402, 'quota_exceeded'] },
  FORBIDDEN: { status: 403, legacy: [403, 'invalid_api_key'] },
  NOT_FOUND: { status: 404, legacy: [403, 'template_not_found'] },
  PAYLOAD_TOO_LARGE: { status: 413, legacy: [413, 'payload_too_large'] },
  TEMPLATE_ERROR: { status: 422, legacy: [422, 'template_error'] },
  RENDER_LIMIT_EXCEEDED: { status: 422, legacy: [422, 'render_limit_exceeded'] },
  PARTIAL_NOT_RENDERABLE: { status: 422, legacy: [403, 'template_not_found'] },
  /** A diff's `sample` names none of the document's samples (issue 39). */
  SAMPLE_NOT_FOUND: { status: 404, legacy: [400, 'invalid_request'] },
  RATE_LIMIT_EXCEEDED: { status: 429, legacy: [429, 'rate_limit_exceeded'] },
  INTERNAL_ERROR: { status: 500, legacy: [500, 'internal_error'] },
  SERVICE_UNAVAILABLE: { status: 503, legacy: [503, 'render_unavailable'] },
  storage_unavailable: { status: 503, legacy: [503, 'storage_unavailable'] },
  RENDER_QUEUE_FULL: { status: 503, legacy: [503, 'render_unavailable'] },
  IDEMPOTENCY_KEY_REUSED: { status: 422, legacy: [422, 'idempotency_key_reused'] },
  IDEMPOTENCY_KEY_IN_USE: { status: 409, legacy: [409, 'idempotency_key_in_use'] },
  FILE_NOT_DELETED: { status: 503, legacy: [503, 'storage_unavailable'] },
  HEADERS_TOO_LARGE: { status: 431, legacy: [431, 'invalid_request'] },
  REQUEST_TIMEOUT: { status: 408, legacy: [408, 'invalid_request'] },
  /** An import's assets clash by name with the account's (issue #19). */
  CONFLICT: { status: 409, legacy: [409, 'conflict'] },
  /** The e-invoice of a generation breaks a fatal EN 16931 / XRechnung rule or its schema (issue 37). */
  EINVOICE_INVALID: { status: 422, legacy: [422, 'einvoice_invalid'] },
  /** The variables break the document's `variablesSchema` (issue 39): refused before any debit. */
  VARIABLES_INVALID: { status: 422, legacy: [422, 'variables_invalid'] },
} as const satisfies Record<string, { status: number; legacy: readonly [number, string] }>;

export type ErrorCode = keyof typeof ERRORS;

export const statusOf = (code: ErrorCode): number => ERRORS[code].status;

/**
 * A more precise message for one cause of a code (same code and status for clients that
 * branch on it): `FORBIDDEN.origin`, a cookie write without the dashboard's Origin;
 * `quota_exceeded.renews`, a grant that renews on `{renewsOn}`; `SERVICE_UNAVAILABLE.assistant_off`,
 * no AI provider configured; `SERVICE_UNAVAILABLE.assistant_provider`, the AI provider failed.
 */
export type MessageVariant =
  | 'FORBIDDEN.origin'
  | 'FORBIDDEN.role'
  | 'FORBIDDEN.last_owner'
  | 'FORBIDDEN.sso_domain'
  | 'FORBIDDEN.sso_unverified'
  | 'FORBIDDEN.sso_link'
  | 'FORBIDDEN.sso_lookalike'
  | 'RATE_LIMIT_EXCEEDED.invitations'
  | 'RATE_LIMIT_EXCEEDED.previews'
  | 'FORBIDDEN.password_off'
  | 'UNAUTHORIZED.sso'
  | 'UNAUTHORIZED.invitation'
  | 'quota_exceeded.renews'
  | 'quota_exceeded.batch'
  | 'SERVICE_UNAVAILABLE.assistant_off'
  | 'SERVICE_UNAVAILABLE.assistant_provider'
  | 'SERVICE_UNAVAILABLE.upload'
  | 'SERVICE_UNAVAILABLE.einvoice_rules'
  | 'SERVICE_UNAVAILABLE.secrets_key'
  | 'SERVICE_UNAVAILABLE.secrets_key_unknown'
  | 'SERVICE_UNAVAILABLE.timestamp';

/** Extra values that message templates may interpolate, and fields that join the envelope. */
export interface ErrorDetails {
  /** The message to use instead of the code's own (see MessageVariant). */
  variant?: MessageVariant;
  /** Interpolated into the localized message, e.g. `{detail}`. */
  params?: Record<string, string | number>;
  /** Extra top-level fields of the envelope, e.g. `type` for quota_exceeded (plain JSON data). */
  extra?: Record<string, unknown>;
  /** Seconds, sent as Retry-After. */
  retryAfter?: number;
  /** Extra response headers, e.g. `Idempotent-Replayed` on a replayed error. */
  headers?: Record<string, string>;
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

/** A setting or an argument that makes the start impossible; its message names the fix. */
export class ConfigError extends Error {}
