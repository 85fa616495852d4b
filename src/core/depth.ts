/** Deepest nesting accepted in template variables (objects and arrays, the top object counts as 1). */
export const MAX_VARIABLES_DEPTH = 64;

/**
 * How deeply objects and arrays nest in `value`, counted without recursion (a 5,000-level JSON
 * body must not overflow the stack while it is measured), and no further than `stopAfter` + 1.
 */
export function maxDepth(value: unknown, stopAfter = Infinity): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth > deepest) deepest = depth;
    if (deepest > stopAfter) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}
