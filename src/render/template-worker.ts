/**
 * Runs inside a template worker thread (template-pool.ts), or on the main thread for an
 * expansion template-bound.ts proves small: the only place where Handlebars expands a template. Each worker keeps its own compiled-template cache. Errors cross the
 * thread boundary as plain data, since AppError instances do not survive the message copy.
 */
import { isAppError, type ErrorCode, type ErrorDetails } from '../core/errors.js';
import { OverBudget } from './output-meter.js';
import { compileCheck, renderTemplate } from './template.js';
import type { ExpandOptions } from './template-data.js';

export type TemplateTask = (
  | { op: 'expand'; body: string; variables: Record<string, unknown>; options?: ExpandOptions; budget?: number }
  | { op: 'check'; body: string }
) & {
  /** In a worker: where to say when it took the task, in ms after `submitted` (template-pool.ts's TaskClock). */
  clock?: { started: Int32Array; submitted: number };
};

export type TemplateOutcome =
  | { ok: true; html: string }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number>; extra?: ErrorDetails['extra'] };

export default function run(task: TemplateTask): TemplateOutcome {
  if (task.clock) Atomics.store(task.clock.started, 0, Math.max(1, Date.now() - task.clock.submitted));
  try {
    if (task.op === 'check') {
      compileCheck(task.body);
      return { ok: true, html: '' };
    }
    return { ok: true, html: renderTemplate(task.body, task.variables, task.options, task.budget) };
  } catch (error) {
    if (error instanceof OverBudget) throw error; // an inline expansion's: the caller sends it to a worker
    if (isAppError(error)) return { ok: false, code: error.code, params: error.details.params, extra: error.details.extra };
    return { ok: false, code: 'TEMPLATE_ERROR', params: { detail: String((error as Error)?.message ?? error).slice(0, 500) } };
  }
}
