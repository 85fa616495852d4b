import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../app/services.js';

const Counter = z.object({
  used: z.number().int(), included: z.number().int(), topUp: z.number().int(), remaining: z.number().int(),
  periodStart: z.string(), periodEnd: z.string(),
});
export const Me = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  usage: z.object({ generation: Counter, ai: Counter }),
});

export const accountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // The spec names the token; the dashboard reads the same counters with its cookie.
  app.get('/v1/me', { config: { auth: 'any' }, schema: { tags: ['account'], response: { 200: Me } } },
    async (req) => services.accounts.me(req.ctx!.accountId));
};
