import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { ApiKeyId, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from './schema.js';
import type { ApiKeysService } from './service.js';

/** An API token gets 403 here, and so does a cookie write from another site. */
const COOKIE_ERRORS = [...AUTHED, 'FORBIDDEN'] as const;

/** Dashboard cookie only: a token must not be able to mint sibling tokens. */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const route = declareRoutes(app, { auth: 'cookie', tags: ['api-keys'] });

  route.get('/v1/api-keys', 'List API keys', {
    description: 'The live keys of the account (never their tokens), newest first, with calls per day over the last 7 UTC days (oldest first).',
    response: { 200: ApiKeyList, ...errorResponses(...COOKIE_ERRORS) },
    handler: async (req) => ({ apiKeys: await apiKeys.list(req.ctx!) }),
  });

  route.post('/v1/api-keys', 'Create an API key', {
    description:
      'A new key; the response holds its token, shown this once (only a hash is stored). `kind: "test"` makes a test key (`tk_test_…`): its renders are free, watermarked TEST and counted apart. `retention` deletes every file the key renders after `ttlSeconds` (docs/files.md).',
    body: CreateApiKeyBody,
    response: { 201: CreatedApiKey, ...errorResponses(...COOKIE_ERRORS, ...WITH_BODY) },
    handler: async (req, reply) => reply.status(201).send(await apiKeys.create(req.ctx!, req.body.name, req.body.kind, req.body.retention ?? null)),
  });

  route.delete('/v1/api-keys/:id', 'Revoke an API key', {
    description: 'The token stops working at once.',
    params: z.object({ id: ApiKeyId }),
    response: { 204: NoContent, ...errorResponses(...COOKIE_ERRORS, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await apiKeys.revoke(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
