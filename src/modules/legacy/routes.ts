import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GenerateVerb } from '../generation/generate.js';
import { LegacyError, LegacyGenerateBody, LegacyGenerateResult } from './schema.js';

/**
 * The older single-purpose endpoint: x-api-key, `{templateId, variables}` in, `{requestId, path}`
 * out, errors as `{ error }` only (see ERRORS[code].legacy). Same verb, same credit as /v1/generate.
 */
export const legacyRoutes: FastifyPluginAsyncZod<{ generate: GenerateVerb }> = async (app, { generate }) => {
  app.post('/generate', {
    config: { auth: 'legacy' },
    schema: {
      tags: ['legacy'],
      security: [{ legacyApiKey: [] }],
      body: LegacyGenerateBody,
      response: { 200: LegacyGenerateResult, 400: LegacyError, 402: LegacyError, 403: LegacyError, 503: LegacyError },
    },
  }, async (req) => {
    const { url } = await generate(req.ctx!, { documentId: req.body.templateId, variables: req.body.variables });
    return { requestId: req.id, path: url };
  });
};
