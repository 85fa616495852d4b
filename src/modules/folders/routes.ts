import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import type { FoldersService } from './service.js';
import { CreateFolderBody, FolderId, FolderList, FolderPayload, UpdateFolderBody } from './schema.js';

const tags = ['folders'];
const params = z.object({ id: FolderId });

export const folderRoutes: FastifyPluginAsyncZod<{ folders: FoldersService }> = async (app, { folders }) => {
  const config = { auth: 'any' as const };

  app.get(
    '/v1/folders',
    {
      config,
      schema: {
        tags,
        summary: 'List folders',
        description: 'The folders of the account in alphabetical order, each with its count of non-archived documents.',
        response: { 200: FolderList, ...errorResponses(...AUTHED) },
      },
    },
    async (req) => ({ folders: await folders.list(req.ctx!) }),
  );

  app.post(
    '/v1/folders',
    {
      config,
      schema: {
        tags,
        summary: 'Create a folder',
        description: 'A folder with a name and an optional emoji.',
        body: CreateFolderBody,
        response: { 201: FolderPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
      },
    },
    async (req, reply) => reply.status(201).send(await folders.create(req.ctx!, req.body)),
  );

  app.patch(
    '/v1/folders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename a folder',
        description: 'Changes the name or the emoji (an empty string or null removes it).',
        params,
        body: UpdateFolderBody,
        response: { 200: FolderPayload, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (req) => folders.update(req.ctx!, req.params.id, req.body),
  );

  app.delete(
    '/v1/folders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a folder',
        description: 'Deletes the folder; its documents move to root (no folder).',
        params,
        response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
      },
    },
    async (req, reply) => {
      await folders.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
