import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from '../db/connection.js';
import { ConfigError } from '../core/errors.js';
import { keyringFrom, PASSWORD_HASH_COST, secretsKeyFrom, type SecretsKeyring } from '../core/secrets.js';
import { DEFAULT_RENDERER_OPTIONS as RENDER } from '../render/defaults.js';
import { INSPECT_DEFAULTS as INSPECT } from '../modules/assets/limits.js';
import { PREVIEW_BUDGET_DEFAULTS as PREVIEW_BUDGET } from '../modules/previews/budget.js';
import type { OidcSettings } from '../modules/auth/oidc.js';
import { checkTeams, oidcSettingsOf, teamsEnv } from './teams-config.js';

export { ConfigError };

/**
 * Every setting Quire reads, validated once at start. Each is in docs/configuration.md with
 * its default; a bad value stops the start with a message that names the variable and the fix.
 */
// Each rule's message says what a valid value looks like: it is printed next to the variable's name.
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const weight = z.coerce
  .number({ error: 'must be a number from 0 to 1000, e.g. 1.25' })
  .min(0, { error: 'must be a number from 0 to 1000, e.g. 1.25' })
  .max(1000, { error: 'must be a number from 0 to 1000, e.g. 1.25' });
const SECRETS_KEY_RULE = 'must be 32 random bytes in base64 (44 characters): make one with `openssl rand -base64 32`';
const secretsKey = z.string().refine((v) => secretsKeyFrom(v) !== null, { error: SECRETS_KEY_RULE });
const url = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, e.g. https://pdf.example.com' }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  PORT: int(0, 65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (or be unset for the SQLite file)')
    .optional(),
  PUBLIC_URL: url.optional(),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1024, 64 * 1024 * 1024).default(5 * 1024 * 1024),
  // Slow clients (docs/configuration.md): headers, then the whole request, must arrive within these.
  HTTP_HEADERS_TIMEOUT_MS: int(100, 3_600_000).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: int(100, 3_600_000).default(120_000),
  HTTP_CONNECTION_TIMEOUT_MS: int(0, 3_600_000).default(0),
  RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(300),
  ACCOUNT_RATE_LIMIT_PER_MINUTE: int(1, 10_000_000).default(1200),
  TEST_KEY_RATE_LIMIT_PER_MINUTE: int(1, 1_000_000).default(120),
  LOGIN_RATE_LIMIT_PER_MINUTE: int(1, 10_000).default(10),
  PASSWORD_HASH_COST: int(10, 17).default(PASSWORD_HASH_COST),
  PREVIEW_RATE_LIMIT_PER_MINUTE: int(1, 100_000).default(240),
  SIGNUP_ENABLED: bool.default(false),
  ACCESS_TTL_SECONDS: int(10, 86_400).default(900),
  REFRESH_TTL_SECONDS: int(60, 365 * 86_400).default(30 * 86_400),
  DEFAULT_GENERATION_CREDITS: int(0, 1_000_000_000).default(100),
  DEFAULT_AI_CREDITS: int(0, 1_000_000_000).default(0),
  // Rendering
  CHROMIUM_PATH: z.string().min(1).default(RENDER.executablePath),
  RENDER_CONCURRENCY: int(1, 64).default(Math.min(RENDER.concurrency, 64)),
  RENDER_QUEUE_LIMIT: int(1, 100_000).default(RENDER.queueLimit),
  RENDER_TIMEOUT_MS: int(100, 600_000).default(RENDER.renderTimeoutMs),
  RENDER_RESTART_AFTER: int(1, 1_000_000).default(RENDER.restartAfter),
  RENDER_MAX_PAGES: int(1, 100_000).default(RENDER.maxPages),
  RENDER_REMOTE_RESOURCES: z.enum(['off', 'public']).default(RENDER.remoteResources),
  RENDER_RESOURCE_TIMEOUT_MS: int(100, 600_000).default(5000),
  TEMPLATE_TIMEOUT_MS: int(50, 600_000).default(5000),
  TEMPLATE_QUEUE_TIMEOUT_MS: int(50, 600_000).default(30_000),
  TEMPLATE_WORKERS: int(1, 64).default(Math.min(4, os.availableParallelism())),
  TEMPLATE_MEMORY_MB: int(32, 16_384).default(256),
  PENDING_REFUND_AFTER_MS: int(100, 86_400_000).optional(),
  // Storage and CDN
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: url.optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: url.optional(),
  CDN_DRIVER: z.enum(['none', 'purge', 'cloudfront']).default('none'),
  CDN_PURGE_URL: z.string().optional(),
  CLOUDFRONT_DISTRIBUTION_ID: z.string().optional(),
  CLOUDFRONT_REGION: z.string().default('us-east-1'),
  CLOUDFRONT_ENDPOINT: url.optional(),
  // Jobs and the legacy listener
  LEGACY_PORT: int(1, 65535).optional(),
  PREVIEW_WIDTH: int(100, 2000).default(600),
  PREVIEW_CONCURRENCY: int(1, 16).default(1),
  PREVIEW_DEBOUNCE_MS: int(0, 60_000).default(500),
  // A workspace's draft-preview budget (docs/limits.md): free renders must not starve paid ones.
  PREVIEW_ACCOUNT_CONCURRENCY: int(1, 1000).default(PREVIEW_BUDGET.PREVIEW_ACCOUNT_CONCURRENCY),
  PREVIEW_ACCOUNT_PAGES_PER_MINUTE: int(1, 100_000_000).default(PREVIEW_BUDGET.PREVIEW_ACCOUNT_PAGES_PER_MINUTE),
  PREVIEW_ACCOUNT_BYTES_PER_MINUTE: int(1024, 1024 * 1024 * 1024 * 1024).default(PREVIEW_BUDGET.PREVIEW_ACCOUNT_BYTES_PER_MINUTE),
  // Assets (uploaded images and fonts)
  ASSET_MAX_BYTES: int(1024, 100 * 1024 * 1024).default(10 * 1024 * 1024),
  ASSET_ACCOUNT_MAX_BYTES: int(1024, 100 * 1024 * 1024 * 1024).default(200 * 1024 * 1024),
  // Inspection of uploaded files (docs/limits.md): off the event loop, bounded before parsing.
  ASSET_MAX_PIXELS: int(1, 1_000_000_000).default(INSPECT.ASSET_MAX_PIXELS),
  ASSET_SVG_MAX_DEPTH: int(1, 10_000).default(INSPECT.ASSET_SVG_MAX_DEPTH),
  ASSET_SVG_MAX_ELEMENTS: int(1, 10_000_000).default(INSPECT.ASSET_SVG_MAX_ELEMENTS),
  ASSET_FONT_MAX_DECODED_BYTES: int(1024, 1024 * 1024 * 1024).default(INSPECT.ASSET_FONT_MAX_DECODED_BYTES),
  ASSET_INSPECT_TIMEOUT_MS: int(100, 600_000).default(INSPECT.ASSET_INSPECT_TIMEOUT_MS),
  ASSET_INSPECT_MEMORY_MB: int(32, 16_384).default(INSPECT.ASSET_INSPECT_MEMORY_MB),
  // AI assistant (see docs/assistant.md)
  AI_PROVIDER: z.enum(['none', 'anthropic', 'openai'], { error: 'must be none, anthropic or openai' }).default('none'),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: url.optional(),
  AI_MAX_OUTPUT_TOKENS: int(256, 200_000).default(4096),
  AI_TIMEOUT_MS: int(1000, 600_000).default(60_000),
  AI_TOKENS_PER_CREDIT: int(1, 100_000_000).default(1000),
  AI_WEIGHT_INPUT: weight.default(1),
  AI_WEIGHT_OUTPUT: weight.default(5),
  AI_WEIGHT_CACHE_WRITE: weight.default(1.25),
  AI_WEIGHT_CACHE_READ: weight.default(0.1),
  // Scale-out and operations
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss:// (or be unset for in-memory limits)')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'must be 1 to 100 letters, digits, _ : . or -')
    .default('quire:'),
  NODE_HEARTBEAT_MS: int(100, 600_000).default(5000),
  // Batches and webhooks (docs/batches.md, docs/webhooks.md)
  BATCH_POOL_SHARE: z.coerce.number().min(0.05).max(0.95).default(0.5),
  WEBHOOK_RETRY_BASE_MS: int(10, 3_600_000).default(5000),
  WEBHOOK_RETRY_FOR_MS: int(1000, 7 * 24 * 3_600_000).default(24 * 3_600_000),
  WEBHOOK_TIMEOUT_MS: int(100, 60_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE: bool.default(false),
  // Files under control (docs/files.md)
  RETENTION_SWEEP_MS: int(1000, 86_400_000).default(60_000),
  UPLOAD_ALLOW_PRIVATE: bool.default(false),
  // E-invoices (docs/einvoices.md): the official validation artefacts, and one invoice's time in the checks.
  EINVOICE_RULES_DIR: z.string().min(1).optional(),
  EINVOICE_TIMEOUT_MS: int(100, 600_000).default(10_000),
  // Signing (docs/signing.md): the key that seals signing keys at rest, and the RFC 3161 timestamp authority.
  SECRETS_KEY: secretsKey.optional(),
  SECRETS_KEY_PREVIOUS: z
    .string()
    .refine((v) => v.split(',').every((k) => secretsKeyFrom(k) !== null), { error: `${SECRETS_KEY_RULE}; several are separated by commas` })
    .optional(),
  TSA_URL: url.optional(),
  TSA_TIMEOUT_MS: int(100, 120_000).default(10_000),
  NODE_LEASE_MS: int(300, 3_600_000).default(30_000),
  READY_TIMEOUT_MS: int(50, 60_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: int(100, 3_600_000).optional(),
  METRICS_PORT: int(1, 65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  ...teamsEnv,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  /** Where the local storage driver keeps files (DATA_DIR/files): read by the driver and the file routes. */
  filesDir: string;
  publicUrl: string;
  database: DatabaseConfig;
  // Derived once here, so no module computes a setting from others a second time.
  /** PENDING_REFUND_AFTER_MS, or twice the render deadline and 15 s: a pending render older than this belonged to a dead node. */
  pendingRefundAfterMs: number;
  /** SECRETS_KEY and SECRETS_KEY_PREVIOUS as keys; null without SECRETS_KEY. */
  secretsKeyring: SecretsKeyring | null;
  /** Single sign-on's settings; null unless OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. */
  oidc: OidcSettings | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(pickDefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nFix these environment variables (see docs/configuration.md).`);
  }
  const e = parsed.data;
  requireWhen(e.STORAGE_DRIVER === 's3', e.S3_BUCKET, 'S3_BUCKET is required when STORAGE_DRIVER=s3');
  requireWhen(e.CDN_DRIVER === 'purge', e.CDN_PURGE_URL, 'CDN_PURGE_URL is required when CDN_DRIVER=purge');
  requireWhen(e.CDN_DRIVER === 'cloudfront', e.CLOUDFRONT_DISTRIBUTION_ID, 'CLOUDFRONT_DISTRIBUTION_ID is required when CDN_DRIVER=cloudfront');
  checkAi(e);
  checkTeams(e);
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS (the headers are part of the request).',
    );
  }
  if (e.NODE_LEASE_MS < 2 * e.NODE_HEARTBEAT_MS) {
    throw new ConfigError('Invalid configuration: NODE_LEASE_MS must be at least twice NODE_HEARTBEAT_MS (a lease must survive one missed beat).');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`;
  return {
    ...e,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    publicUrl,
    database: e.DATABASE_URL ? { dialect: 'postgres', url: e.DATABASE_URL } : { dialect: 'sqlite', file: path.join(dataDir, 'quire.db') },
    pendingRefundAfterMs: e.PENDING_REFUND_AFTER_MS ?? 2 * e.RENDER_TIMEOUT_MS + 15_000,
    secretsKeyring: keyringFrom(e.SECRETS_KEY, e.SECRETS_KEY_PREVIOUS),
    oidc: oidcSettingsOf({ ...e, publicUrl }),
  };
}

function requireWhen(condition: boolean, value: unknown, message: string) {
  if (condition && !value) throw new ConfigError(`Invalid configuration: ${message}.`);
}

/**
 * The AI variables must make sense together. Messages never echo AI_API_KEY's value, only its
 * name: a key must not end up in a terminal scrollback or a log collector.
 */
function checkAi(e: Env) {
  if (e.AI_PROVIDER === 'none') {
    const stray = (['AI_MODEL', 'AI_API_KEY', 'AI_BASE_URL'] as const).filter((k) => e[k] !== undefined);
    if (stray.length) {
      throw new ConfigError(
        `Invalid configuration: ${stray.join(', ')} set but AI_PROVIDER is none; set AI_PROVIDER=anthropic or openai to enable the assistant, or unset them.`,
      );
    }
    return;
  }
  requireWhen(
    !e.AI_MODEL,
    undefined,
    `AI_MODEL is required when AI_PROVIDER=${e.AI_PROVIDER} (e.g. ${e.AI_PROVIDER === 'anthropic' ? 'claude-sonnet-4-5' : 'gpt-4.1-mini, or llama3.1 on a local server'})`,
  );
  requireWhen(e.AI_PROVIDER === 'anthropic' && !e.AI_API_KEY, undefined, 'AI_API_KEY is required when AI_PROVIDER=anthropic');
  requireWhen(
    e.AI_PROVIDER === 'openai' && !e.AI_API_KEY && !e.AI_BASE_URL,
    undefined,
    'AI_API_KEY is required when AI_PROVIDER=openai without AI_BASE_URL (a local OpenAI-compatible server set with AI_BASE_URL may do without)',
  );
}

/** Empty variables count as unset, so `PORT=` falls back to the default instead of failing. */
function pickDefined(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
