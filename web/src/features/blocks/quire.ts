/**
 * The building blocks' calls (starters, partials, key kinds), through the generated
 * @quire/client with the dashboard's cookies: an API change breaks this build, not a screen.
 */
import { createQuireClient } from '@quire/client';

export const quire = createQuireClient({ baseUrl: window.location.origin, credentials: 'same-origin' });

export type KeyKind = 'live' | 'test';

async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const message = (error as { message?: string } | undefined)?.message ?? `HTTP ${response.status}`;
    throw new Error(message);
  }
  return data as T;
}

export const listStarters = () => ok(quire.raw.GET('/v1/starters')).then((r) => r.starters);

/** A blank document, or one from a starter; `kind: 'partial'` makes a shared building block. */
export const createDocument = (body: { name: string; starter?: string; kind?: 'document' | 'partial'; folderId?: number | null }) =>
  ok(quire.raw.POST('/v1/documents', { body }));

export const createApiKey = (name: string, kind: KeyKind) => ok(quire.raw.POST('/v1/api-keys', { body: { name, kind } }));

/** The account's partials (names for `{{>` completion). */
export const listPartials = () => ok(quire.raw.GET('/v1/documents', { params: { query: { kind: 'partial' } } })).then((r) => r.documents);
