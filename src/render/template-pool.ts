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
import { Piscina } from 'piscina';
import { AppError } from '../core/errors.js';
import type { ExpandOptions } from './template-data.js';
import { Lru } from './lru.js';
import { fitsInline, INLINE_BUDGET, INLINE_MAX_BODY, NOT_INLINE } from './template-bound.js';
import { OverBudget } from './output-meter.js';
import { bodyKey, templateShape } from './template.js';
import runTask, { type TemplateOutcome, type TemplateTask } from './template-worker.js';

export interface TemplatePoolOptions {
  /** Worker threads; default min(4, cores). */
  threads?: number;
  /** Deadline of one expansion, waiting included; the worker is terminated after it. Default 5000. */
  timeoutMs?: number;
  /** V8 old-generation heap of one worker, in MB; default 256. */
  memoryMb?: number;
}

export const DEFAULT_TEMPLATE_POOL = { threads: Math.min(4, availableParallelism()), timeoutMs: 5000, memoryMb: 256 };

/** From TypeScript sources (tests, tsx), the worker loads its .ts file through tsx. */
function workerFile(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`./template-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  return { filename, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

export class TemplatePool {
  private readonly pool: Piscina<TemplateTask, TemplateOutcome>;
  private readonly timeoutMs: number;
  private readonly memoryMb: number;
  /** Bodies known to compile (by SHA-256): a generation checks first, and most bodies repeat. */
  private readonly compiles = new Lru<string, true>(1000);

  constructor(opts: TemplatePoolOptions = {}) {
    const o = { ...DEFAULT_TEMPLATE_POOL, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) };
    this.timeoutMs = o.timeoutMs;
    this.memoryMb = o.memoryMb;
    const threads = Math.max(1, o.threads);
    this.pool = new Piscina({
      ...workerFile(),
      // Started on the first template that needs one: most expand inline (template-bound.ts),
      // and a node whose templates all do never pays for the threads. A thread idle for an
      // hour ends; the next task that needs one starts it again.
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60 * 60_000,
      resourceLimits: { maxOldGenerationSizeMb: o.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    });
  }

  /** The template expanded with `variables`, or TEMPLATE_ERROR / RENDER_LIMIT_EXCEEDED. */
  async expand(body: string, variables: Record<string, unknown>, options?: ExpandOptions): Promise<string> {
    const task = { op: 'expand' as const, body, variables: variables ?? {}, options };
    // Cheapest checks first: a large body is never parsed on this thread, and the variables
    // are measured only for a shape that may run here.
    const shape = body.length <= INLINE_MAX_BODY ? templateShape(body) : NOT_INLINE;
    if (shape.inline && fitsInline(shape, body.length, jsonLength(task.variables))) {
      try {
        return outcomeOf(runTask({ ...task, budget: INLINE_BUDGET })).html;
      } catch (error) {
        if (!(error instanceof OverBudget)) throw error;
      }
    }
    return (await this.run(task)).html;
  }

  /** Throws TEMPLATE_ERROR if `body` does not compile (before a credit is debited). */
  async check(body: string): Promise<void> {
    const key = bodyKey(body);
    if (this.compiles.get(key)) return;
    // A small body compiles here as it would for an inline expansion (parsing is linear in it).
    if (body.length <= INLINE_MAX_BODY) outcomeOf(runTask({ op: 'check', body }));
    else await this.run({ op: 'check', body });
    this.compiles.set(key, true);
  }

  /** Tasks the workers finished (expansions that did not run inline, and checks). */
  get workerTasks(): number {
    return this.pool.completed;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async run(task: TemplateTask): Promise<{ html: string }> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    let outcome: TemplateOutcome;
    try {
      outcome = await this.pool.run(task, { signal: deadline.signal });
    } catch (err) {
      if (deadline.signal.aborted) {
        throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'expansion_ms', max: this.timeoutMs } }, { cause: err });
      }
      if ((err as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'expansion_mb', max: this.memoryMb } }, { cause: err });
      }
      throw new AppError('SERVICE_UNAVAILABLE', {}, { cause: err });
    } finally {
      clearTimeout(timer);
    }
    return outcomeOf(outcome);
  }
}

function outcomeOf(outcome: TemplateOutcome): { html: string } {
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
