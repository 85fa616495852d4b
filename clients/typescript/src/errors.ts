/** A failed call: the API's `{ error, message }` envelope, its status, and when to retry. */
export class QuireError extends Error {
  override readonly name = 'QuireError';
  /** The API's error code, e.g. NOT_FOUND, quota_exceeded, RATE_LIMIT_EXCEEDED; NETWORK_ERROR when no answer came. */
  readonly error: string;
  /** HTTP status; 0 when no answer came. */
  readonly status: number;
  /** Which credit ran out, on quota_exceeded ("generation" or "ai"). */
  readonly type?: string;
  /** Seconds to wait before retrying (the Retry-After header), on 429 and 503. */
  readonly retryAfter?: number;
  /** The whole error body as answered. */
  readonly body: unknown;

  constructor(init: { error: string; message: string; status: number; type?: string; retryAfter?: number; body?: unknown; cause?: unknown }) {
    super(init.message, { cause: init.cause });
    this.error = init.error;
    this.status = init.status;
    this.type = init.type;
    this.retryAfter = init.retryAfter;
    this.body = init.body;
  }
}

export const isQuireError = (e: unknown): e is QuireError => e instanceof QuireError;

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or undefined. */
export function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** Builds the error of a non-2xx answer from its (already parsed) body. */
export function errorOf(response: Response, body: unknown): QuireError {
  const b = (body && typeof body === 'object' ? body : {}) as { error?: unknown; message?: unknown; type?: unknown };
  return new QuireError({
    error: typeof b.error === 'string' ? b.error : `HTTP_${response.status}`,
    message: typeof b.message === 'string' ? b.message : `Quire answered ${response.status} ${response.statusText}`,
    status: response.status,
    type: typeof b.type === 'string' ? b.type : undefined,
    retryAfter: retryAfterOf(response.headers),
    body,
  });
}
