/**
 * The CEN artefacts (ISO Schematron skeleton XSLT) spell out the SVRL report of every assertion
 * in place: about 38 compiled nodes per `svrl:failed-assert`, 806 of them for CII and 979 for UBL,
 * 70% of the compiled stylesheet. SaxonJS walks the whole compiled tree at the start of every
 * transform (three times, ~0.3 µs a node), so that report code cost more per invoice than the
 * rules themselves. Before compiling, each report is rewritten as one call of a function that
 * builds the same element (its id, flag, location and text); every rule's context and test stays
 * the artefact's own, character for character. The report loses only the `test` attribute, which
 * Quire never reads. Anything not in exactly that generated shape is left alone (null), so other
 * rules (KoSIT's SchXslt output, an operator's own) compile as they are.
 */

/** Changes when the rewrite changes, so a SEF built by an older one is not reused. */
export const COMPACT_SVRL_VERSION = 'compact-svrl-1';

const FAILED_ASSERT =
  /<svrl:failed-assert test="[^"]*">\s*<xsl:attribute name="id">([^<]*)<\/xsl:attribute>\s*<xsl:attribute name="flag">([^<]*)<\/xsl:attribute>\s*<xsl:attribute name="location">\s*<xsl:apply-templates mode="schematron-select-full-path" select="\." \/>\s*<\/xsl:attribute>\s*<svrl:text>([^<]*)<\/svrl:text>\s*<\/svrl:failed-assert>/g;

const FUNCTION = `<xsl:function name="quire:failed" as="element()">
  <xsl:param name="node" /><xsl:param name="id" /><xsl:param name="flag" /><xsl:param name="text" />
  <svrl:failed-assert id="{$id}" flag="{$flag}">
    <xsl:attribute name="location"><xsl:apply-templates mode="schematron-select-full-path" select="$node" /></xsl:attribute>
    <svrl:text><xsl:value-of select="$text" /></svrl:text>
  </svrl:failed-assert>
</xsl:function>
`;

/** An XPath string literal inside a double-quoted XML attribute; the text keeps its XML escapes. */
const literal = (xmlText: string) => `'${xmlText.replaceAll('"', '&quot;').replaceAll("'", "''")}'`;

/** The XSLT with every report compacted, or null when it is not the CEN skeleton's shape. */
export function compactSvrl(xslt: string): string | null {
  const asserts = xslt.split('<svrl:failed-assert').length - 1;
  if (asserts === 0 || !xslt.includes('<xsl:stylesheet ') || xslt.includes('urn:quire:svrl')) return null;
  if (/<xsl:(include|import)\b/.test(xslt) || /<svrl:successful-report\b/.test(xslt)) return null;
  let rewritten = 0;
  const body = xslt.replace(FAILED_ASSERT, (_all, id: string, flag: string, text: string) => {
    rewritten++;
    return `<xsl:sequence select="quire:failed(., ${literal(id)}, ${literal(flag)}, ${literal(text)})" />`;
  });
  // One report in another shape and the file is compiled as it is: all or nothing.
  if (rewritten !== asserts) return null;
  const end = body.lastIndexOf('</xsl:stylesheet>');
  if (end < 0) return null;
  const withFunction = `${body.slice(0, end)}${FUNCTION}${body.slice(end)}`;
  return withFunction.replace('<xsl:stylesheet ', '<xsl:stylesheet xmlns:quire="urn:quire:svrl" ');
}
