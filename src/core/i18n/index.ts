import type { ErrorCode, MessageVariant } from '../errors.js';
import { de, deVariants } from './de.js';
import { en, enVariants } from './en.js';
import { es, esVariants } from './es.js';
import { fr, frVariants } from './fr.js';
import { pt, ptVariants } from './pt.js';

const catalogs = { en, de, fr, es, pt } as const;
const variants = { en: enVariants, de: deVariants, fr: frVariants, es: esVariants, pt: ptVariants } as const;
export type Locale = keyof typeof catalogs;

/** Picks the first supported language of an Accept-Language header, by quality; English otherwise. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => r.lang in catalogs)?.lang as Locale | undefined) ?? 'en';
}

export function message(locale: Locale, code: ErrorCode, params: Record<string, string | number> = {}, variant?: MessageVariant): string {
  const template = (variant && variants[locale][variant]) || catalogs[locale][code] || en[code];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
