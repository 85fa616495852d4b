import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import type { DeleteFileVerb } from './delete-file.js';
import type { GenerateVerb } from './generate.js';
import { DeleteFileBody, GenerateBody, GenerateResult } from './schema.js';

const tags = ['generation'];

export const generationRoutes: FastifyPluginAsyncZod<{ generate: GenerateVerb; deleteGeneratedFile: DeleteFileVerb }> = async (app, { generate, deleteGeneratedFile }) => {
  // Validation errors are attached, not thrown, so a bad documentId maps to the spec's own code.
  app.post('/v1/generate', {
    config: { auth: 'any' },
    attachValidation: true,
    schema: { tags, body: GenerateBody, response: { 200: GenerateResult } },
  }, async (req) => {
    if (req.validationError) {
      const issues = (req.validationError as { validation?: { instancePath: string }[] }).validation ?? [];
      if (issues.length === 0 || issues.some((i) => i.instancePath.startsWith('/documentId') || i.instancePath === '/')) {
        throw new AppError('invalid_document_id');
      }
      throw req.validationError;
    }
    return generate(req.ctx!, req.body);
  });

  app.delete('/v1/generations/file', { config: { auth: 'any' }, schema: { tags, body: DeleteFileBody } }, async (req, reply) => {
    await deleteGeneratedFile(req.ctx!, req.body);
    return reply.status(204).send();
  });
};
