import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RuleSet } from './formats.js';

/**
 * Where the official artefacts sit in EINVOICE_RULES_DIR (docs/einvoices.md says where each
 * comes from): the CEN EN 16931 Schematron compiled to XSLT, KoSIT's XRechnung Schematron
 * compiled to XSLT, and the CII D16B schema (UBL 2.1's when present).
 */
const XSLT: Record<RuleSet, string> = {
  'cen-cii': 'cen/cii/EN16931-CII-validation.xslt',
  'cen-ubl': 'cen/ubl/EN16931-UBL-validation.xslt',
  'kosit-cii': 'kosit/cii/XRechnung-CII-validation.xsl',
  'kosit-ubl': 'kosit/ubl/XRechnung-UBL-validation.xsl',
};
/** The copy that ships with Quire (vendor/einvoice-rules, with its licences and SOURCE.md): the default. */
export const VENDORED_RULES_DIR = path.resolve(import.meta.dirname, '../../../vendor/einvoice-rules');

const CII_XSD = 'cen/cii/xsd/CrossIndustryInvoice_100pD16B.xsd';
const UBL_XSD = 'ubl/xsd/maindoc/UBL-Invoice-2.1.xsd';

export interface RulesFound {
  dir: string;
  /** The rule sets whose XSLT is there. */
  xslt: Partial<Record<RuleSet, string>>;
  ciiXsd: string | null;
  ublXsd: string | null;
}

export function findRules(dir: string): RulesFound {
  const at = (rel: string) => {
    const file = path.resolve(dir, rel);
    return existsSync(file) ? file : null;
  };
  const xslt: Partial<Record<RuleSet, string>> = {};
  for (const [set, rel] of Object.entries(XSLT) as [RuleSet, string][]) {
    const file = at(rel);
    if (file) xslt[set] = file;
  }
  return { dir, xslt, ciiXsd: at(CII_XSD), ublXsd: at(UBL_XSD) };
}
