import type { Logger } from 'pino';
import type { ChatProvider } from '../ai/index.js';
import type { Clock } from '../core/clock.js';
import type { Metrics } from '../core/metrics.js';
import type { SecretsKeyring } from '../core/secrets.js';
import type { OidcSettings } from './auth/oidc.js';
import type { Db } from '../db/connection.js';
import type { RateLimits } from '../core/rate-limit.js';
import type { Renderer } from '../render/renderer.js';
import type { CdnPurger, ObjectStorage } from '../storage/types.js';

/** The settings the modules read; the app's validated config satisfies it. */
export interface ModuleSettings {
  publicUrl: string;
  ACCESS_TTL_SECONDS: number;
  REFRESH_TTL_SECONDS: number;
  LOGIN_RATE_LIMIT_PER_MINUTE: number;
  /** log2 of scrypt's N for new password hashes; default 15 (core/secrets.ts). */
  PASSWORD_HASH_COST?: number;
  DEFAULT_GENERATION_CREDITS: number;
  DEFAULT_AI_CREDITS: number;
  RENDER_CONCURRENCY: number;
  RENDER_TIMEOUT_MS: number;
  /** PENDING_REFUND_AFTER_MS or its default (config.ts derives it). */
  pendingRefundAfterMs: number;
  PREVIEW_WIDTH: number;
  PREVIEW_CONCURRENCY: number;
  /** A workspace's draft-preview budget (docs/limits.md); defaults in modules/previews/budget.ts. */
  PREVIEW_ACCOUNT_CONCURRENCY?: number;
  PREVIEW_ACCOUNT_PAGES_PER_MINUTE?: number;
  PREVIEW_ACCOUNT_BYTES_PER_MINUTE?: number;
  /** Largest uploaded asset, in bytes. */
  ASSET_MAX_BYTES: number;
  /** Largest total of one account's assets, in bytes. */
  ASSET_ACCOUNT_MAX_BYTES: number;
  /** Asset inspection bounds (docs/limits.md); defaults in modules/assets/inspect-pool.ts. */
  ASSET_MAX_PIXELS?: number;
  ASSET_SVG_MAX_DEPTH?: number;
  ASSET_SVG_MAX_ELEMENTS?: number;
  ASSET_FONT_MAX_DECODED_BYTES?: number;
  ASSET_INSPECT_TIMEOUT_MS?: number;
  ASSET_INSPECT_MEMORY_MB?: number;
  AI_TOKENS_PER_CREDIT: number;
  AI_WEIGHT_INPUT: number;
  AI_WEIGHT_OUTPUT: number;
  AI_WEIGHT_CACHE_WRITE: number;
  AI_WEIGHT_CACHE_READ: number;
  READY_TIMEOUT_MS: number;
  /** DATA_DIR: where `quire demo` keeps demo-credentials.json (kept in step with a password change). */
  dataDir?: string;
  /** false: users with an SSO identity may not sign in with a password (OIDC_PASSWORD_LOGIN). */
  OIDC_PASSWORD_LOGIN?: boolean;
  /** Share of RENDER_CONCURRENCY that batch items may hold per node (issue 20); default 0.5. */
  BATCH_POOL_SHARE?: number;
  /** First webhook retry's delay, doubled per attempt; default 5000. */
  WEBHOOK_RETRY_BASE_MS?: number;
  /** How long a webhook delivery is retried; default 24 h. */
  WEBHOOK_RETRY_FOR_MS?: number;
  /** Per-attempt timeout of a webhook POST; default 10 s. */
  WEBHOOK_TIMEOUT_MS?: number;
  /** Lets webhooks reach private and loopback addresses (tests, closed networks). */
  WEBHOOK_ALLOW_PRIVATE?: boolean;
  /** How often each node's sweep deletes files whose retention ran out; default 60000. */
  RETENTION_SWEEP_MS?: number;
  /** Lets options.uploadUrl reach private and loopback addresses, plain http to loopback (tests, closed networks). */
  UPLOAD_ALLOW_PRIVATE?: boolean;
  /** The official e-invoice validation artefacts; default the shipped vendor/einvoice-rules (docs/einvoices.md). */
  EINVOICE_RULES_DIR?: string;
  /** One e-invoice's build and checks, once the validator is warm; default 10000. */
  EINVOICE_TIMEOUT_MS?: number;
  /** SECRETS_KEY (and SECRETS_KEY_PREVIOUS): seals signing keys and webhook secrets at rest; null: signing certificates answer 503 and webhook secrets stay in the clear (docs/signing.md, docs/webhooks.md). */
  secretsKeyring: SecretsKeyring | null;
  /** Single sign-on; null when it is off. */
  oidc: OidcSettings | null;
  /** Invitations are also emailed through this SMTP server; unset: links only. */
  SMTP_URL?: string;
  SMTP_FROM?: string;
  /** The RFC 3161 timestamp authority of `options.sign.timestamp`; unset: timestamps are refused. */
  TSA_URL?: string;
  /** One timestamp request's deadline; default 10000. */
  TSA_TIMEOUT_MS?: number;
}

/** What every verb may use; built once at boot. */
export interface Deps {
  config: ModuleSettings;
  db: Db;
  log: Logger;
  storage: ObjectStorage;
  renderer: Renderer;
  cdn: CdnPurger;
  previews: PreviewScheduler;
  /** The assistant's model; null when AI_PROVIDER=none. */
  ai: ChatProvider | null;
  /** Shared (Redis) or in-memory rate limits; `enforce(deps.limits, [...])` from src/core/rate-limit. */
  limits: RateLimits;
  metrics: Metrics;
  /** This process among the nodes of a deployment. */
  node: NodeState;
  /** The time the app stores and compares, and the retention sweeps' intervals (src/core/clock.ts). */
  clock: Clock;
}

export interface NodeState {
  /** Written on the pending generations it renders (their lease is this node's heartbeat). */
  readonly id: string;
  /** Set by SIGTERM: new generations are refused (503, Retry-After) while the rest finish. */
  draining: boolean;
}

/** Document changes that alter the rendered output ask for a new preview; it runs off the request. */
export interface PreviewScheduler {
  schedule(accountId: number, documentId: number): void;
}
