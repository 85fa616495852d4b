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
 * Lines and columns are 1-based, as editors show them. Texts are English: they are stored at save.
 */
export interface TemplateProblem {
  message: string;
  line: number;
  column: number;
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
      if (stack.length === 0)
        return {
          message: `\`${tag.text}\` on line ${tag.line} is outside any block: it belongs between \`{{#if …}}\` and \`{{/if}}\` (or another block).`,
          line: tag.line,
          column: tag.column,
        };
    } else {
      const open = stack.pop();
      if (!open) {
        return {
          message: `\`${tag.text}\` on line ${tag.line} closes a block that was never opened: remove it, or add the matching \`{{#${tag.name} …}}\` before it.`,
          line: tag.line,
          column: tag.column,
        };
      }
      if (open.name !== tag.name) {
        return {
          message: `\`${tag.text}\` on line ${tag.line} does not close \`${open.text}\` opened on line ${open.line}: close it with \`{{/${open.name}}}\` first.`,
          line: tag.line,
          column: tag.column,
        };
      }
    }
  }
  const unclosed = stack.pop();
  if (unclosed) {
    return {
      message: `\`${unclosed.text}\` opened on line ${unclosed.line} is never closed: add \`{{/${unclosed.name}}}\` where the block ends.`,
      line: unclosed.line,
      column: unclosed.column,
    };
  }
  return null;
}

const TOKENS: Record<string, string> = {
  EOF: 'the end of the template',
  CLOSE: '`}}`',
  CLOSE_UNESCAPED: '`}}}`',
  INVERSE: '`{{else}}`',
  OPEN_INVERSE_CHAIN: '`{{else …}}`',
  OPEN_ENDBLOCK: 'a closing tag `{{/…}}`',
  OPEN_BLOCK: 'a block `{{#…}}`',
  INVALID: 'a character Handlebars cannot read',
  OPEN: '`{{`',
};

/** Turns a Handlebars compile or parse error into a problem with a sentence and a position. */
export function describeParseError(body: string, error: unknown): TemplateProblem {
  const blocks = blockProblem(body);
  if (blocks) return blocks;
  const raw = error instanceof Error ? error.message : String(error);
  const err = error as { lineNumber?: number; column?: number };
  const parse = /^Parse error on line (\d+):[\s\S]*?got '([^']+)'/.exec(raw);
  if (parse) {
    const line = Number(parse[1]);
    const got = TOKENS[parse[2]] ?? `\`${parse[2]}\``;
    return {
      message: `Line ${line} has a tag Handlebars cannot read (it found ${got}): check its braces, quotes and arguments.`,
      line,
      column: firstTagColumn(body, line),
    };
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
  const message = missingHelper
    ? `\`${missingHelper[1]}\` is not a helper (GET /v1/helpers lists them), nor a variable that was given.`
    : partial
      ? `The partial \`${partial[1]}\` does not exist: create a document of kind "partial" with that name, or check the name.`
      : raw.slice(0, 300);
  return { message, line: err.lineNumber ?? 1, column: (err.column ?? 0) + 1 };
}
