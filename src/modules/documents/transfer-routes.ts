import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { Bundle, DuplicateBody, ExportQuery, ImportQuery } from './bundle-schema.js';
import { CreatedDocument, DocumentId } from './schema.js';
import type { TransferService } from './transfer.js';

const params = z.object({ id: DocumentId });

export const transferRoutes: FastifyPluginAsyncZod<{ transfer: TransferService }> = async (app, { transfer }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['documents'] });

  route.post('/v1/documents/:id/duplicate', 'Duplicate a document', {
    description:
      "A new document in the same folder whose version 1 is the source's published version, with its sample variables and publishing mode; its preview is queued.",
    params,
    body: DuplicateBody.nullish().meta({ examples: [{ name: 'Invoice 2027' }, {}] }),
    response: { 201: CreatedDocument, ...errorResponses(...AUTHED, ...WITH_BODY, 'NOT_FOUND') },
    handler: async (req, reply) => reply.status(201).send(await transfer.duplicate(req.ctx!, req.params.id, req.body ?? {})),
  });

  route.get('/v1/documents/:id/export', 'Export a document', {
    description:
      "A JSON bundle to import on another Quire (POST /v1/documents/import): the published version's fields (or `version`), the name, " +
      'publishing mode and sample variables, and the account\'s assets its templates name (`{{asset "name"}}`) or whose font family it uses, base64.',
    params,
    querystring: ExportQuery,
    response: { 200: Bundle, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND', 'storage_unavailable') },
    handler: async (req) => transfer.exportBundle(req.ctx!, req.params.id, req.query.version),
  });

  route.post('/v1/documents/import', 'Import a document', {
    description:
      "Creates a document from an export bundle (version 1 = the bundle's fields) and uploads its assets. An asset whose name the account already uses " +
      'for the same bytes is shared; for other bytes the import is refused with 409 CONFLICT naming them, unless `assets=rename` or `assets=replace`. ' +
      'Bundles larger than BODY_LIMIT_BYTES (5 MiB by default) are refused with 413. A default signature (`sign`) whose certificate is not one of this ' +
      "workspace's is left out (the document comes in unsigned): certificates and their keys never travel in a bundle.",
    querystring: ImportQuery,
    body: Bundle,
    response: { 201: CreatedDocument, ...errorResponses(...AUTHED, ...WITH_BODY, 'CONFLICT', 'storage_unavailable') },
    handler: async (req, reply) => reply.status(201).send(await transfer.importBundle(req.ctx!, req.body, req.query.assets ?? 'refuse')),
  });
};
