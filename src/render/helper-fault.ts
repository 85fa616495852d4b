/**
 * Helper failures. A helper throws a HelperFault saying what is wrong with which argument; the
 * helper wrapper adds the helper's name and where the call stands in the template, and throws
 * a TemplateFault: an Error whose fields (code, message, line, column, helper) are plain data.
 * Structured cloning keeps only an Error's message, so a worker posts `faultData(fault)`, and
 * `isTemplateFault` recognizes that plain object as well as the Error itself.
 */
import type { HelperOptions } from 'handlebars';
import { reasonText, type ReasonKey } from '../core/i18n/template-problems.js';
import type { ProblemParams, TemplateProblem } from './template-problems.js';

/** A reason with a key is worded in the caller's language (core/i18n/template-problems.ts). */
export interface Reason {
  key: ReasonKey;
  params?: ProblemParams;
}

export class HelperFault extends Error {
  /** The English reason (stored with a document's template problem). */
  readonly reason: string;
  readonly keyed: Reason | undefined;
  /** `self`: the fault is the helper's name itself (a missing helper). */
  constructor(
    reason: string | Reason,
    readonly subject: 'argument' | 'self' = 'argument',
  ) {
    const text = typeof reason === 'string' ? reason : reasonText('en', reason.key, reason.params ?? {});
    super(text);
    this.reason = text;
    this.keyed = typeof reason === 'string' ? undefined : reason;
  }
}

export interface TemplateFaultData extends TemplateProblem {
  code: 'TEMPLATE_ERROR';
  helper?: string;
}

export class TemplateFault extends Error implements TemplateFaultData {
  readonly code = 'TEMPLATE_ERROR' as const;
  readonly line: number;
  readonly column: number;
  readonly helper?: string;
  readonly key?: TemplateFaultData['key'];
  readonly params?: ProblemParams;
  constructor(data: Omit<TemplateFaultData, 'code'>) {
    super(data.message);
    this.name = 'TemplateFault';
    this.line = data.line;
    this.column = data.column;
    this.helper = data.helper;
    this.key = data.key;
    this.params = data.params;
  }
}

/** Handlebars >= 4.1 gives helpers the position of their call (`options.loc`, 0-based columns). */
type Located = HelperOptions & { loc?: { start: { line: number; column: number } } };

export function helperProblem(helper: string, fault: HelperFault, options: HelperOptions | undefined): TemplateFault {
  const start = (options as Located | undefined)?.loc?.start;
  const line = start?.line ?? 1;
  const column = (start?.column ?? 0) + 1;
  const message = fault.subject === 'self' ? `\`${helper}\` on line ${line} ${fault.reason}.` : `\`${helper}\` on line ${line}: ${fault.reason}.`;
  const keyed = fault.keyed ? { key: 'helper' as const, params: { helper, line, reason: fault.keyed.key, ...fault.keyed.params } } : {};
  return new TemplateFault({ message, line, column, helper, ...keyed });
}

/** The fault as a plain object, for postMessage across a worker boundary. */
export const faultData = (f: TemplateFaultData): TemplateFaultData => ({
  code: 'TEMPLATE_ERROR',
  message: f.message,
  line: f.line,
  column: f.column,
  ...(f.helper ? { helper: f.helper } : {}),
  ...(f.key ? { key: f.key, params: f.params } : {}),
});

/** A TemplateFault, or its plain data (faultData) from another thread. */
export function isTemplateFault(value: unknown): value is TemplateFaultData {
  const v = value as Partial<TemplateFaultData> | null;
  return typeof v === 'object' && v !== null && v.code === 'TEMPLATE_ERROR' && typeof v.message === 'string' && typeof v.line === 'number';
}
