/**
 * What each `einvoice.format` / `profile` means: the @e-invoice-eu/core format that writes its XML,
 * the specification identifier (BT-24) Quire writes whatever the payload says, the syntax and the
 * rule sets that must pass, and the name the XML takes inside a Factur-X PDF.
 */
export const EINVOICE_FORMATS = ['factur-x', 'xrechnung-cii', 'xrechnung-ubl'] as const;
export type EinvoiceFormat = (typeof EINVOICE_FORMATS)[number];

export const FACTURX_PROFILES = ['MINIMUM', 'BASIC WL', 'BASIC', 'EN16931', 'EXTENDED', 'XRECHNUNG'] as const;
export type FacturxProfile = (typeof FACTURX_PROFILES)[number];

/** The rule sets a syntax can be checked with: the CEN EN 16931 Schematron and KoSIT's XRechnung rules. */
export type RuleSet = 'cen-cii' | 'cen-ubl' | 'kosit-cii' | 'kosit-ubl';

export interface EinvoiceKind {
  format: EinvoiceFormat;
  /** factur-x: the chosen profile; xrechnung-*: null. */
  profile: FacturxProfile | null;
  syntax: 'CII' | 'UBL';
  /** BT-24, `GuidelineSpecifiedDocumentContextParameter` / `cbc:CustomizationID`. */
  specificationId: string;
  /** The @e-invoice-eu/core format name. */
  libraryFormat: string;
  ruleSets: RuleSet[];
  /** factur-x: the attachment's file name and the XMP `fx:ConformanceLevel`. */
  attachmentName: string;
}

export const XRECHNUNG_ID = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

/**
 * Factur-X 1.07 / ZUGFeRD 2.3 profile identifiers. MINIMUM and BASIC WL are not EN 16931
 * invoices (no lines), so the CEN rules do not apply to them: they are checked against the schema.
 */
const FACTURX: Record<FacturxProfile, { id: string; library: string; cen: boolean; kosit: boolean }> = {
  MINIMUM: { id: 'urn:factur-x.eu:1p0:minimum', library: 'Factur-X-Minimum', cen: false, kosit: false },
  'BASIC WL': { id: 'urn:factur-x.eu:1p0:basicwl', library: 'Factur-X-Basic WL', cen: false, kosit: false },
  BASIC: { id: 'urn:cen.eu:en16931:2017#compliant#urn:factur-x.eu:1p0:basic', library: 'Factur-X-Basic', cen: true, kosit: false },
  EN16931: { id: 'urn:cen.eu:en16931:2017', library: 'Factur-X-EN16931', cen: true, kosit: false },
  EXTENDED: { id: 'urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended', library: 'Factur-X-Extended', cen: true, kosit: false },
  XRECHNUNG: { id: XRECHNUNG_ID, library: 'Factur-X-XRechnung', cen: true, kosit: true },
};

export function einvoiceKind(format: EinvoiceFormat, profile?: FacturxProfile): EinvoiceKind {
  if (format === 'factur-x') {
    const p = profile ?? 'EN16931';
    const f = FACTURX[p];
    return {
      format,
      profile: p,
      syntax: 'CII',
      specificationId: f.id,
      libraryFormat: f.library,
      ruleSets: [...(f.cen ? (['cen-cii'] as const) : []), ...(f.kosit ? (['kosit-cii'] as const) : [])],
      attachmentName: p === 'XRECHNUNG' ? 'xrechnung.xml' : 'factur-x.xml',
    };
  }
  const ubl = format === 'xrechnung-ubl';
  return {
    format,
    profile: null,
    syntax: ubl ? 'UBL' : 'CII',
    specificationId: XRECHNUNG_ID,
    libraryFormat: ubl ? 'XRECHNUNG-UBL' : 'XRECHNUNG-CII',
    ruleSets: ubl ? ['cen-ubl', 'kosit-ubl'] : ['cen-cii', 'kosit-cii'],
    attachmentName: 'xrechnung.xml',
  };
}
