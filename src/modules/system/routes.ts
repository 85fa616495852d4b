import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps.js';
import type { Services } from '../../app/services.js';
import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';

const FontList = z.object({ fonts: z.array(z.object({ name: z.string(), weights: z.array(z.string()), italicWeights: z.array(z.string()), category: z.string() })) });
const HelperList = z.object({ helpers: z.array(z.object({ name: z.string(), signature: z.string(), description: z.string() })) });
const Health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
});

/** What template authors and operators look up: fonts, helpers, health. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: Deps; services: Services }> = async (app, { deps, services }) => {
  const bundled = availableFonts();
  const helpers = { helpers: helperDocs };

  // Quire's catalog, then the caller's uploaded fonts (category "uploaded"), which only it sees.
  app.get('/v1/fonts', { config: { auth: 'any' }, schema: { tags: ['templates'], response: { 200: FontList } } },
    async (req) => ({ fonts: [...bundled, ...(await services.assets.fontFamilies(req.ctx!.accountId))] }));
  app.get('/v1/helpers', { config: { auth: 'any' }, schema: { tags: ['templates'], response: { 200: HelperList } } }, async () => helpers);

  // For load balancers: 200 while this node can render and reach its database, 503 otherwise.
  app.get('/health', { schema: { tags: ['system'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    const database = await deps.db.selectFrom('accounts').select('id').limit(1).execute().then(() => 'ok' as const, () => 'down' as const);
    const { status, renders, restarts, queue, active } = deps.renderer.health();
    const ok = database === 'ok' && status === 'ok';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, renderer: { status, renders, restarts, queue, active } });
  });
};
