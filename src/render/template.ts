/**
 * Handlebars for untrusted templates.
 * - One isolated environment (`Handlebars.create()`): our helpers never leak into, or get
 *   overridden by, any other Handlebars user in the process.
 * - Prototype access stays denied (Handlebars >= 4.6 default): we never pass the
 *   allowProto* runtime options, so `{{constructor.name}}` and `{{__proto__}}` print nothing.
 * - `strict: false`: a missing variable prints nothing, as template authors expect.
 * - Compiled templates are cached by the SHA-256 of the body (compiling costs ~1 ms, a render
 *   of a compiled template microseconds), in a bounded LRU because bodies are user input.
 */
import { hash } from 'node:crypto';
import Handlebars from 'handlebars';
import { AppError } from '../core/errors.js';
import { isTemplateFault } from './helper-fault.js';
import { quireHelpers } from './helpers.js';
import { furnitureHelpers, type ExpandOptions } from './template-data.js';
import { Lru } from './lru.js';
import { meterBlocks, OutputMeter, OutputTooLarge, OverBudget } from './output-meter.js';
import { describeParseError, describeRuntimeError, type TemplateProblem } from './template-problems.js';
import { TemplateFault } from './helper-fault.js';
import { partialDelegates } from './template-partials.js';
import { NOT_INLINE, shapeOf, type TemplateShape } from './template-bound.js';

/** Largest template body accepted, in UTF-8 bytes. */
export const MAX_TEMPLATE_BYTES = 1024 * 1024;
/** Largest HTML a template may expand to, in UTF-8 bytes. */
export const MAX_RENDERED_HTML_BYTES = 10 * 1024 * 1024;
const CACHE_ENTRIES = 500;

/** `data: true` is what Handlebars.compile defaults to (@index, @root, helper options.data). */
const COMPILE_OPTIONS: CompileOptions = { data: true, strict: false, noEscape: false, knownHelpersOnly: false };

const hbs = Handlebars.create();
hbs.registerHelper(quireHelpers());
hbs.registerHelper(furnitureHelpers());
// After every helper is registered: each block's output is counted as it is produced.
meterBlocks(hbs);

const cache = new Lru<string, HandlebarsTemplateDelegate>(CACHE_ENTRIES);

/** Handlebars exposes its compiler classes on the environment, but not in its typings. */
interface CompilerEnv {
  Compiler: new () => { compile(ast: unknown, options: CompileOptions): unknown };
  JavaScriptCompiler: new () => { compile(env: unknown, options: CompileOptions, context: undefined, asObject: true): unknown };
  template(spec: unknown): HandlebarsTemplateDelegate;
}

/**
 * Compiles eagerly. `Handlebars.compile` defers the work to the first call, so errors would
 * only surface at render time; `compileCheck` must find them before a credit is debited.
 * These are the same three steps `compile()` runs lazily (handlebars/compiler/compiler.js).
 */
function compileNow(body: string): HandlebarsTemplateDelegate {
  const env = hbs as unknown as CompilerEnv;
  const ast = hbs.parse(body);
  const environment = new env.Compiler().compile(ast, COMPILE_OPTIONS);
  const spec = new env.JavaScriptCompiler().compile(environment, COMPILE_OPTIONS, undefined, true);
  return env.template(spec);
}

/** 422 TEMPLATE_ERROR whose message is the problem's sentence and whose envelope carries it whole. */
export function templateError(problem: TemplateProblem & { helper?: string }, cause?: unknown): AppError {
  const templateError = { message: problem.message, line: problem.line, column: problem.column, ...(problem.helper ? { helper: problem.helper } : {}) };
  // The key and params let the envelope word the detail in the caller's language (core/i18n/template-problems.ts).
  const keyed = problem.key ? { ...problem.params, problem: problem.key } : {};
  return new AppError('TEMPLATE_ERROR', { params: { ...keyed, detail: problem.message }, extra: { templateError } }, { cause });
}

let lastBody = '';
let lastKey = '';

/** A body's cache key (its SHA-256). A render asks three times (check, shape, compile): the last answer is kept. */
export function bodyKey(body: string): string {
  if (body !== lastBody) {
    lastKey = hash('sha256', body, 'hex');
    lastBody = body;
  }
  return lastKey;
}

function compiled(body: string): HandlebarsTemplateDelegate {
  if (Buffer.byteLength(body, 'utf8') > MAX_TEMPLATE_BYTES) {
    throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'template_bytes', max: MAX_TEMPLATE_BYTES } });
  }
  const key = bodyKey(body);
  const hit = cache.get(key);
  if (hit) return hit;
  let template: HandlebarsTemplateDelegate;
  try {
    template = compileNow(body);
  } catch (error) {
    throw templateError(describeParseError(body, error), error);
  }
  cache.set(key, template);
  return template;
}

const trees = new Lru<string, hbs.AST.Program>(CACHE_ENTRIES);

/**
 * The body's syntax tree for template analysis (template-analysis.ts), parsed once per body,
 * under the same size limit and with the same TEMPLATE_ERROR as a compile.
 */
export function parsedTemplate(body: string): hbs.AST.Program {
  if (Buffer.byteLength(body, 'utf8') > MAX_TEMPLATE_BYTES) {
    throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'template_bytes', max: MAX_TEMPLATE_BYTES } });
  }
  const key = bodyKey(body);
  let tree = trees.get(key);
  if (!tree) {
    try {
      tree = hbs.parse(body);
    } catch (error) {
      throw templateError(describeParseError(body, error), error);
    }
    trees.set(key, tree);
  }
  return tree;
}

/** The helpers a template may call: `{{name}}` with one of these names calls it instead of reading a variable. */
export function isHelper(name: string): boolean {
  return Object.hasOwn(hbs.helpers, name);
}

const shapes = new Lru<string, TemplateShape>(CACHE_ENTRIES);

/**
 * The body's shape for the inline bound (template-bound.ts), parsed once per body. A body that
 * does not parse is not inline: the workers report its error.
 */
export function templateShape(body: string): TemplateShape {
  const key = bodyKey(body);
  let shape = shapes.get(key);
  if (!shape) {
    try {
      shape = shapeOf(hbs.parse(body));
    } catch {
      // Nothing of it can run: its expansion fails at compiling, the same TEMPLATE_ERROR here
      // as in a worker, without starting one.
      shape = { ...NOT_INLINE, inline: true };
    }
    shapes.set(key, shape);
  }
  return shape;
}

/**
 * What is wrong with a body that does not compile, or null: computed when a document is saved
 * (a broken body is still saved, people save work in progress).
 */
export function templateProblem(body: string): TemplateProblem | null {
  try {
    compiled(body);
    return null;
  } catch (error) {
    const extra = (error as AppError).details?.extra?.templateError as TemplateProblem | undefined;
    if (extra) return { message: extra.message, line: extra.line, column: extra.column };
    return { message: `The template is larger than ${MAX_TEMPLATE_BYTES} bytes.`, line: 1, column: 1 };
  }
}

/** Throws TEMPLATE_ERROR if `body` does not compile (call it before debiting a credit). */
export function compileCheck(body: string): void {
  compiled(body);
}

/** A partial's body, compiled; a parse error names the partial (its lines are the partial's own). */
function compiledPartial(body: string, name: string): HandlebarsTemplateDelegate {
  try {
    return compiled(body);
  } catch (error) {
    const problem = (error as AppError).details?.extra?.templateError as TemplateProblem | undefined;
    if (!problem) throw error;
    throw new TemplateFault({ message: `In the partial \`${name}\`: ${problem.message}`, line: problem.line, column: problem.column });
  }
}

const htmlLimit = () => new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit: 'html_bytes', max: MAX_RENDERED_HTML_BYTES } });

/**
 * Renders the template to HTML, or throws TEMPLATE_ERROR / RENDER_LIMIT_EXCEEDED. The output
 * is counted while loops and partials produce it, so a template that would expand to
 * gigabytes stops at the limit instead of after it (see output-meter.ts). Synchronous and
 * unbounded in time: the server calls it inside the template workers, or on the main thread
 * only when template-bound.ts proves the expansion small (template-pool.ts).
 * `options` are plain data (they cross into the worker as they are): the account's asset
 * names for `{{asset}}` (template-data.ts). With a `budget` (inline expansions), OverBudget
 * stops the render once its work passes it (output-meter.ts).
 */
export function renderTemplate(body: string, variables: Record<string, unknown>, options: ExpandOptions = {}, budget?: number): string {
  const template = compiled(body);
  let html: string;
  try {
    const { partials: bodies, ...quire } = options;
    const partials = partialDelegates(bodies, compiledPartial);
    html = OutputMeter.run(MAX_RENDERED_HTML_BYTES, () => template(variables ?? {}, { data: { quire }, partials }), budget);
  } catch (error) {
    if (error instanceof OverBudget) throw error;
    if (error instanceof OutputTooLarge) throw htmlLimit();
    // V8 refuses strings over ~512 MB: only reachable through output the meter cannot see.
    if (error instanceof RangeError && /string length/i.test(error.message)) throw htmlLimit();
    throw templateError(isTemplateFault(error) ? error : describeRuntimeError(error), error);
  }
  // Cheap pre-check on UTF-16 length before counting bytes exactly.
  if (html.length > MAX_RENDERED_HTML_BYTES / 3 && Buffer.byteLength(html, 'utf8') > MAX_RENDERED_HTML_BYTES) {
    throw htmlLimit();
  }
  return html;
}
