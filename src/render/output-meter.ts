/**
 * Counts a Handlebars template's output while it is produced. Handlebars builds its output by
 * string concatenation inside generated code; the only places where output can grow without a
 * bound are block programs run by helpers (`{{#each}}`, nested loops) and partials (inline
 * partials calling each other). Both are wrapped here: every program or partial call adds what
 * it produced itself (its result minus what its nested calls produced), so the total equals the
 * output length, counted once, as it grows; past the limit the render stops at once.
 * Lengths are UTF-16 units: never more than UTF-8 bytes, so a valid output is never refused
 * (the exact byte check runs on the finished HTML).
 */
export class OutputTooLarge extends Error {}

/**
 * An expansion on the main thread went past its work budget (template-pool.ts): it stops
 * there and runs again in a worker, under the workers' limits.
 */
export class OverBudget extends Error {}

type Fn = (...args: unknown[]) => unknown;

export class OutputMeter {
  private static current: OutputMeter | null = null;
  private total = 0;
  /** Output of the nested calls of each open call. */
  private readonly nested: number[] = [];

  /** Work so far (output counted above, plus what helpers did): only with a budget. */
  private work = 0;

  private constructor(
    private readonly max: number,
    private readonly budget: number,
  ) {}

  /**
   * Runs `render` with a meter; rendering is synchronous, so one meter is current at a time.
   * With a `budget`, the output and every helper call's work (charge()) count against it too,
   * and OverBudget stops the render past it.
   */
  static run<T>(max: number, render: () => T, budget = Number.POSITIVE_INFINITY): T {
    const outer = OutputMeter.current;
    OutputMeter.current = new OutputMeter(max, budget);
    try {
      return render();
    } finally {
      OutputMeter.current = outer;
    }
  }

  /** `fn` counted as one call of the current meter (when there is none, `fn` runs as is). */
  static wrap(fn: Fn): Fn {
    return function metered(this: unknown, ...args: unknown[]) {
      const meter = OutputMeter.current;
      if (!meter) return fn.apply(this, args);
      meter.nested.push(0);
      let out: unknown;
      try {
        out = fn.apply(this, args);
      } finally {
        const inner = meter.nested.pop()!;
        const len = typeof out === 'string' ? out.length : 0;
        const own = Math.max(0, len - inner);
        meter.total += own;
        meter.work += own;
        if (meter.nested.length) meter.nested[meter.nested.length - 1] += len;
      }
      if (meter.total > meter.max) throw new OutputTooLarge();
      if (meter.work > meter.budget) throw new OverBudget();
      return out;
    };
  }

  /**
   * A helper call's work, for a budgeted meter: a fixed cost per call, the text it returned,
   * and the arrays it walked (sum); what it returns may never be printed (`eq (json x) …`).
   */
  static charge(args: unknown[], result: unknown): void {
    const meter = OutputMeter.current;
    if (!meter || meter.budget === Number.POSITIVE_INFINITY) return;
    meter.work += CALL_COST + (typeof result === 'string' ? result.length : 0);
    for (const arg of args) if (Array.isArray(arg)) meter.work += arg.length;
    if (meter.work > meter.budget) throw new OverBudget();
  }

  /**
   * For helpers that may cost milliseconds (barcodes, payment codes): an inline expansion
   * stops before the call, to run again in a worker.
   */
  static needsWorker(): void {
    const meter = OutputMeter.current;
    if (meter && meter.budget !== Number.POSITIVE_INFINITY) throw new OverBudget();
  }

  /**
   * Work a helper is about to do, charged before it starts (barcodes: estimated from the
   * value's length): past the budget, an inline expansion stops before the work, not after.
   */
  static spend(units: number): void {
    const meter = OutputMeter.current;
    if (!meter || meter.budget === Number.POSITIVE_INFINITY) return;
    meter.work += units;
    if (meter.work > meter.budget) throw new OverBudget();
  }
}

/** Work units of one helper call besides its text: the dearest, formatDate with a pattern, takes ~8 µs (template-bound.ts). */
export const CALL_COST = 1000;

interface MeterableEnv {
  helpers: Record<string, Fn>;
  VM: { invokePartial: Fn };
}

/**
 * Wraps the block programs every helper receives (`options.fn`, `options.inverse`, built-in
 * and Quire's) and partial invocation of one Handlebars environment. Call it once, after every
 * helper is registered.
 */
export function meterBlocks(handlebars: object): void {
  const env = handlebars as MeterableEnv;
  for (const [name, helper] of Object.entries(env.helpers)) {
    env.helpers[name] = function (this: unknown, ...args: unknown[]) {
      const options = args[args.length - 1] as { fn?: Fn; inverse?: Fn } | undefined;
      // Handlebars builds a fresh options object for every helper call.
      if (options && typeof options === 'object') {
        if (typeof options.fn === 'function') options.fn = OutputMeter.wrap(options.fn);
        if (typeof options.inverse === 'function') options.inverse = OutputMeter.wrap(options.inverse);
      }
      const result = helper.apply(this, args);
      OutputMeter.charge(args, result);
      return result;
    };
  }
  // env.VM is the shared runtime module: give this environment its own view of it.
  const vm = Object.create(env.VM) as MeterableEnv['VM'];
  vm.invokePartial = OutputMeter.wrap(env.VM.invokePartial);
  env.VM = vm;
}
