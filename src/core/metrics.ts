import client from 'prom-client';

/** What the renderer reports (src/render's RenderHealth satisfies it). */
interface PoolReading {
  concurrency?: number;
  active: number;
  queue: number;
  restarts: number;
  /** Steps down the PDF engine chains, `operation:engine` → count (render/pdf-engines.ts). */
  pdfFallbacks?: Record<string, number>;
}

/**
 * Prometheus metrics of one Quire instance, in its own registry (tests run several instances in
 * one process). Verbs count what they do; pool and preview figures are read when scraped.
 */
export function createMetrics() {
  const registry = new client.Registry();
  const registers = [registry];
  // The event-loop lag is sampled every 50 ms, not prom-client's 10: each sample wakes the loop,
  // and at 10 ms that was 100 wake-ups and ~12 ms of CPU a second on an idle node (~3 ms now).
  // A block long enough to matter still shows in every percentile.
  client.collectDefaultMetrics({ register: registry, prefix: 'quire_', eventLoopMonitoringPrecision: 50 });

  let pool: () => PoolReading | null = () => null;
  let previewCounts: () => Record<string, number> = () => ({});
  const seenPreviews = new Map<string, number>();

  const metrics = {
    registry,
    httpRequests: new client.Counter({
      name: 'quire_http_requests_total',
      help: 'HTTP requests answered, by route, method and status',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'quire_http_request_duration_seconds',
      help: 'Time to answer an HTTP request',
      labelNames: ['route', 'method', 'status'],
      registers,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    renderDuration: new client.Histogram({
      name: 'quire_render_duration_seconds',
      help: 'Chromium time of one PDF render (queue wait included)',
      registers,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    renderPages: new client.Histogram({ name: 'quire_render_pages', help: 'Pages per rendered PDF', registers, buckets: [1, 2, 5, 10, 20, 50, 100, 500] }),
    generations: new client.Counter({
      name: 'quire_generations_total',
      help: 'Generations ended, by outcome (succeeded, failed)',
      labelNames: ['outcome'],
      registers,
    }),
    generationsRefunded: new client.Counter({
      name: 'quire_generations_refunded_total',
      help: 'Generations refunded, by reason (the error code, or ABANDONED by the sweep)',
      labelNames: ['reason'],
      registers,
    }),
    creditsDebited: new client.Counter({ name: 'quire_credits_debited_total', help: 'Credits debited', labelNames: ['kind'], registers }),
    creditsRefunded: new client.Counter({ name: 'quire_credits_refunded_total', help: 'Credits refunded', labelNames: ['kind'], registers }),
    rateLimitRefusals: new client.Counter({
      name: 'quire_rate_limit_refusals_total',
      help: 'Calls refused by a rate limit, by limit',
      labelNames: ['limit'],
      registers,
    }),
    /** Reads the Chromium pool's figures at each scrape. */
    bindPool(read: () => PoolReading | null) {
      pool = read;
    },
    /** Reads this node's preview job counters at each scrape. */
    bindPreviews(read: () => Record<string, number>) {
      previewCounts = read;
    },
  };

  new client.Gauge({
    name: 'quire_render_pool_size',
    help: 'Chromium pages (renders at once)',
    registers,
    collect() {
      const p = pool();
      if (p?.concurrency !== undefined) this.set(p.concurrency);
    },
  });
  new client.Gauge({
    name: 'quire_render_pages_busy',
    help: 'Chromium pages rendering now',
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.active);
    },
  });
  new client.Gauge({
    name: 'quire_render_queue_length',
    help: 'Renders waiting for a page',
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.queue);
    },
  });
  new client.Counter({
    name: 'quire_chromium_restarts_total',
    help: 'Chromium relaunches (recycling, crashes, hung renders)',
    registers,
    collect() {
      const p = pool();
      if (p) {
        this.reset();
        this.inc(p.restarts);
      }
    },
  });
  const seenFallbacks = new Map<string, number>();
  new client.Counter({
    name: 'quire_pdf_engine_fallbacks_total',
    help: 'PDF operations the in-process engine could not do, done by the next engine (qpdf), by operation and engine',
    labelNames: ['operation', 'engine'],
    registers,
    collect() {
      for (const [key, value] of Object.entries(pool()?.pdfFallbacks ?? {})) {
        const [operation = '', engine = ''] = key.split(':');
        const delta = value - (seenFallbacks.get(key) ?? 0);
        if (delta > 0) this.inc({ operation, engine }, delta);
        seenFallbacks.set(key, value);
      }
    },
  });
  new client.Counter({
    name: 'quire_preview_jobs_total',
    help: 'Preview jobs on this node, by outcome (renders = Chromium renders started)',
    labelNames: ['outcome'],
    registers,
    collect() {
      for (const [outcome, value] of Object.entries(previewCounts())) {
        const delta = value - (seenPreviews.get(outcome) ?? 0);
        if (delta > 0) this.inc({ outcome }, delta);
        seenPreviews.set(outcome, value);
      }
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
