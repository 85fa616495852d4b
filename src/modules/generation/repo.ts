import type { Db } from '../../db/connection.js';
import type { GenerationRow } from '../../db/schema.js';
import { nowIso } from '../../core/time.js';
import type { Cursor } from '../../core/cursor.js';
import { sql } from 'kysely';
import { debitInOneStatement, type CreditSource } from '../credits/index.js';
import { prepared } from '../../db/prepared.js';

/** error_code of a generation refunded by the sweep because its process died. */
export const ABANDONED = 'ABANDONED';

/** A generation as it starts, before anything is rendered. */
interface PendingGeneration {
  accountId: number;
  documentId: number;
  documentUuid: string;
  apiKeyId: number | null;
  actor: string;
  path: string;
  /** 'none': a test key's render, which debited nothing. */
  creditSource: CreditSource | 'none';
  test?: boolean;
  /** The node rendering it: its lease protects the row from other nodes' sweeps. */
  ownerNode: string | null;
  /** The version rendered (0: the draft) and the request asking for it (the audit log shows the version). */
  documentVersion?: number | null;
  requestId?: string | null;
  /** The dashboard user (teams); null for a token. */
  userId?: number | null;
}

type PendingValues = Required<Omit<PendingGeneration, 'test'>> & { test: number; createdAt: string };

const pendingValues = (g: Omit<PendingGeneration, 'creditSource'>): Omit<PendingValues, 'creditSource'> => ({
  ...g,
  test: g.test ? 1 : 0,
  documentVersion: g.documentVersion ?? null,
  requestId: g.requestId ?? null,
  userId: g.userId ?? null,
  createdAt: nowIso(),
});

/** The two writes of every generation, prepared once (db/prepared.ts). */
const insertPending = prepared<PendingValues>()((db, p) =>
  db
    .insertInto('generations')
    .values({
      account_id: p('accountId'),
      document_id: p('documentId'),
      document_uuid: p('documentUuid'),
      api_key_id: p('apiKeyId'),
      actor: p('actor'),
      path: p('path'),
      status: 'pending',
      credit_source: p('creditSource'),
      error_code: null,
      bytes: null,
      pages: null,
      duration_ms: null,
      created_at: p('createdAt'),
      completed_at: null,
      deleted_at: null,
      owner_node: p('ownerNode'),
      document_version: p('documentVersion'),
      request_id: p('requestId'),
      test: p('test'),
      user_id: p('userId'),
    })
    .returning('id'),
);

const succeeded = prepared<{
  id: number;
  bytes: number;
  pages: number;
  durationMs: number;
  at: string;
  expiresAt: string | null;
  access: 'public' | 'signed';
  linkSecret: string | null;
  delivery: 'url' | 'inline' | 'upload';
}>()((db, p) =>
  db
    .updateTable('generations')
    .set({
      status: 'succeeded',
      bytes: p('bytes'),
      pages: p('pages'),
      duration_ms: p('durationMs'),
      completed_at: p('at'),
      expires_at: p('expiresAt'),
      access: p('access'),
      link_secret: p('linkSecret'),
      delivery: p('delivery'),
    })
    .where('id', '=', p('id'))
    .where('status', '=', 'pending'),
);

/**
 * PostgreSQL: the pending row written by the credits module's one-statement debit, with the
 * credit's source from its CTE `debit` (insertPending's row; the casts name the types an
 * INSERT … SELECT cannot infer from its columns).
 */
const debitWithPending = debitInOneStatement<Omit<PendingValues, 'creditSource'>>(
  (p) => sql`insert into generations
    (account_id, document_id, document_uuid, api_key_id, actor, path, status, credit_source, created_at, owner_node, document_version, request_id, test, user_id)
    select ${p('accountId')}::int, ${p('documentId')}::int, ${p('documentUuid')}, ${p('apiKeyId')}::int, ${p('actor')}, ${p('path')}, 'pending',
      debit.source, ${p('createdAt')}, ${p('ownerNode')}, ${p('documentVersion')}::int, ${p('requestId')}, ${p('test')}::int, ${p('userId')}::int
    from debit returning id`,
);

/** What issue 41 records with a succeeded generation: its retention, access and delivery. */
export interface CommittedFile {
  expiresAt: string | null;
  access: 'public' | 'signed';
  linkSecret: string | null;
  delivery: 'url' | 'inline' | 'upload';
}

/** SQL for `generations`; `db` may be a transaction (the debit's, the refund's). */
export function generationsRepo(db: Db) {
  return {
    async insertPending(g: PendingGeneration): Promise<number> {
      const { rows } = await insertPending(db, { ...pendingValues(g), creditSource: g.creditSource });
      return rows[0]!.id;
    },

    /**
     * PostgreSQL: one credit and the pending row in one statement (debitWithPending); null when
     * it took nothing (a new period, or no credit left), for the caller's transaction to decide.
     */
    insertPendingDebited(g: Omit<PendingGeneration, 'creditSource'>): Promise<number | null> {
      return debitWithPending(db, pendingValues(g));
    },

    /** Marks a pending generation failed; answers what its refund needs, or undefined when it was not pending. */
    failPending(id: number, errorCode: string) {
      return db
        .updateTable('generations')
        .set({ status: 'failed', error_code: errorCode, completed_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning(['account_id', 'credit_source'])
        .executeTakeFirst();
    },

    /** False when the row is no longer pending: another process's sweep refunded it meanwhile. */
    async succeeded(id: number, outcome: { bytes: number; pages: number; durationMs: number; file?: CommittedFile }): Promise<boolean> {
      const r = await succeeded(db, {
        id,
        bytes: outcome.bytes,
        pages: outcome.pages,
        durationMs: Math.round(outcome.durationMs),
        at: nowIso(),
        expiresAt: outcome.file?.expiresAt ?? null,
        access: outcome.file?.access ?? 'public',
        linkSecret: outcome.file?.linkSecret ?? null,
        delivery: outcome.file?.delivery ?? 'url',
      });
      return (r.numAffectedRows ?? 0n) > 0n;
    },

    ownedSucceeded(accountId: number, path: string): Promise<GenerationRow | undefined> {
      return db
        .selectFrom('generations')
        .selectAll()
        .where('account_id', '=', accountId)
        .where('path', '=', path)
        .where('status', '=', 'succeeded')
        .executeTakeFirst();
    },

    /** False when a concurrent delete already marked it: that caller got the 204, this one a 404. */
    async markDeleted(id: number): Promise<boolean> {
      const r = await db
        .updateTable('generations')
        .set({ status: 'deleted', deleted_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /**
     * Pending rows nobody will finish: owned by a node that is not live (its lease ran out), or
     * with no owner or this node as owner and older than `cutoff` (the caller skips its own
     * renders still in flight).
     */
    abandonedPending(liveNodes: string[], self: string, cutoff: string) {
      return db
        .selectFrom('generations')
        .select(['id', 'path', 'owner_node', 'einvoice_format'])
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([
            eb.and([eb('owner_node', 'is not', null), eb('owner_node', 'not in', liveNodes)]),
            eb.and([eb.or([eb('owner_node', 'is', null), eb('owner_node', '=', self)]), eb('created_at', '<', cutoff)]),
          ]),
        )
        .execute();
    },

    /** Generations the sweep abandoned since `since`: their stored object, if any, must go. */
    abandonedSince(since: string) {
      return db
        .selectFrom('generations')
        .select(['id', 'path', 'einvoice_format'])
        .where('status', '=', 'failed')
        .where('error_code', '=', ABANDONED)
        .where('completed_at', '>=', since)
        .execute();
    },

    /** The version each generation of these requests rendered (the audit log shows it), keyed by request id. */
    async versionsOfRequests(accountId: number, requestIds: string[]): Promise<Map<string, number>> {
      if (requestIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('generations')
        .select(['request_id', 'document_version'])
        .where('account_id', '=', accountId)
        .where('request_id', 'in', requestIds)
        .where('document_version', 'is not', null)
        .execute();
      return new Map(rows.map((r) => [r.request_id!, r.document_version!]));
    },

    /** One generation's state and file (a batch item resuming after a crash, issue 20). */
    outcomeOf(id: number) {
      return db.selectFrom('generations').select(['id', 'status', 'path', 'error_code', 'delivery']).where('id', '=', id).executeTakeFirst();
    },

    /** Records that this generation stores an e-invoice's XML beside its PDF (deleted with it). */
    async markEinvoice(id: number, format: string): Promise<void> {
      await db.updateTable('generations').set({ einvoice_format: format }).where('id', '=', id).execute();
    },

    /** A stored file's link state, by its path (the file route's check of a signed link). */
    signedFile(path: string) {
      return db.selectFrom('generations').select(['status', 'link_secret', 'expires_at', 'einvoice_format']).where('path', '=', path).executeTakeFirst();
    },

    ownedFile(accountId: number, id: number) {
      return db
        .selectFrom('generations')
        .select(['id', 'path', 'status', 'delivery', 'link_secret'])
        .where('account_id', '=', accountId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Replaces the key of a file's links, unless another call replaced it first (then its key stands). */
    async setLinkSecret(id: number, secret: string, previous: string | null): Promise<void> {
      await db
        .updateTable('generations')
        .set({ link_secret: secret })
        .where('id', '=', id)
        .where((eb) => (previous === null ? eb('link_secret', 'is', null) : eb('link_secret', '=', previous)))
        .execute();
    },

    /** Stored files whose retention ran out by `now`, oldest deadline first. */
    dueToExpire(now: string, limit: number) {
      return db
        .selectFrom('generations')
        .select(['id', 'account_id', 'document_uuid', 'path', 'expires_at', 'einvoice_format'])
        .where('status', '=', 'succeeded')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
    },

    /** False when another node (or a DELETE) got there first: only the winner announces it. */
    async markExpired(id: number, at: string): Promise<boolean> {
      const r = await db
        .updateTable('generations')
        .set({ status: 'expired', deleted_at: at, link_secret: null })
        .where('id', '=', id)
        .where('status', '=', 'succeeded')
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Whether the workspace has a stored PDF (a succeeded generation not yet deleted or expired). */
    async hasStoredFile(accountId: number): Promise<boolean> {
      const row = await db
        .selectFrom('generations')
        .select('id')
        .where('account_id', '=', accountId)
        .where('status', '=', 'succeeded')
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /** The account's files (live or deleted) newest first, by (created_at, id); optionally one document's. */
    listFiles(accountId: number, q: { limit: number; before?: Cursor; documentUuid?: string }) {
      let query = db
        .selectFrom('generations')
        .select([
          'id',
          'document_id',
          'document_uuid',
          'path',
          'status',
          'bytes',
          'pages',
          'duration_ms',
          'created_at',
          'deleted_at',
          'document_version',
          'test',
          'user_id',
          'api_key_id',
          'expires_at',
          'access',
          'delivery',
        ])
        .where('account_id', '=', accountId)
        .where('status', 'in', ['succeeded', 'deleted', 'expired']);
      if (q.documentUuid) query = query.where('document_uuid', '=', q.documentUuid);
      if (q.before) {
        const { at, id } = q.before;
        // A row-value comparison: both databases seek the (account_id, created_at, id) index to it.
        query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(at, id)));
      }
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    },
  };
}
