/**
 * `formatDate` for templates. Intl does the locale work; a small pattern language covers the
 * fixed layouts invoices need ("dd.MM.yyyy"). Dates are shown in UTC unless the template asks
 * for a time zone: the server's own zone must never change what a PDF says.
 */
import { dateTimeFormat } from './intl-cache.js';
import { HelperFault } from './helper-fault.js';

const STYLES = new Set(['short', 'medium', 'long', 'full']);
const TOKENS = /yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|mm|ss|'[^']*'/g;
/** Intl.DateTimeFormat options a template may pass as hash arguments. */
const INTL_KEYS = ['dateStyle', 'timeStyle', 'weekday', 'era', 'year', 'month', 'day', 'hour', 'minute', 'second', 'timeZoneName', 'hour12'];

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const date = new Date(value.trim());
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function formatDate(value: unknown, styleOrPattern?: unknown, locale?: unknown, hash?: Record<string, unknown>): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) {
    throw new HelperFault({ key: 'date_bad', params: { value: JSON.stringify(asText(value)).slice(0, 60) } });
  }
  const lang = typeof locale === 'string' && locale !== '' ? locale : 'en-US';
  const timeZone = typeof hash?.timeZone === 'string' ? hash.timeZone : 'UTC';
  try {
    const intlOptions = pickIntlOptions(hash);
    if (intlOptions) return dateTimeFormat(lang, { ...intlOptions, timeZone }).format(date);
    const style = typeof styleOrPattern === 'string' && styleOrPattern !== '' ? styleOrPattern : 'medium';
    if (STYLES.has(style)) {
      return dateTimeFormat(lang, { dateStyle: style as 'short', timeZone }).format(date);
    }
    if (style === 'iso') return formatPattern(date, 'yyyy-MM-dd', lang, timeZone);
    return formatPattern(date, style, lang, timeZone);
  } catch {
    throw new HelperFault({ key: 'date_zone', params: { locale: JSON.stringify(lang), zone: JSON.stringify(timeZone) } });
  }
}

function pickIntlOptions(hash: Record<string, unknown> | undefined): Intl.DateTimeFormatOptions | null {
  if (!hash) return null;
  const picked: Record<string, unknown> = {};
  for (const key of INTL_KEYS) if (Object.hasOwn(hash, key)) picked[key] = hash[key];
  return Object.keys(picked).length > 0 ? (picked as Intl.DateTimeFormatOptions) : null;
}

/** Replaces pattern tokens; text in single quotes and other characters are kept as they are. */
function formatPattern(date: Date, pattern: string, locale: string, timeZone: string): string {
  const numeric = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string): string => numeric.find((p) => p.type === type)?.value ?? '';
  const named = (options: Intl.DateTimeFormatOptions): string => dateTimeFormat(locale, { ...options, timeZone }).format(date);
  const pad = (s: string): string => s.padStart(2, '0');
  const year = part('year');
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return year;
      case 'yy':
        return year.slice(-2);
      case 'MMMM':
        return named({ month: 'long' });
      case 'MMM':
        return named({ month: 'short' });
      case 'MM':
        return pad(part('month'));
      case 'M':
        return part('month');
      case 'dd':
        return pad(part('day'));
      case 'd':
        return part('day');
      case 'EEEE':
        return named({ weekday: 'long' });
      case 'EEE':
        return named({ weekday: 'short' });
      case 'HH':
        return pad(part('hour'));
      case 'H':
        return part('hour');
      case 'mm':
        return pad(part('minute'));
      case 'ss':
        return pad(part('second'));
      default:
        return token.slice(1, -1); // 'quoted literal'
    }
  });
}
