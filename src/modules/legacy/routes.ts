import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GenerateVerb } from '../generation/generate.js';
import { LegacyGenerateBody, LegacyGenerateResult, legacyErrorResponses } from './schema.js';
import { declareRoutes } from '../../core/routes.js';

/**
 * The older single-purpose endpoint: x-api-key, `{templateId, variables}` in, `{requestId, path}`
 * out, errors as `{ error }` only (see ERRORS[code].legacy). Same verb, same credit as /v1/generate.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{ generate: GenerateVerb }> = async (app, { generate }) => {
  const route = declareRoutes(app, { auth: 'legacy', tags: ['legacy'] });

  route.post('/generate', 'Generate a PDF (older endpoint)', {
    description:
      'The endpoint older clients call: x-api-key, `{ templateId, variables }` in, `{ requestId, path }` out, errors as `{ error }` alone. Same render and credit as POST /v1/generate.',
    body: LegacyGenerateBody,
    response: { 200: LegacyGenerateResult, ...legacyErrorResponses() },
    handler: async (req) => {
      const { templateId, variables, pdfa } = req.body;
      const { url } = await generate(req.ctx!, { documentId: templateId, variables, ...(pdfa !== undefined ? { options: { pdfa } } : {}) });
      return { requestId: req.id, path: url };
    },
  });
};
