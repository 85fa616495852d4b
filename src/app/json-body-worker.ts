/**
 * Runs in a body-parsing worker thread (json-body.ts): a large JSON request body is parsed and
 * measured here, so its cost (a 6.5 MB object of 400,000 keys took 0.4 s to parse and 1.2 s to
 * validate) never holds the thread that answers requests. What the main thread receives is
 * already within the limits: at most MAX_OBJECT_KEYS keys in any one object.
 */

/** Most keys one JSON object of a request body may have (docs/limits.md). */
const MAX_OBJECT_KEYS = 10_000;
/**
 * Deepest nesting of a body read here (`variables` are held to 64 levels by their schema, inside
 * a body of a few levels): a deeper one could not be copied back to the main thread, whose
 * structured clone recurses.
 */
const MAX_BODY_DEPTH = 128;

export type JsonOutcome =
  | { ok: true; value: unknown }
  | { ok: false; rule: 'invalid_json' }
  | { ok: false; rule: 'keys_max' | 'depth_max'; max: number; path: string };

export default function parse(text: string): JsonOutcome {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, rule: 'invalid_json' };
  }
  // Without recursion: a deeply nested body must not overflow the stack while it is measured.
  const stack: [unknown, string, number][] = [[value, '', 1]];
  while (stack.length) {
    const [node, path, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) return { ok: false, rule: 'depth_max', max: MAX_BODY_DEPTH, path: 'body' };
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) if (node[i] !== null && typeof node[i] === 'object') stack.push([node[i], `${path}[${i}]`, depth + 1]);
      continue;
    }
    const keys = Object.keys(node);
    if (keys.length > MAX_OBJECT_KEYS) return { ok: false, rule: 'keys_max', max: MAX_OBJECT_KEYS, path: path || 'body' };
    for (const key of keys) {
      // Fastify's own parser refuses these too (prototype poisoning): the same answer here.
      if (key === '__proto__') return { ok: false, rule: 'invalid_json' };
      const child = (node as Record<string, unknown>)[key];
      if (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child) return { ok: false, rule: 'invalid_json' };
      if (child !== null && typeof child === 'object') stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
    }
  }
  return { ok: true, value };
}
