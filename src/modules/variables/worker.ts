/**
 * Runs in the variables worker thread (pool.ts): a batch's items are checked against the
 * document's schema here, off the thread that answers requests. The compiled validator stays
 * cached in the thread for the next batch with the same schema.
 */
import { validatorOf, problemsOf, type VariablesProblem } from './validate.js';

export interface CheckTask {
  /** The schema's JSON text. */
  schema: string;
  /** Each item's variables: an object, or its JSON text (a CSV's items arrive serialised). */
  items: unknown[];
  /** Most problems returned, over all items. */
  limit: number;
}

export type ItemProblem = VariablesProblem & { index: number };

export default function run(task: CheckTask): ItemProblem[] {
  const validate = validatorOf(task.schema);
  const out: ItemProblem[] = [];
  for (let index = 0; index < task.items.length && out.length < task.limit; index++) {
    const raw = task.items[index];
    const variables = typeof raw === 'string' ? JSON.parse(raw) : raw;
    for (const p of problemsOf(validate, variables, task.limit - out.length)) out.push({ index, ...p });
  }
  return out;
}
