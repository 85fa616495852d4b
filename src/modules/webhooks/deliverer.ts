import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { isoIn, nowIso } from '../../core/time.js';
import { needsSealing } from '../../core/secrets.js';
import type { WebhookDeliveryRow } from '../../db/schema.js';
import { batchWebhookSecret } from '../batches/index.js';
import type { Deps } from '../deps.js';
import { webhooksRepo } from './repo.js';
import { openWebhookSecret, sealWebhookSecret } from './secrets.js';
import { webhookUrlRefusal } from './url-policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Deliveries one node sends at once: a hanging receiver holds one slot, never the others. */
const MAX_IN_FLIGHT = 16;

export interface WebhookSettings {
  baseMs: number;
  retryForMs: number;
  timeoutMs: number;
}

export const webhookSettingsOf = (c: Deps['config']): WebhookSettings => ({
  baseMs: c.WEBHOOK_RETRY_BASE_MS ?? 5000,
  retryForMs: c.WEBHOOK_RETRY_FOR_MS ?? DAY_MS,
  timeoutMs: c.WEBHOOK_TIMEOUT_MS ?? 10_000,
});

/** When attempt `n` (1-based) failed: the next one after base x 2^(n-1), or null once the window is over. */
export function nextAttemptAt(d: Pick<WebhookDeliveryRow, 'created_at'>, attempt: number, s: WebhookSettings, now = Date.now()): string | null {
  const at = now + s.baseMs * 2 ** Math.min(attempt - 1, 30);
  return at > Date.parse(d.created_at) + s.retryForMs ? null : new Date(at).toISOString();
}

/**
 * The delivery worker of a node: polls the due deliveries (durable rows, so restarts and
 * other nodes carry on), locks each for one attempt, POSTs it signed per Standard Webhooks
 * (webhook-id, webhook-timestamp, webhook-signature) with a timeout, records the attempt and
 * schedules the next one with exponential backoff. Any 2xx is success.
 */
export function startWebhookDeliverer(deps: Deps): { wake(): void; stop(): Promise<void> } {
  const repo = webhooksRepo(deps.db);
  const s = webhookSettingsOf(deps.config);
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let polling = false;
  let again = false;

  type Due = Awaited<ReturnType<typeof repo.due>>[number];

  /**
   * The secret that signs `d`: its endpoint's, or its batch's. Secrets live in one row each,
   * never copied into deliveries; one still in the clear (or sealed with a previous key) while
   * the server has SECRETS_KEY is sealed with it here, on its first use.
   */
  async function secretOf(d: Due): Promise<string> {
    const keys = deps.config.secretsKeyring;
    if (d.endpoint_id !== null && d.endpoint_uuid !== null && d.endpoint_secret !== null) {
      const owner = { kind: 'endpoint' as const, uuid: d.endpoint_uuid };
      const secret = openWebhookSecret(keys, d.endpoint_secret, owner);
      if (needsSealing(keys, d.endpoint_secret)) await repo.resealEndpoint(d.endpoint_id, d.endpoint_secret, sealWebhookSecret(keys, secret, owner));
      return secret;
    }
    const batch = d.batch_id === null ? undefined : await batchWebhookSecret(deps.db, d.batch_id);
    if (!batch?.webhook_secret) throw new Error('its endpoint or batch no longer exists');
    return openWebhookSecret(keys, batch.webhook_secret, { kind: 'batch', uuid: batch.uuid });
  }

  async function attempt(d: Due): Promise<void> {
    const n = d.attempts + 1;
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const refusal = await webhookUrlRefusal(deps, d.url);
      if (refusal) throw new Error(`refused: ${refusal}`);
      const timestamp = new Date();
      const signature = new Webhook(await secretOf(d)).sign(d.uuid, timestamp, d.payload);
      const res = await fetch(d.url, {
        method: 'POST',
        body: d.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(s.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Quire-Webhooks/1',
          'webhook-id': d.uuid,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}`;
    } catch (err) {
      error = (err as Error).name === 'TimeoutError' ? `timed out after ${s.timeoutMs} ms` : String((err as Error).message ?? err).slice(0, 500);
    }
    const next = error ? nextAttemptAt(d, n, s) : null;
    await deps.db
      .transaction()
      .execute((tx) =>
        webhooksRepo(tx).recordAttempt(
          { deliveryId: d.id, attempt: n, statusCode, durationMs: performance.now() - started, error },
          { status: !error ? 'succeeded' : next ? 'pending' : 'failed', nextAttemptAt: next },
        ),
      );
  }

  async function poll(): Promise<void> {
    if (polling) return void (again = true);
    polling = true;
    try {
      do {
        again = false;
        const room = MAX_IN_FLIGHT - inFlight.size;
        if (room <= 0 || stopped) break;
        for (const d of await repo.due(nowIso(), room)) {
          if (!(await repo.lock(d.id, d.locked_until, isoIn(s.timeoutMs + 30_000)))) continue;
          const p = attempt(d)
            .catch((err) => deps.log.error({ err, delivery: d.uuid }, 'webhook attempt not recorded'))
            .finally(() => {
              inFlight.delete(p);
              if (!stopped) void poll();
            });
          inFlight.add(p);
        }
      } while (again);
    } catch (err) {
      deps.log.warn({ err }, 'webhook poll failed');
    } finally {
      polling = false;
    }
  }

  const timer = setInterval(() => void poll(), Math.min(Math.max(Math.floor(s.baseMs / 4), 50), 1000));
  timer.unref();
  void poll();
  return {
    wake: () => void poll(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}
