import type { Db } from '../../db/connection.js';
import type { Logger } from 'pino';
import { auditRepo } from './repo.js';
import type { AuditRecord } from './schema.js';

export type { AuditRecord };

/** What else a batch writes in its transaction: the keys' lastUsedAt (api-keys owns that table). */
export type KeysUsed = (tx: Db, lastUse: Map<number, string>) => Promise<void>;

/**
 * Calls are recorded after the response, in batches: the request path only pushes to an array.
 * A flush writes the rows, the daily rollup and each key's lastUsedAt in one transaction.
 */
export class AuditRecorder {
  private buffer: AuditRecord[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  private repo: ReturnType<typeof auditRepo>;

  constructor(
    private db: Db,
    private log: Logger,
    private keysUsed: KeysUsed,
    intervalMs = 1000,
    private maxBatch = 500,
  ) {
    this.repo = auditRepo(db);
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  record(r: AuditRecord): void {
    this.buffer.push(r);
    if (this.buffer.length >= this.maxBatch) void this.flush();
  }

  /** Writes what is pending; readers of audit data call it first so they see every finished call. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private async write(): Promise<void> {
    // A burst can queue more than one batch before a flush runs: write it in slices, since one
    // INSERT of thousands of rows exceeds SQLite's limit on bound variables.
    while (this.buffer.length > 0) await this.writeBatch(this.buffer.splice(0, this.maxBatch));
  }

  private async writeBatch(batch: AuditRecord[]): Promise<void> {
    const lastUse = new Map<number, string>();
    for (const r of batch) if (r.apiKeyId !== null && (lastUse.get(r.apiKeyId) ?? '') < r.at) lastUse.set(r.apiKeyId, r.at);
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.repo.insertBatch(tx, batch);
        await this.keysUsed(tx, lastUse);
      });
    } catch (err) {
      this.log.error({ err, lost: batch.length }, 'audit batch could not be written');
    }
  }

  /** Calls per key and UTC day since `firstDay`, keyed `<keyId>/<day>`, counting every call finished so far. */
  async usageByKey(accountId: number, firstDay: string): Promise<Map<string, number>> {
    await this.flush();
    return this.repo.callsPerKeyAndDay(accountId, firstDay);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
