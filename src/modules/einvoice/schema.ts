import { z } from 'zod';
import { EINVOICE_FORMATS, FACTURX_PROFILES } from './formats.js';
import { SAMPLE_INVOICE } from './sample-invoice.js';

/** `einvoice` of POST /v1/generate (and a batch item, the legacy endpoint and the MCP tool). */
export const EinvoiceRequest = z
  .object({
    format: z.enum(EINVOICE_FORMATS).meta({
      description:
        '"factur-x" (Factur-X 1.07 / ZUGFeRD 2.3: a PDF/A-3b with the XML inside), "xrechnung-cii" or "xrechnung-ubl" (the XML is the legal invoice; the PDF a visual copy with the XML attached)',
    }),
    profile: z.enum(FACTURX_PROFILES).optional().meta({ description: 'factur-x only; default "EN16931"' }),
    invoice: z
      .object({ 'ubl:Invoice': z.record(z.string(), z.unknown()) })
      .loose()
      .meta({
        description:
          'The invoice in the JSON data format of @e-invoice-eu/core (UBL-shaped: `{ "ubl:Invoice": { "cbc:ID": ... } }`, its JSON Schema is in that library). Quire writes the specification identifier (BT-24) itself. The template receives it as the variable `einvoice`.',
      }),
  })
  .strict()
  .refine((e) => e.profile === undefined || e.format === 'factur-x', {
    message: 'profile is for format "factur-x" only',
    path: ['profile'],
  });
export type EinvoiceRequest = z.infer<typeof EinvoiceRequest>;

export const EinvoiceViolation = z.object({
  rule: z.string().meta({ description: 'The rule\'s id, e.g. "BR-CO-15"; "XSD" for a schema error' }),
  message: z.string(),
  location: z.string().meta({ description: 'XPath of the element that broke it (a line number for a schema error)' }),
});
export type EinvoiceViolation = z.infer<typeof EinvoiceViolation>;

export const EinvoiceResult = z.object({
  format: z.enum(EINVOICE_FORMATS),
  profile: z.enum(FACTURX_PROFILES).nullable().meta({ description: 'factur-x: the profile; xrechnung-*: null' }),
  xmlUrl: z.url().meta({ description: 'The validated XML, stored beside the PDF: same access, retention and deletion' }),
  warnings: z.array(EinvoiceViolation).optional().meta({ description: 'Rules flagged as warnings (the invoice is valid)' }),
});
export type EinvoiceResult = z.infer<typeof EinvoiceResult>;

export const EINVOICE_EXAMPLE = { format: 'factur-x', profile: 'EN16931', invoice: SAMPLE_INVOICE } as const;
