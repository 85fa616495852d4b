import { describe, expect, it } from 'vitest';
import { toEnvelope } from '../../src/core/envelope.js';
import { AppError, ERRORS, type ErrorCode, type ErrorDetails } from '../../src/core/errors.js';
import type { Locale } from '../../src/core/i18n/index.js';

const LOCALES: Locale[] = ['en', 'de', 'fr', 'es', 'pt'];
import { LIMITS } from '../../src/core/i18n/limits.js';
import { isRule, type Rule } from '../../src/core/i18n/rules.js';

/**
 * Every message of every catalogue, rendered with the params the code raises it with, in every
 * language: none may show an unfilled `{placeholder}` to a user.
 */
const RULE_PARAMS: Record<Rule, Record<string, string | number>> = {
  chars_range: { min: 1, max: 200 },
  chars_max: { max: 8 },
  no_nul: {},
  no_such_folder: {},
  unknown_fonts: { missing: 'Comic Sans', available: 'Inter, Lato' },
  invalid_json: {},
  content_type: { received: 'text/plain' },
  email_format: {},
  email_taken: { email: 'a@example.com' },
  file_type: {},
  file_unreadable: {},
  file_missing: {},
  multipart: {},
  asset_name: {},
  asset_name_taken: { name: 'logo' },
  assets_total: { max: 52428800, used: 52000000 },
  filename: {},
  bad_cursor: {},
  wrong_password: {},
  unknown_field: { known: 'name, body' },
  folder_filter: {},
  json_object: {},
  idempotency_key: {},
  depth_max: { max: 64 },
  bytes_max: { max: 3200 },
};

/** How each code is raised (see `new AppError(` in src): every variant of its params. */
const RAISED: Record<ErrorCode, ErrorDetails[]> = {
  VALIDATION_ERROR: [
    { params: { detail: 'name: must be 1 to 200 characters' } },
    ...Object.entries(RULE_PARAMS).map(([rule, p]) => ({ params: { field: 'x', rule, ...p } })),
  ],
  invalid_document_id: [{}],
  UNAUTHORIZED: [{}],
  quota_exceeded: [{ extra: { type: 'generation' }, params: { type: 'generation' } }],
  FORBIDDEN: [{}],
  NOT_FOUND: [{}, { params: { detail: 'no account with email a@example.com' } }],
  PAYLOAD_TOO_LARGE: [{ params: { limit: 5242880 } }],
  TEMPLATE_ERROR: [{ params: { detail: 'Parse error on line 1' } }],
  RENDER_LIMIT_EXCEEDED: LIMITS.map((limit) => ({ params: { limit, max: 500 } })),
  RATE_LIMIT_EXCEEDED: [{ retryAfter: 12, params: { retryAfter: 12 } }],
  INTERNAL_ERROR: [{}],
  SERVICE_UNAVAILABLE: [{}, { retryAfter: 1 }],
  storage_unavailable: [{ retryAfter: 1 }],
  RENDER_QUEUE_FULL: [{ retryAfter: 1 }],
  IDEMPOTENCY_KEY_REUSED: [{}],
  IDEMPOTENCY_KEY_IN_USE: [{ retryAfter: 1, params: { retryAfter: 1 } }],
  FILE_NOT_DELETED: [{ retryAfter: 1 }],
  HEADERS_TOO_LARGE: [{}],
  REQUEST_TIMEOUT: [{}],
};

describe('localized messages', () => {
  it('covers every code of the error table and every rule', () => {
    expect(Object.keys(RAISED).sort()).toEqual(Object.keys(ERRORS).sort());
    for (const rule of Object.keys(RULE_PARAMS)) expect(isRule(rule)).toBe(true);
  });

  for (const locale of LOCALES) {
    it(`leaves no {placeholder} unfilled in ${locale}`, () => {
      const unfilled: string[] = [];
      for (const [code, variants] of Object.entries(RAISED) as [ErrorCode, ErrorDetails[]][]) {
        for (const details of variants) {
          const { body } = toEnvelope(new AppError(code, details), locale, 'req-1');
          expect(body.error).toBe(code);
          if (/\{\w+\}/.test(body.message) || !body.message) unfilled.push(`${code} ${JSON.stringify(details.params ?? {})}: ${body.message}`);
        }
      }
      expect(unfilled).toEqual([]);
    });
  }

  it('words each render limit in every language, with its value', () => {
    for (const locale of LOCALES) {
      for (const limit of LIMITS) {
        const { body } = toEnvelope(new AppError('RENDER_LIMIT_EXCEEDED', { params: { limit, max: 4242 } }), locale);
        expect(body.message).toContain('4242');
      }
    }
  });
});
