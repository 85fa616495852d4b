import { z } from 'zod';

const EXAMPLE_ID = '0b7f6a3e-2c1d-4e5f-8a9b-1c2d3e4f5a6b';

export const SigningCertificateParams = z.object({ id: z.uuid() });

const EXAMPLE_CERTIFICATE = {
  id: EXAMPLE_ID,
  name: 'Acme invoices',
  subject: 'C=DE, O=Acme GmbH, CN=Acme Billing',
  issuer: 'O=Acme GmbH, CN=Acme Issuing CA',
  serial: '5A3C19E2B7D04F61',
  notBefore: '2026-01-01T00:00:00.000Z',
  notAfter: '2028-01-01T00:00:00.000Z',
  fingerprintSha256: '3B:9F:12:…:A1',
  createdAt: '2026-11-27T10:00:00.000Z',
};

export const SigningCertificate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subject: z.string().meta({ description: "The certificate's subject as RFC 4514 writes it (the last RDN first), e.g. C=DE, O=Acme GmbH, CN=Acme Billing" }),
    issuer: z.string(),
    serial: z.string().meta({ description: 'Serial number in hexadecimal' }),
    notBefore: z.string(),
    notAfter: z.string(),
    fingerprintSha256: z.string().meta({ description: 'SHA-256 of the certificate, colon-separated hex pairs' }),
    createdAt: z.string(),
  })
  .meta({ examples: [EXAMPLE_CERTIFICATE] });

export const SigningCertificateList = z.object({ certificates: z.array(SigningCertificate) }).meta({ examples: [{ certificates: [EXAMPLE_CERTIFICATE] }] });

export type SigningCertificateView = z.infer<typeof SigningCertificate>;

const text = (max: number, description: string) => z.string().min(1).max(max).meta({ description });

/** A visible signature's box on a page, in PDF points from the page's bottom-left corner (A4 is 595 x 842). */
export const SignatureBox = z
  .object({
    page: z.number().int().min(1).meta({ description: 'Page number, from 1' }),
    x: z.number().min(0).max(14_400),
    y: z.number().min(0).max(14_400),
    width: z.number().min(40).max(1000),
    height: z.number().min(16).max(400),
  })
  .strict()
  .meta({ examples: [{ page: 1, x: 355, y: 40, width: 200, height: 60 }] });

/** `options.sign` of a generation: sign the PDF with one of the workspace's certificates. */
export const SignOptions = z
  .object({
    certificateId: z.uuid().meta({ description: 'A signing certificate of this workspace (POST /v1/signing-certificates)' }),
    reason: text(200, 'Why it is signed, e.g. "Invoice issued by Acme GmbH"').optional(),
    location: text(200, 'Where it is signed, e.g. "Berlin"').optional(),
    contactInfo: text(200, 'How to reach the signer').optional(),
    timestamp: z.boolean().optional().meta({ description: 'Add an RFC 3161 signature timestamp from TSA_URL (PAdES B-T); default false' }),
    visible: SignatureBox.nullable()
      .optional()
      .meta({ description: 'Draw the signature (signer, date, reason, location) in this box; null or absent: an invisible signature (no box on any page)' }),
  })
  .strict()
  .meta({
    description:
      "Sign the PDF (PAdES baseline B-B, or B-T with timestamp) as the finishing chain's last step, an incremental update that keeps PDF/A. Cannot be combined with password or permissions.",
  });

export type SignOptions = z.infer<typeof SignOptions>;
