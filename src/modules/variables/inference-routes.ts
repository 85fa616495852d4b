import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { DocumentId } from '../documents/schema.js';
import type { InferenceService } from './inference.js';

const params = z.object({ id: DocumentId });

/** A JSON Schema (draft 2020-12), as the inference answers it. */
export const InferredSchema = z.record(z.string(), z.unknown()).meta({
  description: "A JSON Schema (draft 2020-12) object: save it (edited or not) as the document's `variablesSchema` with PATCH /v1/documents/{id}",
  examples: [
    {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        customer: { type: 'object', properties: { name: { type: 'string', examples: ['Ada Lovelace'] } }, required: ['name'] },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: { description: { type: 'string', examples: ['Consulting'] }, price: { type: 'number', examples: [1250] } },
            required: ['description', 'price'],
          },
        },
        discount: { type: 'number', examples: [5] },
      },
      required: ['customer', 'lines'],
    },
  ],
});

export const inferenceRoutes: FastifyPluginAsyncZod<{ inference: InferenceService }> = async (app, { inference }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['documents'] });

  route.get('/v1/documents/:id/variables-schema/inferred', "Infer a document's variables schema", {
    description:
      "A JSON Schema (draft 2020-12) of the variables the document's templates read — the draft's body, header, footer, PDF metadata and the partials they include (as published) — " +
      "merged with its sample `variables`: dotted paths become nested objects, `#each` subjects arrays of their items' fields (`this.x`, bare `x`, block params), " +
      "`#with` opens an object, paths only tested by `#if`/`#unless` (and what they guard) are left out of `required`; `@root` and `../` are followed, helpers' arguments count. " +
      "A leaf's type (and `examples`) comes from the sample, else from its use (a number helper's argument: number; printed: string; only tested: boolean). " +
      'Nothing is saved: edit it and PATCH it as `variablesSchema`. The templates are parsed under the limits of a render: one that crosses them answers 422 RENDER_LIMIT_EXCEEDED, one that does not parse 422 TEMPLATE_ERROR. See docs/variables.md',
    params,
    response: {
      200: InferredSchema,
      ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND', 'TEMPLATE_ERROR', 'RENDER_LIMIT_EXCEEDED', 'SERVICE_UNAVAILABLE'),
    },
    handler: async (req) => inference.inferredSchema(req.ctx!, req.params.id),
  });
};
