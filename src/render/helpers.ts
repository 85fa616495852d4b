/**
 * The Handlebars helpers Quire ships. Template authors (invoices, reports) expect number,
 * money and date formatting, comparisons and a little arithmetic. Rules every helper follows:
 * - fail loudly on a wrong value: an unknown currency code, a date that cannot be read or
 *   arithmetic on something that is not a number throws a HelperFault, which the renderer
 *   answers as 422 TEMPLATE_ERROR naming the helper, the argument and the line (and the
 *   credit is refunded): a PDF that prints the wrong total is worse than no PDF;
 * - a missing value (null, undefined) prints nothing in formatting helpers, as a missing
 *   variable does; arithmetic has no such exception (a total without its tax is wrong);
 * - never read inherited properties (`sum items "constructor"` sums nothing);
 * - output is deterministic: dates default to UTC, numbers to the en-US locale.
 */
import type { HelperDelegate, HelperOptions } from 'handlebars';
import { formatDate } from './format-date.js';
import { numberFormat } from './intl-cache.js';
import { OutputMeter } from './output-meter.js';
import { HelperFault, helperProblem } from './helper-fault.js';
import { PAYMENT_AND_BARCODE_HELPERS } from './barcode-helpers.js';

export interface HelperDoc {
  name: string;
  signature: string;
  description: string;
  /** Hash and positional arguments, for helpers that take several (barcodes, payment codes). */
  arguments?: { name: string; description: string }[];
  /** A call to copy. */
  example?: string;
}

export const DEFAULT_LOCALE = 'en-US';

/** Handlebars passes its options object last; helpers only want the positional arguments. */
function positional(args: unknown[]): { params: unknown[]; options: HelperOptions | undefined } {
  const last = args[args.length - 1] as HelperOptions | undefined;
  const isOptions = typeof last === 'object' && last !== null && typeof last.hash === 'object' && 'name' in last;
  return { params: isOptions ? args.slice(0, -1) : args, options: isOptions ? last : undefined };
}

/** Numbers and numeric strings ("1234.5", " 7 ") become numbers; anything else is NaN. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const localeOf = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : DEFAULT_LOCALE);

/** Removes binary floating point noise: 0.1 + 0.2 gives 0.3, 19.99 * 3 gives 59.97. */
const clean = (n: number): number | string => (Number.isFinite(n) ? Number.parseFloat(n.toPrecision(15)) : '');

const isMissing = (value: unknown): boolean => value === null || value === undefined;
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : json(value) || String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** A number, or a HelperFault naming the argument (1-based) and what it was. */
function numberArg(value: unknown, position: number): number {
  const n = toNumber(value);
  if (!Number.isFinite(n))
    throw new HelperFault(
      isMissing(value) ? { key: 'number_missing', params: { position } } : { key: 'number_not', params: { position, value: shown(value) } },
    );
  return n;
}

function formatNumber(value: unknown, decimals?: unknown, locale?: unknown): string {
  if (isMissing(value)) return '';
  const n = numberArg(value, 1);
  const d = toNumber(decimals);
  const digits = Number.isInteger(d) && d >= 0 && d <= 20 ? { minimumFractionDigits: d, maximumFractionDigits: d } : {};
  try {
    return numberFormat(localeOf(locale), digits).format(n);
  } catch {
    return asText(value);
  }
}

/** Intl accepts any three letters ("EUX") as a currency; only ISO 4217 codes are real money. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function formatCurrency(value: unknown, currency?: unknown, locale?: unknown): string {
  if (typeof currency !== 'string' || !CURRENCIES.has(currency.toUpperCase())) {
    throw new HelperFault(isMissing(currency) ? { key: 'currency_missing' } : { key: 'currency_bad', params: { value: shown(currency) } });
  }
  if (isMissing(value)) return '';
  const n = numberArg(value, 1);
  try {
    return numberFormat(localeOf(locale), { style: 'currency', currency }).format(n);
  } catch {
    throw new HelperFault({ key: 'locale_bad', params: { value: shown(locale) } });
  }
}

/** Reads `a.b.c` from an item through own properties only. */
function ownPath(item: unknown, path: string): unknown {
  let current: unknown = item;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function sum(list: unknown, field?: unknown): number | string {
  if (!Array.isArray(list)) return 0;
  let total = 0;
  for (const item of list) {
    const n = toNumber(typeof field === 'string' && field !== '' ? ownPath(item, field) : item);
    if (Number.isFinite(n)) total += n;
  }
  return clean(total);
}

/**
 * Σ a × b over a list (quantity × unit price): each product is cleaned as `multiply` prints it,
 * so the total is the sum of the amounts on the lines. An item without a number in a field is
 * a HelperFault, not a silent zero: a line left out is a wrong total.
 */
function sumProduct(list: unknown, a: unknown, b: unknown): number | string {
  if (typeof a !== 'string' || a === '' || typeof b !== 'string' || b === '') throw new HelperFault({ key: 'fields_two' });
  if (!Array.isArray(list)) return 0;
  let total = 0;
  list.forEach((item, i) => {
    const x = toNumber(ownPath(item, a));
    const y = toNumber(ownPath(item, b));
    if (!Number.isFinite(x) || !Number.isFinite(y))
      throw new HelperFault({ key: 'item_no_number', params: { item: i + 1, field: Number.isFinite(x) ? b : a } });
    total += Number(clean(x * y));
  });
  return clean(total);
}

/** A rate given in percent (19 for 19 %), spaced as the locale writes it: 8.25% (en-US), 19 % (de-DE). */
function formatPercent(value: unknown, decimals?: unknown, locale?: unknown): string {
  if (isMissing(value)) return '';
  const n = numberArg(value, 1);
  const d = toNumber(decimals);
  const digits = Number.isInteger(d) && d >= 0 && d <= 20 ? { minimumFractionDigits: d, maximumFractionDigits: d } : { maximumFractionDigits: 2 };
  try {
    return numberFormat(localeOf(locale), { style: 'percent', ...digits }).format(n / 100);
  } catch {
    throw new HelperFault({ key: 'locale_bad', params: { value: shown(locale) } });
  }
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return ''; // circular structures, BigInt
  }
}

type Impl = (...params: unknown[]) => unknown;
const arithmetic =
  (fn: (a: number, b: number) => number): Impl =>
  (a, b) =>
    clean(fn(numberArg(a, 1), numberArg(b, 2)));

/** name -> [signature, description, implementation]. The docs list below is derived from it. */
const TABLE: Record<string, [string, string, Impl]> = {
  formatNumber: [
    'formatNumber value [decimals] [locale]',
    'Locale-aware number: {{formatNumber 1234.5 2 "de-DE"}} → 1.234,50. Default locale en-US.',
    formatNumber,
  ],
  formatCurrency: [
    'formatCurrency value currency [locale]',
    'Money in an ISO 4217 currency: {{formatCurrency 1234.5 "EUR" "de-DE"}} → 1.234,50 €.',
    formatCurrency,
  ],
  formatDate: [
    'formatDate value [style|pattern] [locale] [timeZone="UTC"]',
    'Date from an ISO string, timestamp or Date. style: short, medium, long, full (Intl dateStyle) or iso; or a pattern with yyyy yy MMMM MMM MM M dd d EEEE EEE HH mm ss: {{formatDate "2026-11-21" "dd.MM.yyyy"}} → 21.11.2026. Time zone UTC unless timeZone= is given.',
    formatDate as Impl,
  ],
  formatPercent: [
    'formatPercent value [decimals] [locale]',
    'A rate in percent, spaced as the locale writes it: {{formatPercent 19 0 "de-DE"}} → 19 %, {{formatPercent 8.25 2 "en-US"}} → 8.25%.',
    formatPercent,
  ],
  eq: ['eq a b', 'true when a === b: {{#if (eq status "paid")}}', (a, b) => a === b],
  ne: ['ne a b', 'true when a !== b', (a, b) => a !== b],
  lt: ['lt a b', 'true when a < b (numbers and numeric strings compare as numbers, other values as text)', (a, b) => compare(a, b) < 0],
  lte: ['lte a b', 'true when a <= b', (a, b) => compare(a, b) <= 0],
  gt: ['gt a b', 'true when a > b', (a, b) => compare(a, b) > 0],
  gte: ['gte a b', 'true when a >= b', (a, b) => compare(a, b) >= 0],
  and: ['and a b [...]', 'true when every argument is truthy: {{#if (and paid shipped)}}', (...xs) => xs.every(truthy)],
  or: ['or a b [...]', 'true when any argument is truthy', (...xs) => xs.some(truthy)],
  not: ['not a', 'true when a is falsy', (a) => !truthy(a)],
  add: ['add a b', 'a + b (numbers or numeric strings; anything else is a TEMPLATE_ERROR)', arithmetic((a, b) => a + b)],
  subtract: ['subtract a b', 'a - b (numbers only)', arithmetic((a, b) => a - b)],
  multiply: ['multiply a b', 'a * b: {{formatCurrency (multiply qty price) "EUR"}}', arithmetic((a, b) => a * b)],
  divide: ['divide a b', 'a / b (numbers only); dividing by zero prints nothing', arithmetic((a, b) => (b === 0 ? Number.NaN : a / b))],
  mod: ['mod a b', 'remainder of a / b (numbers only); by zero prints nothing', arithmetic((a, b) => (b === 0 ? Number.NaN : a % b))],
  round: ['round value [decimals]', 'rounds half away from zero to decimals (default 0); value must be a number', round],
  default: [
    'default value fallback',
    'value, or fallback when value is null, undefined or empty',
    (v, f) => (v === null || v === undefined || v === '' ? f : v),
  ],
  json: ['json value', 'JSON text of value (use {{{json x}}} inside <script type="application/json">)', json],
  uppercase: ['uppercase text', 'TEXT IN CAPITALS', (v) => asText(v).toUpperCase()],
  lowercase: ['lowercase text', 'text in lower case', (v) => asText(v).toLowerCase()],
  sum: ['sum array [field]', 'sum of the numbers in array, or of item.field (dotted path): {{sum items "total"}}', sum],
  sumProduct: [
    'sumProduct array fieldA fieldB',
    'sum of item.fieldA × item.fieldB over the array, each product as multiply gives it: {{formatCurrency (sumProduct items "quantity" "unitPrice") "EUR"}}; an item without a number in either field is a TEMPLATE_ERROR',
    sumProduct,
  ],
};

function round(value: unknown, decimals?: unknown): number | string {
  const n = numberArg(value, 1);
  const d = toNumber(decimals);
  const places = Number.isInteger(d) && d >= 0 && d <= 15 ? d : 0;
  const factor = 10 ** places;
  // Math.round rounds -2.5 to -2; money expects half away from zero. EPSILON fixes 1.005.
  return clean((Math.sign(n) * Math.round(Math.abs(n) * factor * (1 + Number.EPSILON))) / factor);
}

/** Handlebars truthiness, except that an empty array is falsy as in {{#if}}. */
function truthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

function compare(a: unknown, b: unknown): number {
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  const s = asText(a);
  const t = asText(b);
  return s < t ? -1 : s > t ? 1 : 0;
}

/** Helpers that depend on the render (template-data.ts), documented beside the others. */
const RENDER_HELPER_DOCS: HelperDoc[] = [
  {
    name: 'asset',
    signature: 'asset "name"',
    description: 'URL of an uploaded asset of your account, for src, srcset and CSS url(); an unknown name fails the render (422 TEMPLATE_ERROR)',
  },
  { name: 'pageNumber', signature: 'pageNumber', description: 'In header and footer: the number of the page being printed' },
  { name: 'totalPages', signature: 'totalPages', description: 'In header and footer: the number of pages of the PDF: Page {{pageNumber}} of {{totalPages}}' },
  { name: 'pageBreak', signature: 'pageBreak', description: 'Starts a new page: prints <div class="page-break"></div>' },
];

export const helperDocs: HelperDoc[] = [
  ...Object.entries(TABLE).map(([name, [signature, description]]) => ({ name, signature, description })),
  ...RENDER_HELPER_DOCS,
  ...PAYMENT_AND_BARCODE_HELPERS.map(({ run: _run, ...doc }) => doc),
];

/** The helpers as Handlebars delegates: positional arguments in, options hash passed along. */
export function quireHelpers(): Record<string, HelperDelegate> {
  const out: Record<string, HelperDelegate> = {};
  for (const [name, [, , impl]] of Object.entries(TABLE)) {
    out[name] = function (this: unknown, ...args: unknown[]) {
      const { params, options } = positional(args);
      try {
        if (name === 'formatDate') return formatDate(params[0], params[1], params[2], options?.hash);
        return impl(...params);
      } catch (err) {
        throw err instanceof HelperFault ? helperProblem(name, err, options) : err;
      }
    };
  }
  for (const { name, run, cost } of PAYMENT_AND_BARCODE_HELPERS) {
    out[name] = function (this: unknown, ...args: unknown[]) {
      const { params, options } = positional(args);
      const hash = options?.hash ?? {};
      // On the thread that answers requests only when cheap and already loaded (barcode-helpers.ts).
      const units = cost(params, hash);
      if (units === null) OutputMeter.needsWorker();
      else OutputMeter.spend(units);
      try {
        return run(params, hash);
      } catch (err) {
        throw err instanceof HelperFault ? helperProblem(name, err, options) : err;
      }
    };
  }
  // Built-in `log` writes template-controlled text to the server log; make it a no-op.
  out.log = () => '';
  // Handlebars' own "Missing helper" has no position; this one names the line.
  out.helperMissing = (...args: unknown[]) => {
    const { params, options } = positional(args);
    if (params.length === 0) return undefined;
    throw helperProblem((options as { name?: string } | undefined)?.name ?? 'helper', new HelperFault({ key: 'not_a_helper' }, 'self'), options);
  };
  return out;
}
