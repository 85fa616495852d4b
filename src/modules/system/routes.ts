import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../deps.js';
import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';
import { message, pickLocale } from '../../core/i18n/index.js';
import { readiness } from './readiness.js';
import { PUBLIC } from '../../core/openapi.js';

const FontList = z.object({ fonts: z.array(z.object({ name: z.string(), weights: z.array(z.string()), italicWeights: z.array(z.string()), category: z.string() })) });
const HelperList = z.object({ helpers: z.array(z.object({ name: z.string(), signature: z.string(), description: z.string() })) });
const Health = z.object({
  status: z.literal('ok'),
  node: z.string(),
  draining: z.boolean(),
  renderer: z.object({ status: z.string(), renders: z.number(), restarts: z.number(), queue: z.number(), active: z.number() }),
});
const CheckResult = z.enum(['ok', 'down', 'timeout', 'skipped']);
const Checks = z.object({ database: CheckResult, storage: CheckResult, chromium: CheckResult, redis: CheckResult.optional() });
const Ready = z.object({ status: z.literal('ready'), node: z.string(), checks: Checks });
const NotReady = z.object({
  error: z.literal('SERVICE_UNAVAILABLE'), message: z.string(), status: z.enum(['not_ready', 'draining']), node: z.string(),
  checks: Checks, failed: z.array(z.string()),
});

/** What template authors and operators look up: fonts, helpers, health. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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
    return reply.status(503).header('retry-after', '1').send({
      error: 'SERVICE_UNAVAILABLE',
      message: message(pickLocale(req.headers['accept-language']), 'SERVICE_UNAVAILABLE'),
      status: r.draining ? 'draining' : 'not_ready',
      node: deps.node.id,
      checks,
      failed: r.draining ? ['draining', ...r.failed] : r.failed,
    });
  });
};
