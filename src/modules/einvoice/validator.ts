import { Piscina } from 'piscina';
import { withoutStrayErrors, workerFile } from '../../core/worker-threads.js';
import { AppError } from '../../core/errors.js';
import type { EinvoiceKind, RuleSet } from './formats.js';
import { findRules } from './rules.js';
import { sefOf } from './sef-cache.js';
import type { FlaggedViolation } from './svrl.js';
import type { ValidateOutcome, ValidateTask, WorkerSetup } from './validator-worker.js';

export interface EinvoiceValidatorOptions {
  /** EINVOICE_RULES_DIR: the official artefacts (docs/einvoices.md). */
  rulesDir: string;
  /** EINVOICE_TIMEOUT_MS: one invoice's build and checks, counted once the worker is warm. */
  timeoutMs: number;
}

/** A task that only proves the worker loaded and warmed up (its module's top-level await ran). */
const PING: ValidateTask = {
  kind: { format: 'factur-x', profile: 'MINIMUM', syntax: 'CII', specificationId: '', libraryFormat: 'Factur-X-Minimum', ruleSets: [], attachmentName: '' },
  invoice: {},
};

/**
 * The e-invoice checks off the event loop: one worker thread that holds the compiled rules.
 * Its loading (compiling an XSLT the first time, 30-70 s; parsing and warming up, a few
 * seconds) happens at start and is never counted against an invoice's deadline: a request
 * waits for it. A task past its deadline has its worker terminated and replaced.
 */
export class EinvoiceValidator {
  private pool: Promise<Piscina<ValidateTask, ValidateOutcome>>;
  private installed: Promise<Set<RuleSet>>;
  private warm: Promise<unknown>;

  constructor(private readonly options: EinvoiceValidatorOptions) {
    const rules = findRules(options.rulesDir);
    this.installed = Promise.resolve(new Set(Object.keys(rules.xslt) as RuleSet[]));
    this.pool = (async () => {
      const sefs: WorkerSetup['sefs'] = {};
      // One compile at a time: each takes a core for half a minute or more.
      for (const [set, xslt] of Object.entries(rules.xslt) as [RuleSet, string][]) sefs[set] = await sefOf(xslt);
      const workerData: WorkerSetup = { sefs, ciiXsd: rules.ciiXsd, ublXsd: rules.ublXsd };
      return withoutStrayErrors(
        new Piscina<ValidateTask, ValidateOutcome>({
          ...workerFile(import.meta.url, 'validator-worker'),
          workerData,
          minThreads: 1,
          maxThreads: 1,
          idleTimeout: 2 ** 31 - 1,
        }),
      );
    })();
    this.warm = this.ping();
    // A failed start is reported by the first check that needs it, not as an unhandled rejection.
    this.warm.catch(() => {});
  }

  /** 503 naming the rule sets of this format that are not installed (a batch asks at acceptance). */
  async requireRules(kind: EinvoiceKind): Promise<void> {
    const installed = await this.installed;
    const missing = kind.ruleSets.filter((s) => !installed.has(s));
    if (missing.length > 0) {
      throw new AppError('SERVICE_UNAVAILABLE', { variant: 'SERVICE_UNAVAILABLE.einvoice_rules', params: { format: kind.format, rules: missing.join(', ') } });
    }
  }

  /** Resolves once the worker is loaded and warm. */
  ready(): Promise<unknown> {
    return this.warm;
  }

  /** The XML and what the rules say of it; a payload the library's JSON Schema refuses is a 400. */
  async check(kind: EinvoiceKind, invoice: Record<string, unknown>): Promise<{ xml: string; violations: FlaggedViolation[] }> {
    await this.requireRules(kind);
    await this.warm;
    const pool = await this.pool;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let outcome: ValidateOutcome;
    try {
      outcome = await pool.run({ kind, invoice }, { signal });
    } catch (err) {
      if (!signal.aborted) throw err;
      // The terminated worker's successor loads again: later invoices wait for it, untimed.
      this.warm = this.ping();
      this.warm.catch(() => {});
      const detail = `the e-invoice checks took longer than ${this.options.timeoutMs} ms (EINVOICE_TIMEOUT_MS)`;
      throw new AppError('RENDER_LIMIT_EXCEEDED', { params: { detail } }, { cause: err });
    }
    if (!outcome.ok) throw new AppError('VALIDATION_ERROR', { params: { detail: outcome.schemaIssues } });
    return outcome;
  }

  async close(): Promise<void> {
    await (await this.pool.catch(() => null))?.destroy();
  }

  private async ping(): Promise<unknown> {
    return (await this.pool).run(PING);
  }
}

/** One validator per rules directory and deadline for the whole process: every Quire in it (the tests start many) shares its worker. */
const validators = new Map<string, EinvoiceValidator>();

export function einvoiceValidator(options: EinvoiceValidatorOptions): EinvoiceValidator {
  const key = `${options.timeoutMs} ${options.rulesDir}`;
  let v = validators.get(key);
  if (!v) {
    v = new EinvoiceValidator(options);
    validators.set(key, v);
  }
  return v;
}
