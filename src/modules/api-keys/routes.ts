import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE_ONLY, NoContent } from '../../core/openapi.js';
import { ApiKeyId, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from './schema.js';
import type { ApiKeysService } from './service.js';

const tags = ['api-keys'];

/** Dashboard cookie only: a token must not be able to mint sibling tokens. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const config = { auth: 'cookie' as const };

  app.get('/v1/api-keys', { config, schema: { tags, security: COOKIE_ONLY, response: { 200: ApiKeyList } } },
    async (req) => ({ apiKeys: await apiKeys.list(req.ctx!) }));

  app.post('/v1/api-keys', { config, schema: { tags, security: COOKIE_ONLY, body: CreateApiKeyBody, response: { 201: CreatedApiKey } } },
    async (req, reply) => reply.status(201).send(await apiKeys.create(req.ctx!, req.body.name)));

  app.delete('/v1/api-keys/:id', { config, schema: { tags, security: COOKIE_ONLY, params: z.object({ id: ApiKeyId }), response: { 204: NoContent } } }, async (req, reply) => {
    await apiKeys.revoke(req.ctx!, req.params.id);
    return reply.status(204).send(null);
  });
};
