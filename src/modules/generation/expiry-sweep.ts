import { drainDue, periodic } from '../../core/periodic.js';
import { nowIso } from '../../core/time.js';
import type { AuditRecorder } from '../audit/recorder.js';
import { scrubItemVariables } from '../batches/index.js';
import type { Deps } from '../deps.js';
import type { WebhookNotifier } from '../webhooks/notify.js';
import { storedPathsOf } from '../einvoice/generation.js';
import { generationsRepo } from './repo.js';

/** Files handled per pass; a backlog larger than this is worked off pass after pass, without waiting. */
const BATCH = 200;

export interface ExpirySweep {
  /** One pass now: deletes every file whose time has come (the number this node marked expired). */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Deletes files whose retention ran out, on every node every `intervalMs` (RETENTION_SWEEP_MS)
 * and at start, so no file outlives its time by more than one interval, even across restarts:
 * the deadline is a column, not a timer. None goes early: a row is due only once `expires_at`
 * has passed on the sweeping node's clock.
 *
 * Several nodes may pick the same row. Each deletes the object and purges the CDN (both
 * idempotent), and then the row's move from succeeded to expired is the lease: one node wins it,
 * and only the winner writes the audit entry, scrubs the variables and queues `file.expired`.
 * Storage or CDN down: the row stays succeeded and the next pass tries again.
 */
export function startExpirySweep(deps: Deps, opts: { intervalMs: number; audit: AuditRecorder; events: WebhookNotifier }): ExpirySweep {
  const generations = generationsRepo(deps.db);

  async function expireOne(g: {
    id: number;
    account_id: number;
    document_uuid: string;
    path: string;
    expires_at: string | null;
    einvoice_format: string | null;
  }): Promise<boolean> {
    try {
      // An e-invoice's XML goes with its PDF (issue 37).
      const paths = storedPathsOf(g);
      for (const path of paths) await deps.storage.delete(path);
      await deps.cdn.purge(
        paths,
        paths.map((p) => deps.storage.publicUrl(p)),
      );
    } catch (err) {
      deps.log.error({ err, path: g.path }, 'could not delete an expired file; tried again at the next sweep');
      return false;
    }
    const at = nowIso(deps.clock);
    // The mark and the scrub together: no expired file's variables are ever left behind.
    const won = await deps.db.transaction().execute(async (tx) => {
      if (!(await generationsRepo(tx).markExpired(g.id, at))) return false;
      await scrubItemVariables(tx, [g.id]);
      return true;
    });
    if (!won) return false;
    opts.audit.record({
      accountId: g.account_id,
      apiKeyId: null,
      actor: 'system',
      method: 'EXPIRE',
      route: g.path,
      status: 204,
      latencyMs: 0,
      requestId: `expire-${g.id}`,
      at,
    });
    await opts.events
      .fileExpired(g.account_id, { id: g.id, documentId: g.document_uuid, path: g.path, expiresAt: g.expires_at!, expiredAt: at })
      .catch((err) => deps.log.error({ err, generationId: g.id }, 'could not queue file.expired'));
    return true;
  }

  async function sweepOnce(): Promise<number> {
    const expired = await drainDue(() => generations.dueToExpire(nowIso(deps.clock), BATCH), expireOne, BATCH);
    if (expired) deps.log.info({ expired }, 'expired files deleted');
    return expired;
  }

  return periodic(opts.intervalMs, sweepOnce, (err) => deps.log.error({ err }, 'retention sweep failed'), deps.clock);
}
