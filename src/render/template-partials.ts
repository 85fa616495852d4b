/**
 * Shared partials: documents of kind `partial`, included by name with Handlebars' own syntax
 * (`{{> letterhead}}`, `{{> letterhead title="Invoice"}}`, `{{#> layout}}…{{/layout}}`,
 * `{{> "Company letterhead"}}` for names with spaces). Their bodies travel with the expansion
 * as plain data (name -> body) and are compiled, and cached, like any template.
 *
 * A partial that includes itself, directly or through others, would recurse until the stack
 * breaks: each inclusion counts its depth and stops at MAX_PARTIAL_DEPTH with a sentence
 * naming the partial. Wider fan-out (a partial including itself twice per level) is stopped by
 * the same output meter and deadline as any template.
 */
import Handlebars from 'handlebars';
import { TemplateFault } from './helper-fault.js';

/** Deepest chain of partials including partials. */
export const MAX_PARTIAL_DEPTH = 16;

/** Cheap test before any database or AST work: does the template include a partial at all? */
export const usesPartials = (template: string | null | undefined): boolean => !!template && /\{\{~?#?>/.test(template);

export interface PartialReference {
  name: string;
  line: number;
  column: number;
}

type Node = { type: string; [key: string]: unknown };
type Loc = { start: { line: number; column: number } };

/** The partials a body includes by a fixed name (dynamic `{{> (lookup …)}}` names are skipped), with where. */
export function partialReferences(body: string): PartialReference[] {
  if (!usesPartials(body)) return [];
  let ast: Node;
  try {
    ast = Handlebars.parse(body) as unknown as Node;
  } catch {
    return []; // the parse error is reported on its own
  }
  const inline = new Set<string>();
  const found: PartialReference[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node;
    if (n.type === 'DecoratorBlock' || n.type === 'Decorator') {
      // {{#*inline "name"}}: a partial defined in the template itself.
      const param = (n.params as Node[] | undefined)?.[0];
      if (param?.type === 'StringLiteral') inline.add(String(param.value));
    }
    if (n.type === 'PartialStatement' || n.type === 'PartialBlockStatement') {
      const name = n.name as Node;
      const value = name.type === 'PathExpression' ? String(name.original) : name.type === 'StringLiteral' ? String(name.value) : null;
      const loc = n.loc as Loc | undefined;
      if (value && !value.startsWith('@')) found.push({ name: value, line: loc?.start.line ?? 1, column: (loc?.start.column ?? 0) + 1 });
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'loc' && typeof child === 'object') visit(child);
  };
  visit(ast);
  return found.filter((r) => !inline.has(r.name));
}

/** The first partial `body` includes that is not among `known`, as a template problem, or null. */
export function missingPartialProblem(body: string, known: ReadonlySet<string>): { message: string; line: number; column: number } | null {
  const missing = partialReferences(body).find((r) => !known.has(r.name));
  if (!missing) return null;
  return {
    message: `The partial \`${missing.name}\` on line ${missing.line} does not exist: create a document of kind "partial" named "${missing.name}", or check the name.`,
    line: missing.line,
    column: missing.column,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Handlebars' own delegate signature
type Delegate = (context: any, options?: any) => string;

/**
 * The partials of one expansion, as Handlebars takes them in `options.partials`: each a
 * compiled template wrapped to count how deep inclusions nest.
 */
export function partialDelegates(bodies: Record<string, string> | undefined, compile: (body: string, name: string) => Delegate): Record<string, Delegate> {
  const out: Record<string, Delegate> = {};
  if (!bodies) return out;
  let depth = 0;
  for (const [name, body] of Object.entries(bodies)) {
    let compiled: Delegate | null = null;
    out[name] = (context, options) => {
      if (depth >= MAX_PARTIAL_DEPTH) {
        throw new TemplateFault({
          message: `Partials are nested more than ${MAX_PARTIAL_DEPTH} deep at \`${name}\`: does it include itself?`,
          line: 1,
          column: 1,
        });
      }
      compiled ??= compile(body, name);
      depth++;
      try {
        return compiled(context, options);
      } finally {
        depth--;
      }
    };
  }
  return out;
}
