/**
 * A document's `variablesSchema` (issue 39): a JSON Schema (draft 2020-12) its variables must
 * match. Ajv compiles each schema once (cached by the hash of its text, so every version and
 * document with the same schema shares one validator) and reports every problem as a dotted
 * path and a sentence naming it ("`recipient` is required").
 */
import crypto from 'node:crypto';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin, { type FormatsPlugin } from 'ajv-formats';

/** One way the variables break the schema. */
export interface VariablesProblem {
  /** Dotted path into the variables (`customer.name`, `items.0.price`); "" for the whole object. */
  path: string;
  /** A sentence naming the path, e.g. "`recipient` is required". */
  message: string;
}

/** The largest schema accepted, as JSON text (a schema is a few KB; this bounds its compilation). */
export const MAX_SCHEMA_BYTES = 256 * 1024;
/** Validators kept compiled; the least recently used is dropped (with Ajv's own copy). */
const CACHE_SIZE = 200;

// ajv-formats is CommonJS: its default export is the plugin function (or carries it as .default).
const addFormats = ((formatsPlugin as unknown as { default?: FormatsPlugin }).default ?? formatsPlugin) as unknown as FormatsPlugin;

function newAjv() {
  // strict: false: JSON Schema ignores keywords it does not know (x-order, a UI hint); a schema
  // is checked against the draft 2020-12 meta-schema instead. addUsedSchema: false: two
  // documents may use the same `$id` without clashing in the shared instance.
  const ajv = new Ajv2020({ allErrors: true, strict: false, addUsedSchema: false, validateSchema: false });
  addFormats(ajv);
  return ajv;
}
const ajv = newAjv();
const cache = new Map<string, { schema: object; validate: ValidateFunction }>();

const hashOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * Why `schema` is not a usable variables schema (not draft 2020-12, a `$ref` that resolves
 * nowhere, an unknown format), in words; null when it is one.
 */
export function schemaProblem(schema: unknown): string | null {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'must be a JSON Schema object';
  const text = JSON.stringify(schema);
  if (Buffer.byteLength(text) > MAX_SCHEMA_BYTES) return `must be at most ${MAX_SCHEMA_BYTES} bytes of JSON`;
  if (!ajv.validateSchema(schema)) {
    const first = ajv.errors?.[0];
    return `is not a JSON Schema (draft 2020-12): ${first ? `${pointerToPath(first.instancePath) || 'the schema'} ${first.message}` : 'invalid'}`;
  }
  try {
    validatorOf(text);
  } catch (error) {
    return `does not compile: ${(error as Error).message.slice(0, 300)}`;
  }
  return null;
}

/** The compiled validator of a schema's JSON text (compiled at its first use, then cached). */
export function validatorOf(schemaText: string): ValidateFunction {
  const key = hashOf(schemaText);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit); // most recently used last
    return hit.validate;
  }
  const schema = JSON.parse(schemaText) as object;
  const validate = ajv.compile(schema);
  cache.set(key, { schema, validate });
  if (cache.size > CACHE_SIZE) {
    const [oldKey, old] = cache.entries().next().value!;
    cache.delete(oldKey);
    ajv.removeSchema(old.schema);
  }
  return validate;
}

/** `/customer/name` → `customer.name` (JSON Pointer escapes undone). */
function pointerToPath(pointer: string): string {
  if (!pointer) return '';
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const named = (path: string) => (path ? `\`${path}\`` : 'the variables');

/** An Ajv error as a path and a sentence. */
function problemOf(e: ErrorObject): VariablesProblem {
  const at = pointerToPath(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') {
    const path = join(at, String(p.missingProperty));
    return { path, message: `${named(path)} is required` };
  }
  if (e.keyword === 'additionalProperties' || e.keyword === 'unevaluatedProperties') {
    const path = join(at, String(p.additionalProperty ?? p.unevaluatedProperty));
    return { path, message: `${named(path)} is not allowed here` };
  }
  if (e.keyword === 'dependentRequired') {
    const path = join(at, String(p.missingProperty));
    return { path, message: `${named(path)} is required when \`${join(at, String(p.property))}\` is set` };
  }
  return { path: at, message: `${named(at)} ${e.message ?? 'is invalid'}` };
}

/**
 * Every problem of `variables` against the compiled schema (at most `limit`), in Ajv's order:
 * the first is the one an error message names. Empty: they match.
 */
export function problemsOf(validate: ValidateFunction, variables: unknown, limit = 100): VariablesProblem[] {
  if (validate(variables)) return [];
  const seen = new Set<string>();
  const out: VariablesProblem[] = [];
  for (const e of validate.errors ?? []) {
    const problem = problemOf(e);
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
    if (out.length >= limit) break;
  }
  return out;
}

/** The problems of `variables` against a stored schema text (null: no schema, no problems). */
export function variablesProblems(schemaText: string | null | undefined, variables: unknown, limit = 100): VariablesProblem[] {
  if (!schemaText) return [];
  return problemsOf(validatorOf(schemaText), variables, limit);
}
