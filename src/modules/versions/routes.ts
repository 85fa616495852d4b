import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { DocumentId } from '../documents/schema.js';
import type { VersionsService } from './service.js';
import { ListVersionsQuery, VersionList, VersionNumber, VersionPayload } from './schema.js';

/** Reading a document's history. Writing it is publish and restore (documents/publishing-routes.ts). */
export const versionRoutes: FastifyPluginAsyncZod<{ versions: VersionsService }> = async (app, { versions }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['versions'] });

  route.get('/v1/documents/:id/versions', "List a document's versions", {
    description:
      'The published versions of the document, newest first, with who made each (`createdBy`), when, and its note; ' +
      "`published` marks the one generation renders. Page with `before` = the previous page's `nextBefore`.",
    params: z.object({ id: DocumentId }),
    querystring: ListVersionsQuery,
    response: { 200: VersionList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => versions.list(req.ctx!, req.params.id, req.query),
  });

  route.get('/v1/documents/:id/versions/:n', 'Get a version', {
    description:
      'One version with its snapshot: every field that changes what the document renders (body, page settings, fonts, header, footer, margins, PDF metadata), as it was published. Versions never change.',
    params: z.object({ id: DocumentId, n: VersionNumber }),
    response: { 200: VersionPayload, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => versions.get(req.ctx!, req.params.id, req.params.n),
  });
};
