import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toEnvelope } from '../../src/core/envelope.js';
import { AppError, ERRORS, type ErrorCode, type ErrorDetails, type MessageVariant } from '../../src/core/errors.js';
import { de, deVariants } from '../../src/core/i18n/de.js';
import { en, enVariants } from '../../src/core/i18n/en.js';
import { es, esVariants } from '../../src/core/i18n/es.js';
import { fr, frVariants } from '../../src/core/i18n/fr.js';
import type { Locale } from '../../src/core/i18n/index.js';
import { LIMITS } from '../../src/core/i18n/limits.js';
import { pt, ptVariants } from '../../src/core/i18n/pt.js';
import { rules } from '../../src/core/i18n/rules.js';

const CATALOGUES = { en, de, fr, es, pt } as Record<Locale, Record<string, string>>;
const VARIANTS = { en: enVariants, de: deVariants, fr: frVariants, es: esVariants, pt: ptVariants } as Record<Locale, Record<string, string>>;
const RULES = rules as Record<Locale, Record<string, string>>;
const LOCALES = Object.keys(CATALOGUES) as Locale[];

/**
 * The params each rule is raised with (see `rule: '…'` in src). The test fails when a rule
 * has no entry here, so a new rule is rendered in every language before it ships.
 */
const RULE_PARAMS: Record<string, Record<string, string | number>> = {
  chars_range: { min: 1, max: 200 },
  chars_max: { max: 8 },
  no_nul: {},
  no_such_folder: {},
  no_such_certificate: {},
  partial_name_taken: {},
  no_such_starter: { available: 'invoice, quote' },
  starter_with_body: {},
  workspace_not_empty: {},
  member_exists: { email: 'ada@example.com' },
  p12_format: {},
  p12_passphrase: {},
  p12_no_key: {},
  p12_many_keys: { count: 2 },
  p12_no_certificate: {},
  certificate_expired: { date: '2026-01-01T00:00:00.000Z' },
  certificate_not_yet_valid: { date: '2027-01-01T00:00:00.000Z' },
  key_too_small: { bits: 1024 },
  key_type: { type: 'DSA' },
  sign_encryption: {},
  tsa_unset: {},
  sign_page: { page: 3, pages: 2 },
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
  asset_name_separator: {},
  asset_name_dots: {},
  name_control: {},
  name_invisible: {},
  asset_name_quote: {},
  asset_name_reserved: {},
  image_pixels: { width: 20000, height: 20000, pixels: 400000000, max: 40000000 },
  svg_depth: { max: 100 },
  svg_elements: { max: 50000 },
  font_decoded_size: { size: 1073741824, max: 67108864 },
  inspect_time: { max: 10000 },
  inspect_memory: { max: 256 },
  assets_total: { max: 52428800, used: 1024 },
  filename: {},
  bad_cursor: {},
  wrong_password: {},
  unknown_field: { known: 'name, body' },
  folder_filter: {},
  json_object: {},
  idempotency_key: {},
  depth_max: { max: 64 },
  bytes_max: { max: 3200 },
  keys_max: { max: 10000 },
  columns_max: { max: 500 },
  parse_time: { max: 60000 },
  pdfa_encryption: {},
};

/** How each code is raised (see `new AppError(` in src): every variant of its params. */
const RAISED: Record<ErrorCode, ErrorDetails[]> = {
  VALIDATION_ERROR: [
    { params: { detail: 'name: must be 1 to 200 characters' } },
    ...Object.entries(RULE_PARAMS).map(([rule, p]) => ({ params: { field: 'x', rule, ...p } })),
  ],
  invalid_document_id: [{}],
  UNAUTHORIZED: [{}, { variant: 'UNAUTHORIZED.sso', params: { detail: 'the state does not match' } }, { variant: 'UNAUTHORIZED.invitation' }],
  quota_exceeded: [
    { extra: { type: 'generation' }, params: { type: 'generation' } },
    { extra: { type: 'ai' }, variant: 'quota_exceeded.renews', params: { type: 'ai', renewsOn: '2026-12-01' } },
    {
      extra: { type: 'generation', required: 5, available: 2, shortfall: 3 },
      variant: 'quota_exceeded.batch',
      params: { type: 'generation', required: 5, available: 2, shortfall: 3 },
    },
  ],
  FORBIDDEN: [
    {},
    { variant: 'FORBIDDEN.origin', params: { origin: 'https://pdf.example.com' } },
    { variant: 'FORBIDDEN.role', params: { role: 'editor', current: 'viewer', permission: 'documents:write' } },
    { variant: 'FORBIDDEN.last_owner' },
    { variant: 'FORBIDDEN.password_off' },
    { variant: 'FORBIDDEN.sso_unverified' },
    { variant: 'FORBIDDEN.sso_domain' },
    { variant: 'FORBIDDEN.sso_link' },
    { variant: 'FORBIDDEN.sso_lookalike' },
  ],
  NOT_FOUND: [{}, { params: { detail: 'no account with email a@example.com' } }],
  PAYLOAD_TOO_LARGE: [{ params: { limit: 5242880 } }],
  TEMPLATE_ERROR: [{ params: { detail: 'Parse error on line 1' } }],
  RENDER_LIMIT_EXCEEDED: LIMITS.map((limit) => ({ params: { limit, max: 500 } })),
  PARTIAL_NOT_RENDERABLE: [{}],
  SAMPLE_NOT_FOUND: [{ params: { name: 'Overdue', names: '"Paid", "Reminder"' } }],
  RATE_LIMIT_EXCEEDED: [
    { retryAfter: 12, params: { retryAfter: 12 } },
    { variant: 'RATE_LIMIT_EXCEEDED.invitations', retryAfter: 60, params: { retryAfter: 60, max: 50 } },
    { variant: 'RATE_LIMIT_EXCEEDED.previews', retryAfter: 30, params: { setting: 'PREVIEW_ACCOUNT_CONCURRENCY', max: 2, retryAfter: 30 } },
  ],
  INTERNAL_ERROR: [{}],
  SERVICE_UNAVAILABLE: [
    {},
    { retryAfter: 1 },
    { variant: 'SERVICE_UNAVAILABLE.assistant_off' },
    { retryAfter: 7, variant: 'SERVICE_UNAVAILABLE.assistant_provider', params: { retryAfter: 7 } },
    { retryAfter: 1, variant: 'SERVICE_UNAVAILABLE.upload', params: { detail: 'HTTP 403', field: 'options.uploadUrl' } },
    { variant: 'SERVICE_UNAVAILABLE.einvoice_rules', params: { format: 'xrechnung-ubl', rules: 'kosit-ubl' } },
    { variant: 'SERVICE_UNAVAILABLE.secrets_key' },
    { variant: 'SERVICE_UNAVAILABLE.secrets_key_unknown' },
    { variant: 'SERVICE_UNAVAILABLE.timestamp', params: { detail: 'it answered HTTP 500' } },
  ],
  storage_unavailable: [{ retryAfter: 1 }],
  RENDER_QUEUE_FULL: [{ retryAfter: 1 }],
  IDEMPOTENCY_KEY_REUSED: [{}],
  IDEMPOTENCY_KEY_IN_USE: [{ retryAfter: 1, params: { retryAfter: 1 } }],
  FILE_NOT_DELETED: [{ retryAfter: 1 }],
  HEADERS_TOO_LARGE: [{}],
  REQUEST_TIMEOUT: [{}],
  CONFLICT: [{ params: { names: 'logo.png, font.woff2' } }],
  EINVOICE_INVALID: [
    {
      params: {
        rule: 'BR-CO-15',
        detail: 'Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).',
      },
      extra: { violations: [] },
    },
  ],
  VARIABLES_INVALID: [{ params: { detail: '`recipient` is required' }, extra: { problems: [{ path: 'recipient', message: '`recipient` is required' }] } }],
};

/** Every `rule: '…'` and `variant: '…'` written in src, read from the files themselves. */
function raisedInSource(kind: 'rule' | 'variant'): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(`\\b${kind}: '([\\w.]+)'`, 'g');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // An e-invoice violation's `rule` is an EN 16931 / XRechnung rule id (BR-CO-15, XSD), not a message rule.
      if (entry.isDirectory()) {
        if (entry.name !== 'einvoice') walk(file);
      } else if (file.endsWith('.ts')) for (const m of fs.readFileSync(file, 'utf8').matchAll(pattern)) found.add(m[1]);
    }
  };
  walk(path.resolve(import.meta.dirname, '../../src'));
  return found;
}

const union = (tables: Record<Locale, Record<string, string>>) => [...new Set(LOCALES.flatMap((l) => Object.keys(tables[l])))].sort();
/** The keys of `all` that `table` lacks or leaves empty. */
const missingIn = (table: Record<string, string>, all: string[]) => all.filter((k) => typeof table[k] !== 'string' || !table[k].trim());

describe('localized messages', () => {
  it('every locale has a message for every code, variant and rule', () => {
    const codes = Object.keys(ERRORS).sort();
    const variants = union(VARIANTS);
    const ruleNames = union(RULES);
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const k of missingIn(CATALOGUES[locale], codes)) missing.push(`${locale}: code ${k}`);
      for (const k of missingIn(VARIANTS[locale], variants)) missing.push(`${locale}: variant ${k}`);
      for (const k of missingIn(RULES[locale], ruleNames)) missing.push(`${locale}: rule ${k}`);
    }
    expect(missing).toEqual([]);
  });

  it('renders every code, variant and rule the source raises', () => {
    expect(Object.keys(RAISED).sort()).toEqual(Object.keys(ERRORS).sort());
    expect(Object.keys(RULE_PARAMS).sort()).toEqual(union(RULES));
    for (const rule of raisedInSource('rule')) expect(RULE_PARAMS, `rule ${rule}`).toHaveProperty(rule);
    const rendered = new Set(
      Object.values(RAISED)
        .flat()
        .map((d) => d.variant)
        .filter(Boolean),
    );
    expect([...rendered].sort()).toEqual(union(VARIANTS));
    for (const variant of raisedInSource('variant')) expect(union(VARIANTS)).toContain(variant as MessageVariant);
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
