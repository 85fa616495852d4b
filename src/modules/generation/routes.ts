import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import type { DeleteFileVerb } from './delete-file.js';
import type { GenerateOnceVerb } from './generate-once.js';
import type { ListFilesVerb } from './list-files.js';
import { DeleteFileBody, GeneratedFileList, GenerateBody, GenerateResult, ListFilesQuery } from './schema.js';

const tags = ['generation'];

export const generationRoutes: FastifyPluginAsyncZod<{
  generateOnce: GenerateOnceVerb;
  deleteGeneratedFile: DeleteFileVerb;
  listGeneratedFiles: ListFilesVerb;
}> = async (app, { generateOnce, deleteGeneratedFile, listGeneratedFiles }) => {
  // Validation errors are attached, not thrown, so a bad documentId maps to the spec's own code.
  app.post(
    '/v1/generate',
    {
      config: { auth: 'any' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Generate a PDF',
        description:
          'Renders the document with the variables and stores the PDF at a public, permanent URL. Costs one generation credit, refunded when rendering or storage fails. Retry 500 once; 503 and 429 with backoff, honouring Retry-After.',
        body: GenerateBody,
        response: {
          200: GenerateResult,
          ...errorResponses(
            ...AUTHED,
            ...WITH_BODY,
            'invalid_document_id',
            'FORBIDDEN',
            'NOT_FOUND',
            'quota_exceeded',
            'TEMPLATE_ERROR',
            'RENDER_LIMIT_EXCEEDED',
            'SERVICE_UNAVAILABLE',
            'storage_unavailable',
            'RENDER_QUEUE_FULL',
            'IDEMPOTENCY_KEY_REUSED',
            'IDEMPOTENCY_KEY_IN_USE',
          ),
        },
      },
    },
    async (req, reply) => {
      if (req.validationError) {
        const issues = (req.validationError as { validation?: { instancePath: string }[] }).validation ?? [];
        if (issues.length === 0 || issues.some((i) => i.instancePath.startsWith('/documentId') || i.instancePath === '/')) {
          throw new AppError('invalid_document_id');
        }
        throw req.validationError;
      }
      const { replayed, value } = await generateOnce(req.ctx!, req.body, req.headers['idempotency-key']);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return value;
    },
  );

  app.delete(
    '/v1/generations/file',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: 'Delete a generated PDF',
        description:
          'Deletes a PDF of the account, named by the URL generation returned or its bare storage path; the URL then answers 404 (and the CDN is purged). Costs nothing.',
        body: DeleteFileBody,
        response: { 204: NoContent, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE', 'storage_unavailable') },
      },
    },
    async (req, reply) => {
      await deleteGeneratedFile(req.ctx!, req.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/generations',
    {
      config: { auth: 'any' },
      schema: {
        tags,
        summary: 'Generated files',
        description:
          "The account's generated PDFs, newest first, with their document, size, page count and render time. A deleted " +
          'file stays listed with `status: "deleted"`, `url: null` and `deletedAt`. Renders that failed made no file and are not ' +
          "listed. Filter with `documentId` (a document uuid); page with `before` = the previous page's `nextBefore`.",
        querystring: ListFilesQuery,
        response: { 200: GeneratedFileList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR') },
      },
    },
    async (req) => listGeneratedFiles(req.ctx!, req.query),
  );
};
