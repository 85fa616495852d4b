import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services.js';

/** Loose: the older clients' extra fields have always been ignored, and still are. */
export const LegacyGenerateBody = z.looseObject({
  templateId: z.string().meta({ description: "The document's uuid" }),
  variables: z.record(z.string(), z.string()).default({}).meta({ description: 'Every value is a string' }),
});
export const LegacyGenerateResult = z.object({ requestId: z.string(), path: z.url() });
const LegacyError = z.object({ error: z.string() });

/**
 * The older single-purpose endpoint: x-api-key, `{templateId, variables}` in, `{requestId, path}`
 * out, errors as `{ error }` only (see ERRORS[code].legacy). Same verb, same credit as /v1/generate.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.post('/generate', {
    config: { auth: 'legacy' },
    schema: {
      tags: ['legacy'],
      security: [{ legacyApiKey: [] }],
      body: LegacyGenerateBody,
      response: { 200: LegacyGenerateResult, 400: LegacyError, 402: LegacyError, 403: LegacyError, 503: LegacyError },
    },
  }, async (req) => {
    const { url } = await services.generate(req.ctx!, { documentId: req.body.templateId, variables: req.body.variables });
    return { requestId: req.id, path: url };
  });
};
