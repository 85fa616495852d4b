import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../core/errors.js';
import { CursorParam } from '../../core/cursor.js';
import { AUTHED, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { z } from 'zod';
import { csvItems } from './csv-pool.js';
import { PdfaLevel } from '../documents/schema.js';
import type { BatchesService } from './service.js';
import { Batch, BatchAccepted, BatchBody, BatchItemList, BatchItemsQuery, BatchList, BatchOutput, BatchParams } from './schema.js';

const CSV_MAX_BYTES = 20 * 1024 * 1024;

/**
 * POST /v1/batches takes JSON (BatchBody) or multipart/form-data: `file` (CSV), `documentId`,
 * optional `output` and `webhookUrl`. The multipart parser is registered in this plugin only.
 */
export const batchRoutes: FastifyPluginAsyncZod<{ batches: BatchesService }> = async (app, { batches }) => {
  const route = declareRoutes(app, { auth: 'any', tags: ['batches'] });
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 6, fieldSize: 4096, parts: 8 } });

  route.post('/v1/batches', 'Start a batch', {
    description:
      "Renders up to 10,000 PDFs of one document asynchronously. JSON: `items` with each one's variables; or multipart/form-data with a CSV " +
      '`file` (header row = variable paths, dotted for nesting, at most 500 columns; `_filename` names each PDF, under the rule of `filename`; plain decimal cells become numbers), `documentId`, ' +
      'optional `output` and `webhookUrl`. Reserves one generation credit per item at once (402 naming the shortfall when the account has too few: ' +
      'nothing is queued); each failed item is refunded, and cancelling refunds what was not rendered. Answers 202; follow it with GET /v1/batches/{id} ' +
      "or a webhook. `Idempotency-Key` works as on POST /v1/generate. E-invoices (each item's own `einvoice`) are JSON batches only: a CSV upload with an `einvoice` field is 400. " +
      'With a `variablesSchema` on the document, every item is checked at acceptance: any item that breaks it refuses the whole batch with 422 VARIABLES_INVALID ' +
      'before anything is reserved, `problems` listing the first 100 as `{ item, path, message }` (`item` the 0-based index) or, for a CSV, `{ row, path, message }` (`row` its line in the file, the header is line 1).',
    body: BatchBody,
    response: {
      202: BatchAccepted,
      ...errorResponses(
        ...AUTHED,
        ...WITH_BODY,
        'FORBIDDEN',
        'NOT_FOUND',
        'quota_exceeded',
        'TEMPLATE_ERROR',
        'VARIABLES_INVALID',
        'IDEMPOTENCY_KEY_REUSED',
        'IDEMPOTENCY_KEY_IN_USE',
        'SERVICE_UNAVAILABLE',
      ),
    },
    bodyLimit: 32 * 1024 * 1024,
    attachValidation: true,
    handler: async (req, reply) => {
      let body: BatchBody;
      if (req.isMultipart()) body = await csvBody(req);
      else if (req.validationError) throw req.validationError;
      else body = req.body;
      const { replayed, value } = await batches.create(req.ctx!, body, req.headers['idempotency-key']);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send(value);
    },
  });

  route.get('/v1/batches', 'List batches', {
    description: "The account's batches, newest first, with their progress. Page with `before` = the previous page's `nextBefore`.",
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), before: CursorParam.optional() }),
    response: { 200: BatchList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR') },
    handler: async (req) => batches.list(req.ctx!, req.query),
  });

  route.get('/v1/batches/:id', 'Get a batch', {
    description:
      'Status, counts (done, failed, pending, cancelled), times and, once completed with output `merged` or `zip`, the URL of the one PDF or archive.',
    params: BatchParams,
    response: { 200: Batch, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => batches.get(req.ctx!, req.params.id),
  });

  route.get('/v1/batches/:id/items', 'List the items of a batch', {
    description: "In index order: each item's status, its PDF's URL when done, or the error envelope when it failed. Page with `after` = `nextAfter`.",
    params: BatchParams,
    querystring: BatchItemsQuery,
    response: { 200: BatchItemList, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => batches.items(req.ctx!, req.params.id, req.query),
  });

  route.delete('/v1/batches/:id', 'Cancel a batch', {
    description:
      'Items not started are cancelled and their reserved credits given back at once; items rendering now finish. A finished batch is answered unchanged.',
    params: BatchParams,
    response: { 200: Batch, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'NOT_FOUND') },
    handler: async (req) => batches.cancel(req.ctx!, req.params.id),
  });
};

async function csvBody(req: import('fastify').FastifyRequest): Promise<BatchBody> {
  const fields: Record<string, string> = {};
  let csv: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || csv !== null) {
          part.file.resume();
          continue;
        }
        csv = await part.toBuffer(); // decoded in the CSV worker (csv-pool.ts)
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', { params: { limit: CSV_MAX_BYTES } });
    if (code?.startsWith('FST_')) throw new AppError('VALIDATION_ERROR', { params: { field: 'body', rule: 'multipart' } });
    throw err;
  }
  if (csv === null) throw new AppError('VALIDATION_ERROR', { params: { field: 'file', rule: 'file_missing' } });
  // A row has no invoice of its own (lines, parties, taxes): e-invoice batches are JSON, each item with its `einvoice`.
  const einvoiceField = Object.keys(fields).find((f) => f === 'einvoice' || f.startsWith('einvoice.') || f.startsWith('einvoice['));
  if (einvoiceField !== undefined) {
    throw new AppError('VALIDATION_ERROR', {
      params: { detail: `${einvoiceField}: e-invoice batches are JSON only (each item with its own "einvoice"); a CSV batch renders plain PDFs` },
    });
  }
  const parsed = z
    .object({
      documentId: z.uuid(),
      output: BatchOutput.default('files'),
      webhookUrl: z.url().max(2048).optional(),
      pdfa: PdfaLevel.optional(),
    })
    .safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_ERROR', { params: { detail: `${issue.path.join('.')}: ${issue.message}` } });
  }
  const { documentId, output, webhookUrl, pdfa } = parsed.data;
  return { documentId, output, items: await csvItems(csv), ...(webhookUrl ? { webhook: { url: webhookUrl } } : {}), ...(pdfa ? { pdfa } : {}) };
}
