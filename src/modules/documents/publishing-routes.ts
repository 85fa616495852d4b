import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { PublishBody, RestoreBody, VersionNumber } from '../versions/schema.js';
import type { PublishingService } from './publishing.js';
import { DocumentId, DocumentPayload } from './schema.js';

export const publishingRoutes: FastifyPluginAsyncZod<{ publishing: PublishingService }> = async (app, { publishing }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['versions'] });

  route.post('/v1/documents/:id/publish', 'Publish the draft', {
    description:
      'Makes the draft the next published version, the one POST /v1/generate renders, with an optional note. ' +
      'A draft equal to the published version publishes nothing (the answer shows the same `publishedVersion`). ' +
      'With `publishing: "auto"` every change is already published.',
    params: z.object({ id: DocumentId }),
    body: PublishBody.nullish().meta({ examples: [{ note: 'New bank details in the footer' }, {}] }),
    response: { 200: DocumentPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'NOT_FOUND') },
    handler: async (req) => publishing.publish(req.ctx!, req.params.id, req.body ?? {}),
  });

  route.post('/v1/documents/:id/versions/:n/restore', 'Restore a version', {
    description:
      'Copies version n\'s snapshot into the draft. With `publishing: "auto"` that is published as a new version ' +
      "(history is appended, never rewritten; the new version's `restoredFrom` names n); with `manual` it waits for a publish.",
    params: z.object({ id: DocumentId, n: VersionNumber }),
    body: RestoreBody.nullish().meta({ examples: [{ note: 'Back to the layout of March' }, {}] }),
    response: { 200: DocumentPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'NOT_FOUND') },
    handler: async (req) => publishing.restore(req.ctx!, req.params.id, req.params.n, req.body ?? {}),
  });
};
