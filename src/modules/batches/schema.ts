import { pageOf } from '../../core/cursor.js';
import { z } from 'zod';
import { SignOptions } from '../signing/index.js';
import { EXAMPLE_UUID, PdfaLevel, Variables } from '../documents/schema.js';
import { EINVOICE_FORMATS, FACTURX_PROFILES } from '../einvoice/formats.js';
import { EinvoiceRequest, EinvoiceViolation } from '../einvoice/schema.js';
import { RenderWarnings } from '../generation/schema.js';

const EXAMPLE_BATCH = '7d4f2c1a-9b3e-4f6a-8c2d-1e5b7a9c3f08';
export const MAX_BATCH_ITEMS = 10_000;

/** A PDF's download name in a batch (JSON `filename`, CSV `_filename`). */
export const BatchFilename = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^\u0000-\u001f\u007f/\\"]+$/, 'must not contain control characters, /, \\ or "');

export const BatchItemInput = z
  .object({
    variables: Variables.meta({ description: 'Handlebars context of this document' }),
    filename: BatchFilename.optional().meta({ description: 'Download name of this PDF (and its name inside the zip); ".pdf" is added when missing' }),
    metadata: z.record(z.string(), z.unknown()).optional().meta({ description: 'Your own data, returned with the item (e.g. a customer id)' }),
    uploadUrl: z.url().max(4096).optional().meta({
      description:
        'With the batch\'s `delivery: "upload"`, required: a presigned PUT URL of your own bucket for this item\'s PDF (https; private and loopback addresses refused unless UPLOAD_ALLOW_PRIVATE=true)',
    }),
    einvoice: EinvoiceRequest.optional().meta({
      description:
        "This item's structured invoice, as `einvoice` of POST /v1/generate: checked when the item renders, before its credit is spent; an invoice that breaks a rule fails this item alone (422 EINVOICE_INVALID in its `error`, with `violations`) and its credit is given back when the batch ends. Its XML is stored beside its PDF (and in the zip). JSON batches only",
    }),
  })
  .strict();

/** A batch stores its PDFs here or PUTs each to its item's `uploadUrl`; an answer can carry no PDF, so no `inline`. */
const BatchDelivery = z.enum(['url', 'upload']);

export const BatchOutput = z.enum(['files', 'merged', 'zip']);

export const BatchBody = z
  .object({
    documentId: z.uuid().meta({ description: "The document's uuid" }),
    items: z
      .array(BatchItemInput)
      .min(1)
      .max(MAX_BATCH_ITEMS)
      .meta({ description: `1 to ${MAX_BATCH_ITEMS} documents to render, in order` }),
    output: BatchOutput.default('files').meta({
      description: '`files`: one PDF per item; `merged`: also one PDF of all items in order; `zip`: also one archive of all PDFs',
    }),
    webhook: z
      .object({ url: z.url().max(2048) })
      .strict()
      .optional()
      .meta({ description: 'Receives `batch.completed` or `batch.failed`, signed (Standard Webhooks) with the `webhookSecret` answered once' }),
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .meta({ description: 'The document version every item renders (unknown: 404 NOT_FOUND); default: the version published when the batch is accepted' }),
    pdfa: PdfaLevel.optional().meta({
      description:
        'Every item as an archival PDF, "2b" (PDF/A-2b) or "3b" (PDF/A-3b); default: the document\'s `pdfa`. The merged PDF of `output: "merged"` is a plain PDF',
    }),
    sign: SignOptions.optional().meta({
      description:
        "Every item signed with one of the workspace's signing certificates, as `options.sign` of POST /v1/generate (checked before anything is reserved: another workspace's certificate is 404). See docs/signing.md",
    }),
    delivery: BatchDelivery.optional().meta({
      description:
        '`url` (default): every PDF stored here at its URL. `upload`: each PDF PUT to its item\'s `uploadUrl` and stored nowhere here (with `output: "files"` only; ' +
        'an item whose upload fails is failed and its credit refunded). `inline` is refused: a batch answers before its PDFs exist',
    }),
  })
  .strict()
  .meta({
    examples: [
      {
        documentId: EXAMPLE_UUID,
        items: [{ variables: { customer: 'Ada', total: 1250 }, filename: 'invoice-1042' }, { variables: { customer: 'Grace', total: 980 } }],
        output: 'zip',
        webhook: { url: 'https://example.com/hooks/quire' },
      },
    ],
  });
export type BatchBody = z.infer<typeof BatchBody>;

export const BatchStatus = z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']);

export const BatchAccepted = z
  .object({
    id: z.uuid(),
    status: z.literal('queued'),
    total: z.number().int(),
    webhookSecret: z.string().optional().meta({ description: 'Only when `webhook` was given, only here: the whsec_ secret that signs its deliveries' }),
  })
  .meta({ examples: [{ id: EXAMPLE_BATCH, status: 'queued', total: 2 }] });

export const Batch = z
  .object({
    id: z.uuid(),
    documentId: z.uuid(),
    status: BatchStatus,
    output: BatchOutput,
    delivery: BatchDelivery.meta({
      description: "`url`: every PDF stored here at its URL; `upload`: each PDF PUT to its item's `uploadUrl`, stored nowhere here",
    }),
    pdfa: PdfaLevel.nullable().meta({ description: "The PDF/A level the batch asked for every item; null: the document version's own" }),
    test: z.boolean().meta({
      description: 'Started with a test key (`tk_test_…`): nothing reserved or debited, every item a free render watermarked TEST',
    }),
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int().meta({ description: 'Items not finished yet (waiting or rendering)' }),
    cancelled: z.number().int().meta({ description: 'Items never rendered because the batch was cancelled' }),
    url: z.url().nullable().meta({ description: 'The merged PDF or the zip once completed; null for `files` and before completion' }),
    webhookUrl: z.string().nullable(),
    error: z.string().nullable().meta({ description: 'Why a batch failed (the code)' }),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        id: EXAMPLE_BATCH,
        documentId: EXAMPLE_UUID,
        status: 'running',
        output: 'zip',
        delivery: 'url',
        pdfa: null,
        test: false,
        total: 1000,
        done: 420,
        failed: 3,
        pending: 577,
        cancelled: 0,
        url: null,
        webhookUrl: null,
        error: null,
        createdAt: '2026-11-21T21:20:00.000Z',
        startedAt: '2026-11-21T21:20:00.100Z',
        completedAt: null,
      },
    ],
  });

export const BatchList = pageOf('batches', Batch, 'batches').meta({
  examples: [
    {
      batches: [
        {
          id: EXAMPLE_BATCH,
          documentId: EXAMPLE_UUID,
          status: 'completed',
          output: 'merged',
          delivery: 'url',
          pdfa: null,
          test: false,
          total: 2,
          done: 2,
          failed: 0,
          pending: 0,
          cancelled: 0,
          url: `https://pdf.example.com/client/1/batches/${EXAMPLE_BATCH}.pdf`,
          webhookUrl: null,
          error: null,
          createdAt: '2026-11-21T21:20:00.000Z',
          startedAt: '2026-11-21T21:20:00.100Z',
          completedAt: '2026-11-21T21:20:01.300Z',
        },
      ],
      nextBefore: null,
    },
  ],
});

export const BatchItem = z.object({
  index: z.number().int(),
  status: z.enum(['pending', 'running', 'done', 'failed', 'cancelled']),
  test: z.boolean().meta({ description: "The batch's test flag: a free render watermarked TEST, listed `test: true` in the generations too" }),
  url: z.url().nullable(),
  filename: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  error: z
    .object({ error: z.string(), message: z.string(), violations: z.array(EinvoiceViolation).optional() })
    .nullable()
    .meta({ description: 'The error envelope of a failed item (`violations`: the rules its e-invoice broke)' }),
  einvoice: z
    .object({
      format: z.enum(EINVOICE_FORMATS),
      profile: z.enum(FACTURX_PROFILES).nullable(),
      xmlUrl: z.url().nullable().meta({ description: "The validated XML stored beside the item's PDF, once done" }),
    })
    .nullable()
    .meta({ description: "The item's e-invoice; null: none" }),
  warnings: RenderWarnings.optional().meta({
    description:
      "A done item's render warnings, as POST /v1/generate answers them (`MISSING_VARIABLE`: a path the template reads that the item's variables lack); absent: none",
  }),
});

export const BatchItemList = z
  .object({
    items: z.array(BatchItem),
    nextAfter: z.number().int().nullable().meta({ description: 'Pass as `after` for the next page; null on the last page' }),
  })
  .meta({
    examples: [
      {
        items: [
          {
            index: 0,
            status: 'done',
            test: false,
            url: `https://pdf.example.com/client/1/generated/${EXAMPLE_UUID}/1763760000000.pdf`,
            filename: 'invoice-1042',
            metadata: null,
            error: null,
            einvoice: null,
          },
          {
            index: 1,
            status: 'failed',
            test: false,
            url: null,
            filename: null,
            metadata: { row: 3 },
            error: { error: 'TEMPLATE_ERROR', message: 'The template failed: "total" is not a number' },
            einvoice: null,
          },
        ],
        nextAfter: null,
      },
    ],
  });

export const BatchParams = z.object({ id: z.uuid().meta({ description: "The batch's id" }) });
export const BatchItemsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(100).meta({ description: 'Items per page, 1-1000 (default 100)' }),
  after: z.coerce.number().int().min(-1).optional().meta({ description: 'Items after this index: the `nextAfter` of the previous page' }),
  status: z.enum(['pending', 'running', 'done', 'failed', 'cancelled']).optional().meta({ description: 'Only items in this state' }),
});
