import { snapshotForRender } from '../versions/render-source.js';
import crypto from 'node:crypto';
import type { z } from 'zod';
import type { PdfaPart } from '../../render/pdf-archival.js';
import { planSigning } from '../signing/index.js';
import type { Ctx } from '../../core/context.js';
import { apiKeyIdOf } from '../../core/context.js';
import { encodeCursor, type Cursor } from '../../core/cursor.js';
import { AppError } from '../../core/errors.js';
import { nowIso } from '../../core/time.js';
import type { BatchRow } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/types.js';
import { releaseReservation, reserveForBatch } from '../credits/index.js';
import type { Deps } from '../deps.js';
import { checkTemplates } from '../documents/render-input.js';
import { documentByUuid } from '../documents/index.js';
import { IDEMPOTENCY_KEY, type IdempotencyService } from '../idempotency/service.js';
import { newWebhookSecret } from '../webhooks/secrets.js';
import { checkWebhookUrl } from '../webhooks/url-policy.js';
import { paysNothing } from '../generation/payer.js';
import { batchesRepo, type ItemCounts } from './repo.js';
import type { Batch, BatchBody, BatchItem } from './schema.js';
import { sendLanes } from './lanes.js';
import { checkBatchDelivery } from './delivery.js';
import { checkBatchEinvoices, einvoiceColumns, itemEinvoiceView } from './einvoice.js';
import { keepsVariables } from '../accounts/index.js';
import { checkBatchVariables } from '../variables/index.js';

type BatchView = z.infer<typeof Batch>;
type ItemView = z.infer<typeof BatchItem>;

/**
 * Accepting a batch is one transaction: its `total` credits are reserved (all or none), the
 * batch and every item are rows. Only then are its jobs sent: a crash in between leaves a
 * queued batch that the start-up sweep sends again (lanes.ts).
 */
export function batchesService(deps: Deps, jobs: JobQueue, idempotency: IdempotencyService) {
  const repo = batchesRepo(deps.db);

  async function create(ctx: Ctx, body: BatchBody) {
    const doc = await documentByUuid(deps.db, ctx.accountId, body.documentId.toLowerCase());
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.kind === 'partial') throw new AppError('PARTIAL_NOT_RENDERABLE');
    // Every item renders one version: the one asked for, else the one published now (a publish
    // during the run does not split the batch). An unknown version is 404 before any reservation.
    const { source, version } = await snapshotForRender(deps.db, doc, body.version);
    await checkTemplates(deps, source); // a broken template reserves nothing
    // Every item against the version's variables schema (issue 39), in a worker: one that breaks
    // it refuses the whole batch before any reservation, naming the item (a CSV's: its row).
    await checkBatchVariables(
      source.variables_schema,
      body.items,
      body.items.some((it) => 'variablesJson' in it),
    );
    if (body.webhook) await checkWebhookUrl(deps, body.webhook.url);
    await checkBatchEinvoices(deps, body); // no network: before the upload URLs' DNS lookups
    await checkBatchDelivery(deps, body);
    // The certificate of a signed batch (issue 40): another workspace's is 404 before any reservation.
    await planSigning(deps, ctx, { sign: body.sign });
    const total = body.items.length;
    const uuid = crypto.randomUUID();
    const webhookSecret = body.webhook ? newWebhookSecret(deps.config.secretsKeyring, { kind: 'batch', uuid }) : null;
    // Who pays (generation/payer.ts): a test key's batch is free, so nothing is reserved and
    // every item renders as a test render (watermarked, `test: true`, the ledger untouched).
    const test = paysNothing(ctx);
    const id = await deps.db.transaction().execute(async (tx) => {
      const reserved = test ? { grant: 0, topup: 0 } : await reserveForBatch(tx, ctx.accountId, total);
      if ('available' in reserved) {
        throw new AppError('quota_exceeded', {
          variant: 'quota_exceeded.batch',
          extra: { type: 'generation', required: total, available: reserved.available, shortfall: total - reserved.available },
          params: { type: 'generation', required: total, available: reserved.available, shortfall: total - reserved.available },
        });
      }
      return batchesRepo(tx).insert(
        {
          uuid,
          account_id: ctx.accountId,
          document_uuid: doc.uuid,
          api_key_id: apiKeyIdOf(ctx.actor),
          actor: ctx.actor.kind,
          status: 'queued',
          output: body.output,
          total,
          version,
          pdfa: body.pdfa ?? null,
          sign: body.sign ? JSON.stringify(body.sign) : null,
          webhook_url: body.webhook?.url ?? null,
          webhook_secret: webhookSecret?.stored ?? null,
          grant_left: reserved.grant,
          topup_left: reserved.topup,
          test: test ? 1 : 0,
          output_path: null,
          error_code: null,
          created_at: nowIso(),
          started_at: null,
          completed_at: null,
        },
        body.items.map((it) => ({
          // A CSV's items arrive with their variables serialised by its worker (csv-worker.ts).
          variables: 'variablesJson' in it && typeof it.variablesJson === 'string' ? it.variablesJson : JSON.stringify(it.variables),
          filename: it.filename ?? null,
          metadata: it.metadata ? JSON.stringify(it.metadata) : null,
          uploadUrl: it.uploadUrl ?? null,
          ...einvoiceColumns(it.einvoice),
        })),
      );
    });
    await sendLanes(deps, jobs, id, total);
    return { id: uuid, status: 'queued' as const, total, ...(webhookSecret ? { webhookSecret: webhookSecret.shown } : {}) };
  }

  function view(b: BatchRow, c: ItemCounts, uploads: Set<number>): BatchView {
    return {
      id: b.uuid,
      documentId: b.document_uuid,
      status: b.status,
      output: b.output,
      delivery: uploads.has(b.id) ? 'upload' : 'url',
      pdfa: b.pdfa as PdfaPart | null,
      test: b.test === 1,
      total: b.total,
      done: c.done,
      failed: c.failed,
      pending: c.pending + c.running,
      cancelled: c.cancelled,
      url: b.output_path ? deps.storage.publicUrl(b.output_path) : null,
      webhookUrl: b.webhook_url,
      error: b.error_code,
      createdAt: b.created_at,
      startedAt: b.started_at,
      completedAt: b.completed_at,
    };
  }

  async function owned(ctx: Ctx, id: string): Promise<BatchRow> {
    const b = await repo.byUuid(ctx.accountId, id.toLowerCase());
    if (!b) throw new AppError('NOT_FOUND');
    return b;
  }

  async function get(ctx: Ctx, id: string): Promise<BatchView> {
    const b = await owned(ctx, id);
    return view(b, (await repo.counts([b.id])).get(b.id)!, await repo.uploadBatches([b.id]));
  }

  return {
    /** POST /v1/batches; with an Idempotency-Key a retry answers the first acceptance. */
    async create(ctx: Ctx, body: BatchBody, key: unknown) {
      if (key === undefined) return { replayed: false, value: await create(ctx, body) };
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('VALIDATION_ERROR', { params: { field: 'Idempotency-Key', rule: 'idempotency_key' } });
      }
      return idempotency.run(ctx, key, { batch: { ...body, documentId: body.documentId.toLowerCase() } }, () => create(ctx, body));
    },

    get,

    async list(ctx: Ctx, q: { limit: number; before?: Cursor }) {
      const rows = await repo.list(ctx.accountId, q);
      const counts = await repo.counts(rows.map((r) => r.id));
      const uploads = await repo.uploadBatches(rows.map((r) => r.id));
      const last = rows.at(-1);
      return {
        batches: rows.map((r) => view(r, counts.get(r.id)!, uploads)),
        nextBefore: last && rows.length === q.limit ? encodeCursor({ at: last.created_at, id: last.id }) : null,
      };
    },

    async items(ctx: Ctx, id: string, q: { limit: number; after?: number; status?: ItemView['status'] }) {
      const b = await owned(ctx, id);
      const rows = await repo.items(b.id, { limit: q.limit, afterIdx: q.after, status: q.status });
      return {
        items: rows.map(
          (r): ItemView => ({
            index: r.idx,
            status: r.status,
            test: b.test === 1,
            url: r.status === 'done' && r.path ? deps.storage.publicUrl(r.path) : null,
            filename: r.filename,
            metadata: r.metadata ? JSON.parse(r.metadata) : null,
            error:
              r.status === 'failed'
                ? { error: r.error_code ?? 'INTERNAL_ERROR', message: r.error_message ?? '', ...(r.violations ? { violations: JSON.parse(r.violations) } : {}) }
                : null,
            einvoice: itemEinvoiceView(deps, r),
            ...(r.warnings ? { warnings: JSON.parse(r.warnings) } : {}),
          }),
        ),
        nextAfter: rows.length === q.limit ? rows.at(-1)!.idx : null,
      };
    },

    /** Stops a live batch: pending items are cancelled and their reserved credits given back; running items finish. */
    async cancel(ctx: Ctx, id: string): Promise<BatchView> {
      const b = await owned(ctx, id);
      await deps.db.transaction().execute(async (tx) => {
        const back = await batchesRepo(tx).cancel(b.id, !(await keepsVariables(tx, b.account_id)));
        if (back) await releaseReservation(tx, b.account_id, back);
      });
      return get(ctx, id);
    },
  };
}

export type BatchesService = ReturnType<typeof batchesService>;
