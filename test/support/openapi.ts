/**
 * The OpenAPI document with every `$ref` to `components.schemas` replaced by the schema it names
 * (its siblings, such as a response's own description or an error's codes, merged over it), so a
 * test reads a route's schema as a client resolves it.
 */
export function dereference<T>(doc: T): T {
  const schemas = ((doc as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {}) as Record<string, unknown>;
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    const { $ref, ...rest } = node as Record<string, unknown>;
    const own = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolve(v)]));
    if (typeof $ref !== 'string' || !$ref.startsWith('#/components/schemas/')) return $ref === undefined ? own : { $ref, ...own };
    return merge(resolve(schemas[$ref.slice('#/components/schemas/'.length)]) as Record<string, unknown>, own);
  };
  return resolve(doc) as T;
}

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] =
      b && v && typeof b === 'object' && typeof v === 'object' && !Array.isArray(v) ? merge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}
