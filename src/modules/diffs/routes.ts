import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { DocumentId } from '../documents/schema.js';
import { DiffBody, DiffPayload } from './schema.js';
import type { DiffVerb } from './service.js';

/** POST /v1/documents/{id}/diff: what a change does to the rendered pages, before it is published. */
export const diffRoutes: FastifyPluginAsyncZod<{ diff: DiffVerb }> = async (app, { diff }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['versions'] });

  route.post('/v1/documents/:id/diff', 'Compare two renderings of a document', {
    description:
      'Renders the document at `from` and at `to` (each a version number, "published" or "draft") with the variables of the sample named `sample` ' +
      "(absent: the document's default sample `variables`) and compares them page by page: for each page of the longer rendering, " +
      'the share of its pixels that changed and a PNG of the new page with the changed pixels in red (kept for a day); ' +
      "and a unified diff of the pages' text. Renders like a draft preview: no credit, nothing in the files, counted against the " +
      "workspace's preview budget (a diff waits up to 30 s for one of the PREVIEW_ACCOUNT_CONCURRENCY places; PREVIEW_ACCOUNT_PAGES_PER_MINUTE and " +
      'PREVIEW_ACCOUNT_BYTES_PER_MINUTE: 429 RATE_LIMIT_EXCEEDED with Retry-After). A version number the document does not have is 404 NOT_FOUND; a sample name it does not have, 404 SAMPLE_NOT_FOUND.',
    params: z.object({ id: DocumentId }),
    body: DiffBody,
    response: {
      200: DiffPayload,
      ...errorResponses(
        ...AUTHED,
        ...WITH_BODY,
        'FORBIDDEN',
        'NOT_FOUND',
        'SAMPLE_NOT_FOUND',
        'PARTIAL_NOT_RENDERABLE',
        'TEMPLATE_ERROR',
        'RENDER_LIMIT_EXCEEDED',
        'RENDER_QUEUE_FULL',
        'SERVICE_UNAVAILABLE',
      ),
    },
    handler: async (req) => diff(req.ctx!, req.params.id, req.body),
  });
};
