import crypto from 'node:crypto';
import { nowIso } from '../../core/time.js';
import type { BatchRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import type { ItemCounts } from '../batches/index.js';
import { webhooksRepo } from './repo.js';

export const WEBHOOK_EVENTS = ['batch.completed', 'batch.failed', 'generation.completed', 'file.expired'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookNotifier {
  batchFinished(batch: BatchRow, counts: ItemCounts): Promise<void>;
  /** A synchronous generation succeeded (REST and MCP; not batch items). */
  generationCompleted(accountId: number, data: { url: string; documentId: string }): Promise<void>;
  /** The retention sweep deleted a file (issue 41). */
  fileExpired(accountId: number, data: { id: number; documentId: string; path: string; expiresAt: string; expiredAt: string }): Promise<void>;
  /** Registers the delivery worker, asked to look for due deliveries whenever some are queued. */
  onQueued(listener: () => void): void;
  /** Asks the delivery worker to look now (a redelivery). */
  wake(): void;
}

/**
 * Events become delivery rows first (one per target: the batch's own URL, every endpoint of
 * the account subscribed to the event); the delivery worker sends them. The payload is fixed
 * here, so every attempt and a redelivery sign and send the same bytes.
 */
export function webhookNotifier(deps: Pick<Deps, 'db' | 'storage'>): WebhookNotifier {
  const repo = webhooksRepo(deps.db);
  const listeners: (() => void)[] = [];

  async function emit(accountId: number, event: WebhookEvent, data: Record<string, unknown>, extra: { url: string; batchId: number } | null) {
    const payload = JSON.stringify({ type: event, timestamp: nowIso(), data });
    const targets = (await repo.endpoints(accountId))
      .filter((e) => (JSON.parse(e.events) as string[]).includes(event))
      .map((e) => ({ endpoint_id: e.id, url: e.url }));
    const rows = [...(extra ? [{ endpoint_id: null, url: extra.url }] : []), ...targets].map((t) => ({
      ...t,
      uuid: `msg_${crypto.randomUUID().replaceAll('-', '')}`,
      account_id: accountId,
      batch_id: extra?.batchId ?? null,
      event,
      payload,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: nowIso(),
      locked_until: null,
      created_at: nowIso(),
      completed_at: null,
    }));
    await repo.insertDeliveries(rows);
    if (rows.length) for (const l of listeners) l();
  }

  return {
    async batchFinished(b, c) {
      const event: WebhookEvent = b.status === 'completed' ? 'batch.completed' : 'batch.failed';
      const data = {
        id: b.uuid,
        documentId: b.document_uuid,
        status: b.status,
        output: b.output,
        total: b.total,
        done: c.done,
        failed: c.failed,
        url: b.output_path ? deps.storage.publicUrl(b.output_path) : null,
        completedAt: b.completed_at,
      };
      const own = b.webhook_url && b.webhook_secret ? { url: b.webhook_url, batchId: b.id } : null;
      await emit(b.account_id, event, data, own);
    },
    generationCompleted: (accountId, data) => emit(accountId, 'generation.completed', data, null),
    fileExpired: (accountId, data) => emit(accountId, 'file.expired', data, null),
    onQueued: (listener) => void listeners.push(listener),
    wake: () => {
      for (const l of listeners) l();
    },
  };
}
