/**
 * XRechnung (CII and UBL) through POST /v1/generate on both databases: the stored XML is the
 * legal invoice and passes the CEN and KoSIT rules on Saxon-HE (and the CII schema on xmllint);
 * the PDF is a PDF/A-3b visual copy carrying it; a KoSIT rule refuses before the debit.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { SQLITE_ONLY } from '../support/quire.js';
import { download, remaining } from '../generation/helpers.js';
import { detach, einvoiceRulesDir, saxonFatalRules, useEinvoiceQuire, xmllintSchema } from './support.js';

const RULES = einvoiceRulesDir();
const CHECKS = {
  'xrechnung-cii': { cen: 'cen/cii/EN16931-CII-validation.xslt', kosit: 'kosit/cii/XRechnung-CII-validation.xsl', root: '<rsm:CrossIndustryInvoice' },
  'xrechnung-ubl': { cen: 'cen/ubl/EN16931-UBL-validation.xslt', kosit: 'kosit/ubl/XRechnung-UBL-validation.xsl', root: '<Invoice' },
} as const;

describe.each(SQLITE_ONLY)('XRechnung e-invoices (%s)', (dialect) => {
  const suite = useEinvoiceQuire(dialect, '<h1>Rechnung {{einvoice.[ubl:Invoice].[cbc:ID]}}</h1>');
  const { q, a } = suite;

  for (const format of ['xrechnung-cii', 'xrechnung-ubl'] as const) {
    test(`${format}: the stored XML passes the CEN and KoSIT rules; the PDF/A-3b carries it as xrechnung.xml`, async () => {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: suite.documentId, einvoice: { format, invoice: SAMPLE_INVOICE } } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.einvoice).toMatchObject({ format, profile: null, xmlUrl: r.body.url.replace(/\.pdf$/, '.xml') });
      const xml = await download(r.body.einvoice.xmlUrl);
      expect(xml.status).toBe(200);
      const text = xml.bytes.toString('utf8');
      expect(text).toContain(CHECKS[format].root);
      expect(text).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
      expect(await saxonFatalRules(xml.bytes, join(RULES, CHECKS[format].cen))).toEqual([]);
      expect(await saxonFatalRules(xml.bytes, join(RULES, CHECKS[format].kosit))).toEqual([]);
      if (format === 'xrechnung-cii') expect((await xmllintSchema(xml.bytes, join(RULES, 'cen/cii/xsd/CrossIndustryInvoice_100pD16B.xsd'))).code).toBe(0);
      const pdf = await download(r.body.url);
      const attached = await detach(pdf.bytes, 'xrechnung.xml');
      expect(attached.names).toEqual(['xrechnung.xml']);
      expect(attached.file.equals(xml.bytes)).toBe(true);
    }, 300_000);
  }

  test('factur-x XRECHNUNG: xrechnung.xml inside, checked by KoSIT too', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, einvoice: { format: 'factur-x', profile: 'XRECHNUNG', invoice: SAMPLE_INVOICE } },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const attached = await detach((await download(r.body.url)).bytes, 'xrechnung.xml');
    expect(attached.names).toEqual(['xrechnung.xml']);
    expect(await saxonFatalRules(attached.file, join(RULES, CHECKS['xrechnung-cii'].kosit))).toEqual([]);
  }, 120_000);

  test('no buyer reference: 422 naming BR-DE-15, credit unchanged', async () => {
    const invoice = structuredClone(SAMPLE_INVOICE) as { 'ubl:Invoice': Record<string, unknown> };
    delete invoice['ubl:Invoice']['cbc:BuyerReference'];
    const before = await remaining(q, a);
    for (const format of ['xrechnung-cii', 'xrechnung-ubl'] as const) {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: suite.documentId, einvoice: { format, invoice } } });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.body.error).toBe('EINVOICE_INVALID');
      expect(r.body.message).toContain('BR-DE-15');
      expect(r.body.violations.map((v: { rule: string }) => v.rule)).toContain('BR-DE-15');
    }
    expect(await remaining(q, a)).toBe(before);
  }, 120_000);

  test('delivery "inline": an XRechnung answers its XML, a Factur-X its PDF with the XML inside', async () => {
    const before = await remaining(q, a);
    const inline = (format: string) =>
      fetch(`${q.url}/v1/generate`, {
        method: 'POST',
        headers: { 'x-api-token': a.token, 'content-type': 'application/json' },
        body: JSON.stringify({ documentId: suite.documentId, einvoice: { format, invoice: SAMPLE_INVOICE }, options: { delivery: 'inline' } }),
      });
    const x = await inline('xrechnung-cii');
    expect(x.status).toBe(200);
    expect(x.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(x.headers.get('content-disposition')).toContain('.xml');
    const xml = Buffer.from(await x.arrayBuffer());
    expect(xml.toString('utf8')).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(await saxonFatalRules(xml, join(RULES, CHECKS['xrechnung-cii'].kosit))).toEqual([]);
    const f = await inline('factur-x');
    expect(f.status).toBe(200);
    expect(f.headers.get('content-type')).toMatch(/^application\/pdf/);
    expect((await detach(Buffer.from(await f.arrayBuffer()), 'factur-x.xml')).names).toEqual(['factur-x.xml']);
    expect(await remaining(q, a)).toBe(before - 2);
  }, 120_000);

  test('XRechnung with delivery "upload": 400, a presigned URL names one object', async () => {
    const r = await q.call('POST', '/v1/generate', {
      token: a.token,
      body: {
        documentId: suite.documentId,
        einvoice: { format: 'xrechnung-ubl', invoice: SAMPLE_INVOICE },
        options: { delivery: 'upload', uploadUrl: 'http://127.0.0.1:9/put' },
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.error).toBe('VALIDATION_ERROR');
  }, 60_000);
});
