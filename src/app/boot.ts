import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createJobQueue } from '../jobs/index.js';
import { startPendingRecovery } from '../modules/generation/recovery.js';
import { startIdempotencyPurge } from '../modules/idempotency/service.js';
import { previewScheduler } from '../modules/previews/scheduler.js';
import { startPreviewWorkers, type PreviewWorkers } from '../modules/previews/workers.js';
import type { Renderer } from '../render/renderer.js';
import type { UserAssetLoader } from '../render/types.js';
import { createCdnPurger, createStorage } from '../storage/index.js';
import type { Config } from './config.js';
import type { Deps } from '../modules/deps.js';
import { aiConfigOf, cdnConfigOf, jobsConfigOf, storageConfigOf } from './drivers.js';
import { createChatProvider } from '../ai/index.js';
import { AppError } from '../core/errors.js';
import { MemoryRateLimiter } from './rate-limit.js';
import { buildLegacyServer, buildServer } from './server.js';
import { buildServices, type Services } from './services.js';

export interface Quire {
  config: Config;
  db: Db;
  deps: Deps;
  services: Services;
  app: FastifyInstance;
  /** Preview rendering on this node (its counters are what tests and health observe). */
  previews: PreviewWorkers;
  /** Base URL the server listens on. */
  url: string;
  close(): Promise<void>;
}

export function createLogger(config: Config): Logger {
  return pino({ level: config.LOG_LEVEL, redact: ['req.headers["x-api-token"]', 'req.headers["x-api-key"]', 'req.headers.cookie', 'req.headers.authorization'] });
}

/** Admin commands need no Chromium: any render through this answers SERVICE_UNAVAILABLE. */
const NO_RENDERER = new Proxy({}, { get: () => () => Promise.reject(new AppError('SERVICE_UNAVAILABLE')) }) as Renderer;

export async function startRenderer(config: Config, loadUserAsset?: UserAssetLoader): Promise<Renderer> {
  // Loaded on demand: admin commands never need the Chromium driver.
  const { Renderer } = await import('../render/renderer.js');
  return Renderer.start({
    loadUserAsset,
    executablePath: config.CHROMIUM_PATH,
    concurrency: config.RENDER_CONCURRENCY,
    queueLimit: config.RENDER_QUEUE_LIMIT,
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    restartAfter: config.RENDER_RESTART_AFTER,
    maxPages: config.RENDER_MAX_PAGES,
    remoteResources: config.RENDER_REMOTE_RESOURCES,
    templateThreads: config.TEMPLATE_WORKERS,
    templateTimeoutMs: config.TEMPLATE_TIMEOUT_MS,
    templateMemoryMb: config.TEMPLATE_MEMORY_MB,
  });
}

/** Opens and migrates the database and builds every part; nothing listens yet. */
export async function assemble(config: Config, opts: { renderer?: Renderer; log?: Logger } = {}) {
  const log = opts.log ?? createLogger(config);
  const db = openDatabase(config.database, log);
  const migrated = await migrate(db);
  // Not started here: admin commands queue nothing and hold no connection; startQuire starts it.
  const jobs = createJobQueue(jobsConfigOf(config), log);
  const deps: Deps = {
    config,
    db,
    log,
    storage: createStorage(storageConfigOf(config)),
    cdn: createCdnPurger(cdnConfigOf(config)),
    renderer: opts.renderer ?? NO_RENDERER,
    previews: previewScheduler(jobs, config.PREVIEW_DEBOUNCE_MS, log),
    ai: createChatProvider(aiConfigOf(config)),
  };
  return { db, deps, services: buildServices(deps), log, jobs, migrated };
}

/** Builds everything, refunds what a crashed process left pending, and listens on HOST:PORT. */
export async function startQuire(config: Config): Promise<Quire> {
  // The renderer reads uploaded assets through the assets module, built just after it.
  let assets: Services['assets'] | undefined;
  const renderer = await startRenderer(config, (key) => (assets ? assets.load(key) : Promise.resolve(null)));
  const { db, deps, services, log, jobs } = await assemble(config, { renderer });
  assets = services.assets;
  const recovery = startPendingRecovery(deps, config.PENDING_REFUND_AFTER_MS ?? 2 * config.RENDER_TIMEOUT_MS + 15_000);
  await recovery.sweep();
  const idempotencyPurge = startIdempotencyPurge(services.idempotency, log);
  await jobs.start();
  const previews = await startPreviewWorkers(deps, jobs);
  const limiter = new MemoryRateLimiter();
  const app = await buildServer({ config, log, services, deps, limiter });
  // Start-up speaks in log lines only (one per listener, with what a person needs to go on).
  const address = await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (at) => `Quire listens on ${at} (public URL ${config.publicUrl}); API reference at ${config.publicUrl}/docs`,
  });
  const legacy = config.LEGACY_PORT ? await buildLegacyServer({ config, log, services, deps, limiter }) : null;
  await legacy?.listen({ port: config.LEGACY_PORT, host: config.HOST, listenTextResolver: (at) => `Legacy POST /generate listens on ${at}` });
  return {
    config, db, deps, services, app, previews,
    url: address,
    async close() {
      recovery.stop();
      idempotencyPurge.stop();
      await app.close();
      await legacy?.close();
      await previews.stop();
      await jobs.stop();
      await services.audit.close();
      limiter.close();
      await renderer.close();
      await db.destroy();
    },
  };
}
