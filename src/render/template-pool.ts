/**
 * Template expansion off the main thread. Handlebars is synchronous: a 2 KB template of
 * nested loops can run for minutes and allocate gigabytes, and on the main thread it would
 * freeze every request of the node. Here it runs in a pool of worker threads (piscina), each
 * with a V8 heap limit, under a deadline after which its worker is terminated (and replaced),
 * while the output is counted as it grows (output-meter.ts).
 *
 * `expand` is the one way the server turns a template and its variables into HTML. An
 * expansion provably small before it starts (template-bound.ts) runs on the calling thread
 * instead: the same code, without the round trip to a worker.
 */
import { availableParallelism } from 'node:os';
import { withoutStrayErrors, workerFile } from '../core/worker-threads.js';
import { Piscina } from 'piscina';
import { AppError, isAppError } from '../core/errors.js';
import type { ExpandOptions } from './template-data.js';
import { Lru } from './lru.js';
import { isLimit, limitText } from '../core/i18n/limits.js';
import { fitsInline, INLINE_BUDGET, mayParseInline, NOT_INLINE } from './template-bound.js';
import type { TemplateProblem } from './template-problems.js';
import { OverBudget } from './output-meter.js';
import { bodyKey, templateShape } from './template.js';
import runTask, { type MissingCheck, type TemplateOutcome, type TemplateTask } from './template-worker.js';
import type { AnalysisInput, JsonSchema } from './template-analysis.js';

export interface TemplatePoolOptions {
  /** Worker threads; default min(4, cores). */
  threads?: number;
  /**
   * Time one task may run once a worker took it; the worker is terminated (and replaced) after
   * it. Waiting for a worker is not counted: a busy node must not fail a small template. Default 5000.
   */
  timeoutMs?: number;
  /** Time a task may wait for a worker; then 503 SERVICE_UNAVAILABLE with Retry-After. Default 30000. */
  queueTimeoutMs?: number;
  /** V8 old-generation heap of one worker, in MB; default 256. */
  memoryMb?: number;
}

export const DEFAULT_TEMPLATE_POOL = { threads: Math.min(4, availableParallelism()), timeoutMs: 5000, queueTimeoutMs: 30_000, memoryMb: 256 };

export class TemplatePool {
  private readonly pool: Piscina<TemplateTask, TemplateOutcome>;
  private readonly timeoutMs: number;
  private readonly queueTimeoutMs: number;
  private readonly memoryMb: number;
  /** Bodies known to compile (by SHA-256): a generation checks first, and most bodies repeat. */
  private readonly compiles = new Lru<string, true>(1000);

  constructor(opts: TemplatePoolOptions = {}) {
    const o = { ...DEFAULT_TEMPLATE_POOL, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) };
    this.timeoutMs = o.timeoutMs;
    this.queueTimeoutMs = o.queueTimeoutMs;
    this.memoryMb = o.memoryMb;
    const threads = Math.max(1, o.threads);
    this.pool = withoutStrayErrors(
      new Piscina({
        ...workerFile(import.meta.url, 'template-worker'),
        // One thread always: piscina (5.3) replaces a worker terminated at the deadline only when
        // a new task arrives, so with none kept a task queued behind a hostile template waited
        // out the whole queue limit (measured: 503 after 30 s instead of a render at 4 s). More
        // threads start on demand; one idle for an hour ends.
        minThreads: 1,
        maxThreads: threads,
        idleTimeout: 60 * 60_000,
        resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
      }),
    );
  }

  /** The template expanded with `variables`, or TEMPLATE_ERROR / RENDER_LIMIT_EXCEEDED. */
  async expand(body: string, variables: Record<string, unknown>, options?: ExpandOptions): Promise<string> {
    return (await this.expandChecked(body, variables, options)).html;
  }

  /**
   * `expand`, and with `missing` the paths the body and those templates read that `variables`
   * lack (template-analysis.ts), found in the same task: inline, or in the same worker trip.
   */
  async expandChecked(
    body: string,
    variables: Record<string, unknown>,
    options?: ExpandOptions,
    missing?: MissingCheck,
  ): Promise<{ html: string; missing?: string[] }> {
    const task = { op: 'expand' as const, body, variables: variables ?? {}, options, ...(missing ? { missing } : {}) };
    // Cheapest checks first: a large body is never parsed on this thread, and the variables
    // are measured only for a shape that may run here. The check's other templates parse here
    // only when small and shallow too, and partials are the workers' (their bodies are not bounded).
    const shape = mayParseInline(body) ? templateShape(body) : NOT_INLINE;
    const checkInline =
      !missing || (!Object.keys(options?.partials ?? {}).length && [...(missing.templates ?? []), ...(missing.furniture ?? [])].every(mayParseInline));
    if (shape.inline && checkInline && fitsInline(shape, body.length, jsonLength(task.variables))) {
      try {
        return outcomeOf(runTask({ ...task, budget: INLINE_BUDGET }));
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
      }
    }
    return this.run(task);
  }

  /**
   * The variables schema the templates imply, merged with `sample` (template-analysis.ts): in a
   * worker, under the limits of an expansion (a template that crosses one answers as its
   * expansion would, RENDER_LIMIT_EXCEEDED or TEMPLATE_ERROR).
   */
  async inferSchema(input: AnalysisInput, sample: Record<string, unknown>): Promise<JsonSchema> {
    return (await this.run({ op: 'infer', input, sample: sample ?? {} })).schema ?? {};
  }

  /** Throws TEMPLATE_ERROR if `body` does not compile (before a credit is debited). */
  async check(body: string): Promise<void> {
    const key = bodyKey(body);
    if (this.compiles.get(key)) return;
    // A small, shallow body compiles here as it would for an inline expansion (its parse is
    // bounded: template-bound.ts); any other in a worker, under the same limits as a render.
    if (mayParseInline(body)) outcomeOf(runTask({ op: 'check', body }));
    else await this.run({ op: 'check', body });
    this.compiles.set(key, true);
  }

  /**
   * What is wrong with a body that does not compile, or null: the check of a document at save
   * (a broken body is still saved, people save work in progress). It runs under the limits of a
   * render, so a body that would take a worker past its time or memory is a problem too, named
   * by the limit. SERVICE_UNAVAILABLE (the workers are busy) is thrown: nothing is known yet.
   */
  async problem(body: string): Promise<TemplateProblem | null> {
    try {
      await this.check(body);
      return null;
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === 'TEMPLATE_ERROR') {
        const problem = error.details.extra?.templateError as TemplateProblem | undefined;
        if (problem) return { message: problem.message, line: problem.line, column: problem.column };
      }
      if (error.code === 'RENDER_LIMIT_EXCEEDED') return { message: limitSentence(error.details.params), line: 1, column: 1 };
      throw error;
    }
  }

  /** Tasks the workers finished (expansions that did not run inline, and checks). */
  get workerTasks(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async run(task: TemplateTask): Promise<TemplateOutcome & { ok: true }> {
    const clock = new TaskClock(this.timeoutMs, this.queueTimeoutMs);
    let outcome: TemplateOutcome;
    try {
      outcome = await this.pool.run({ ...task, clock: { started: clock.started, submitted: clock.submitted } }, { signal: clock.signal });
    } catch (err) {
      if (clock.expired === 'queue') {
        const detail = `no template worker was free within ${this.queueTimeoutMs} ms`;
        throw new AppError('SERVICE_UNAVAILABLE', { params: { detail }, retryAfter: Math.max(1, Math.ceil(this.timeoutMs / 1000)) }, { cause: err });
      }
      if (clock.expired === 'run') {
        throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'expansion_ms', max: this.timeoutMs } }, { cause: err });
      }
      if ((err as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'expansion_mb', max: this.memoryMb } }, { cause: err });
      }
      throw new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err });
    } finally {
      clock.stop();
    }
    return outcomeOf(outcome);
  }
}

/**
 * The two clocks of a task sent to a worker. The worker writes, into `started`, how many ms after
 * submission it took the task (template-worker.ts); the run limit counts from there, so a task
 * that waited behind others on a loaded node keeps its whole time. A task no worker took within
 * the queue limit is withdrawn. One timer, re-armed for the earliest moment a limit could pass.
 */
class TaskClock {
  readonly started = new Int32Array(new SharedArrayBuffer(4));
  expired: 'queue' | 'run' | null = null;
  private readonly controller = new AbortController();
  readonly submitted = Date.now();
  private timer: NodeJS.Timeout;

  constructor(
    private readonly runMs: number,
    private readonly queueMs: number,
  ) {
    this.timer = setTimeout(() => this.tick(), Math.min(runMs, queueMs));
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private tick(): void {
    const now = Date.now() - this.submitted;
    const startedAt = Atomics.load(this.started, 0);
    let next: number;
    if (startedAt === 0) {
      if (now >= this.queueMs) {
        this.expire('queue');
        return;
      }
      // Not taken yet: it cannot run out of time before now + runMs.
      next = Math.min(this.queueMs, now + this.runMs);
    } else {
      next = startedAt + this.runMs;
      if (now >= next) {
        this.expire('run');
        return;
      }
    }
    this.timer = setTimeout(() => this.tick(), next - now);
  }

  private expire(which: 'queue' | 'run'): void {
    this.expired = which;
    this.controller.abort();
  }
}

/** The English sentence of a limit, stored as a document's templateError (stored texts are English). */
function limitSentence(params: Record<string, string | number> | undefined): string {
  const limit = params?.limit;
  const text = isLimit(limit) ? limitText('en', limit, params?.max) : 'a render limit';
  return `Checking this template crossed a render limit: ${text}. Simplify it (fewer or less deeply nested blocks, a smaller body).`;
}

function outcomeOf(outcome: TemplateOutcome): TemplateOutcome & { ok: true } {
  if (!outcome.ok) throw new AppError(outcome.code, { params: outcome.params, extra: outcome.extra });
  return outcome;
}

/** The variables' JSON length; Infinity for what JSON cannot hold (they then go to a worker). */
function jsonLength(variables: Record<string, unknown>): number {
  try {
    return JSON.stringify(variables).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}
