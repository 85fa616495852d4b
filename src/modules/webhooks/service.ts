import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { WebhookEndpointRow } from '../../db/schema.js';
import type { Deps } from '../deps.js';
import { webhooksRepo } from './repo.js';
import type { WebhookDelivery, WebhookEndpointBody } from './schema.js';
import { newWebhookSecret } from './secrets.js';
import { checkWebhookUrl } from './url-policy.js';

/** Account-level webhook endpoints: create (secret shown once), list, delete, deliveries, redeliver. */
export function webhooksService(deps: Deps, wake: () => void = () => {}) {
  const repo = webhooksRepo(deps.db);
  const view = (e: WebhookEndpointRow) => ({ id: e.uuid, url: e.url, events: JSON.parse(e.events) as string[], createdAt: e.created_at });

  async function owned(ctx: Ctx, id: string) {
    const e = await repo.endpoint(ctx.accountId, id.toLowerCase());
    if (!e) throw new AppError('NOT_FOUND');
    return e;
  }

  return {
    async create(ctx: Ctx, body: z.infer<typeof WebhookEndpointBody>) {
      await checkWebhookUrl(deps, body.url, 'url');
      const uuid = crypto.randomUUID();
      const secret = newWebhookSecret(deps.config.secretsKeyring, { kind: 'endpoint', uuid });
      const events = [...new Set(body.events)];
      await repo.insertEndpoint({ uuid, accountId: ctx.accountId, url: body.url, events, secret: secret.stored });
      return { ...view((await repo.endpoint(ctx.accountId, uuid))!), secret: secret.shown };
    },

    async list(ctx: Ctx) {
      return { endpoints: (await repo.endpoints(ctx.accountId)).map(view) };
    },

    async remove(ctx: Ctx, id: string): Promise<void> {
      await repo.deleteEndpoint((await owned(ctx, id)).id);
    },

    async deliveries(ctx: Ctx, id: string, limit: number): Promise<{ deliveries: z.infer<typeof WebhookDelivery>[] }> {
      const e = await owned(ctx, id);
      const rows = await repo.deliveries(e.id, limit);
      const attempts = await repo.attemptsOf(rows.map((r) => r.id));
      return {
        deliveries: rows.map((d) => ({
          id: d.uuid,
          event: d.event,
          status: d.status,
          nextAttemptAt: d.next_attempt_at,
          createdAt: d.created_at,
          payload: JSON.parse(d.payload),
          attempts: attempts
            .filter((a) => a.delivery_id === d.id)
            .map((a) => ({ attempt: a.attempt, statusCode: a.status_code, durationMs: a.duration_ms, error: a.error, at: a.created_at })),
        })),
      };
    },

    /** Sends a delivery again now (same webhook-id and payload), whatever its state. */
    async redeliver(ctx: Ctx, id: string, deliveryId: string): Promise<void> {
      const e = await owned(ctx, id);
      const d = await repo.delivery(ctx.accountId, deliveryId);
      if (!d || d.endpoint_id !== e.id) throw new AppError('NOT_FOUND');
      await repo.redeliver(d.id);
      wake();
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
