import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps.js';
import { toEnvelope } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { pickLocale } from '../../core/i18n/index.js';
import { PUBLIC } from '../../core/openapi.js';
import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';
import { readiness } from './readiness.js';
import { Checks, FontList, Health, HelperList, NotReady, Ready } from './schema.js';

/** What template authors and operators look up: fonts, helpers, liveness, readiness. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: Pick<Deps, 'db' | 'storage' | 'renderer' | 'limits' | 'node' | 'config'> }> = async (app, { deps }) => {
  const fonts = { fonts: availableFonts() };
  const helpers = { helpers: helperDocs };

  app.get('/v1/fonts', { config: { auth: 'any' }, schema: { tags: ['templates'], response: { 200: FontList } } }, async () => fonts);
  app.get('/v1/helpers', { config: { auth: 'any' }, schema: { tags: ['templates'], response: { 200: HelperList } } }, async () => helpers);

  // Liveness: the process answers. Dependencies are /ready's business: restarting every node
  // because the database blinked would not help.
  app.get('/health', { schema: { tags: ['system'], security: PUBLIC, response: { 200: Health } } }, async () => {
    const { status, renders, restarts, queue, active } = deps.renderer.health();
    return { status: 'ok' as const, node: deps.node.id, draining: deps.node.draining, renderer: { status, renders, restarts, queue, active } };
  });

  // Readiness, for load balancers and orchestrators: 503 at once when draining, or naming each
  // dependency that did not answer within READY_TIMEOUT_MS.
  app.get('/ready', { schema: { tags: ['system'], security: PUBLIC, response: { 200: Ready, 503: NotReady } } }, async (req, reply) => {
    const r = await readiness(deps, deps.config.READY_TIMEOUT_MS);
    const checks = r.checks as z.infer<typeof Checks>;
    if (r.ready) return reply.status(200).send({ status: 'ready', node: deps.node.id, checks });
    const { body } = toEnvelope(new AppError('SERVICE_UNAVAILABLE'), pickLocale(req.headers['accept-language']));
    return reply.status(503).header('retry-after', '1').send({
      error: 'SERVICE_UNAVAILABLE',
      message: body.message,
      status: r.draining ? 'draining' : 'not_ready',
      node: deps.node.id,
      checks,
      failed: r.draining ? ['draining', ...r.failed] : r.failed,
    });
  });
};
