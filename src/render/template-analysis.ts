/**
 * What a template reads (issue 39), from its Handlebars syntax tree: the body, header, footer
 * and the partials they include (inline partials and partial blocks too).
 * - `inferVariablesSchema`: a JSON Schema (draft 2020-12) of the variables the templates
 *   reference, merged with the types (and values, as `examples`) of sample variables.
 * - `missingVariables`: the paths a render reads that the given variables do not have (the
 *   MISSING_VARIABLE warnings), found by walking the tree over the real variables: `#each`
 *   walks each item, `#if`/`#unless` the branch the data takes, so a guarded path
 *   (`{{#if discount}}`) never warns when it is absent, nor does the list of an `#each`.
 * Scopes follow Handlebars: `#each` and `#with` open one (`this.x`, bare `x`, block params
 * `as |item|`), `../` climbs out of it (`#if` opens none), `@root` is the variables, data
 * variables (`@index`, `@key`) are not variables, helpers' arguments are references.
 *
 * Both are synchronous and parse templates: they run where expansion runs, in the template
 * workers under their deadline and heap limit (template-worker.ts, template-pool.ts), or inline
 * for a template small enough to be expanded inline. Their work is bounded besides (MAX_STEPS).
 */
import { OverBudget } from './output-meter.js';
import { MAX_PARTIAL_DEPTH } from './template-partials.js';
import { isHelper, parsedTemplate } from './template.js';

type Program = hbs.AST.Program;
type Expr = hbs.AST.Expression;
type PathExpr = hbs.AST.PathExpression;

/** The templates of one document as a render expands them. */
export interface AnalysisInput {
  /** Templates expanded with the variables as they are (the body, the PDF metadata). */
  templates: string[];
  /** Header and footer: Quire gives them `pageNumber` and `totalPages` itself. */
  furniture?: string[];
  /** Partial name -> body, as for the expansion. */
  partials?: Record<string, string>;
}

/** A JSON Schema object (draft 2020-12). */
export type JsonSchema = { [key: string]: unknown };

export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';
/** At most this many MISSING_VARIABLE warnings for one render: the first ones. */
export const MAX_MISSING = 50;
/** Nodes one analysis may visit (a loop's body counts once per item): then it stops with what it found. */
export const MAX_STEPS = 200_000;

/** Names Quire gives header and footer templates itself (furniture.ts). */
const FURNITURE_VARIABLES = new Set(['pageNumber', 'totalPages']);
/** Helpers that test their arguments for truth as `#if` does: inside `#if (and a b)`, a and b are guards. */
const TRUTH_HELPERS = new Set(['and', 'or', 'not']);
/** Helpers whose first argument may be absent by design: `{{default nickname "friend"}}`. */
const FALLBACK_HELPERS = new Set(['default']);
/** Helpers whose first argument is a number. */
const FIRST_NUMBER = new Set(['formatNumber', 'formatCurrency', 'formatPercent', 'round']);
/** Helpers whose every argument is a number. */
const ALL_NUMBERS = new Set(['add', 'subtract', 'multiply', 'divide', 'mod']);
/** Helpers over an array and item fields named in strings: `{{sum items "total"}}`. */
const ARRAY_FIELDS = new Set(['sum', 'sumProduct']);

class Stop extends Error {}

/** `this.x`, `./x`, `this`: never a helper, never a block param. */
const scoped = (p: PathExpr): boolean => /^(this|\.)(\/|\.|$)/.test(p.original);

/** A `{{name}}` that calls a helper rather than reading a variable. */
const callsHelper = (p: Expr): boolean => {
  if (p.type !== 'PathExpression') return false;
  const path = p as PathExpr;
  return !path.data && path.depth === 0 && path.parts.length === 1 && !scoped(path) && isHelper(path.parts[0]!);
};

const helperName = (p: Expr): string => (p.type === 'PathExpression' ? (p as PathExpr).original : '');

/** A partial statement's name, or null for a dynamic one (`{{> (lookup …)}}`). */
function partialName(name: Expr): string | null {
  if (name.type === 'PathExpression') return (name as PathExpr).original;
  if (name.type === 'StringLiteral' || name.type === 'NumberLiteral') return String((name as hbs.AST.StringLiteral).value);
  return null;
}

const argsOf = (node: { params: Expr[]; hash?: hbs.AST.Hash }): Expr[] => [...node.params, ...(node.hash?.pairs ?? []).map((p) => p.value)];
const hashKeys = (node: { hash?: hbs.AST.Hash }): string[] => (node.hash?.pairs ?? []).map((p) => p.key);

/** The walk both analyses share: statements, partials and their limits; scopes are each analysis' own. */
abstract class Walk<S> {
  private steps = 0;
  /** Nodes this walk may visit: past them it stops (MAX_STEPS) or gives way to a worker (OverBudget, inline). */
  stepLimit = MAX_STEPS;
  private partialDepth = 0;
  /** Inline partials (`{{#*inline "name"}}`) seen so far, by name. */
  private readonly inline = new Map<string, Program>();
  /** The block of the `{{#> layout}}…{{/layout}}` being walked, for `{{> @partial-block}}`. */
  private partialBlock: { program: Program; stack: S[] } | null = null;
  /** Names the current template's root scope has without the variables (pageNumber in a footer). */
  protected implicit: ReadonlySet<string> = new Set();

  constructor(private readonly partials: Record<string, string> = {}) {}

  /** Every template of `input`; stops quietly at MAX_STEPS. */
  protected walkAll(input: AnalysisInput, root: () => S): void {
    try {
      for (const [list, implicit] of [
        [input.templates, new Set<string>()],
        [input.furniture ?? [], FURNITURE_VARIABLES],
      ] as const) {
        this.implicit = implicit;
        for (const source of list) if (source?.includes('{{')) this.program(parsedTemplate(source), [root()]);
      }
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
    }
  }

  protected step(): void {
    if (++this.steps > this.stepLimit) throw this.stepLimit < MAX_STEPS ? new OverBudget() : new Stop();
  }

  protected program(program: Program | undefined, stack: S[]): void {
    if (!program) return;
    // Handlebars registers a program's inline partials before it runs: one may be used above its definition.
    for (const s of program.body) {
      if (s.type === 'DecoratorBlock') {
        const d = s as hbs.AST.DecoratorBlock;
        const name = d.params[0] ? partialName(d.params[0]) : null;
        if (helperName(d.path) === 'inline' && name !== null) this.inline.set(name, d.program);
      }
    }
    for (const s of program.body) this.statement(s, stack);
  }

  private statement(s: hbs.AST.Statement, stack: S[]): void {
    this.step();
    switch (s.type) {
      case 'MustacheStatement': {
        const m = s as hbs.AST.MustacheStatement;
        if (m.params.length === 0 && !m.hash) {
          if (m.path.type === 'PathExpression' && !callsHelper(m.path)) this.read(m.path as PathExpr, stack, 'print');
          return;
        }
        this.helperCall(helperName(m.path), argsOf(m), stack, false);
        return;
      }
      case 'BlockStatement':
        this.block(s as hbs.AST.BlockStatement, stack);
        return;
      case 'PartialStatement':
      case 'PartialBlockStatement':
        this.partial(s as hbs.AST.PartialStatement & { program?: Program }, stack);
        return;
      default:
      // Content, comments, decorators (inline partials are collected by program()).
    }
  }

  /** A helper's arguments: each a reference (a guard inside a truth test), subexpressions recursively. */
  protected helperCall(name: string, args: Expr[], stack: S[], truthTest: boolean): void {
    args.forEach((arg, i) => {
      if (arg.type === 'SubExpression') {
        const sub = arg as hbs.AST.SubExpression;
        this.helperCall(helperName(sub.path), argsOf(sub), stack, truthTest && TRUTH_HELPERS.has(helperName(sub.path)));
        return;
      }
      if (arg.type !== 'PathExpression') return;
      const path = arg as PathExpr;
      if (truthTest) this.read(path, stack, 'guard');
      else if (FALLBACK_HELPERS.has(name) && i === 0) this.read(path, stack, 'optional');
      else if (ALL_NUMBERS.has(name) || (FIRST_NUMBER.has(name) && i === 0)) this.read(path, stack, 'number');
      else if (ARRAY_FIELDS.has(name) && i === 0) this.arrayFields(path, args.slice(1), stack);
      else this.read(path, stack, 'arg');
    });
  }

  private block(b: hbs.AST.BlockStatement, stack: S[]): void {
    const name = helperName(b.path);
    const subject = b.params[0];
    if ((name === 'if' || name === 'unless') && subject) {
      this.condition(subject, stack, name === 'unless', b.program, b.inverse);
      this.helperCall(name, argsOf({ params: b.params.slice(1), hash: b.hash }), stack, false);
      return;
    }
    if ((name === 'each' || name === 'with') && subject) {
      this.helperCall(name, argsOf({ params: b.params.slice(1), hash: b.hash }), stack, false);
      if (subject.type === 'PathExpression') this.scopeBlock(name, subject as PathExpr, b.program, b.inverse, stack);
      else {
        this.helperCall(name, [subject], stack, false);
        this.unknownScope(b.program, stack);
        this.program(b.inverse, stack);
      }
      return;
    }
    // Any other block helper: its arguments are references, both its blocks may run in this scope.
    this.helperCall(name, argsOf(b), stack, false);
    this.program(b.program, stack);
    this.program(b.inverse, stack);
  }

  private partial(p: hbs.AST.PartialStatement & { program?: Program }, stack: S[]): void {
    this.helperCall('', argsOf(p), stack, false);
    const name = partialName(p.name);
    if (name === null) return;
    if (name === '@partial-block') {
      const block = this.partialBlock;
      if (block) this.program(block.program, block.stack);
      return;
    }
    const tree = this.inline.get(name) ?? this.partialTree(name);
    if (!tree) {
      // A missing partial fails the render; a partial block falls back to its own content.
      if (p.program) this.program(p.program, stack);
      return;
    }
    if (this.partialDepth >= MAX_PARTIAL_DEPTH) return;
    // `{{> card customer}}`: the partial's scope is `customer`; a helper's answer (`{{> card (lookup …)}}`), one nothing is known of.
    const context = p.params[0] ? this.partialScope(p.params[0], stack) : null;
    const inner = this.withHashKeys(context ? [...stack, context] : stack, hashKeys(p));
    const outerBlock = this.partialBlock;
    if (p.program) this.partialBlock = { program: p.program, stack: [...stack] };
    this.partialDepth++;
    try {
      this.program(tree, inner);
    } finally {
      this.partialDepth--;
      this.partialBlock = outerBlock;
    }
  }

  private partialTree(name: string): Program | null {
    const body = Object.hasOwn(this.partials, name) ? this.partials[name] : this.partials[name.normalize('NFC')];
    if (typeof body !== 'string') return null;
    try {
      return parsedTemplate(body);
    } catch {
      return null; // a partial that does not parse fails the render itself
    }
  }

  /** The scope a path names: `@root`, `../` (scopes of `#each`/`#with`), a block param, or the current one. */
  protected locate(p: PathExpr, stack: S[]): { scope: S; parts: string[] } | null {
    if (p.data) return p.parts[0] === 'root' ? { scope: stack[0]!, parts: p.parts.slice(1) } : null;
    if (p.depth === 0 && p.parts.length > 0 && !scoped(p)) {
      for (let i = stack.length - 1; i >= 0; i--) {
        const params = this.blockParamsOf(stack[i]!);
        if (params?.has(p.parts[0]!)) {
          const scope = params.get(p.parts[0]!);
          return scope ? { scope, parts: p.parts.slice(1) } : null; // null: an index
        }
      }
    }
    return { scope: stack[Math.max(0, stack.length - 1 - p.depth)]!, parts: p.parts };
  }

  /** A reference `kind`: printed, a guard (`#if`), optional (a fallback's), a number, a helper's argument. */
  protected abstract read(p: PathExpr, stack: S[], kind: 'print' | 'guard' | 'optional' | 'number' | 'arg'): void;
  protected abstract arrayFields(p: PathExpr, fields: Expr[], stack: S[]): void;
  protected abstract condition(subject: Expr, stack: S[], negate: boolean, program: Program, inverse: Program | undefined): void;
  protected abstract scopeBlock(kind: 'each' | 'with', subject: PathExpr, program: Program, inverse: Program | undefined, stack: S[]): void;
  /** `#each (helper …)`: the block runs in a scope nothing is known of. */
  protected abstract unknownScope(program: Program, stack: S[]): void;
  protected abstract partialScope(p: Expr, stack: S[]): S;
  protected abstract withHashKeys(stack: S[], keys: string[]): S[];
  protected abstract blockParamsOf(scope: S): Map<string, S | null> | undefined;
}

// ---------------------------------------------------------------------------------------------
// Missing variables: the walk over the real variables.

/** A value nothing is known of (a helper's result): nothing under it is reported. */
const UNKNOWN = Symbol('unknown');

interface Frame {
  value: unknown;
  /** Dotted path from the variables to `value` ('' for the root). */
  path: string;
  params?: Map<string, Frame | null>;
  /** Names given to a partial with `{{> name key=value}}`. */
  given?: ReadonlySet<string>;
  root?: boolean;
}

/** Handlebars' truth: an empty array is false, as are null, undefined, false, 0 and ''. */
const truthy = (v: unknown): boolean => (Array.isArray(v) ? v.length > 0 : Boolean(v));

/** Helpers a condition's branch is chosen by (their meaning as in helpers.ts; `eq`/`ne` compare strictly). */
const EVALUATED: Record<string, (args: unknown[]) => unknown> = {
  eq: ([a, b]) => a === b,
  ne: ([a, b]) => a !== b,
  and: (xs) => xs.every(truthy),
  or: (xs) => xs.some(truthy),
  not: ([a]) => !truthy(a),
  default: ([v, f]) => (v === null || v === undefined || v === '' ? f : v),
};

const join = (base: string, parts: string[]): string => [base, ...parts].filter((s) => s !== '').join('.');

class MissingWalk extends Walk<Frame> {
  readonly found = new Set<string>();
  /** Dotted paths tested by an enclosing truth test: absent on purpose. */
  private readonly guards: string[] = [];

  /** The value at `parts` under `frame`: `{ value }`, `{ missing: path }`, or null when unknown. */
  private lookup(frame: Frame, parts: string[]): { value: unknown } | { missing: string } | null {
    if (frame.given && parts.length > 0 && frame.given.has(parts[0]!)) return null;
    if (frame.root && parts.length > 0 && this.implicit.has(parts[0]!)) return null;
    let value = frame.value;
    for (const part of parts) {
      if (value === UNKNOWN) return null;
      if (value === null || value === undefined || !Object.hasOwn(Object(value), part)) return { missing: join(frame.path, parts) };
      value = (value as Record<string, unknown>)[part];
    }
    return { value };
  }

  private resolve(p: PathExpr, stack: Frame[]): { value: unknown } | { missing: string } | null {
    const at = this.locate(p, stack);
    return at ? this.lookup(at.scope, at.parts) : null;
  }

  private report(path: string): void {
    if (this.guards.some((g) => g === path || g.startsWith(`${path}.`))) return;
    this.found.add(path);
    if (this.found.size >= MAX_MISSING) throw new Stop();
  }

  protected read(p: PathExpr, stack: Frame[], kind: 'print' | 'guard' | 'optional' | 'number' | 'arg'): void {
    if (kind === 'guard' || kind === 'optional') return;
    const r = this.resolve(p, stack);
    if (r && 'missing' in r) this.report(r.missing);
  }

  protected arrayFields(p: PathExpr, _fields: Expr[], stack: Frame[]): void {
    this.read(p, stack, 'arg');
  }

  protected condition(subject: Expr, stack: Frame[], negate: boolean, program: Program, inverse: Program | undefined): void {
    const guards: string[] = [];
    const collect = (e: Expr): void => {
      if (e.type === 'PathExpression') {
        const at = this.locate(e as PathExpr, stack);
        if (at) guards.push(join(at.scope.path, at.parts));
      } else if (e.type === 'SubExpression' && TRUTH_HELPERS.has(helperName((e as hbs.AST.SubExpression).path))) {
        for (const a of argsOf(e as hbs.AST.SubExpression)) collect(a);
      }
    };
    collect(subject);
    this.guards.push(...guards);
    try {
      if (subject.type === 'SubExpression') {
        const sub = subject as hbs.AST.SubExpression;
        this.helperCall(helperName(sub.path), argsOf(sub), stack, TRUTH_HELPERS.has(helperName(sub.path)));
      }
      const value = this.evaluate(subject, stack);
      if (value !== UNKNOWN) {
        this.program(truthy(value) !== negate ? program : inverse, stack);
        return;
      }
      // Not known (a helper's answer, a data variable, a value under a helper's): either branch may run.
      this.program(program, stack);
      this.program(inverse, stack);
    } finally {
      this.guards.splice(this.guards.length - guards.length, guards.length);
    }
  }

  /**
   * What a condition evaluates to with these variables: a path's value (undefined when absent), a
   * literal, or one of the comparison helpers over those; UNKNOWN for anything else.
   */
  private evaluate(e: Expr, stack: Frame[]): unknown {
    switch (e.type) {
      case 'PathExpression': {
        const r = this.resolve(e as PathExpr, stack);
        return r === null ? UNKNOWN : 'missing' in r ? undefined : r.value;
      }
      case 'StringLiteral':
      case 'NumberLiteral':
      case 'BooleanLiteral':
        return (e as hbs.AST.StringLiteral).value;
      case 'UndefinedLiteral':
        return undefined;
      case 'NullLiteral':
        return null;
      case 'SubExpression': {
        const sub = e as hbs.AST.SubExpression;
        const name = helperName(sub.path);
        const fn = EVALUATED[name];
        if (!fn || sub.hash?.pairs.length) return UNKNOWN;
        const args = sub.params.map((a) => this.evaluate(a, stack));
        return args.includes(UNKNOWN) ? UNKNOWN : fn(args);
      }
      default:
        return UNKNOWN;
    }
  }

  protected scopeBlock(kind: 'each' | 'with', subject: PathExpr, program: Program, inverse: Program | undefined, stack: Frame[]): void {
    const r = this.resolve(subject, stack);
    if (r === null || ('value' in r && r.value === UNKNOWN)) {
      this.unknownScope(program, stack);
      return;
    }
    if ('missing' in r) {
      // `#each` over nothing is how a template prints an optional list (an e-invoice's notes): no
      // warning, as for an `#if`. A missing `#with` subject is reported.
      if (kind === 'with') this.report(r.missing);
      this.program(inverse, stack);
      return;
    }
    const at = this.locate(subject, stack)!;
    const path = join(at.scope.path, at.parts);
    const value = r.value;
    const names = program.blockParams ?? [];
    if (kind === 'with') {
      if (!truthy(value)) {
        this.program(inverse, stack);
        return;
      }
      const frame: Frame = { value, path };
      if (names[0]) frame.params = new Map([[names[0], frame]]);
      this.program(program, [...stack, frame]);
      return;
    }
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [String(i), v])
      : value !== null && typeof value === 'object'
        ? Object.entries(value)
        : [];
    if (entries.length === 0) {
      this.program(inverse, stack);
      return;
    }
    // One frame array for every item (a 1,500-line invoice walks its loop 1,500 times).
    const inner = [...stack];
    for (const [key, item] of entries) {
      this.step();
      const frame: Frame = { value: item, path: path === '' ? key : `${path}.${key}` };
      if (names.length > 0) frame.params = new Map<string, Frame | null>([[names[0]!, frame], ...names.slice(1).map((n) => [n, null] as [string, null])]);
      inner[stack.length] = frame;
      this.program(program, inner);
    }
  }

  protected unknownScope(program: Program, stack: Frame[]): void {
    const frame: Frame = { value: UNKNOWN, path: '' };
    if (program.blockParams?.length) frame.params = new Map(program.blockParams.map((n) => [n, null]));
    this.program(program, [...stack, frame]);
  }

  protected partialScope(e: Expr, stack: Frame[]): Frame {
    if (e.type !== 'PathExpression') return { value: UNKNOWN, path: '' };
    const p = e as PathExpr;
    const at = this.locate(p, stack);
    const r = at ? this.lookup(at.scope, at.parts) : null;
    if (r && 'missing' in r) this.report(r.missing);
    if (!at || !r || !('value' in r)) return { value: UNKNOWN, path: '' };
    return { value: r.value, path: join(at.scope.path, at.parts) };
  }

  protected withHashKeys(stack: Frame[], keys: string[]): Frame[] {
    if (keys.length === 0) return stack;
    const top = stack[stack.length - 1]!;
    return [...stack.slice(0, -1), { ...top, given: new Set([...(top.given ?? []), ...keys]) }];
  }

  protected blockParamsOf(frame: Frame): Map<string, Frame | null> | undefined {
    return frame.params;
  }

  run(input: AnalysisInput, variables: Record<string, unknown>): string[] {
    this.walkAll(input, () => ({ value: variables ?? {}, path: '', root: true }));
    return [...this.found];
  }
}

/**
 * The dotted paths (`customer.name`, `lines.2.price`) the templates read that `variables` do
 * not have, at most MAX_MISSING, in the order a render meets them. Paths tested by `#if`,
 * `#unless` (or `and`/`or`/`not` in them) and the first argument of `default` are not reported.
 */
export function missingVariables(input: AnalysisInput, variables: Record<string, unknown>, inlineSteps?: number): string[] {
  const walk = new MissingWalk(input.partials);
  // Inline (on the thread that answers requests): past this many nodes, OverBudget sends the task to a worker.
  if (inlineSteps !== undefined) walk.stepLimit = Math.min(inlineSteps, MAX_STEPS);
  return walk.run(input, variables);
}

// ---------------------------------------------------------------------------------------------
// Inference: the walk over what the templates say, without data.

interface Shape {
  props?: Map<string, { shape: Shape; required: boolean }>;
  items?: Shape;
  object?: boolean;
  printed?: boolean;
  guard?: boolean;
  number?: boolean;
}

interface Scope {
  shape: Shape;
  /** Dotted path from the root, `[]` for an array's items: what guards are matched against. */
  path: string;
  params?: Map<string, Scope | null>;
  given?: ReadonlySet<string>;
  root?: boolean;
}

class InferWalk extends Walk<Scope> {
  readonly root: Shape = { object: true };
  private readonly guards: string[] = [];
  /** Blocks of `#if`/`#unless` (or another block helper) being walked: what they read may not be read at all. */
  private conditional = 0;

  /**
   * Whether a reference makes `path` required: not when an enclosing guard tests it or a longer
   * path (`{{#if customer.vat}}`: `customer` and `customer.vat` are optional), and inside a
   * conditional block only below a guard (`{{#if customer}}{{customer.name}}`: `name` is required
   * of a customer; `{{#if paid}}{{receipt}}`: `receipt` is optional).
   */
  private requires(path: string): boolean {
    if (this.guards.some((g) => g === path || g.startsWith(`${path}.`))) return false;
    return this.conditional === 0 || this.guards.some((g) => path.startsWith(`${g}.`));
  }

  /** The shape at `parts` under `scope`, created as needed; each step required unless `optional` or guarded. */
  private touch(scope: Scope, parts: string[], optional: boolean): { shape: Shape; path: string } | null {
    if (scope.given && parts.length > 0 && scope.given.has(parts[0]!)) return null;
    if (scope.root && parts.length > 0 && this.implicit.has(parts[0]!)) return null;
    let shape = scope.shape;
    let path = scope.path;
    for (const part of parts) {
      path = join(path, [part]);
      shape.props ??= new Map();
      let prop = shape.props.get(part);
      if (!prop) {
        prop = { shape: {}, required: false };
        shape.props.set(part, prop);
      }
      if (!optional && this.requires(path)) prop.required = true;
      shape = prop.shape;
    }
    return { shape, path };
  }

  private at(p: PathExpr, stack: Scope[], optional: boolean): { shape: Shape; path: string } | null {
    const at = this.locate(p, stack);
    return at ? this.touch(at.scope, at.parts, optional) : null;
  }

  protected read(p: PathExpr, stack: Scope[], kind: 'print' | 'guard' | 'optional' | 'number' | 'arg'): void {
    const found = this.at(p, stack, kind === 'guard' || kind === 'optional');
    if (!found) return;
    if (kind === 'guard') found.shape.guard = true;
    else if (kind === 'number') found.shape.number = true;
    else found.shape.printed = true;
  }

  protected arrayFields(p: PathExpr, fields: Expr[], stack: Scope[]): void {
    const found = this.at(p, stack, false);
    if (!found) return;
    const names = fields.filter((f) => f.type === 'StringLiteral').map((f) => String((f as hbs.AST.StringLiteral).value));
    found.shape.items ??= {};
    if (names.length === 0) found.shape.items.number = true;
    for (const name of names) {
      const field = this.touch({ shape: found.shape.items, path: join(found.path, ['[]']) }, name.split('.'), false);
      if (field) field.shape.number = true;
    }
  }

  protected condition(subject: Expr, stack: Scope[], _negate: boolean, program: Program, inverse: Program | undefined): void {
    const guards: string[] = [];
    const collect = (e: Expr): void => {
      if (e.type === 'PathExpression') {
        const found = this.at(e as PathExpr, stack, true);
        if (found) {
          found.shape.guard = true;
          guards.push(found.path);
        }
      } else if (e.type === 'SubExpression') {
        const sub = e as hbs.AST.SubExpression;
        if (TRUTH_HELPERS.has(helperName(sub.path))) for (const a of argsOf(sub)) collect(a);
        else this.helperCall(helperName(sub.path), argsOf(sub), stack, false);
      }
    };
    collect(subject);
    this.guards.push(...guards);
    this.conditional++;
    try {
      this.program(program, stack);
      this.program(inverse, stack);
    } finally {
      this.conditional--;
      this.guards.splice(this.guards.length - guards.length, guards.length);
    }
  }

  protected scopeBlock(kind: 'each' | 'with', subject: PathExpr, program: Program, inverse: Program | undefined, stack: Scope[]): void {
    // An `#each` over nothing prints nothing: its list is optional (and never warned of), its items' fields are not.
    const found = this.at(subject, stack, kind === 'each');
    this.program(inverse, stack);
    if (!found) {
      this.unknownScope(program, stack);
      return;
    }
    const names = program.blockParams ?? [];
    let scope: Scope;
    if (kind === 'with') {
      found.shape.object = true;
      scope = { shape: found.shape, path: found.path };
    } else {
      found.shape.items ??= {};
      scope = { shape: found.shape.items, path: join(found.path, ['[]']) };
    }
    if (names.length > 0) scope.params = new Map<string, Scope | null>([[names[0]!, scope], ...names.slice(1).map((n) => [n, null] as [string, null])]);
    this.program(program, [...stack, scope]);
  }

  protected unknownScope(program: Program, stack: Scope[]): void {
    // Whatever it reads belongs to no variable: a scratch shape, never emitted.
    const scope: Scope = { shape: {}, path: '\u0000' };
    if (program.blockParams?.length) scope.params = new Map(program.blockParams.map((n) => [n, null]));
    this.program(program, [...stack, scope]);
  }

  protected partialScope(e: Expr, stack: Scope[]): Scope {
    const found = e.type === 'PathExpression' ? this.at(e as PathExpr, stack, false) : null;
    if (!found) return { shape: {}, path: '\u0000' };
    found.shape.object = true;
    return { shape: found.shape, path: found.path };
  }

  protected withHashKeys(stack: Scope[], keys: string[]): Scope[] {
    if (keys.length === 0) return stack;
    const top = stack[stack.length - 1]!;
    return [...stack.slice(0, -1), { ...top, given: new Set([...(top.given ?? []), ...keys]) }];
  }

  protected blockParamsOf(scope: Scope): Map<string, Scope | null> | undefined {
    return scope.params;
  }

  run(input: AnalysisInput): Shape {
    this.walkAll(input, () => ({ shape: this.root, path: '', root: true }));
    return this.root;
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The deepest sample value described. */
const MAX_SAMPLE_DEPTH = 32;

/** One value standing for all items of a sample array: the first item that has each field. */
function mergedItems(items: unknown[]): unknown {
  if (items.length === 0) return undefined;
  if (!items.every(isPlainObject)) return items[0];
  const merged: Record<string, unknown> = {};
  for (const item of items.slice(0, 1000)) for (const [k, v] of Object.entries(item)) if (!Object.hasOwn(merged, k)) merged[k] = v;
  return merged;
}

/** The schema of a sample value alone (a variable the template prints whole, e.g. `{{json address}}`). */
function schemaOfValue(value: unknown, depth = 0): JsonSchema {
  if (typeof value === 'string') return { type: 'string', examples: [value] };
  if (typeof value === 'number') return { type: 'number', examples: [value] };
  if (typeof value === 'boolean') return { type: 'boolean', examples: [value] };
  if (depth >= MAX_SAMPLE_DEPTH) return {};
  if (Array.isArray(value)) {
    const item = mergedItems(value);
    return { type: 'array', ...(item === undefined ? {} : { items: schemaOfValue(item, depth + 1) }) };
  }
  if (isPlainObject(value)) {
    const properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, schemaOfValue(v, depth + 1)]));
    return { type: 'object', properties };
  }
  return {};
}

/** `{{signatories.0.name}}`, `{{signatories.1.name}}`: an array read by index; one shape for its items. */
function indexedItems(shape: Shape): Shape | null {
  if (shape.items || !shape.props?.size || ![...shape.props.keys()].every((k) => /^\d{1,6}$/.test(k))) return null;
  const merged: Shape = {};
  const merge = (into: Shape, from: Shape): void => {
    into.printed ||= from.printed;
    into.guard ||= from.guard;
    into.number ||= from.number;
    into.object ||= from.object;
    if (from.items) merge((into.items ??= {}), from.items);
    for (const [k, p] of from.props ?? []) {
      into.props ??= new Map();
      const mine = into.props.get(k) ?? { shape: {}, required: false };
      mine.required ||= p.required;
      merge(mine.shape, p.shape);
      into.props.set(k, mine);
    }
  };
  for (const p of shape.props.values()) merge(merged, p.shape);
  return merged;
}

function schemaOf(shape: Shape, sample: unknown, depth = 0): JsonSchema {
  const indexed = indexedItems(shape);
  if (indexed) {
    const required = [...shape.props!].filter(([, p]) => p.required).map(([k]) => Number(k));
    const items = schemaOf(indexed, Array.isArray(sample) ? mergedItems(sample) : undefined, depth + 1);
    return { type: 'array', items, ...(required.length ? { minItems: Math.max(...required) + 1 } : {}) };
  }
  if (shape.items) {
    // `#each` walks an object's values too: a sample object says which one it is.
    if (isPlainObject(sample) && !shape.props) {
      return { type: 'object', additionalProperties: schemaOf(shape.items, mergedItems(Object.values(sample)), depth + 1) };
    }
    return { type: 'array', items: schemaOf(shape.items, Array.isArray(sample) ? mergedItems(sample) : undefined, depth + 1) };
  }
  if (shape.props?.size || shape.object) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, prop] of shape.props ?? []) {
      properties[name] = schemaOf(prop.shape, isPlainObject(sample) ? sample[name] : undefined, depth + 1);
      if (prop.required) required.push(name);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  // A leaf: the sample's type (and value, as an example) when it has one, else what the template says.
  if (sample !== undefined && sample !== null) return schemaOfValue(sample, depth);
  if (shape.number) return { type: 'number' };
  if (shape.printed) return { type: 'string' };
  if (shape.guard) return { type: 'boolean' };
  return {};
}

/**
 * A JSON Schema (draft 2020-12) of the variables the templates read: dotted paths as nested
 * objects, `#each` subjects as arrays of their items' fields, paths only tested by `#if` or
 * `#unless` (and what encloses them) left out of `required`; each leaf typed from `sample`
 * (with its value in `examples`), else from how it is used (a number helper's argument: number;
 * printed: string; only tested: boolean).
 */
export function inferVariablesSchema(input: AnalysisInput, sample: Record<string, unknown> = {}): JsonSchema {
  const shape = new InferWalk(input.partials).run(input);
  const schema = schemaOf(shape, sample);
  return { $schema: JSON_SCHEMA_DIALECT, ...schema };
}
