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

/**
 * At a `{{`: a partial (`{{> name}}`, `{{#> name}}`, `{{> "a name"}}`) or an inline partial's
 * definition (`{{#*inline "name"}}`). Every repetition is bounded, so a hostile body cannot make
 * one match scan far.
 */
const PARTIAL_TAG = /\{\{~?\s{0,100}(#?>|#\*\s{0,100}inline)\s{0,100}(?:"([^"]{0,500})"|'([^']{0,500})'|([^\s}~()"'=]{1,500}))?/y;

/**
 * The partials a body includes by a fixed name (dynamic `{{> (lookup …)}}` names are skipped), with where.
 * A linear scan, not Handlebars' parser: the parser takes seconds (and hundreds of MB) over a
 * hostile 1 MB body, and this runs on the thread that answers requests (saving, listing a
 * partial's users, recording a version). Comments and escaped `\{{` are skipped; a body that
 * does not parse is reported on its own.
 */
export function partialReferences(body: string): PartialReference[] {
  if (!usesPartials(body)) return [];
  const inline = new Set<string>();
  const found: PartialReference[] = [];
  let line = 1;
  let lineStart = 0;
  /** The first newline not yet counted (-1: none left). */
  let newline = body.indexOf('\n');
  for (let at = body.indexOf('{{'); at !== -1; at = body.indexOf('{{', at + 2)) {
    if (at > 0 && body[at - 1] === '\\') continue;
    if (body.startsWith('{{!', at)) {
      const end = body.startsWith('{{!--', at) ? body.indexOf('--}}', at + 5) : body.indexOf('}}', at + 3);
      if (end === -1) break; // an unclosed comment: the rest is not template (a parse error)
      at = end;
      continue;
    }
    PARTIAL_TAG.lastIndex = at;
    const m = PARTIAL_TAG.exec(body);
    if (!m) continue;
    const [, sigil, double, single, path] = m;
    // Partial names are stored in NFC (core/names.ts): a reference typed decomposed names the same partial.
    const name = (double ?? single ?? path)?.normalize('NFC');
    if (name === undefined) continue;
    if (sigil !== '>' && sigil !== '#>') {
      inline.add(name);
      continue;
    }
    if (name.startsWith('@')) continue;
    for (; newline !== -1 && newline < at; newline = body.indexOf('\n', newline + 1)) {
      line++;
      lineStart = newline + 1;
    }
    found.push({ name, line, column: at - lineStart + 1 });
  }
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
    // Names are stored in NFC; a template may spell one decomposed (Handlebars looks it up as written).
    const decomposed = name.normalize('NFD');
    if (decomposed !== name && !Object.hasOwn(bodies, decomposed)) out[decomposed] = out[name];
  }
  return out;
}
