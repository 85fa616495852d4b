import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from './service.js';
import { Me } from './schema.js';

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: Pick<AccountsService, 'me'> }> = async (app, { accounts }) => {
  // The spec names the token; the dashboard reads the same counters with its cookie.
  app.get('/v1/me', { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: Me } } },
    async (req) => accounts.me(req.ctx!));
};
