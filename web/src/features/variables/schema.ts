/**
 * The part of JSON Schema (draft 2020-12) the Fields form understands: objects with properties
 * and required, arrays with items, strings (enum, format date), numbers, integers, booleans,
 * local $refs into $defs. Anything else is edited as JSON inside the form.
 */
export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  $ref?: string;
  $defs?: Record<string, Schema>;
  definitions?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

export type Kind = 'object' | 'array' | 'string' | 'date' | 'enum' | 'number' | 'integer' | 'boolean' | 'json';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A schema text: the schema, null for an empty text, or 'invalid' when it is not a JSON object. */
export function parseSchema(text: string): Schema | null | 'invalid' {
  if (text.trim() === '' || text.trim() === 'null') return null;
  try {
    const v = JSON.parse(text) as unknown;
    return isObject(v) ? (v as Schema) : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Follows a local $ref (#/$defs/x, #/definitions/x) and a nullable anyOf/oneOf to the schema the form draws. */
export function resolve(s: Schema | undefined, root: Schema, depth = 0): Schema {
  if (!s || depth > 20) return {};
  if (s.$ref?.startsWith('#/')) {
    let at: unknown = root;
    for (const part of s.$ref.slice(2).split('/')) at = isObject(at) ? at[decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))] : undefined;
    return resolve({ ...(at as Schema), ...without$ref(s) }, root, depth + 1);
  }
  const alt = s.anyOf ?? s.oneOf;
  if (alt && !s.type) {
    const real = alt.filter((a) => a.type !== 'null');
    if (real.length === 1)
      return resolve({ ...real[0], title: s.title ?? real[0]!.title, description: s.description ?? real[0]!.description }, root, depth + 1);
  }
  return s;
}

function without$ref(s: Schema): Schema {
  const { $ref: _, ...rest } = s;
  return rest;
}

/** Which input a schema gets; with no type, its keywords or the current value decide. */
export function kindOf(s: Schema, value: unknown): Kind {
  if (s.enum && s.enum.length > 0 && s.enum.every((e) => typeof e === 'string' || typeof e === 'number')) return 'enum';
  const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : s.type ? [s.type] : [];
  const t = types.length === 1 ? types[0] : types.length === 0 ? undefined : 'json';
  if (t === 'json') return 'json';
  if (t === 'string') return s.format === 'date' ? 'date' : 'string';
  if (t === 'number' || t === 'integer' || t === 'boolean' || t === 'object' || t === 'array') return t;
  if (t) return 'json';
  if (s.properties) return 'object';
  if (s.items) return 'array';
  if (typeof value === 'string') return s.format === 'date' ? 'date' : 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (isObject(value)) return 'object';
  return value === undefined ? 'string' : 'json';
}

/** The value a new list row (or a new object) starts with: its default, else an empty one of its kind. */
export function emptyOf(schema: Schema | undefined, root: Schema, depth = 0): unknown {
  const s = resolve(schema, root);
  if (s.default !== undefined) return structuredClone(s.default);
  if (depth > 8) return null;
  switch (kindOf(s, undefined)) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) o[k] = emptyOf(p, root, depth + 1);
      return o;
    }
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return s.enum?.[0] ?? '';
    case 'json':
      return null;
    default:
      return '';
  }
}
