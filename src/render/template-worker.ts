/**
 * Runs inside a template worker thread (template-pool.ts), or on the main thread for an
 * expansion template-bound.ts proves small: the only place where Handlebars expands a template. Each worker keeps its own compiled-template cache. Errors cross the
 * thread boundary as plain data, since AppError instances do not survive the message copy.
 */
import { isAppError, type ErrorCode, type ErrorDetails } from '../core/errors.js';
import { OverBudget } from './output-meter.js';
import { compileCheck, renderTemplate } from './template.js';
import type { ExpandOptions } from './template-data.js';
import { type AnalysisInput, inferVariablesSchema, type JsonSchema, missingVariables } from './template-analysis.js';

export type TemplateTask = (
  | {
      op: 'expand';
      body: string;
      variables: Record<string, unknown>;
      options?: ExpandOptions;
      budget?: number;
      /** Also find the paths the templates read that the variables lack (MISSING_VARIABLE, template-analysis.ts): the body's and these. */
      missing?: MissingCheck;
    }
  | { op: 'check'; body: string }
  /** The variables schema the templates imply, merged with sample variables (template-analysis.ts). */
  | { op: 'infer'; input: AnalysisInput; sample: Record<string, unknown> }
) & {
  /** In a worker: where to say when it took the task, in ms after `submitted` (template-pool.ts's TaskClock). */
  clock?: { started: Int32Array; submitted: number };
};

/** The other templates of the render the missing-variables check reads beside the body. */
export interface MissingCheck {
  templates?: string[];
  furniture?: string[];
}

export type TemplateOutcome =
  | { ok: true; html: string; missing?: string[]; schema?: JsonSchema }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number>; extra?: ErrorDetails['extra'] };

/** Nodes an inline missing-variables walk may visit before the task goes to a worker (about 2 ms). */
const INLINE_STEPS = 20_000;

export default function run(task: TemplateTask): TemplateOutcome {
  if (task.clock) Atomics.store(task.clock.started, 0, Math.max(1, Date.now() - task.clock.submitted));
  try {
    if (task.op === 'check') {
      compileCheck(task.body);
      return { ok: true, html: '' };
    }
    if (task.op === 'infer') return { ok: true, html: '', schema: inferVariablesSchema(task.input, task.sample) };
    const html = renderTemplate(task.body, task.variables, task.options, task.budget);
    if (!task.missing) return { ok: true, html };
    const input = { templates: [task.body, ...(task.missing.templates ?? [])], furniture: task.missing.furniture, partials: task.options?.partials };
    return { ok: true, html, missing: missingOf(input, task.variables, task.budget === undefined ? undefined : INLINE_STEPS) };
  } catch (error) {
    if (error instanceof OverBudget) throw error; // an inline expansion's: the caller sends it to a worker
    if (isAppError(error)) return { ok: false, code: error.code, params: error.details.params, extra: error.details.extra };
    return { ok: false, code: 'TEMPLATE_ERROR', params: { detail: String((error as Error)?.message ?? error).slice(0, 500) } };
  }
}

/** The warnings never fail a render that succeeded: a template the walk cannot read (a header that does not parse fails on its own) warns of nothing. */
function missingOf(input: AnalysisInput, variables: Record<string, unknown>, inlineSteps: number | undefined): string[] {
  try {
    return missingVariables(input, variables, inlineSteps);
  } catch (error) {
    if (error instanceof OverBudget) throw error;
    return [];
  }
}
