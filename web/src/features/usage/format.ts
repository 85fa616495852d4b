const UTC_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const UTC_DATE = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const TIME = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const DATE_TIME = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23" for a YYYY-MM-DD UTC day. */
export const shortDay = (date: string) => UTC_DAY.format(new Date(date + 'T00:00:00Z'));
/** "Nov 23, 2026" for a YYYY-MM-DD day or an ISO instant, in UTC (credit periods are UTC months). */
export const longDay = (isoOrDate: string) => UTC_DATE.format(new Date(isoOrDate.length === 10 ? isoOrDate + 'T00:00:00Z' : isoOrDate));
/**
 * A credit period as people write it, "Nov 1 – Nov 30": the API's periodEnd is the instant the
 * next period starts (Dec 1, 00:00 UTC), so the last day shown is the day before it.
 */
/** The period's last day, "Nov 30, 2026" (periodEnd is the instant the next one starts). */
export const lastDay = (periodEnd: string) => UTC_DATE.format(new Date(new Date(periodEnd).getTime() - 1));
export const periodRange = (start: string, end: string) => `${UTC_DAY.format(new Date(start))} – ${UTC_DAY.format(new Date(new Date(end).getTime() - 1))}`;
export const clockTime = (iso: string) => TIME.format(new Date(iso));
export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));

export function fileSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const plural = (n: number, one: string, many = one + 's') => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
