/**
 * Unknown fields in a JSON body are refused (400 VALIDATION_ERROR naming the field), on every
 * route at once: zod's plain objects would silently drop `{"title": "x"}` on a PATCH and answer
 * 200, and a typo would go unnoticed. Done here, at the validator, rather than with strict
 * schemas, so that the shared schemas (MCP tool inputs, the client) keep their shape and every
 * route added later gets it without doing anything.
 *
 * A schema that means to accept extra keys says so with `z.looseObject` (the legacy endpoint,
 * whose older clients send what they send) or a catchall; records (`variables`) are open maps.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** Marks an issue as the zod type provider's, so the error handler treats it like the others. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

interface Unknown {
  path: string[];
  known: string[];
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const OPEN_TYPES = new Set(['unknown', 'any']);

/** Keys of `data` that `schema` does not declare, with their paths. */
export function unknownKeys(schema: z.ZodType, data: unknown, path: string[] = []): Unknown[] {
  if (data === null || typeof data !== 'object') return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unknownKeys(def.innerType!, data, path);
    case 'pipe':
      return unknownKeys(def.in!, data, path);
    case 'array':
      return Array.isArray(data) ? data.flatMap((item, i) => unknownKeys(def.element!, item, [...path, String(i)])) : [];
    case 'record':
      // An open map of anything (`variables`) has no strangers, however large it is.
      if (OPEN_TYPES.has(defOf(def.valueType!).type)) return [];
      return Object.entries(data).flatMap(([k, v]) => unknownKeys(def.valueType!, v, [...path, k]));
    case 'union': {
      // The option the value fits with the fewest strangers (zod itself picks the first that parses).
      const candidates = (def.options ?? []).map((o) => unknownKeys(o, data, path));
      return candidates.sort((a, b) => a.length - b.length)[0] ?? [];
    }
    case 'object': {
      if (Array.isArray(data)) return [];
      const shape = def.shape ?? {};
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      const out: Unknown[] = [];
      for (const [key, value] of Object.entries(data)) {
        if (Object.hasOwn(shape, key)) out.push(...unknownKeys(shape[key], value, [...path, key]));
        else if (!open) out.push({ path: [...path, key], known: Object.keys(shape) });
      }
      return out;
    }
    default:
      return [];
  }
}

export function strictBodies(compile: FastifySchemaCompiler<z.ZodType>): FastifySchemaCompiler<z.ZodType> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => {
      const strangers = unknownKeys(route.schema, data);
      if (strangers.length === 0) return validate(data);
      const error = strangers.map(({ path, known }) => ({
        [ZOD_ISSUE]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/unknown_field`,
        message: `is not a field of this request (fields: ${known.join(', ')})`,
        params: { params: { rule: 'unknown_field', known: known.join(', ') } },
      }));
      return { error } as unknown as ReturnType<typeof validate>;
    };
  };
}
