import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforce, type RateLimits } from '../../core/rate-limit.js';
import { AUTHED, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { DocumentId, UpdateDocumentBody } from '../documents/schema.js';
import { DRAFT_FIELDS, type PreviewDraft } from './draft.js';
import { fieldMask } from '../versions/snapshot.js';

const DraftBody = UpdateDocumentBody.pick({ ...fieldMask(DRAFT_FIELDS), variables: true })
  .strict()
  .meta({ examples: [{ body: '<h1 class="text-2xl">Invoice {{number}}</h1>', variables: { number: 'INV-002' }, format: 'A5', landscape: true }] });
const PdfBytes = z.string().meta({ description: 'The PDF bytes, as Content-Type application/pdf (X-Pdf-Pages: the page count)', examples: ['%PDF-1.4 …'] });

export interface PreviewRouteOptions {
  previewDraft: PreviewDraft;
  limiter: RateLimits;
  perMinute: number;
}

/**
 * POST /v1/documents/{id}/preview: the dashboard's live preview of an unsaved draft. Cookie only
 * (an API token gets 403: this is no free renderer), with a per-account limit of its own.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (app, { previewDraft, limiter, perMinute }) => {
  const route = declareRoutes(app, { auth: 'cookie', tags: ['documents'] });

  route.post('/v1/documents/:id/preview', 'Preview a draft (dashboard)', {
    description: `Renders a draft (any of ${[...DRAFT_FIELDS, 'variables'].join(', ')} over the saved document) to PDF. Stores nothing, debits nothing. Dashboard cookie only. Free, so bounded per workspace: PREVIEW_ACCOUNT_CONCURRENCY at once, PREVIEW_ACCOUNT_PAGES_PER_MINUTE pages and PREVIEW_ACCOUNT_BYTES_PER_MINUTE bytes a minute (429 RATE_LIMIT_EXCEEDED with Retry-After, naming the setting); it waits for a Chromium page behind paid renders.`,
    params: z.object({ id: DocumentId }),
    body: DraftBody,
    response: {
      200: PdfBytes,
      ...errorResponses(
        ...AUTHED,
        ...WITH_BODY,
        'FORBIDDEN',
        'NOT_FOUND',
        'TEMPLATE_ERROR',
        'RENDER_LIMIT_EXCEEDED',
        'RENDER_QUEUE_FULL',
        'SERVICE_UNAVAILABLE',
      ),
    },
    // After the auth hook and before the body is parsed: every attempt counts, valid or not.
    onRequest: (req) => enforce(limiter, [{ limit: 'preview', key: req.ctx!.accountId, max: perMinute }]),
    handler: async (req, reply) => {
      const ctx = req.ctx!;

      // The response closing before it was written means the browser gave up on this draft.
      const gone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) gone.abort();
      };
      reply.raw.once('close', onClose);
      const result = await previewDraft(ctx, req.params.id, req.body, gone.signal);
      reply.raw.off('close', onClose);
      if (!result) return reply.hijack(); // nobody to answer
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('x-pdf-pages', String(result.pages))
        .send(result.pdf as unknown as string); // a Buffer: fastify sends it as is, unserialized
    },
  });
};
