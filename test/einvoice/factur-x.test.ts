/**
 * Factur-X through POST /v1/generate on both databases: the XML attached to the PDF/A-3b is the
 * validated one, and passes xmllint against the CII schema and the CEN Schematron on Saxon-HE
 * (independent of the SaxonJS run inside Quire); a broken total is refused before the debit.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { starters } from '../../src/modules/starters/catalog.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, startTestQuire, type Reply } from '../support/quire.js';
import { pdfText } from '../support/pdf.js';
import { createDocument, download, generationRows, remaining } from '../generation/helpers.js';
import { archivalFacts, preflightBeyondPdfA1 } from '../support/pdfa.js';
import { detach, einvoiceRulesDir, saxonFatalRules, useEinvoiceQuire, xmllintSchema } from './support.js';

const RULES = einvoiceRulesDir();
const CII_XSD = join(RULES, 'cen/cii/xsd/CrossIndustryInvoice_100pD16B.xsd');
const CEN_CII = join(RULES, 'cen/cii/EN16931-CII-validation.xslt');

const BODY =
  '<h1>Invoice {{einvoice.[ubl:Invoice].[cbc:ID]}}</h1><p>{{einvoice.[ubl:Invoice].[cac:AccountingCustomerParty].[cac:Party].[cac:PartyName].[cbc:Name]}}</p><p>{{note}}</p>';

/** The sample with its tax-inclusive total off by 12.50: BR-CO-15 (and BR-CO-16) break. */
function brokenTotal() {
  const invoice = structuredClone(SAMPLE_INVOICE);
  invoice['ubl:Invoice']['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount'] = '1500.00';
  return invoice;
}

/** The envelope of a refused e-invoice: the spec's `{ error, message }` and the violations. */
function expectInvalid(r: Reply): void {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(Object.keys(r.body).sort()).toEqual(['error', 'message', 'violations']);
  expect(r.body.error).toBe('EINVOICE_INVALID');
}

describe.each(SQLITE_ONLY)('Factur-X e-invoices (%s)', (dialect) => {
  const suite = useEinvoiceQuire(dialect, BODY);
  const { q, a } = suite;

  test('factur-x EN16931: a PDF/A-3b whose factur-x.xml is the stored, schema-valid, CEN-valid XML', async () => {
    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, variables: { note: 'Thank you' }, einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.einvoice).toMatchObject({ format: 'factur-x', profile: 'EN16931' });
    expect(r.body.einvoice.xmlUrl).toBe(r.body.url.replace(/\.pdf$/, '.xml'));
    expect(await remaining(q, a)).toBe(before - 1);

    const pdf = await download(r.body.url);
    expect(pdf.status).toBe(200);
    // The template saw the invoice as `einvoice`, beside the variables.
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Invoice RE-2026-0042');
    expect(text).toContain('Kunde AG');
    expect(text).toContain('Thank you');

    // The file itself: a PDF/A-3b with the XML as its associated file, valid for PDFBox Preflight.
    const facts = await archivalFacts(pdf.bytes);
    expect([facts.part, facts.conformance]).toEqual([3, 'B']);
    expect(facts.outputIntents).toEqual([{ s: '/GTS_PDFA1', n: 3 }]);
    expect(facts.fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(facts.associatedFiles.map((f) => [f.name, f.relationship, f.subtype])).toEqual([['factur-x.xml', '/Alternative', '/text/xml']]);
    expect(facts.xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(await preflightBeyondPdfA1(pdf.bytes)).toEqual([]);

    const xml = await download(r.body.einvoice.xmlUrl);
    expect(xml.status).toBe(200);
    const attached = await detach(pdf.bytes, 'factur-x.xml');
    expect(attached.names).toEqual(['factur-x.xml']);
    expect(attached.file.equals(xml.bytes)).toBe(true);
    const xmlText = xml.bytes.toString('utf8');
    expect(xmlText).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');

    const lint = await xmllintSchema(attached.file, CII_XSD);
    expect(lint.out).toContain('validates');
    expect(lint.code).toBe(0);
    expect(await saxonFatalRules(attached.file, CEN_CII)).toEqual([]);

    const row = (await generationRows(q, a.id)).at(-1)!;
    expect(row).toMatchObject({ status: 'succeeded', einvoice_format: 'factur-x' });
  }, 180_000);

  test("the docs' curl example sends the sample invoice", () => {
    const example = JSON.parse(readFileSync(new URL('../../docs/examples/einvoice-factur-x.json', import.meta.url), 'utf8'));
    expect(example.einvoice).toEqual({ format: 'factur-x', profile: 'EN16931', invoice: SAMPLE_INVOICE });
  });

  test('the starters: their sample einvoice is the validated sample, and a Factur-X from the starter reads it', async () => {
    for (const id of ['einvoice-factur-x', 'xrechnung']) {
      const starter = starters().find((s) => s.id === id)!;
      for (const locale of starter.locales) expect(starter.variables[locale]!.einvoice, `${id} ${locale}`).toEqual(SAMPLE_INVOICE);
    }
    const doc = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'E-invoice', starter: 'einvoice-factur-x' } });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    const { einvoice: _, ...variables } = doc.body.variables;
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: doc.body.uuid, variables, einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const text = await pdfText((await download(r.body.url)).bytes);
    for (const t of ['Invoice RE-2026-0042', 'Kunde AG', 'Template design', 'DE02120300000000202051']) expect(text).toContain(t);
  }, 120_000);

  test('Quire writes the specification identifier whatever the payload says', async () => {
    const invoice = structuredClone(SAMPLE_INVOICE) as { 'ubl:Invoice': Record<string, unknown> };
    invoice['ubl:Invoice']['cbc:CustomizationID'] = 'urn:example:not-a-profile';
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', profile: 'EXTENDED', invoice } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.einvoice.profile).toBe('EXTENDED');
    const xml = (await download(r.body.einvoice.xmlUrl)).bytes.toString('utf8');
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017#conformant#urn:factur-x.eu:1p0:extended</ram:ID>');
    expect(xml).not.toContain('not-a-profile');
  }, 120_000);

  test('a broken total: 422 EINVOICE_INVALID naming BR-CO-15 or BR-CO-16, nothing debited or stored', async () => {
    const before = await remaining(q, a);
    const rows = (await generationRows(q, a.id)).length;
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', invoice: brokenTotal() } },
    });
    expectInvalid(r);
    expect(r.body.message).toMatch(/BR-CO-1[56]/);
    const rules = r.body.violations.map((v: { rule: string }) => v.rule);
    expect(rules).toContain('BR-CO-15');
    expect(r.body.violations[0]).toEqual({
      rule: expect.stringMatching(/^BR-CO-1[56]$/),
      message: expect.stringContaining('BT-112'),
      location: expect.any(String),
    });
    expect(await remaining(q, a)).toBe(before);
    expect((await generationRows(q, a.id)).length).toBe(rows);
  }, 120_000);

  test('the message is in the caller’s language', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      headers: { 'accept-language': 'de' },
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', invoice: brokenTotal() } },
    });
    expectInvalid(r);
    expect(r.body.message).toMatch(/^Die E-Rechnung verletzt die Regel BR-CO-1[56]/);
  }, 120_000);

  test('a payload outside the library’s JSON Schema: 400 naming the field; a profile without factur-x: 400', async () => {
    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', invoice: { 'ubl:Invoice': { 'cbc:ID': 'X-1' } } } },
    });
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain("einvoice.invoice.ubl:Invoice: must have required property 'cbc:IssueDate'");
    const p = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'xrechnung-cii', profile: 'BASIC', invoice: SAMPLE_INVOICE } },
    });
    expectError(p, 400, 'VALIDATION_ERROR');
    expect(await remaining(q, a)).toBe(before);
  }, 120_000);

  test('past EINVOICE_TIMEOUT_MS: 422 RENDER_LIMIT_EXCEEDED, nothing charged or stored', async () => {
    // A second node whose deadline this invoice cannot meet: its worker is replaced after it.
    const tight = await startTestQuire(dialect, { ...QUIET_PREVIEWS, EINVOICE_RULES_DIR: RULES, EINVOICE_TIMEOUT_MS: '100' });
    try {
      const t = await tight.account(undefined, { signIn: false });
      const doc = (await createDocument(tight, t, { body: BODY, variables: {} })).uuid;
      const before = await remaining(tight, t);
      // 200 lines: well past 100 ms on any machine.
      const invoice = structuredClone(SAMPLE_INVOICE);
      const line = invoice['ubl:Invoice']['cac:InvoiceLine'][0]!;
      invoice['ubl:Invoice']['cac:InvoiceLine'] = Array.from({ length: 200 }, (_, i) => ({ ...line, 'cbc:ID': String(i + 1) }));
      const r = await tight.call('POST', '/v1/generate', { token: t.token, body: { documentId: doc, einvoice: { format: 'factur-x', invoice } } });
      expectError(r, 422, 'RENDER_LIMIT_EXCEEDED');
      expect(r.body.message).toContain('EINVOICE_TIMEOUT_MS');
      expect(await remaining(tight, t)).toBe(before);
      expect(await generationRows(tight, t.id)).toEqual([]);
    } finally {
      await tight.close();
    }
  }, 300_000);

  test('access "signed": the XML answers only through its own signed link, as the PDF', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE }, options: { access: 'signed' } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const xmlUrl = new URL(r.body.einvoice.xmlUrl);
    expect(xmlUrl.searchParams.get('signature')).toBeTruthy();
    const signed = await download(xmlUrl.href);
    expect(signed.status).toBe(200);
    expect(signed.bytes.toString('utf8')).toContain('RE-2026-0042');
    expect((await download(`${xmlUrl.origin}${xmlUrl.pathname}`)).status).toBe(404);
  }, 120_000);

  test('deleting the file deletes its XML', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await download(r.body.einvoice.xmlUrl)).status).toBe(200);
    const d = await q.call('DELETE', '/v1/generations/file', { token: a.token, body: { path: r.body.url } });
    expect(d.status).toBe(204);
    expect((await download(r.body.url)).status).toBe(404);
    expect((await download(r.body.einvoice.xmlUrl)).status).toBe(404);
  }, 120_000);
});
