/**
 * The building blocks' calls (starters, partials, key kinds), through the dashboard's one
 * @quire/client (web/src/quire.ts): an API change breaks this build, not a screen.
 */
import { ok, quire } from '../../quire';

export type KeyKind = 'live' | 'test';

export const listStarters = () => ok(quire.raw.GET('/v1/starters')).then((r) => r.starters);

/** A blank document, or one from a starter; `kind: 'partial'` makes a shared building block. */
export const createDocument = (body: { name: string; starter?: string; kind?: 'document' | 'partial'; folderId?: number | null }) =>
  ok(quire.raw.POST('/v1/documents', { body }));

export const createApiKey = (name: string, kind: KeyKind, retention: { ttlSeconds: number } | null = null) =>
  ok(quire.raw.POST('/v1/api-keys', { body: { name, kind, ...(retention ? { retention } : {}) } }));

/** The account's partials (names for `{{>` completion). */
export const listPartials = () => ok(quire.raw.GET('/v1/documents', { params: { query: { kind: 'partial' } } })).then((r) => r.documents);
