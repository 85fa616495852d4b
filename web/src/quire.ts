/**
 * The dashboard's one way to the API: @quire/client (types generated from the OpenAPI document,
 * its QuireError, the spec's retries) over the session's fetch (cookies, refresh after a 401).
 */
import { createQuireClient, QuireError, type paths } from '@quire/client';
import { sessionFetch } from './session';

export { QuireError };

export const quire = createQuireClient({ baseUrl: window.location.origin, credentials: 'same-origin', fetch: sessionFetch });
/** Every path of the API, typed (openapi-fetch). */
export const api = quire.raw;

/** The payload of a 2xx, or the answer's `{ error, message }` as a QuireError. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const b = (error && typeof error === 'object' ? error : {}) as { error?: unknown; message?: unknown; type?: unknown };
  const retry = Number(response.headers.get('retry-after'));
  throw new QuireError({
    error: typeof b.error === 'string' ? b.error : `HTTP_${response.status}`,
    message: typeof b.message === 'string' ? b.message : `Quire answered ${response.status} ${response.statusText}`,
    status: response.status,
    type: typeof b.type === 'string' ? b.type : undefined,
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined,
    body: error,
  });
}

export const idParam = (id: number) => ({ params: { path: { id } } });

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON answered by a path's method with a status: the generated types, nothing hand-written. */
export type Answer<P extends keyof paths, M extends keyof paths[P], S extends number = 200> = paths[P][M] extends { responses: infer R }
  ? S extends keyof R
    ? JsonOf<R[S]>
    : never
  : never;
/** The JSON body a path's method takes. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;
