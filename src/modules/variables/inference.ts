/**
 * GET /v1/documents/{id}/variables-schema/inferred (issue 39): the JSON Schema a document's
 * templates imply (the body, header, footer, PDF metadata and the partials they include, as
 * published now, as a draft preview reads them), merged with its sample variables' types and
 * values, ready to edit and save as `variablesSchema`. The templates are parsed in a template
 * worker under the limits of an expansion (render/template-analysis.ts).
 */
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import type { JsonSchema } from '../../render/template-analysis.js';
import { usesPartials } from '../../render/template-partials.js';
import type { Deps } from '../deps.js';
import { documentsRepo } from '../documents/repo.js';
import { publishedPartialBodies } from '../versions/partial-versions.js';

export type InferenceService = ReturnType<typeof inferenceService>;

export function inferenceService(deps: Pick<Deps, 'db' | 'renderer'>) {
  const docs = documentsRepo(deps.db);
  return {
    async inferredSchema(ctx: Ctx, id: number): Promise<JsonSchema> {
      const doc = await docs.byId(ctx.accountId, id);
      if (!doc) throw new AppError('NOT_FOUND');
      const templates = [doc.body, doc.title, doc.author, doc.subject, doc.keywords].filter((t): t is string => !!t);
      const furniture = [doc.header, doc.footer].filter((t): t is string => !!t);
      const partials = [...templates, ...furniture].some(usesPartials) ? await publishedPartialBodies(deps.db, doc.account_id) : undefined;
      return deps.renderer.inferVariablesSchema({ templates, furniture, partials }, sampleOf(doc.variables));
    },
  };
}

/** The document's sample variables (stored as JSON text); {} when they are not an object. */
function sampleOf(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
