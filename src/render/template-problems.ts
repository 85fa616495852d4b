/**
 * Sentences a template author understands, in place of Handlebars' parser output
 * ("Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF'").
 *
 * Handlebars' own errors carry little structure (a "Parse error on line N" text, or
 * "each doesn't match if - 2:3"), so when a body fails to parse, its blocks are scanned here
 * with a stack: an unclosed `{{#each items}}`, a stray `{{/if}}` or a crossed pair is named with
 * the tag as written and its line. Anything else keeps Handlebars' line with a short sentence.
 *
 * A problem is plain data (it crosses worker boundaries and is stored with the document).
 * Lines and columns are 1-based, as editors show them. Texts are English: they are stored at save;
 * the key and params beside them let the error envelope word them in the caller's language.
 */
import { problemDetail, type ProblemKey } from '../core/i18n/template-problems.js';

export type ProblemParams = Record<string, string | number>;

export interface TemplateProblem {
  message: string;
  line: number;
  column: number;
  /** What the message says, as a key and params: the error envelope words it in the caller's language. */
  key?: ProblemKey;
  params?: ProblemParams;
}

/** A keyed problem with its English sentence (the one catalog in core/i18n/template-problems.ts). */
function keyed(key: ProblemKey, params: ProblemParams, at: { line: number; column: number }): TemplateProblem {
  return { message: problemDetail('en', { problem: key, ...params }) ?? key, line: at.line, column: at.column, key, params };
}

interface Tag {
  kind: 'open' | 'close' | 'else';
  name: string;
  text: string;
  line: number;
  column: number;
}

/** `{{` tags, skipping comments (`{{!-- … --}}`, `{{! … }}`) and escaped `\{{`. */
const TAG = /\\\{\{|\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}|\{\{~?([#^/]|else\b)?\s*([^}\s~]*)[^}]*\}\}/g;

function position(body: string, index: number): { line: number; column: number } {
  const before = body.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

function tags(body: string): Tag[] {
  const out: Tag[] = [];
  for (const m of body.matchAll(TAG)) {
    const sigil = m[1];
    if (!sigil) continue;
    const kind = sigil === '/' ? 'close' : sigil === 'else' ? 'else' : 'open';
    out.push({ kind, name: kind === 'else' ? 'else' : m[2], text: m[0].replace(/\s+/g, ' '), ...position(body, m.index) });
  }
  return out;
}

/** The first block mistake in `body`, or null when its blocks nest properly. */
export function blockProblem(body: string): TemplateProblem | null {
  const stack: Tag[] = [];
  for (const tag of tags(body)) {
    if (tag.kind === 'open') stack.push(tag);
    else if (tag.kind === 'else') {
      if (stack.length === 0) return keyed('else_outside', { tag: tag.text, line: tag.line }, tag);
    } else {
      const open = stack.pop();
      if (!open) return keyed('close_unopened', { tag: tag.text, line: tag.line, name: tag.name }, tag);
      if (open.name !== tag.name) {
        return keyed('close_crossed', { tag: tag.text, line: tag.line, open: open.text, openLine: open.line, openName: open.name }, tag);
      }
    }
  }
  const unclosed = stack.pop();
  if (unclosed) return keyed('unclosed', { tag: unclosed.text, line: unclosed.line, name: unclosed.name }, unclosed);
  return null;
}

/** Turns a Handlebars compile or parse error into a problem with a sentence and a position. */
export function describeParseError(body: string, error: unknown): TemplateProblem {
  const blocks = blockProblem(body);
  if (blocks) return blocks;
  const raw = error instanceof Error ? error.message : String(error);
  const err = error as { lineNumber?: number; column?: number };
  const parse = /^Parse error on line (\d+):[\s\S]*?got '([^']+)'/.exec(raw);
  if (parse) {
    const line = Number(parse[1]);
    return keyed('parse_tag', { line, token: parse[2] }, { line, column: firstTagColumn(body, line) });
  }
  if (typeof err.lineNumber === 'number') {
    return { message: `Line ${err.lineNumber}: ${raw.replace(/ - \d+:\d+$/, '')}.`, line: err.lineNumber, column: (err.column ?? 0) + 1 };
  }
  return { message: raw.slice(0, 300), line: 1, column: 1 };
}

function firstTagColumn(body: string, line: number): number {
  const text = body.split('\n')[line - 1] ?? '';
  const at = text.indexOf('{{');
  return at < 0 ? 1 : at + 1;
}

/** Where a render-time error happened, when Handlebars says it (missing helper or partial). */
export function describeRuntimeError(error: unknown): TemplateProblem {
  const raw = error instanceof Error ? error.message : String(error);
  const err = error as { lineNumber?: number; column?: number };
  const missingHelper = /^Missing helper: "([^"]+)"/.exec(raw);
  const partial = /^The partial (.+) could not be found/.exec(raw);
  const at = { line: err.lineNumber ?? 1, column: (err.column ?? 0) + 1 };
  if (missingHelper) return keyed('missing_helper', { name: missingHelper[1] }, at);
  if (partial) return keyed('partial_missing', { name: partial[1] }, at);
  return { message: raw.slice(0, 300), ...at };
}
