import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContent } from '../../core/openapi.js';
import type { DocumentsService } from './service.js';
import { CreateDocumentBody, CreatedDocument, DocumentId, DocumentList, DocumentPayload, ListDocumentsQuery, UpdateDocumentBody } from './schema.js';

const tags = ['documents'];
const params = z.object({ id: DocumentId });

export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  const config = { auth: 'any' as const };

  app.get('/v1/documents', { config, schema: { tags, querystring: ListDocumentsQuery, response: { 200: DocumentList } } },
    async (req) => ({ documents: await documents.list(req.ctx!, req.query.folderId) }));

  app.post('/v1/documents', { config, schema: { tags, body: CreateDocumentBody, response: { 201: CreatedDocument } } },
    async (req, reply) => reply.status(201).send(await documents.create(req.ctx!, req.body)));

  app.get('/v1/documents/:id', { config, schema: { tags, params, response: { 200: DocumentPayload } } },
    async (req) => documents.get(req.ctx!, req.params.id));

  app.patch('/v1/documents/:id', { config, schema: { tags, params, body: UpdateDocumentBody, response: { 200: DocumentPayload } } },
    async (req) => documents.update(req.ctx!, req.params.id, req.body));

  app.delete('/v1/documents/:id', { config, schema: { tags, params, response: { 204: NoContent } } },
    async (req, reply) => {
      await documents.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    });
};
