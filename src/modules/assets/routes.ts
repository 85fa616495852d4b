import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { NoContent } from '../../core/openapi.js';
import type { Services } from '../../app/services.js';
import { AssetId, AssetList, AssetName, AssetPayload, RenameAssetBody } from './schema.js';

const tags = ['assets'];
const params = z.object({ id: AssetId });

/**
 * POST /v1/assets takes multipart/form-data: the file in field `file`, an optional `name`
 * (default: the file's name). The multipart parser is registered here only, so every other
 * route keeps refusing anything but JSON.
 */
export const assetRoutes: FastifyPluginAsyncZod<{ services: Services; maxBytes: number }> = async (app, { services, maxBytes }) => {
  const assets = services.assets;
  const config = { auth: 'any' as const };
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.get('/v1/assets', { config, schema: { tags, response: { 200: AssetList } } },
    async (req) => ({ assets: await assets.list(req.ctx!) }));

  app.post('/v1/assets', {
    config,
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description: 'Upload an image (PNG, JPEG, WebP, GIF, SVG) or a font (WOFF2, WOFF, TTF, OTF): field `file`, optional field `name`.',
      response: { 201: AssetPayload },
    },
  }, async (req, reply) => {
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
    const parsedName = AssetName.safeParse(name ?? filename);
    if (!parsedName.success) throw new AppError('VALIDATION_ERROR', { params: { field: 'name', rule: 'asset_name' } });
    return reply.status(201).send(await assets.upload(req.ctx!, { name: parsedName.data, bytes }));
  });

  app.get('/v1/assets/:id', { config, schema: { tags, params, response: { 200: AssetPayload } } },
    async (req) => assets.get(req.ctx!, req.params.id));

  app.patch('/v1/assets/:id', { config, schema: { tags, params, body: RenameAssetBody, response: { 200: AssetPayload } } },
    async (req) => assets.rename(req.ctx!, req.params.id, req.body.name));

  app.delete('/v1/assets/:id', { config, schema: { tags, params, response: { 204: NoContent } } },
    async (req, reply) => {
      await assets.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    });
};
