/**
 * The building blocks' calls (starters, partials, key kinds), through the dashboard's one
 * @quire/client (web/src/quire.ts): an API change breaks this build, not a screen.
 */
import { ok, quire } from '../../quire';

export type KeyKind = 'live' | 'test';

export const listStarters = () => ok(quire.raw.GET('/v1/starters')).then((r) => r.starters);

/** A blank document, or one from a starter; `kind: 'partial'` makes a shared building block. */
export const createDocument = (body: {
  name: string;
  starter?: string;
  kind?: 'document' | 'partial';
  folderId?: number | null;
  variables?: Record<string, unknown>;
  lang?: string;
}) => ok(quire.raw.POST('/v1/documents', { body }));

export const createApiKey = (name: string, kind: KeyKind, retention: { ttlSeconds: number } | null = null) =>
  ok(quire.raw.POST('/v1/api-keys', { body: { name, kind, ...(retention ? { retention } : {}) } }));

/** The account's partials (names for `{{>` completion). */
export const listPartials = () => ok(quire.raw.GET('/v1/documents', { params: { query: { kind: 'partial' } } })).then((r) => r.documents);

export type Starter = Awaited<ReturnType<typeof listStarters>>[number];

/** A locale's name in the dashboard's language ("de-DE" -> "German (Germany)"). */
export const localeName = (locale: string): string => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
};

/** The first clause of a starter's description: its one line in the gallery (the whole text is its title). */
export const oneLine = (description: string): string => description.split(/[;.](\s|$)/)[0]!.trim();

/**
 * What a document made from `starter` in `locale` sends beside `starter`: the locale's sample
 * variables and language (the first locale is the starter's own default: nothing to send).
 */
export const localeFields = (starter: Starter | undefined, locale: string | null): { variables?: Record<string, unknown>; lang?: string } => {
  if (!starter || !locale || locale === starter.locales[0] || !starter.variables[locale]) return {};
  return { variables: starter.variables[locale] as Record<string, unknown>, lang: locale.split('-')[0] };
};
