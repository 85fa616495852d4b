import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps.js';
import { toEnvelope } from '../../core/envelope.js';
import { AppError } from '../../core/errors.js';
import { pickLocale } from '../../core/i18n/index.js';
import { AUTHED, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';
import { readiness } from './readiness.js';
import { Checks, FontList, Health, HelperList, NotReady, Ready } from './schema.js';

type SystemDeps = Pick<Deps, 'db' | 'storage' | 'renderer' | 'limits' | 'node' | 'config'>;

/** The account's own uploaded fonts, as GET /v1/fonts lists them (from the assets module). */
export type UploadedFonts = (
  accountId: number,
) => Promise<{ name: string; variants: string[]; weights: string[]; italicWeights: string[]; category: string }[]>;

/** What template authors and operators look up: fonts, helpers, liveness, readiness. */
export const systemRoutes: FastifyPluginAsyncZod<{ deps: SystemDeps; uploadedFonts: UploadedFonts }> = async (app, { deps, uploadedFonts }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['templates'] });

  const bundled = availableFonts();
  const helpers = { helpers: helperDocs };

  route.get('/v1/fonts', 'List fonts', {
    description:
      "The font families a document can name in `fonts`, with their weights; all are embedded offline. Quire's catalog first, then the fonts the account uploaded (category `uploaded`), which only it sees.",
    response: { 200: FontList, ...errorResponses(...AUTHED) },
    handler: async (req) => ({ fonts: [...bundled, ...(await uploadedFonts(req.ctx!.accountId))] }),
  });
  route.get('/v1/helpers', 'List template helpers', {
    description:
      'The Handlebars helpers templates may call, with their signatures; those with several arguments (the barcode and payment-code helpers: barcode, epcQr, swissQrBill) also list their arguments and an example.',
    response: { 200: HelperList, ...errorResponses(...AUTHED) },
    handler: async () => helpers,
  });

  // Liveness: the process answers. Dependencies are /ready's business: restarting every node
  // because the database blinked would not help.
  route.get('/health', 'Liveness of this node', {
    auth: 'none',
    tags: ['system'],
    description:
      "For orchestrators' liveness probes: 200 while the process answers, with its node id, whether it is draining, and its Chromium pool. Dependencies are checked by GET /ready.",
    response: { 200: Health },
    handler: async () => {
      const { status, renders, restarts, queue, active } = deps.renderer.health();
      return { status: 'ok' as const, node: deps.node.id, draining: deps.node.draining, renderer: { status, renders, restarts, queue, active } };
    },
  });

  // Readiness, for load balancers and orchestrators: 503 at once when draining, or naming each
  // dependency that did not answer within READY_TIMEOUT_MS.
  route.get('/ready', 'Readiness of this node', {
    auth: 'none',
    tags: ['system'],
    description:
      'For load balancers: 200 when the database, the storage, Redis (when REDIS_URL is set) and a Chromium page all answer within READY_TIMEOUT_MS; 503 naming what failed, or at once while the node drains after SIGTERM.',
    response: { 200: Ready, 503: NotReady },
    handler: async (req, reply) => {
      const r = await readiness(deps, deps.config.READY_TIMEOUT_MS);
      const checks = r.checks as z.infer<typeof Checks>;
      if (r.ready) return reply.status(200).send({ status: 'ready', node: deps.node.id, checks });
      const { body } = toEnvelope(new AppError('SERVICE_UNAVAILABLE'), pickLocale(req.headers['accept-language']));
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({
          error: 'SERVICE_UNAVAILABLE',
          message: body.message,
          status: r.draining ? 'draining' : 'not_ready',
          node: deps.node.id,
          checks,
          failed: r.draining ? ['draining', ...r.failed] : r.failed,
        });
    },
  });
};
