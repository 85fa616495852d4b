import { z } from 'zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { Locale } from './i18n/index.js';
import { isRule, ruleOfEnglish, ruleText } from './i18n/rules.js';

const zodLocales = { en: z.locales.en(), de: z.locales.de(), fr: z.locales.fr(), es: z.locales.es(), pt: z.locales.pt() };

/**
 * "name: Too big: expected string to have <=200 characters", in the caller's language: the
 * issue is handed back to zod's own locale so field names stay and rule texts are translated.
 * `source` is the validated part of the request (body, query...): zod does not keep the input
 * in its issues, and its texts say what was received ("expected boolean, received string").
 */
export function describeIssues(issues: ZodFastifySchemaValidationError[], locale: Locale, source?: unknown): string {
  return issues
    .map((v) => {
      const segments = v.instancePath.split('/').filter(Boolean);
      // The whole request body is not an object: say so without a field name ("body" would
      // read as a document's own `body` field).
      if (segments.length === 0 && v.keyword === 'invalid_type') return ruleText(locale, 'json_object');
      const field = segments.join('.') || 'body';
      const params = v.params as Record<string, unknown> & { params?: Record<string, unknown> };
      let text: string | undefined;
      const named = ruleOfEnglish(v.message ?? '');
      if (named) text = ruleText(locale, named);
      else if (v.keyword === 'custom') {
        const own = params.params;
        text = own && isRule(own.rule) ? ruleText(locale, own.rule, own) : v.message;
      } else {
        const issue = { ...params, code: v.keyword, path: [], message: v.message, input: valueAt(source, segments) } as never;
        text = localize(issue, locale);
      }
      return `${field}: ${text ?? v.message}`;
    })
    .join('; ');
}

function valueAt(source: unknown, segments: string[]): unknown {
  let value = source;
  for (const s of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[s];
  }
  return value;
}

function localize(issue: never, locale: Locale): string | undefined {
  try {
    const out = zodLocales[locale].localeError?.(issue);
    return typeof out === 'string' ? out : out?.message;
  } catch {
    return undefined;
  }
}
