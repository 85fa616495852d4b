import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createJobQueue } from '../jobs/index.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { createMetrics } from '../core/metrics.js';
import { fallbacks as pdfFallbacks } from '../render/pdf-engines.js';
import { createRateLimits } from './rate-limit.js';
import { inflightCount, refundInflight, startPendingRecovery } from '../modules/generation/recovery.js';
import { startExpirySweep } from '../modules/generation/expiry-sweep.js';
import { startDiffExpirySweep } from '../modules/diffs/expiry.js';
import { warmComparer } from '../modules/diffs/compare-pool.js';
import { newNodeId, singleNodeLease, startNodeLease } from '../modules/nodes/lease.js';
import { startMetricsServer } from './metrics-server.js';
import { startIdempotencyPurge } from '../modules/idempotency/service.js';
import { previewScheduler } from '../modules/previews/scheduler.js';
import { startPreviewWorkers, type PreviewWorkers } from '../modules/previews/workers.js';
import { startBatchWorkers } from '../modules/batches/workers.js';
import { startWebhookDeliverer } from '../modules/webhooks/deliverer.js';
import type { Renderer } from '../render/renderer.js';
import { startEinvoiceValidator } from '../modules/einvoice/generation.js';
import type { RendererOptions, UserAssetLoader } from '../render/types.js';
import { createCdnPurger, createStorage } from '../storage/index.js';
import type { Config } from './config.js';
import type { Deps } from '../modules/deps.js';
import { aiConfigOf, cdnConfigOf, jobsConfigOf, storageConfigOf } from './drivers.js';
import { createChatProvider } from '../ai/index.js';
import { AppError } from '../core/errors.js';
import { type Clock, systemClock } from '../core/clock.js';
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
  /** GET /metrics on METRICS_PORT; null when off. */
  metricsUrl: string | null;
  /**
   * SIGTERM: /ready answers 503 and new generations 503 at once; renders in flight finish;
   * then close(). The caller bounds it (SHUTDOWN_TIMEOUT_MS) and may call abort() meanwhile.
   */
  drain(): Promise<void>;
  /** Drain cut short: refunds the renders still in flight (returns how many). */
  abort(): Promise<number>;
  close(): Promise<void>;
}

export function createLogger(config: Config): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers["x-api-token"]', 'req.headers["x-api-key"]', 'req.headers.cookie', 'req.headers.authorization'],
  });
}

/** Admin commands need no Chromium: any render through this answers SERVICE_UNAVAILABLE. */
const NO_RENDERER = new Proxy({}, { get: () => () => Promise.reject(new AppError('SERVICE_UNAVAILABLE')) }) as Renderer;

/** What the renderer takes from the configuration: everything but the asset loader. */
export function rendererOptionsOf(config: Config): RendererOptions {
  return {
    executablePath: config.CHROMIUM_PATH,
    concurrency: config.RENDER_CONCURRENCY,
    queueLimit: config.RENDER_QUEUE_LIMIT,
    renderTimeoutMs: config.RENDER_TIMEOUT_MS,
    restartAfter: config.RENDER_RESTART_AFTER,
    maxPages: config.RENDER_MAX_PAGES,
    remoteResources: config.RENDER_REMOTE_RESOURCES,
    resourceTimeoutMs: config.RENDER_RESOURCE_TIMEOUT_MS,
    templateThreads: config.TEMPLATE_WORKERS,
    templateTimeoutMs: config.TEMPLATE_TIMEOUT_MS,
    templateQueueTimeoutMs: config.TEMPLATE_QUEUE_TIMEOUT_MS,
    templateMemoryMb: config.TEMPLATE_MEMORY_MB,
  };
}

export async function startRenderer(config: Config, loadUserAsset?: UserAssetLoader): Promise<Renderer> {
  // Loaded on demand: admin commands never need the Chromium driver.
  const { Renderer } = await import('../render/renderer.js');
  return Renderer.start({ loadUserAsset, ...rendererOptionsOf(config) });
}

/**
 * A renderer that someone else started and closes (the tests lend one to every Quire of a
 * process), with its settings from the same configuration. attach() points its asset loader
 * at this Quire's assets as well (keys of other Quires are not this one's: assets/service.ts)
 * and returns the detach, called when the Quire closes.
 */
export interface LentRenderer {
  renderer: Renderer;
  attach(load: UserAssetLoader): () => void;
}

/** Opens and migrates the database and builds every part; nothing listens yet. */
export async function assemble(config: Config, opts: { renderer?: Renderer; log?: Logger; sharedLimits?: boolean; clock?: Clock } = {}) {
  const log = opts.log ?? createLogger(config);
  const db = openDatabase(config.database, log);
  const migrated = await migrate(db);
  // Not started here: admin commands queue nothing and hold no connection; startQuire starts it.
  const jobs = await createJobQueue(jobsConfigOf(config), log);
  const metrics = createMetrics();
  // Admin commands count nothing: only a serving node talks to Redis.
  const limits = await createRateLimits(
    {
      redisUrl: opts.sharedLimits ? config.REDIS_URL : undefined,
      keyPrefix: config.REDIS_KEY_PREFIX,
      onRefused: (limit) => metrics.rateLimitRefusals.inc({ limit }),
    },
    log,
  );
  const deps: Deps = {
    config,
    db,
    log,
    storage: await createStorage(storageConfigOf(config)),
    cdn: await createCdnPurger(cdnConfigOf(config)),
    renderer: opts.renderer ?? NO_RENDERER,
    previews: previewScheduler(jobs, config.PREVIEW_DEBOUNCE_MS, log),
    ai: await createChatProvider(aiConfigOf(config)),
    limits,
    metrics,
    node: { id: newNodeId(), draining: false },
    clock: opts.clock ?? systemClock,
  };
  return { db, deps, services: buildServices(deps, jobs), log, jobs, migrated };
}

/** Builds everything, refunds what a crashed process left pending, and listens on HOST:PORT. */
export async function startQuire(config: Config, opts: { renderer?: LentRenderer; clock?: Clock } = {}): Promise<Quire> {
  // The renderer reads uploaded assets through the assets module, built just after it.
  let assets: Services['assets'] | undefined;
  const lent = opts.renderer;
  const renderer = lent?.renderer ?? (await startRenderer(config, (key) => (assets ? assets.load(key) : Promise.resolve(null))));
  const { db, deps, services, log, jobs } = await assemble(config, { renderer, sharedLimits: true, clock: opts.clock });
  assets = services.assets;
  const detach = lent?.attach(services.assets.load);
  const { metrics, limits } = deps;
  metrics.bindPool(() => ({ ...renderer.health(), concurrency: config.RENDER_CONCURRENCY, pdfFallbacks: pdfFallbacks() }));
  // E-invoice rules load and warm up beside the start, never in a first invoice's time (issue 37).
  startEinvoiceValidator(config);
  // The rendered difference's compare thread too: started at a first diff it cost that diff 1.3 s (built, loaded machine).
  warmComparer();
  const lease =
    config.database.dialect === 'postgres'
      ? await startNodeLease(db, deps.node.id, { heartbeatMs: config.NODE_HEARTBEAT_MS, leaseMs: config.NODE_LEASE_MS }, (err) =>
          log.warn({ err }, 'node heartbeat failed'),
        )
      : singleNodeLease(deps.node.id);
  const recovery = startPendingRecovery(deps, {
    liveNodes: lease.liveNodes,
    intervalMs: config.NODE_HEARTBEAT_MS,
    staleAfterMs: config.pendingRefundAfterMs,
  });
  await recovery.sweep();
  // Files whose retention ran out while no node ran go now, before this node serves anything.
  const expiry = startExpirySweep(deps, { intervalMs: config.RETENTION_SWEEP_MS, audit: services.audit, events: services.webhookEvents });
  await expiry.sweep();
  // The page images of rendered differences go after their day, on the same interval (issue 39).
  const diffImages = startDiffExpirySweep(deps, { intervalMs: config.RETENTION_SWEEP_MS });
  await diffImages.sweep();
  const idempotencyPurge = startIdempotencyPurge(services.idempotency, log);
  await jobs.start();
  const previews = await startPreviewWorkers(deps, jobs);
  metrics.bindPreviews(() => ({ ...previews.stats() }));
  const deliverer = startWebhookDeliverer(deps);
  services.webhookEvents.onQueued(deliverer.wake);
  const batches = await startBatchWorkers(deps, jobs, services.webhookEvents, { liveNodes: lease.liveNodes, intervalMs: config.NODE_HEARTBEAT_MS });
  // Loaded here: admin commands (migrate, accounts, tokens, credits) never load Fastify and the routes.
  const { buildLegacyServer, buildServer } = await import('./server.js');
  const app = await buildServer({ config, log, services, deps, limiter: limits });
  // Start-up speaks in log lines only (one per listener, with what a person needs to go on).
  const address = await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (at) => `Quire listens on ${at} (public URL ${config.publicUrl}); API reference at ${config.publicUrl}/docs`,
  });
  const legacy = config.LEGACY_PORT ? await buildLegacyServer({ config, log, services, deps, limiter: limits }) : null;
  await legacy?.listen({ port: config.LEGACY_PORT, host: config.HOST, listenTextResolver: (at) => `Legacy POST /generate listens on ${at}` });
  const metricsServer = config.METRICS_PORT ? await startMetricsServer(metrics, config.METRICS_PORT, config.METRICS_HOST ?? config.HOST) : null;
  log.info({ node: deps.node.id, limits: limits.store, metrics: metricsServer?.url ?? 'off' }, 'node started');

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      recovery.stop();
      expiry.stop();
      diffImages.stop();
      idempotencyPurge.stop();
      await app.close();
      await legacy?.close();
      await previews.stop();
      batches.stop();
      await jobs.stop();
      await deliverer.stop();
      await services.audit.close();
      await lease.stop();
      await limits.close();
      await metricsServer?.close();
      // A lent renderer stays with its owner: only this Quire's assets leave it.
      if (detach) detach();
      else await renderer.close();
      await db.destroy();
    })());
  return {
    config,
    db,
    deps,
    services,
    app,
    previews,
    url: address,
    metricsUrl: metricsServer?.url ?? null,
    async drain() {
      deps.node.draining = true;
      log.info({ inflight: inflightCount(deps) }, 'draining: new generations are refused, renders in flight finish');
      while (inflightCount(deps) > 0) await sleep(20);
      await close();
    },
    abort: () => refundInflight(deps),
    close,
  };
}
