import createClient from 'openapi-fetch';
import { errorOf } from './errors.js';
import { retryingFetch, type RetryOptions } from './retry.js';
import type { components, paths } from './schema.js';

type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type Ok<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

/** The API's named schemas (`components.schemas` of its OpenAPI document). */
type Schema<N extends keyof components['schemas']> = components['schemas'][N];
export type Document = Schema<'Document'>;
export type CreatedDocument = Schema<'CreatedDocument'>;
export type DocumentListItem = Schema<'DocumentListItem'>;
export type DocumentPatch = Schema<'DocumentPatch'>;
export type Folder = Schema<'Folder'>;
export type FolderListItem = Ok<'/v1/folders', 'get', 200>['folders'][number];
export type GenerateInput = Schema<'GenerateRequest'>;
export type Generated = Schema<'Generated'>;
export type Me = Schema<'Me'>;
export type Usage = Schema<'Usage'>;
export type UsageCounter = Schema<'UsageCounter'>;
export type Font = Schema<'Font'>;
export type Asset = Schema<'Asset'>;
export type GeneratedFile = Schema<'GeneratedFile'>;
export type AuditCall = Schema<'AuditCall'>;
/** The error envelope `{ error, message }` (plus `type` on quota_exceeded) every error answers. */
export type ErrorEnvelope = Schema<'Error'>;
export type DocumentBundle = Ok<'/v1/documents/{id}/export', 'get', 200>;
export type VersionList = Ok<'/v1/documents/{id}/versions', 'get', 200>;
export type Version = Ok<'/v1/documents/{id}/versions/{n}', 'get', 200>;

export interface QuireClientOptions {
  /** Quire's base URL, e.g. https://pdf.example.com */
  baseUrl: string;
  /** An API token (tk_live_...), sent as x-api-token. Leave it out in the dashboard, which signs in with cookies. */
  token?: string;
  /** Extra headers on every call (e.g. Accept-Language: de for German messages). */
  headers?: Record<string, string>;
  /** Passed to fetch: `include` sends the dashboard's cookies to another origin. */
  credentials?: RequestCredentials;
  /** The fetch to call (default: globalThis.fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries by the spec's rules; see RetryOptions. */
  retry?: RetryOptions;
}

/**
 * A client for the Quire API. Each method answers the payload of a 2xx response and throws a
 * QuireError (error, message, status, type, retryAfter) otherwise, after the spec's retries:
 * a 500 is retried once, a 429 or 503 with exponential backoff honouring Retry-After.
 * `raw` is the underlying openapi-fetch client, typed by every path of the API.
 */
export function createQuireClient(options: QuireClientOptions) {
  const base = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { ...(options.token ? { 'x-api-token': options.token } : {}), ...options.headers },
    credentials: options.credentials,
    fetch: retryingFetch(base, options.retry),
  });

  /** The payload of a 2xx, or the error of anything else. */
  async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    const { data, error, response } = await call;
    if (!response.ok) throw errorOf(response, error);
    return data as T;
  }
  const id = (value: number) => ({ params: { path: { id: value } } });

  return {
    raw,

    documents: {
      list: (query: { folderId?: number | 'root'; kind?: 'document' | 'partial' } = {}) =>
        ok(raw.GET('/v1/documents', { params: { query } })).then((r) => r.documents),
      create: (body: Json<'/v1/documents', 'post'>) => ok(raw.POST('/v1/documents', { body })),
      get: (docId: number) => ok(raw.GET('/v1/documents/{id}', id(docId))),
      update: (docId: number, body: DocumentPatch) => ok(raw.PATCH('/v1/documents/{id}', { ...id(docId), body })),
      delete: (docId: number) => ok(raw.DELETE('/v1/documents/{id}', id(docId))).then(() => undefined),
      /** The draft becomes the next published version (publishing: manual). */
      publish: (docId: number, note?: string) => ok(raw.POST('/v1/documents/{id}/publish', { ...id(docId), body: note === undefined ? {} : { note } })),
      duplicate: (docId: number, name?: string) => ok(raw.POST('/v1/documents/{id}/duplicate', { ...id(docId), body: name === undefined ? {} : { name } })),
      /** A JSON bundle for `import` on another Quire: the published version and the assets it names. */
      export: (docId: number) => ok(raw.GET('/v1/documents/{id}/export', id(docId))),
      import: (bundle: DocumentBundle, assets?: 'rename' | 'replace') =>
        ok(raw.POST('/v1/documents/import', { params: { query: assets ? { assets } : {} }, body: bundle })),
    },

    /** A document's history: published versions, newest first; restore copies one into the draft. */
    versions: {
      list: (docId: number, query: { limit?: number; before?: string } = {}) =>
        ok(raw.GET('/v1/documents/{id}/versions', { params: { path: { id: docId }, query } })),
      get: (docId: number, n: number) => ok(raw.GET('/v1/documents/{id}/versions/{n}', { params: { path: { id: docId, n } } })),
      restore: (docId: number, n: number, note?: string) =>
        ok(raw.POST('/v1/documents/{id}/versions/{n}/restore', { params: { path: { id: docId, n } }, body: note === undefined ? {} : { note } })),
    },

    folders: {
      list: () => ok(raw.GET('/v1/folders')).then((r) => r.folders),
      create: (body: Json<'/v1/folders', 'post'>) => ok(raw.POST('/v1/folders', { body })),
      update: (folderId: number, body: Json<'/v1/folders/{id}', 'patch'>) => ok(raw.PATCH('/v1/folders/{id}', { ...id(folderId), body })),
      delete: (folderId: number) => ok(raw.DELETE('/v1/folders/{id}', id(folderId))).then(() => undefined),
    },

    /** Renders a document to a PDF at a permanent URL; costs one generation credit. */
    generate: (body: GenerateInput) => ok(raw.POST('/v1/generate', { body })),

    files: {
      /** Deletes a generated PDF by the URL generate answered (or its bare storage path). */
      delete: (urlOrPath: string) => ok(raw.DELETE('/v1/generations/file', { body: { path: urlOrPath } })).then(() => undefined),
    },

    /** The account and its credit counters. */
    me: () => ok(raw.GET('/v1/me')),
    fonts: () => ok(raw.GET('/v1/fonts')).then((r) => r.fonts),
    helpers: () => ok(raw.GET('/v1/helpers')).then((r) => r.helpers),
  };
}

export type QuireClient = ReturnType<typeof createQuireClient>;
