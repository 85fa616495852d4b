import { QuireError, retryAfterOf } from './errors.js';

/** The spec's retry rules: 500 once; 503 and 429 with exponential backoff honouring Retry-After. */
export interface RetryOptions {
  /** Retries of a 429 or 503 answer (default 4); 0 turns them off. */
  maxRetries?: number;
  /** Retries of a 500 answer: the spec says once (default 1). */
  retriesOn500?: number;
  /** First backoff delay in ms (default 500), doubled per retry, with up to 20% jitter. */
  baseDelayMs?: number;
  /** Longest wait in ms (default 30 000). A Retry-After beyond it is not waited for: the error is thrown. */
  maxDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fetch that retries by the rules above. Each attempt sends a clone of the request, so a body
 * can be sent again; an answer that will be retried is drained first.
 */
export function retryingFetch(base: (request: Request) => Promise<Response>, options: RetryOptions = {}) {
  const maxRetries = options.maxRetries ?? 4;
  const retriesOn500 = options.retriesOn500 ?? 1;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;

  return async function fetchWithRetries(request: Request): Promise<Response> {
    let on500 = 0;
    let backoffs = 0;
    for (;;) {
      let response: Response;
      try {
        response = await base(request.clone());
      } catch (cause) {
        throw new QuireError({ error: 'NETWORK_ERROR', message: `Quire could not be reached at ${new URL(request.url).origin}`, status: 0, cause });
      }
      if (response.status === 500 && on500 < retriesOn500) {
        on500++;
        await response.body?.cancel();
        continue;
      }
      if ((response.status === 429 || response.status === 503) && backoffs < maxRetries) {
        const backoff = Math.min(maxDelay, baseDelay * 2 ** backoffs) * (1 + Math.random() * 0.2);
        const asked = (retryAfterOf(response.headers) ?? 0) * 1000;
        if (asked <= maxDelay) {
          backoffs++;
          await response.body?.cancel();
          await sleep(Math.max(backoff, asked));
          continue;
        }
      }
      return response;
    }
  };
}
