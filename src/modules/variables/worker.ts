/**
 * Runs in the variables worker thread (pool.ts): a batch's items are checked against the
 * document's schema here, off the thread that answers requests. The compiled validator stays
 * cached in the thread for the next batch with the same schema.
 */
import { validatorOf, problemsOf, type VariablesProblem } from './validate.js';

export interface CheckTask {
  /** The schema's JSON text. */
  schema: string;
  /** Each item's variables as objects; or */
  items?: unknown[];
  /**
   * every item's variables as JSON text, one line each (a CSV's items arrive serialised: one
   * string crosses to the thread as one copy, where 10,000 strings cost the sender a clone each).
   */
  lines?: string;
  /** Most problems returned, over all items. */
  limit: number;
}

export type ItemProblem = VariablesProblem & { index: number };

export default function run(task: CheckTask): ItemProblem[] {
  const validate = validatorOf(task.schema);
  const items: unknown[] = task.items ?? (task.lines ? task.lines.split('\n') : []);
  const out: ItemProblem[] = [];
  for (let index = 0; index < items.length && out.length < task.limit; index++) {
    const raw = items[index];
    const variables = typeof task.lines === 'string' ? JSON.parse(raw as string) : raw;
    for (const p of problemsOf(validate, variables, task.limit - out.length)) out.push({ index, ...p });
  }
  return out;
}
