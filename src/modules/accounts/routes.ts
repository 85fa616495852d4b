import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import type { AccountsService } from './service.js';
import { Me } from './schema.js';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Pick<AccountsService, 'me'> }> = async (app, { accounts }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['account'] });

  // The spec names the token; the dashboard reads the same counters with its cookie.
  route.get('/v1/me', 'The account and its credits', {
    description:
      'The account, and its generation and AI credit counters for the current calendar month (UTC): used, included (the monthly grant), topUp (bought credits left) and remaining.',
    response: { 200: Me, ...errorResponses(...AUTHED) },
    handler: async (req) => accounts.me(req.ctx!),
  });
};
