import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, PUBLIC, errorResponses } from '../../core/openapi.js';
import { pingDatabase } from '../../db/connection.js';
import type { Deps } from '../deps.js';
import { availableFonts } from '../../render/fonts.js';
import { helperDocs } from '../../render/helpers.js';
import { FontList, Health, HelperList } from './schema.js';

const up = (p: Promise<unknown>) => p.then(() => 'ok' as const, () => 'down' as const);

/** What template authors and operators look up: fonts, helpers, health. */
/** The account's own uploaded fonts, as GET /v1/fonts lists them (from the assets module). */
export type UploadedFonts = (accountId: number) => Promise<{ name: string; variants: string[]; weights: string[]; italicWeights: string[]; category: string }[]>;

export const systemRoutes: FastifyPluginAsyncZod<{ deps: Pick<Deps, 'db' | 'storage' | 'renderer'>; uploadedFonts: UploadedFonts }> = async (app, { deps, uploadedFonts }) => {
  const bundled = availableFonts();
  const helpers = { helpers: helperDocs };

  app.get('/v1/fonts', {
    config: { auth: 'any' },
    schema: {
      tags: ['templates'], summary: 'List fonts',
      description: 'The font families a document can name in `fonts`, with their weights; all are embedded offline. Quire\'s catalog first, then the fonts the account uploaded (category `uploaded`), which only it sees.',
      response: { 200: FontList, ...errorResponses(...AUTHED) },
    },
  }, async (req) => ({ fonts: [...bundled, ...(await uploadedFonts(req.ctx!.accountId))] }));
  app.get('/v1/helpers', {
    config: { auth: 'any' },
    schema: {
      tags: ['templates'], summary: 'List template helpers',
      description: 'The Handlebars helpers templates may call, with their signatures.',
      response: { 200: HelperList, ...errorResponses(...AUTHED) },
    },
  }, async () => helpers);

  // For load balancers: 200 while this node can render, store and reach its database, 503 otherwise.
  app.get('/health', {
    schema: {
      tags: ['system'], security: PUBLIC, summary: 'Health of this node',
      description: 'For load balancers: 200 while this node can render, store files and reach its database; 503 with the same body otherwise.',
      response: { 200: Health, 503: Health.meta({ description: 'Something this node needs is down' }) },
    },
  }, async (_req, reply) => {
    const [database, storage] = await Promise.all([up(pingDatabase(deps.db)), up(deps.storage.check())]);
    const { status, renders, restarts, queue, active } = deps.renderer.health();
    const ok = database === 'ok' && storage === 'ok' && status === 'ok';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database, storage, renderer: { status, renders, restarts, queue, active } });
  });
};
