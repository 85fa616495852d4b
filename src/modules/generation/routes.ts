import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import type { Services } from '../../app/services.js';
import { errorResponses } from '../../core/openapi.js';
import { DeleteFileBody, GeneratedFileList, GenerateBody, GenerateResult, ListFilesQuery } from './schema.js';

const tags = ['generation'];

export const generationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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
    return services.generate(req.ctx!, req.body);
  });

  app.delete('/v1/generations/file', { config: { auth: 'any' }, schema: { tags, body: DeleteFileBody } }, async (req, reply) => {
    await services.deleteGeneratedFile(req.ctx!, req.body);
    return reply.status(204).send();
  });

  app.get('/v1/generations', {
    config: { auth: 'any' },
    schema: {
      tags,
      summary: 'Generated files',
      description: 'The account\'s generated PDFs, newest first, with their document, size, page count and render time. A deleted '
        + 'file stays listed with `status: "deleted"`, `url: null` and `deletedAt`. Renders that failed made no file and are not '
        + 'listed. Filter with `documentId` (a document uuid); page with `before` = the previous page\'s `nextBefore`.',
      querystring: ListFilesQuery,
      response: { 200: GeneratedFileList, ...errorResponses(400, 401, 429, 500) },
    },
  }, async (req) => services.listGeneratedFiles(req.ctx!, req.query));
};
