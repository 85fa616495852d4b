import { ProviderError } from './types.js';

/** What both SDKs' errors carry that matters here (they share this shape). */
interface SdkErrorLike {
  status?: number;
  headers?: Headers | Record<string, string> | null;
}

const DEFAULT_RETRY_AFTER = 5;

function retryAfterOf(headers: SdkErrorLike['headers']): number | null {
  if (!headers) return null;
  const raw = headers instanceof Headers ? headers.get('retry-after') : headers['retry-after'];
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.ceil(seconds), 3600);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.min(Math.max(Math.ceil((date - Date.now()) / 1000), 1), 3600);
}

/**
 * Any error out of an SDK call, as a ProviderError. The SDK error itself is dropped on purpose
 * (its message may quote the provider's body, which may echo the request).
 */
export function toProviderError(err: unknown, timedOut: boolean): ProviderError {
  if (err instanceof ProviderError) return err;
  if (timedOut) return new ProviderError('timeout', DEFAULT_RETRY_AFTER);
  const e = (err ?? {}) as SdkErrorLike & { name?: string };
  const status = typeof e.status === 'number' ? e.status : null;
  const retryAfter = retryAfterOf(e.headers) ?? DEFAULT_RETRY_AFTER;
  if (status === 429) return new ProviderError('rate_limited', retryAfter, status);
  if (status !== null && status >= 500) return new ProviderError('server', retryAfter, status);
  if (status !== null) return new ProviderError('refused', retryAfter, status);
  if (e.name === 'APIConnectionTimeoutError') return new ProviderError('timeout', DEFAULT_RETRY_AFTER);
  return new ProviderError('network', DEFAULT_RETRY_AFTER);
}

/**
 * Runs one provider call under a hard deadline covering the whole stream (the SDKs' own
 * timeouts stop at the response headers, a stalled stream would hang forever).
 */
export async function withDeadline<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  try {
    return await run(controller.signal);
  } catch (err) {
    throw toProviderError(err, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
