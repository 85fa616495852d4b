import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NoContent } from '../../core/openapi.js';
import type { FoldersService } from './service.js';
import { CreateFolderBody, FolderId, FolderList, FolderPayload, UpdateFolderBody } from './schema.js';

const tags = ['folders'];
const params = z.object({ id: FolderId });

export const folderRoutes: FastifyPluginAsyncZod<{ folders: FoldersService }> = async (app, { folders }) => {
  const config = { auth: 'any' as const };

  app.get('/v1/folders', { config, schema: { tags, response: { 200: FolderList } } },
    async (req) => ({ folders: await folders.list(req.ctx!) }));

  app.post('/v1/folders', { config, schema: { tags, body: CreateFolderBody, response: { 201: FolderPayload } } },
    async (req, reply) => reply.status(201).send(await folders.create(req.ctx!, req.body)));

  app.patch('/v1/folders/:id', { config, schema: { tags, params, body: UpdateFolderBody, response: { 200: FolderPayload } } },
    async (req) => folders.update(req.ctx!, req.params.id, req.body));

  app.delete('/v1/folders/:id', { config, schema: { tags, params, response: { 204: NoContent } } }, async (req, reply) => {
    await folders.remove(req.ctx!, req.params.id);
    return reply.status(204).send(null);
  });
};
