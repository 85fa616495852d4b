import type { paths } from '@quire/client';
import { ok, quire } from '../../quire';

type Ok<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

export type Batch = Ok<'/v1/batches/{id}', 'get', 200>;
export type WebhookEndpoint = Ok<'/v1/webhooks', 'get', 200>['endpoints'][number];
export type BatchOutput = Batch['output'];

export const batchesApi = {
  list: () => ok(quire.raw.GET('/v1/batches', { params: { query: { limit: 20 } } })),
  documents: () => ok(quire.raw.GET('/v1/documents', { params: { query: {} } })),
  items: (id: string) => ok(quire.raw.GET('/v1/batches/{id}/items', { params: { path: { id }, query: { limit: 100 } } })),
  failedItems: (id: string) => ok(quire.raw.GET('/v1/batches/{id}/items', { params: { path: { id }, query: { status: 'failed', limit: 100 } } })),
  /** Done items, to read their render warnings (issue 39: MISSING_VARIABLE). */
  doneItems: (id: string) => ok(quire.raw.GET('/v1/batches/{id}/items', { params: { path: { id }, query: { status: 'done', limit: 1000 } } })),
  cancel: (id: string) => ok(quire.raw.DELETE('/v1/batches/{id}', { params: { path: { id } } })),
  /** A CSV upload: multipart/form-data on the same route as JSON batches. */
  startFromCsv: (input: { documentId: string; output: BatchOutput; file: File }) => {
    const form = new FormData();
    form.set('documentId', input.documentId);
    form.set('output', input.output);
    form.set('file', input.file);
    return ok(quire.raw.POST('/v1/batches', { body: form as never, bodySerializer: (b: unknown) => b as FormData }));
  },
  endpoints: () => ok(quire.raw.GET('/v1/webhooks')),
  addEndpoint: (url: string, events: ('batch.completed' | 'batch.failed' | 'generation.completed')[]) =>
    ok(quire.raw.POST('/v1/webhooks', { body: { url, events } })),
  removeEndpoint: (id: string) => ok(quire.raw.DELETE('/v1/webhooks/{id}', { params: { path: { id } } })),
  deliveries: (id: string) => ok(quire.raw.GET('/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: { limit: 10 } } })),
};
