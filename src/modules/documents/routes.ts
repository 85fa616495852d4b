import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { DocumentsService } from './service.js';
import { CreateDocumentBody, CreatedDocument, DocumentId, DocumentList, DocumentPayload, ListDocumentsQuery, UpdateDocumentBody } from './schema.js';

const params = z.object({ id: DocumentId });

export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['documents'] });

  route.get('/v1/documents', 'List documents', {
    description:
      'The non-archived documents of the account (with `archived=true`: only the archived ones), most recently updated first, without their bodies. `folderId` filters by folder; `root` lists documents in no folder; `kind` lists only documents or only partials.',
    querystring: ListDocumentsQuery,
    response: { 200: DocumentList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR') },
    handler: async (req) => ({ documents: await documents.list(req.ctx!, req.query.folderId, req.query.archived === 'true', req.query.kind) }),
  });

  route.post('/v1/documents', 'Create a document', {
    description:
      'A new document with the given name and the defaults: a Tailwind "Hello, world!" body, A4 portrait, no fonts, no variables. ' +
      'With `starter` (an id from GET /v1/starters) it starts from that starter instead. With `kind: "partial"` it is a building block that ' +
      "other templates include with `{{> name}}` (its name must be unique among the account's partials).",
    body: CreateDocumentBody,
    response: { 201: CreatedDocument, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
    handler: async (req, reply) => reply.status(201).send(await documents.create(req.ctx!, req.body)),
  });

  route.get('/v1/documents/:id', 'Get a document', {
    description: 'One document with its body, page settings, fonts and sample variables. A partial also lists `usedBy`: the templates that include it.',
    params,
    response: { 200: DocumentPayload, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => documents.get(req.ctx!, req.params.id),
  });

  route.patch('/v1/documents/:id', 'Update a document', {
    description: 'Changes only the fields sent. A change of body, framework, format, landscape, fonts or variables queues a new preview.',
    params,
    body: UpdateDocumentBody,
    response: { 200: DocumentPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => documents.update(req.ctx!, req.params.id, req.body),
  });

  route.delete('/v1/documents/:id', 'Delete a document', {
    description: 'Deletes the document and its preview. PDFs generated from it stay at their URLs until deleted.',
    params,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await documents.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
