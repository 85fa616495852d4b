import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { FoldersService } from './service.js';
import { CreateFolderBody, FolderId, FolderList, FolderPayload, UpdateFolderBody } from './schema.js';

const params = z.object({ id: FolderId });

export const folderRoutes: FastifyPluginAsyncZod<{ folders: FoldersService }> = async (app, { folders }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['folders'] });

  route.get('/v1/folders', 'List folders', {
    description: 'The folders of the account in alphabetical order, each with its count of non-archived documents.',
    response: { 200: FolderList, ...errorResponses(...AUTHED) },
    handler: async (req) => ({ folders: await folders.list(req.ctx!) }),
  });

  route.post('/v1/folders', 'Create a folder', {
    description: 'A folder with a name and an optional emoji.',
    body: CreateFolderBody,
    response: { 201: FolderPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
    handler: async (req, reply) => reply.status(201).send(await folders.create(req.ctx!, req.body)),
  });

  route.patch('/v1/folders/:id', 'Rename a folder', {
    description: 'Changes the name or the emoji (an empty string or null removes it).',
    params,
    body: UpdateFolderBody,
    response: { 200: FolderPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => folders.update(req.ctx!, req.params.id, req.body),
  });

  route.delete('/v1/folders/:id', 'Delete a folder', {
    description: 'Deletes the folder; its documents move to root (no folder).',
    params,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await folders.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
