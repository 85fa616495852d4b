import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { AssetsService } from './service.js';
import { AssetId, AssetList, AssetPayload, RenameAssetBody } from './schema.js';

const params = z.object({ id: AssetId });

/**
 * POST /v1/assets takes multipart/form-data: the file in field `file`, an optional `name`
 * (default: the file's name). The multipart parser is registered here only, so every other
 * route keeps refusing anything but JSON.
 */
export const assetRoutes: FastifyPluginAsyncZod<{ assets: AssetsService; maxBytes: number }> = async (app, { assets, maxBytes }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['assets'] });
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  route.get('/v1/assets', 'List assets', {
    description: "The account's uploaded images and fonts, by name.",
    response: { 200: AssetList, ...errorResponses(...AUTHED) },
    handler: async (req) => ({ assets: await assets.list(req.ctx!) }),
  });

  route.post('/v1/assets', 'Upload an asset', {
    consumes: ['multipart/form-data'],
    description:
      'Upload an image (PNG, JPEG, WebP, GIF, SVG) or a font (WOFF2, WOFF, TTF, OTF) as multipart/form-data: field `file`, optional field `name` (default: the file name). The type is read from the bytes; SVGs are sanitized. Use it in templates as {{asset "name"}}.',
    response: { 201: AssetPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'storage_unavailable') },
    handler: async (req, reply) => {
      if (!req.isMultipart()) throw new AppError('VALIDATION_ERROR', { params: { field: 'Content-Type', rule: 'multipart' } });
      let bytes: Buffer | null = null;
      let filename = '';
      let name: string | undefined;
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || bytes) {
              part.file.resume();
              continue;
            }
            filename = part.filename;
            bytes = await part.toBuffer();
          } else if (part.fieldname === 'name' && typeof part.value === 'string') {
            name = part.value;
          }
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: maxBytes } });
        if (code?.startsWith('FST_')) throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'multipart' } });
        throw err;
      }
      if (!bytes) throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'file_missing' } });
      // The service checks the name (names.ts) as it does for a rename and an import.
      return reply.status(201).send(await assets.upload(req.ctx!, { name: name ?? filename, bytes }));
    },
  });

  route.get('/v1/assets/:id', 'Get an asset', {
    description: "One asset of the account; another account's asset is 404.",
    params,
    response: { 200: AssetPayload, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => assets.get(req.ctx!, req.params.id),
  });

  route.patch('/v1/assets/:id', 'Rename an asset', {
    description: 'Templates that use the old name then fail with 422 TEMPLATE_ERROR.',
    params,
    body: RenameAssetBody,
    response: { 200: AssetPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => assets.rename(req.ctx!, req.params.id, req.body.name),
  });

  route.delete('/v1/assets/:id', 'Delete an asset', {
    description: 'Allowed while documents use it: their next render answers 422 TEMPLATE_ERROR.',
    params,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await assets.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
