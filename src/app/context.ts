import type { Config } from './config.js';
import type { Db, Dialect } from '../db/connection.js';
import type { Logger } from 'pino';
import type { CdnPurger, ObjectStorage } from '../storage/types.js';
import type { Renderer } from '../render/renderer.js';

/** Who is calling. The verbs see this, never an HTTP request. */
export type Actor =
  | { kind: 'api_key'; apiKeyId: number }
  | { kind: 'user' }
  | { kind: 'mcp'; apiKeyId: number }
  | { kind: 'legacy'; apiKeyId: number };

export interface Ctx {
  accountId: number;
  actor: Actor;
  requestId: string;
}

export const apiKeyIdOf = (actor: Actor): number | null => ('apiKeyId' in actor ? actor.apiKeyId : null);

/** What every verb may use; built once at boot. */
export interface Deps {
  config: Config;
  db: Db;
  dialect: Dialect;
  log: Logger;
  storage: ObjectStorage;
  renderer: Renderer;
  cdn: CdnPurger;
  previews: PreviewScheduler;
}

/** Document changes that alter the rendered output ask for a new preview; it runs off the request. */
export interface PreviewScheduler {
  schedule(accountId: number, documentId: number): void;
}
