import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { DeleteFileVerb } from './delete-file.js';
import type { GenerateOnceVerb } from './generate-once.js';
import type { ListFilesVerb } from './list-files.js';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import type { LinksService } from './signed-links.js';
import { GenerationParams, LinkBody, LinkResult, UploadResult } from './files-schema.js';
import { DeleteFileBody, GeneratedFileList, GenerateBody, GenerateResult, ListFilesQuery } from './schema.js';

export const generationRoutes: FastifyPluginAsyncZod<{
  generateOnce: GenerateOnceVerb;
  deleteGeneratedFile: DeleteFileVerb;
  listGeneratedFiles: ListFilesVerb;
  fileLinks: LinksService;
}> = async (app, { generateOnce, deleteGeneratedFile, listGeneratedFiles, fileLinks }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['generation'] });

  // Validation errors are attached, not thrown, so a bad documentId maps to the spec's own code.
  route.post('/v1/generate', 'Generate a PDF', {
    description:
      'Renders the document with the variables and stores the PDF at a public, permanent URL. Costs one generation credit, refunded when rendering or storage fails. Retry 500 once; 503 and 429 with backoff, honouring Retry-After. ' +
      "Variables that break the document's `variablesSchema` (of the version rendered) are refused before the debit with 422 VARIABLES_INVALID, its `problems` listing each `{ path, message }` (docs/variables.md). " +
      'Files under control (docs/files.md): `options.retention` deletes the file after `ttlSeconds`; `options.access: "signed"` answers a link that expires; ' +
      'A document without a `variablesSchema` still renders when the variables lack a path its template reads; the answer then lists it in `warnings` (`MISSING_VARIABLE`, docs/variables.md). ' +
      '`options.delivery: "inline"` answers the PDF itself (application/pdf, nothing stored; not with an Idempotency-Key), `"upload"` PUTs it to `options.uploadUrl` and answers `{ documentId, uploaded, bytes }` (refunded when the upload fails).',
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
        'EINVOICE_INVALID',
        'VARIABLES_INVALID',
        'SERVICE_UNAVAILABLE',
        'storage_unavailable',
        'RENDER_QUEUE_FULL',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_IN_USE',
      ),
    },
    attachValidation: true,
    handler: async (req, reply) => {
      if (req.validationError) {
        const issues = (req.validationError as { validation?: { instancePath: string }[] }).validation ?? [];
        if (issues.length === 0 || issues.some((i) => i.instancePath.startsWith('/documentId') || i.instancePath === '/')) {
          throw new AppError('invalid_document_id');
        }
        throw req.validationError;
      }
      // An inline answer is the PDF: nothing a replay could answer again without storing it.
      if (req.body.options?.delivery === 'inline' && req.headers['idempotency-key'] !== undefined) {
        throw new AppError('VALIDATION_ERROR', { params: { detail: 'Idempotency-Key: not with options.delivery "inline" (nothing is kept to replay)' } });
      }
      const { replayed, value } = await generateOnce(req.ctx!, req.body, req.headers['idempotency-key']);
      if (replayed) reply.header('idempotent-replayed', 'true');
      const { delivered, ...answer } = value;
      if (delivered?.kind === 'inline') {
        // An XRechnung's inline answer is its XML, the legal invoice (issue 37).
        return reply
          .type(delivered.contentType ?? 'application/pdf')
          .header('content-disposition', attachment(delivered.filename))
          .send(Buffer.from(delivered.pdf) as never);
      }
      // Sent as written: the 200 schema stays the URL's, so typed clients keep their `url` (the description and docs/files.md show this answer).
      if (delivered?.kind === 'upload') {
        const receipt: z.infer<typeof UploadResult> & Pick<typeof answer, 'warnings'> = {
          documentId: answer.documentId,
          uploaded: true,
          bytes: delivered.bytes,
          ...(answer.warnings ? { warnings: answer.warnings } : {}),
        };
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(receipt) as never);
      }
      return answer;
    },
  });

  route.delete('/v1/generations/file', 'Delete a generated PDF', {
    description:
      'Deletes a PDF of the account, named by the URL generation returned or its bare storage path; the URL then answers 404 (and the CDN is purged). Costs nothing.',
    body: DeleteFileBody,
    response: { 204: NoContent, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND', 'SERVICE_UNAVAILABLE', 'storage_unavailable') },
    handler: async (req, reply) => {
      await deleteGeneratedFile(req.ctx!, req.body);
      return reply.status(204).send(null);
    },
  });

  route.get('/v1/generations', 'Generated files', {
    description:
      "The account's generated PDFs, newest first, with their document, size, page count and render time. A deleted " +
      'file stays listed with `status: "deleted"`, `url: null` and `deletedAt`. Renders that failed made no file and are not ' +
      "listed. Filter with `documentId` (a document uuid); page with `before` = the previous page's `nextBefore`.",
    querystring: ListFilesQuery,
    response: { 200: GeneratedFileList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR') },
    handler: async (req) => listGeneratedFiles(req.ctx!, req.query),
  });

  route.post('/v1/generations/:id/link', 'A new expiring link to a file', {
    description:
      'Mints a link to a stored file (`id` from GET /v1/generations) that works for `ttlSeconds` (default 3600, at most 604800), then answers 404. ' +
      'The file stays as it is: a signed file stays private. With local storage, DELETE on this path revokes every link made so far.',
    params: GenerationParams,
    body: LinkBody.optional(),
    response: { 201: LinkResult, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => reply.status(201).send(await fileLinks.mint(req.ctx!, req.params.id, req.body?.ttlSeconds)),
  });

  route.delete('/v1/generations/:id/link', "Revoke a file's links", {
    description:
      'Every link made so far to this file answers 404 from now on (on S3 too: links are checked by Quire, then handed off to a presigned GET of at most a minute). POST mints new ones.',
    params: GenerationParams,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await fileLinks.revoke(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};

/** An inline PDF's download name, with an ASCII fallback (headers travel as Latin-1 at best). */
const attachment = (name: string): string => contentDisposition(name, { type: 'attachment', fallback: name.replace(/[^\x20-\x7e]/g, '_') });
