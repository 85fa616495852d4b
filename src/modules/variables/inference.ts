/**
 * GET /v1/documents/{id}/variables-schema/inferred (issue 39): the JSON Schema a document's
 * templates imply (the body, header, footer, PDF metadata and the partials they include, as
 * published now, as a draft preview reads them), merged with its sample variables' types and
 * values (what they lack taken from its named samples), ready to edit and save as `variablesSchema`. The templates are parsed in a template
 * worker under the limits of an expansion (render/template-analysis.ts).
 */
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { JsonSchema } from '../../render/template-analysis.js';
import { usesPartials } from '../../render/template-partials.js';
import type { Deps } from '../deps.js';
import { documentById } from '../documents/index.js';
import { publishedPartialBodies } from '../versions/partial-versions.js';

export type InferenceService = ReturnType<typeof inferenceService>;

export function inferenceService(deps: Pick<Deps, 'db' | 'renderer'>) {
  return {
    async inferredSchema(ctx: Ctx, id: number): Promise<JsonSchema> {
      const doc = await documentById(deps.db, ctx.accountId, id);
      if (!doc) throw new AppError('NOT_FOUND');
      const templates = [doc.body, doc.title, doc.author, doc.subject, doc.keywords].filter((t): t is string => !!t);
      const furniture = [doc.header, doc.footer].filter((t): t is string => !!t);
      const partials = [...templates, ...furniture].some(usesPartials) ? await publishedPartialBodies(deps.db, doc.account_id) : undefined;
      return deps.renderer.inferVariablesSchema({ templates, furniture, partials }, sampleOf(doc.variables, doc.samples));
    },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function parsed(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The sample the types and examples come from: the document's sample `variables`, with what they
 * lack filled from its named `samples` in order (stored as JSON text; anything else is ignored).
 */
export function sampleOf(variables: string | null | undefined, samples: string | null | undefined): Record<string, unknown> {
  const base = parsed(variables);
  const named = parsed(samples);
  const sample: Record<string, unknown> = isObject(base) ? structuredClone(base) : {};
  if (Array.isArray(named)) for (const s of named) if (isObject(s) && isObject(s.variables)) fill(sample, s.variables, 0);
  return sample;
}

/** Copies into `into` the keys of `from` it lacks, object by object. */
function fill(into: Record<string, unknown>, from: Record<string, unknown>, depth: number): void {
  if (depth > 32) return;
  for (const [k, v] of Object.entries(from)) {
    if (!Object.hasOwn(into, k) || into[k] === null) into[k] = v;
    else if (isObject(into[k]) && isObject(v)) fill(into[k] as Record<string, unknown>, v, depth + 1);
  }
}
