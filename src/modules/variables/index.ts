/**
 * Variables schemas (issue 39): a render, an MCP call or a batch whose variables break the
 * version's `variablesSchema` is refused with 422 VARIABLES_INVALID before anything is debited.
 */
import { AppError } from '../../core/errors.js';
import { checkItemsInWorker } from './pool.js';
import { variablesProblems, type VariablesProblem } from './validate.js';

export { schemaProblem, variablesProblems } from './validate.js';

/** Most problems a batch's refusal lists. */
export const MAX_BATCH_PROBLEMS = 100;

/**
 * A schema with a `pattern` runs its regular expressions on the caller's text: checked in the
 * worker under its deadline. Others are checked here, which takes microseconds for a request's
 * variables (the body is at most BODY_LIMIT_BYTES).
 */
const mayBeSlow = (schemaText: string) => schemaText.includes('"pattern');

/** 422 VARIABLES_INVALID naming the first problem, every one in `problems`. */
function refuse(problems: (VariablesProblem | (VariablesProblem & ({ item: number } | { row: number })))[], first: string): never {
  throw new AppError('VARIABLES_INVALID', { params: { detail: first }, extra: { problems } });
}

/** One render's variables against the rendered version's schema (null: no schema, nothing checked). */
export async function checkVariables(schemaText: string | null | undefined, variables: Record<string, unknown> | undefined): Promise<void> {
  if (!schemaText) return;
  const problems = mayBeSlow(schemaText)
    ? (await checkItemsInWorker({ schema: schemaText, items: [variables ?? {}], limit: MAX_BATCH_PROBLEMS })).map(({ index: _i, ...p }) => p)
    : variablesProblems(schemaText, variables ?? {}, MAX_BATCH_PROBLEMS);
  if (problems.length) refuse(problems, problems[0]!.message);
}

/** Which named samples (`null`: the default variables) break the schema, each with its problems. */
export type SampleProblems = { sample: string | null; problems: VariablesProblem[] }[];
/** Most problems listed per sample. */
const PER_SAMPLE = 20;

/**
 * The failing samples, checked here when that is cheap; undefined when the schema has a
 * `pattern` (the caller checks them in the worker with checkSamples). [] without a schema.
 */
export function samplesCheckedNow(schemaText: string | null | undefined, sets: [string | null, unknown][]): SampleProblems | undefined {
  if (!schemaText) return [];
  if (mayBeSlow(schemaText)) return undefined;
  return sets.map(([sample, variables]) => ({ sample, problems: variablesProblems(schemaText, variables, PER_SAMPLE) })).filter((s) => s.problems.length > 0);
}

/** The failing samples, in the worker when the schema has a `pattern` (under its deadline). */
export async function checkSamples(schemaText: string | null | undefined, sets: [string | null, unknown][]): Promise<SampleProblems> {
  const now = samplesCheckedNow(schemaText, sets);
  if (now) return now;
  const found = await checkItemsInWorker({ schema: schemaText!, items: sets.map(([, v]) => v), limit: PER_SAMPLE * sets.length });
  return sets
    .map(([sample], i) => ({
      sample,
      problems: found
        .filter((p) => p.index === i)
        .slice(0, PER_SAMPLE)
        .map(({ path, message }) => ({ path, message })),
    }))
    .filter((s) => s.problems.length > 0);
}

/** A batch item as the batch service has it: a CSV's with its variables as JSON text and its line. */
export interface CheckedItem {
  variables?: Record<string, unknown>;
  variablesJson?: string;
  metadata?: { row?: unknown } | Record<string, unknown> | null;
}

/**
 * Every item of a batch, in the worker: the first 100 problems refuse the whole batch, each
 * naming its `item` (0-based index) or, for a CSV, its `row` (line in the file).
 */
export async function checkBatchVariables(schemaText: string | null | undefined, items: CheckedItem[], csv: boolean): Promise<void> {
  if (!schemaText || items.length === 0) return;
  // JSON text has no raw line breaks: a CSV's items cross to the worker as one string.
  const serialised = items.every((it) => typeof it.variablesJson === 'string');
  const found = await checkItemsInWorker({
    schema: schemaText,
    ...(serialised ? { lines: items.map((it) => it.variablesJson).join('\n') } : { items: items.map((it) => it.variables ?? {}) }),
    limit: MAX_BATCH_PROBLEMS,
  });
  if (!found.length) return;
  const rowOf = (i: number) => Number((items[i]?.metadata as { row?: unknown } | undefined)?.row ?? i + 2);
  const problems = found.map(({ index, path, message }) => (csv ? { row: rowOf(index), path, message } : { item: index, path, message }));
  const first = problems[0]!;
  refuse(problems, `${'row' in first ? `row ${first.row}` : `item ${first.item}`}: ${first.message}`);
}
