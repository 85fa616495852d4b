import { isPostgres, type Db } from '../../db/connection.js';
import type { BatchItemStatus, BatchRow, BatchStatus, BatchesTable } from '../../db/schema.js';
import { sql, type Insertable } from 'kysely';
import { nowIso } from '../../core/time.js';
import { inputStrings, withoutInput } from './item-failure.js';

export interface NewItem {
  variables: string;
  filename: string | null;
  metadata: string | null;
  uploadUrl: string | null;
  /** The item's e-invoice request and its `{ format, profile }`, JSON (issue 37); null: none. */
  einvoice?: string | null;
  einvoiceKind?: string | null;
}
export type ItemCounts = Record<BatchItemStatus, number>;

/**
 * A settled item's upload URL (a credential for the caller's bucket) is emptied to '' rather
 * than null: the URL is gone, and the batch still reads as `delivery: "upload"` (uploadBatches).
 */
const spentUploadUrl = sql<string | null>`case when upload_url is null then null else '' end`;

/** Rows per INSERT: far below both databases' limit on bound parameters. */
const CHUNK = 200;

/** SQL of `batches` and `batch_items`; `db` may be a transaction. */
export function batchesRepo(db: Db) {
  /** Reads what is left of the reservation under the row lock a no-op update takes (PostgreSQL). */
  async function leftLocked(batchId: number) {
    await db
      .updateTable('batches')
      .set((eb) => ({ grant_left: eb.ref('grant_left') }))
      .where('id', '=', batchId)
      .execute();
    return db.selectFrom('batches').select(['status', 'grant_left', 'topup_left', 'account_id']).where('id', '=', batchId).executeTakeFirst();
  }

  return {
    async insert(batch: Insertable<BatchesTable>, items: NewItem[]): Promise<number> {
      const { id } = await db.insertInto('batches').values(batch).returning('id').executeTakeFirstOrThrow();
      const now = nowIso();
      for (let i = 0; i < items.length; i += CHUNK) {
        await db
          .insertInto('batch_items')
          .values(
            items.slice(i, i + CHUNK).map((it, j) => ({
              batch_id: id,
              idx: i + j,
              status: 'pending' as const,
              variables: it.variables,
              filename: it.filename,
              metadata: it.metadata,
              upload_url: it.uploadUrl,
              einvoice: it.einvoice ?? null,
              einvoice_kind: it.einvoiceKind ?? null,
              generation_id: null,
              path: null,
              error_code: null,
              error_message: null,
              owner_node: null,
              updated_at: now,
            })),
          )
          .execute();
      }
      return id;
    },

    byUuid(accountId: number, uuid: string) {
      return db.selectFrom('batches').selectAll().where('account_id', '=', accountId).where('uuid', '=', uuid).executeTakeFirst();
    },

    byId(id: number) {
      return db.selectFrom('batches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first, by (created_at, id). */
    list(accountId: number, q: { limit: number; before?: { at: string; id: number } }) {
      let query = db.selectFrom('batches').selectAll().where('account_id', '=', accountId);
      if (q.before) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(q.before!.at, q.before!.id)));
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    },

    async counts(batchIds: number[]): Promise<Map<number, ItemCounts>> {
      const out = new Map<number, ItemCounts>();
      if (!batchIds.length) return out;
      const rows = await db
        .selectFrom('batch_items')
        .select(['batch_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('batch_id', 'in', batchIds)
        .groupBy(['batch_id', 'status'])
        .execute();
      for (const id of batchIds) out.set(id, { pending: 0, running: 0, done: 0, failed: 0, cancelled: 0 });
      for (const r of rows) out.get(r.batch_id)![r.status] = Number(r.n);
      return out;
    },

    /** Which of these batches deliver by upload: their items have (or had) an upload URL. */
    async uploadBatches(batchIds: number[]): Promise<Set<number>> {
      if (!batchIds.length) return new Set();
      const rows = await db
        .selectFrom('batch_items')
        .select('batch_id')
        .distinct()
        .where('batch_id', 'in', batchIds)
        .where('upload_url', 'is not', null)
        .execute();
      return new Set(rows.map((r) => r.batch_id));
    },

    /** Items in index order after `afterIdx`. */
    items(batchId: number, q: { limit: number; afterIdx?: number; status?: BatchItemStatus }) {
      let query = db.selectFrom('batch_items').selectAll().where('batch_id', '=', batchId);
      if (q.afterIdx !== undefined) query = query.where('idx', '>', q.afterIdx);
      if (q.status) query = query.where('status', '=', q.status);
      return query.orderBy('idx').limit(q.limit).execute();
    },

    /**
     * Takes the next pending item for `node`: a compare-and-set on its status, so two workers
     * (two nodes) never take one item. PostgreSQL skips rows another worker is taking.
     */
    async claim(batchId: number, node: string) {
      const next = db.selectFrom('batch_items').select('id').where('batch_id', '=', batchId).where('status', '=', 'pending').orderBy('idx').limit(1);
      const r = await db
        .updateTable('batch_items')
        .set((eb) => ({ status: 'running', owner_node: node, attempts: eb('attempts', '+', 1), updated_at: nowIso() }))
        .where('id', '=', isPostgres(db) ? next.forUpdate().skipLocked() : next)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      return r;
    },

    async markStarted(batchId: number): Promise<void> {
      await db.updateTable('batches').set({ status: 'running', started_at: nowIso() }).where('id', '=', batchId).where('status', '=', 'queued').execute();
    },

    /** One credit of the reservation, grant first; null when none is left. */
    async takeReserved(batchId: number): Promise<'grant' | 'topup' | null> {
      for (const source of ['grant', 'topup'] as const) {
        const column = source === 'grant' ? 'grant_left' : 'topup_left';
        const r = await db
          .updateTable('batches')
          .set((eb) => ({ [column]: eb(column, '-', 1) }))
          .where('id', '=', batchId)
          .where(column, '>', 0)
          .executeTakeFirst();
        if (r.numUpdatedRows > 0n) return source;
      }
      return null;
    },

    /** Records the render holding the item's credit; false when the item is no longer this node's. */
    async linkGeneration(itemId: number, node: string, generationId: number): Promise<boolean> {
      const r = await db
        .updateTable('batch_items')
        .set({ generation_id: generationId, updated_at: nowIso() })
        .where('id', '=', itemId)
        .where('status', '=', 'running')
        .where('owner_node', '=', node)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Moves a running item of `node` to its outcome (or back to pending for another try). */
    async settle(
      itemId: number,
      node: string,
      patch: {
        status: BatchItemStatus;
        path?: string | null;
        errorCode?: string | null;
        errorMessage?: string | null;
        /** The rules a refused e-invoice broke (JSON). */
        violations?: string | null;
        /** A done item's render warnings (JSON, issue 39). */
        warnings?: string | null;
        scrubVariables?: boolean;
      },
    ): Promise<boolean> {
      // A settled item's upload URL (a credential for the caller's bucket) has no further use.
      const final = patch.status !== 'pending' && patch.status !== 'running';
      const r = await db
        .updateTable('batch_items')
        .set({
          status: patch.status,
          path: patch.path ?? null,
          error_code: patch.errorCode ?? null,
          error_message: patch.errorMessage ?? null,
          violations: patch.violations ?? null,
          warnings: patch.warnings ?? null,
          owner_node: null,
          updated_at: nowIso(),
          ...(final ? { upload_url: spentUploadUrl } : {}),
          ...(final && patch.scrubVariables ? { variables: '{}', einvoice: null } : {}),
        })
        .where('id', '=', itemId)
        .where('status', '=', 'running')
        .where('owner_node', '=', node)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Cancels a live batch and its pending items; answers the reserved credits to give back, or null when it was not live. */
    async cancel(batchId: number, scrubVariables = false): Promise<{ grant: number; topup: number } | null> {
      const left = await leftLocked(batchId);
      if (!left || (left.status !== 'queued' && left.status !== 'running')) return null;
      await db.updateTable('batches').set({ status: 'cancelled', completed_at: nowIso(), grant_left: 0, topup_left: 0 }).where('id', '=', batchId).execute();
      await db
        .updateTable('batch_items')
        .set({ status: 'cancelled', updated_at: nowIso(), upload_url: spentUploadUrl, ...(scrubVariables ? { variables: '{}', einvoice: null } : {}) })
        .where('batch_id', '=', batchId)
        .where('status', '=', 'pending')
        .execute();
      return { grant: left.grant_left, topup: left.topup_left };
    },

    leftLocked,

    /** The final state; the reservation's rest is zeroed here and given back by the caller, same transaction. */
    async finish(
      batchId: number,
      from: BatchStatus[],
      to: BatchStatus,
      patch: { outputPath?: string | null; errorCode?: string | null } = {},
    ): Promise<boolean> {
      const r = await db
        .updateTable('batches')
        .set({ status: to, completed_at: nowIso(), grant_left: 0, topup_left: 0, output_path: patch.outputPath ?? null, error_code: patch.errorCode ?? null })
        .where('id', '=', batchId)
        .where('status', 'in', from)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Running items whose node is no longer live. */
    orphans(liveNodes: string[]) {
      return db
        .selectFrom('batch_items')
        .select(['id', 'batch_id', 'owner_node'])
        .where('status', '=', 'running')
        .where((eb) => eb.or([eb('owner_node', 'is', null), eb('owner_node', 'not in', liveNodes)]))
        .limit(1000)
        .execute();
    },

    async release(itemId: number, owner: string | null): Promise<boolean> {
      let q = db
        .updateTable('batch_items')
        .set({ status: 'pending', owner_node: null, updated_at: nowIso() })
        .where('id', '=', itemId)
        .where('status', '=', 'running');
      q = owner === null ? q.where('owner_node', 'is', null) : q.where('owner_node', '=', owner);
      const r = await q.executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    live(): Promise<Pick<BatchRow, 'id' | 'status'>[]> {
      return db.selectFrom('batches').select(['id', 'status']).where('status', 'in', ['queued', 'running']).execute();
    },
  };
}

/**
 * The variables a batch item kept for its render, emptied once its file expired or was deleted
 * (issue 41): a payslip's data must not outlive the payslip. Only finished items are touched.
 */
/** The stored secret (sealed or clear) that signs a batch's own webhook; undefined once the batch is gone. */
export function batchWebhookSecret(db: Db, batchId: number) {
  return db.selectFrom('batches').select(['uuid', 'webhook_secret']).where('id', '=', batchId).executeTakeFirst();
}

/** The download names batch items gave the files of these generations (issue 44: the files list names them). */
export async function itemFilenames(db: Db, generationIds: number[]): Promise<Map<number, string>> {
  if (generationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('batch_items')
    .select(['generation_id', 'filename'])
    .where('generation_id', 'in', generationIds)
    .where('filename', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.generation_id!, /\.pdf$/i.test(r.filename!) ? r.filename! : `${r.filename}.pdf`]));
}

export async function scrubItemVariables(db: Db, generationIds: number[]): Promise<void> {
  if (generationIds.length === 0) return;
  await db
    .updateTable('batch_items')
    .set({ variables: '{}', einvoice: null })
    .where('generation_id', 'in', generationIds)
    .where('status', '=', 'done')
    .execute();
}

/** keepVariables turned off (issue 41): every settled item of the workspace keeps none from now on. */
export async function scrubSettledVariables(db: Db, accountId: number): Promise<void> {
  const ofAccount = db.selectFrom('batches').select('id').where('account_id', '=', accountId);
  // A failed item's message and broken rules may repeat a value: they lose it with the variables.
  const failed = await db
    .selectFrom('batch_items')
    .select(['id', 'variables', 'einvoice', 'error_message', 'violations'])
    .where('status', '=', 'failed')
    .where('variables', '!=', '{}')
    .where('batch_id', 'in', ofAccount)
    .execute();
  for (const f of failed) {
    const strings = inputStrings(f.variables, f.einvoice);
    await db
      .updateTable('batch_items')
      .set({
        error_message: f.error_message && withoutInput(f.error_message, strings),
        violations: f.violations && withoutInput(f.violations, strings),
      })
      .where('id', '=', f.id)
      .execute();
  }
  await db
    .updateTable('batch_items')
    .set({ variables: '{}', einvoice: null })
    .where('status', 'in', ['done', 'failed', 'cancelled'])
    .where('batch_id', 'in', ofAccount)
    .execute();
}
