/**
 * E-invoices in JSON batches on both databases: each item carries its own `einvoice`; a valid one
 * renders as a single generate does (PDF/A-3b with the XML attached, the XML stored beside it and
 * put in the zip), a broken one fails its item alone with the rules it broke and costs nothing;
 * what the whole batch cannot do (PDF/A-2b, CSV) is refused before anything is reserved.
 */
import { run } from '../support/run.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { SQLITE_ONLY, expectError } from '../support/quire.js';
import { pdfText } from '../support/pdf.js';
import { createDocument, download, remaining } from '../generation/helpers.js';
import { allItems, csvForm, inspect, settled } from '../batches/support.js';
import { cellsContaining } from '../support/db-scan.js';
import { detach, useEinvoiceQuire } from './support.js';

const BODY = '<h1>Invoice {{einvoice.[ubl:Invoice].[cbc:ID]}}</h1><p>{{note}}</p>';

function invoiceNumbered(id: string, broken = false) {
  const invoice = structuredClone(SAMPLE_INVOICE);
  invoice['ubl:Invoice']['cbc:ID'] = id;
  // Off by 12.50: BR-CO-15 (and BR-CO-16) break.
  if (broken) invoice['ubl:Invoice']['cac:LegalMonetaryTotal']['cbc:TaxInclusiveAmount'] = '1500.00';
  return invoice;
}

/** One entry of a zip, by unzip. */
async function unzipEntry(zip: Buffer, name: string): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-einvoice-zip-'));
  try {
    writeFileSync(join(dir, 'out.zip'), zip);
    return (await run('unzip', ['-p', join(dir, 'out.zip'), name], { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 })).stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(SQLITE_ONLY)('e-invoices in batches (%s)', (dialect) => {
  const suite = useEinvoiceQuire(dialect, BODY);
  const { q, a } = suite;

  test('each item its own e-invoice: valid ones render with their XML (in the zip too), a broken one fails alone naming BR-CO-15; exactly 2 credits', async () => {
    const before = await remaining(q, a);
    const r = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: {
        documentId: suite.documentId,
        output: 'zip',
        items: [
          { variables: { note: 'first' }, filename: 'fx-1', einvoice: { format: 'factur-x', invoice: invoiceNumbered('RE-B-1') } },
          { variables: { note: 'second' }, filename: 'xr-2', einvoice: { format: 'xrechnung-cii', invoice: invoiceNumbered('RE-B-2') } },
          { variables: { note: 'third' }, filename: 'broken-3', einvoice: { format: 'factur-x', invoice: invoiceNumbered('RE-B-3', true) } },
        ],
      },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(await remaining(q, a)).toBe(before - 3); // reserved at acceptance
    const batch = await settled(q, a, r.body.id);
    expect(batch).toMatchObject({ status: 'completed', total: 3, done: 2, failed: 1, pending: 0 });
    // The broken invoice's reserved credit is given back when the batch ends.
    expect(await remaining(q, a)).toBe(before - 2);

    const [fx, xr, broken] = await allItems(q, a, r.body.id);
    expect(fx.status).toBe('done');
    expect(fx.einvoice).toEqual({ format: 'factur-x', profile: 'EN16931', xmlUrl: fx.url.replace(/\.pdf$/, '.xml') });
    const fxPdf = (await download(fx.url)).bytes;
    expect(await pdfText(fxPdf)).toContain('Invoice RE-B-1');
    const fxXml = await download(fx.einvoice.xmlUrl);
    expect(fxXml.status).toBe(200);
    const attached = await detach(fxPdf, 'factur-x.xml');
    expect(attached.file.equals(fxXml.bytes)).toBe(true);
    expect(fxXml.bytes.toString('utf8')).toContain('RE-B-1');

    expect(xr.status).toBe('done');
    expect(xr.einvoice).toEqual({ format: 'xrechnung-cii', profile: null, xmlUrl: xr.url.replace(/\.pdf$/, '.xml') });
    const xrXml = await download(xr.einvoice.xmlUrl);
    expect(xrXml.bytes.toString('utf8')).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect((await detach((await download(xr.url)).bytes, 'xrechnung.xml')).file.equals(xrXml.bytes)).toBe(true);

    expect(broken.status).toBe('failed');
    expect(broken.url).toBeNull();
    expect(broken.error.error).toBe('EINVOICE_INVALID');
    expect(broken.error.message).toMatch(/BR-CO-1[56]/);
    expect(broken.error.violations.map((v: { rule: string }) => v.rule)).toContain('BR-CO-15');
    expect(broken.einvoice).toEqual({ format: 'factur-x', profile: 'EN16931', xmlUrl: null });

    const zip = (await download(batch.url)).bytes;
    expect((await inspect(zip, 'zip')).entries!.sort()).toEqual(['fx-1.pdf', 'fx-1.xml', 'xr-2.pdf', 'xr-2.xml']);
    expect((await unzipEntry(zip, 'fx-1.xml')).equals(fxXml.bytes)).toBe(true);
    expect((await unzipEntry(zip, 'xr-2.xml')).equals(xrXml.bytes)).toBe(true);
    expect(await remaining(q, a)).toBe(before - 2);
    // With variables kept (the default), the item keeps its invoice too.
    expect(await cellsContaining(q.quire.db, ['RE-B-2'])).toContain('batch_items.einvoice');
  }, 600_000);

  test('refused before anything is reserved: an e-invoice with pdfa "2b", an XRechnung to upload, e-invoice fields on a CSV', async () => {
    const before = await remaining(q, a);
    const listed = (await q.call('GET', '/v1/batches', { token: a.token })).body.batches.length;
    const items = [{ variables: {} }, { variables: {}, einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE } }];
    const a2b = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: suite.documentId, items, pdfa: '2b' } });
    expectError(a2b, 400, 'VALIDATION_ERROR');
    expect(a2b.body.message).toContain('items.1.einvoice');
    expect(a2b.body.message).toContain('PDF/A-3b');

    const upload = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: {
        documentId: suite.documentId,
        delivery: 'upload',
        items: [{ variables: {}, uploadUrl: 'https://bucket.example.com/x.pdf?sig=1', einvoice: { format: 'xrechnung-ubl', invoice: SAMPLE_INVOICE } }],
      },
    });
    expectError(upload, 400, 'VALIDATION_ERROR');
    expect(upload.body.message).toContain('items.0.einvoice');

    const csv = await fetch(`${q.url}/v1/batches`, {
      method: 'POST',
      headers: { 'x-api-token': a.token },
      body: csvForm('note\nhello\n', { documentId: suite.documentId, 'einvoice.format': 'factur-x', 'einvoice.profile': 'EN16931' }),
    });
    expect(csv.status).toBe(400);
    const csvBody = (await csv.json()) as { error: string; message: string };
    expect(csvBody.error).toBe('VALIDATION_ERROR');
    expect(csvBody.message).toContain('JSON only');

    expect(await remaining(q, a)).toBe(before);
    expect((await q.call('GET', '/v1/batches', { token: a.token })).body.batches.length).toBe(listed);
  }, 120_000);

  test('keepVariables off: the invoice is not kept past the render, the item still names its format and XML', async () => {
    const owner = await q.account();
    const doc = (await createDocument(q, owner, { body: BODY, variables: {} })).uuid;
    const off = await q.call('PATCH', `/v1/workspaces/${owner.id}`, { cookie: owner.cookie, body: { keepVariables: false } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const marker = 'Buyer-Marker-7f3a';
    const invoice = invoiceNumbered('RE-K-1');
    invoice['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party']['cac:PartyName']['cbc:Name'] = marker;
    const r = await q.call('POST', '/v1/batches', {
      token: owner.token,
      body: { documentId: doc, items: [{ variables: { note: 'x' }, einvoice: { format: 'xrechnung-ubl', invoice } }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(await settled(q, owner, r.body.id)).toMatchObject({ status: 'completed', done: 1 });
    const [item] = await allItems(q, owner, r.body.id);
    expect(item.einvoice).toMatchObject({ format: 'xrechnung-ubl', profile: null, xmlUrl: item.url.replace(/\.pdf$/, '.xml') });
    // The buyer's name is in the stored files (that is the invoice), in no database cell.
    expect((await download(item.einvoice.xmlUrl)).bytes.toString('utf8')).toContain(marker);
    expect(await cellsContaining(q.quire.db, [marker])).toEqual([]);
  }, 300_000);
});
