import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimiter } from '../../app/rate-limit.js';
import type { Services } from '../../app/services.js';
import { AppError } from '../../core/errors.js';
import { DocumentId, UpdateDocumentBody } from '../documents/schema.js';

const DraftBody = UpdateDocumentBody.pick({ body: true, framework: true, format: true, landscape: true, fonts: true, variables: true }).strict();
const PdfBytes = z.any().meta({ description: 'The PDF (application/pdf)' });

export interface PreviewRouteOptions {
  services: Services;
  limiter: RateLimiter;
  perMinute: number;
}

/**
 * POST /v1/documents/{id}/preview: the dashboard's live preview of an unsaved draft. Cookie only
 * (an API token gets 403: this is no free renderer), with a per-account limit of its own.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (app, { services, limiter, perMinute }) => {
  app.post('/v1/documents/:id/preview', {
    config: { auth: 'cookie' },
    // After the auth hook and before the body is parsed: every attempt counts, valid or not.
    onRequest: async (req) => {
      const r = limiter.hit(`preview:${req.ctx!.accountId}`, perMinute, 60_000);
      if (!r.allowed) throw new AppError('RATE_LIMIT_EXCEEDED', { retryAfter: r.retryAfterSeconds, params: { retryAfter: r.retryAfterSeconds } });
    },
    schema: {
      tags: ['documents'],
      description: 'Renders a draft (any of body, framework, format, landscape, fonts, variables over the saved document) to PDF. Stores nothing, debits nothing. Dashboard cookie only.',
      params: z.object({ id: DocumentId }),
      body: DraftBody,
      response: { 200: PdfBytes },
    },
  }, async (req, reply) => {
    const ctx = req.ctx!;

    // The response closing before it was written means the browser gave up on this draft.
    const gone = new AbortController();
    const onClose = () => { if (!reply.raw.writableEnded) gone.abort(); };
    reply.raw.once('close', onClose);
    const result = await services.previewDraft(ctx, req.params.id, req.body, gone.signal);
    reply.raw.off('close', onClose);
    if (!result) return reply.hijack(); // nobody to answer
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('x-pdf-pages', String(result.pages))
      .send(result.pdf);
  });
};
