/**
 * Which expansions may run on the main thread instead of a template worker: those whose work
 * is bounded before they start and metered while they run. The worker round trip (copying the
 * body and variables to a thread and the HTML back) costs more than expanding a typical
 * invoice, and a render waits for it; an expansion these rules do not cover still goes to the
 * workers, with their deadline, heap limit and output meter (template-pool.ts).
 *
 * An inline expansion counts its work as it goes (output-meter.ts: every block's output and
 * every helper call, its text and the arrays it walked) and stops at INLINE_BUDGET units, to
 * run again in a worker. What the meter cannot see between two of its checks is bounded here,
 * from the template's shape (read once from its syntax tree) and the variables' JSON length V:
 * - no partials and no decorators (recursion and fan-out are the workers' business);
 * - blocks only `if`, `unless`, `with` and `each`, and no `each` inside another, so every
 *   stretch between two checks is the top level or one loop iteration;
 * - one helper call or `{{value}}` prints at most 6 (V + B) characters (escaping turns one
 *   character into at most six; B, the body, holds the literals), times 3 per nested
 *   subexpression (uppercase of ß is SS; nothing Quire has grows text more);
 * - the top level and one loop iteration print their text and at most 6 V per value.
 */

// `hbs.AST` is the global namespace of Handlebars' own typings.

/** Work units an inline expansion may spend (about a character printed or scanned each): ~3 ms at worst. */
export const INLINE_BUDGET = 250_000;
/** Larger bodies are compiled (and their compile cached) in the workers only. */
export const INLINE_MAX_BODY = 16 * 1024;
/**
 * Deeper nesting of blocks or subexpressions sends a body to the workers before it is parsed:
 * Handlebars' parser and compiler slow down with depth (a 16 KB body of 1,000 nested `{{#if}}`
 * took 160 ms to parse and 80 ms to compile here; 5,000 in 80 KB, minutes), and the parse of an
 * inline body runs on the thread that answers requests.
 */
const INLINE_MAX_NESTING = 32;

/**
 * True when parsing `body` on the main thread is cheap: small, and its nesting shallow (a
 * linear count of `{{#`/`{{^` against `{{/` and of parentheses inside a tag; approximate, since
 * it only decides which thread parses).
 */
export function mayParseInline(body: string): boolean {
  if (body.length > INLINE_MAX_BODY) return false;
  let blocks = 0;
  for (let at = body.indexOf('{{'); at !== -1; at = body.indexOf('{{', at + 2)) {
    let i = at + 2;
    while (body[i] === '{' || body[i] === '~') i++;
    const sigil = body[i];
    if (sigil === '#' || sigil === '^') {
      if (++blocks > INLINE_MAX_NESTING) return false;
    } else if (sigil === '/' && blocks > 0) blocks--;
    let parens = 0;
    for (; i < body.length && !(body[i] === '}' && body[i + 1] === '}'); i++) {
      if (body[i] === '(' && ++parens > INLINE_MAX_NESTING) return false;
      if (body[i] === ')' && parens > 0) parens--;
    }
    at = i - 1;
  }
  return true;
}

const RUN_ONCE = new Set(['if', 'unless', 'with']);
const MAX_DEPTH = 3;
/** Handlebars' escaping turns one character into at most six (`"` is `&quot;`). */
const ESCAPED = 6;

/** What the bound needs of a template; `inline: false` when its shape is not covered. */
export interface TemplateShape {
  inline: boolean;
  /** Literal text and `{{value}}`s at the top level… */
  text: number;
  values: number;
  /** …and in a loop body (one iteration), the largest of each over the template's loops. */
  loopText: number;
  loopValues: number;
  /** Deepest nesting of subexpressions. */
  depth: number;
}

export const NOT_INLINE: TemplateShape = { inline: false, text: 0, values: 0, loopText: 0, loopValues: 0, depth: 0 };

/**
 * True when the expansion of a template of this shape may start on the main thread (the caller
 * reads the shape only of bodies up to INLINE_MAX_BODY).
 */
export function fitsInline(shape: TemplateShape, bodyLength: number, varsLength: number): boolean {
  if (!shape.inline) return false;
  const value = ESCAPED * varsLength;
  return (
    ESCAPED * (varsLength + bodyLength) * 3 ** shape.depth <= INLINE_BUDGET &&
    shape.text + shape.values * value <= INLINE_BUDGET &&
    shape.loopText + shape.loopValues * value <= INLINE_BUDGET
  );
}

export function shapeOf(program: hbs.AST.Program): TemplateShape {
  const shape: TemplateShape = { inline: true, text: 0, values: 0, loopText: 0, loopValues: 0, depth: 0 };
  /** The loop body being read: its text and values, kept when it is the largest. */
  let loop: { text: number; values: number } | null = null;
  const add = (text: number, values: number) => {
    if (loop) {
      loop.text += text;
      loop.values += values;
    } else {
      shape.text += text;
      shape.values += values;
    }
  };
  const depthOf = (exprs: hbs.AST.Expression[], at: number): number =>
    Math.max(at, ...exprs.map((e) => (e.type === 'SubExpression' ? depthOf(argsOf(e as hbs.AST.SubExpression), at + 1) : at)));
  const visit = (node: hbs.AST.Node | null | undefined): void => {
    if (!node || !shape.inline) return;
    switch (node.type) {
      case 'Program':
        for (const statement of (node as hbs.AST.Program).body) visit(statement);
        return;
      case 'ContentStatement':
        add((node as hbs.AST.ContentStatement).value.length, 0);
        return;
      case 'CommentStatement':
        return;
      case 'MustacheStatement': {
        const m = node as hbs.AST.MustacheStatement;
        if (namesWorkerHelper([m.path, ...argsOf(m)])) {
          shape.inline = false;
          return;
        }
        shape.depth = Math.max(shape.depth, depthOf([m.path, ...argsOf(m)], 0));
        // A helper call is charged by the meter as it returns; a plain value is not.
        if (m.params.length === 0 && !m.hash) add(0, 1);
        return;
      }
      case 'BlockStatement': {
        const b = node as hbs.AST.BlockStatement;
        const name = b.path.type === 'PathExpression' ? (b.path as hbs.AST.PathExpression).original : '';
        if (!(name === 'each' || RUN_ONCE.has(name)) || (name === 'each' && loop)) {
          shape.inline = false;
          return;
        }
        if (namesWorkerHelper(argsOf(b))) {
          shape.inline = false;
          return;
        }
        shape.depth = Math.max(shape.depth, depthOf([b.path, ...argsOf(b)], 0));
        if (name === 'each') {
          loop = { text: 0, values: 0 };
          visit(b.program);
          // The largest of each, over all loops: no less than any one loop's.
          shape.loopText = Math.max(shape.loopText, loop.text);
          shape.loopValues = Math.max(shape.loopValues, loop.values);
          loop = null;
        } else visit(b.program);
        // An each's else runs once, when there is nothing to loop over.
        visit(b.inverse);
        return;
      }
      default:
        // Partials, partial blocks, decorators.
        shape.inline = false;
    }
  };
  visit(program);
  if (shape.depth > MAX_DEPTH) shape.inline = false;
  return shape;
}

/**
 * Helpers that cost milliseconds per call whatever their arguments (a QR-bill ~20 ms): a
 * template that names one expands in the workers, with their deadline. `barcode` and `epcQr`
 * may run inline: each charges the meter its estimated work before it starts (barcode-helpers.ts).
 */
const WORKER_HELPERS = new Set(['swissQrBill']);

function namesWorkerHelper(exprs: hbs.AST.Expression[]): boolean {
  return exprs.some((e) => {
    if (e.type === 'PathExpression') return WORKER_HELPERS.has((e as hbs.AST.PathExpression).original);
    if (e.type !== 'SubExpression') return false;
    const sub = e as hbs.AST.SubExpression;
    return namesWorkerHelper([sub.path, ...argsOf(sub)]);
  });
}

function argsOf(node: { params: hbs.AST.Expression[]; hash?: hbs.AST.Hash }): hbs.AST.Expression[] {
  return [...node.params, ...(node.hash?.pairs ?? []).map((p) => p.value)];
}
