import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from '../../db/connection.js';
import { nowIso } from '../../core/time.js';
import { nodesRepo } from './repo.js';

export interface NodeLeaseOptions {
  heartbeatMs: number;
  leaseMs: number;
}

export interface NodeLease {
  /** Stops beating and removes this node's row (after a drain nothing of it is pending). */
  stop(): Promise<void>;
  /** Ids of nodes whose lease holds, this one always included. */
  liveNodes(): Promise<string[]>;
}

/** A fresh id per process: a restarted node is a new node, and its predecessor's lease runs out. */
export const newNodeId = (): string => `${os.hostname().slice(0, 40)}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;

/**
 * Each serving process beats every `heartbeatMs`; one that has not beaten for `leaseMs` is
 * gone (crashed, killed, cut off), and any node may refund what it left pending. Clocks of
 * the nodes must agree to well within the lease (NTP).
 */
export async function startNodeLease(db: Db, nodeId: string, opts: NodeLeaseOptions, onError: (err: unknown) => void): Promise<NodeLease> {
  const repo = nodesRepo(db);
  const node = { id: nodeId, host: os.hostname(), pid: process.pid, startedAt: nowIso() };
  await repo.beat(node, nowIso());
  await repo.prune(new Date(Date.now() - 86_400_000).toISOString());
  let stopped = false;
  const timer = setInterval(() => {
    if (!stopped) repo.beat(node, nowIso()).catch(onError);
  }, opts.heartbeatMs);
  timer.unref();
  return {
    async liveNodes() {
      const ids = await repo.liveIds(new Date(Date.now() - opts.leaseMs).toISOString());
      return ids.includes(nodeId) ? ids : [...ids, nodeId];
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await repo.remove(nodeId).catch(onError);
    },
  };
}

/**
 * SQLite is one node by design (one file, one process serving it): nothing to beat for, and any
 * pending row not of this process was left by an earlier one, refunded at once by the sweep.
 * (A heartbeat would also be a synchronous write every few seconds on better-sqlite3.)
 */
export function singleNodeLease(nodeId: string): NodeLease {
  return { liveNodes: async () => [nodeId], stop: async () => {} };
}
