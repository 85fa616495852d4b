import type { EinvoiceViolation } from './schema.js';

/** A rule's outcome with its Schematron flag: "fatal" refuses the invoice, anything else is a warning. */
export interface FlaggedViolation extends EinvoiceViolation {
  fatal: boolean;
}

/**
 * One XPath over the SVRL report: every failed assertion (and successful report) as one string
 * of its id, flag, location and text, so the worker hands back plain data.
 */
export const FAILED_ASSERTS_XPATH =
  "for $a in //(*:failed-assert | *:successful-report) return string-join(($a/@id, $a/@flag, $a/@location, normalize-space(string-join($a/*:text, ' '))) ! string(.), '\u0001')";

export function violationsOf(rows: string[]): FlaggedViolation[] {
  return rows.map((row) => {
    const [rule = '', flag = '', location = '', message = ''] = row.split('\u0001');
    // The CEN artefacts put "[BR-CO-15]-" before the text; the id already says it.
    const text = message.replace(/^\[[^\]]+\]\s*-?\s*/, '');
    return { rule, message: text || rule, location: tidyLocation(location), fatal: flag !== 'warning' && flag !== 'information' };
  });
}

/** `/*:Invoice[namespace-uri()='urn:…'][1]/*:TaxTotal[…][1]` reads better as `/Invoice[1]/TaxTotal[1]`. */
function tidyLocation(location: string): string {
  return location.replace(/\*:([\w-]+)\[namespace-uri\(\)='[^']*'\]/g, '$1').replace(/Q\{[^}]*\}/g, '');
}
