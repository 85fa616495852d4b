import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { starterThumbnail, starters } from './catalog.js';
import { StarterId, StarterList } from './schema.js';

/** The starter gallery: what `POST /v1/documents` with `starter` can start from. */
export const starterRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['starters'] });

  const base = publicUrl.replace(/\/$/, '');

  route.get('/v1/starters', 'List starters', {
    description:
      'Professionally laid out documents to start from (invoice, quote, receipt, credit note, certificate, shipping label, ' +
      'business letter, report), each with sample variables in several locales. Create one with `POST /v1/documents` and `{ "starter": id, "name": … }`.',
    response: { 200: StarterList, ...errorResponses(...AUTHED) },
    handler: async () => ({
      starters: starters().map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        thumbnailUrl: `${base}/v1/starters/${s.id}/thumbnail.png`,
        format: s.format,
        landscape: s.landscape,
        framework: s.framework,
        frameworks: s.frameworks,
        locales: s.locales,
        variables: s.variables,
      })),
    }),
  });

  route.get('/v1/starters/:id/thumbnail.png', 'Starter thumbnail', {
    auth: 'none',
    description: "PNG of the starter's first page. Public: it holds only the starter's sample data.",
    params: z.object({ id: StarterId }),
    response: {
      200: z.string().meta({ description: 'The PNG bytes, as Content-Type image/png', examples: ['\u0089PNG …'] }),
      ...errorResponses('VALIDATION_ERROR', 'NOT_FOUND'),
    },
    handler: async (req, reply) => {
      const png = starterThumbnail(req.params.id);
      if (!png) throw new AppError('NOT_FOUND');
      // A Buffer: fastify sends it as is, unserialized.
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(png as unknown as string);
    },
  });
};
