/**
 * Archival PDFs (issue 37) through HTTP on both databases: options.pdfa and the document's
 * default `pdfa`, checked structurally (XMP, output intent, /ID, fonts, encryption, tags, link
 * flags) and by PDFBox Preflight; a test render (TEST mark) and headers/footers stay valid; the
 * attachment step's file comes back out with pdfdetach; PDF/A with encryption is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { attachFiles } from '../../src/render/pdf-attachments.js';
import { settled, allItems } from '../batches/support.js';
import { download } from '../generation/helpers.js';
import { draftPreview } from '../previews/support.js';
import { createDocument } from '../support/documents.js';
import { pdfText } from '../support/pdf.js';
import { archivalFacts, detach, preflightAvailable, preflightBeyondPdfA1 } from '../support/pdfa.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';

const java = await preflightAvailable();

const BODY =
  '<h1 class="text-2xl font-bold">Invoice {{number}}</h1>' +
  '<p>Pay at <a href="https://pay.example.com/{{number}}">pay.example.com</a> or read <a href="#terms">the terms</a>. Grüße, € 12,50</p>' +
  '<div style="opacity:.5;background:#fde68a;padding:8px">Half transparent</div>' +
  '<p style="box-shadow:0 0 8px rgba(0,0,0,.5);padding:8px">Shadowed 😀 漢字</p>' +
  '<p id="terms" class="italic">Terms: 30 days.</p>';

async function expectArchival(pdf: Buffer, part: 2 | 3, title: string) {
  const f = await archivalFacts(pdf);
  expect(f.part).toBe(part);
  expect(f.conformance).toBe('B');
  expect(f.infoTitle).toBe(title);
  expect(f.xmpTitle).toBe(title);
  expect(f.xmpCreated).toBe(f.infoCreated);
  expect(f.outputIntents).toEqual([{ s: '/GTS_PDFA1', n: 3 }]);
  expect(f.id).toHaveLength(2);
  expect(f.fonts.length).toBeGreaterThan(0);
  expect(f.fonts.filter((x) => !x.embedded)).toEqual([]);
  expect(f.encrypted).toBe(false);
  for (const flags of f.linkFlags) expect(flags & 4).toBe(4); // printable
  if (java) expect(await preflightBeyondPdfA1(pdf)).toEqual([]);
  return f;
}

describe.each(SQLITE_ONLY)('PDF/A on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, { ...QUIET_PREVIEWS, TEST_KEY_RATE_LIMIT_PER_MINUTE: '1000' });
  let testToken: string;
  beforeAll(async () => {
    const key = await q.call('POST', '/v1/api-keys', { cookie: a.cookie, body: { name: 'CI', kind: 'test' } });
    expect(key.status, JSON.stringify(key.body)).toBe(201);
    testToken = key.body.token;
  });

  const generate = async (token: string, documentId: string, options?: Record<string, unknown>) => {
    const r = await q.call('POST', '/v1/generate', { token, body: { documentId, variables: { number: 'INV-7' }, ...(options ? { options } : {}) } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await download(r.body.url)).bytes;
  };

  it('document pdfa: null by default, set by PATCH, part of the version, refused when unknown', async () => {
    const doc = await createDocument(q, a, { name: 'Archive me' });
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body.pdfa).toBeNull();
    const patched = await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { pdfa: '3b' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.pdfa).toBe('3b');
    const version = await q.call('GET', `/v1/documents/${doc.id}/versions/${patched.body.publishedVersion}`, { token: a.token });
    expect(version.body.snapshot.pdfa).toBe('3b');
    // The version before the change renders as it did: a plain PDF.
    expect((await q.call('GET', `/v1/documents/${doc.id}/versions/1`, { token: a.token })).body.snapshot.pdfa).toBeNull();
    expectError(await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { pdfa: '1b' } }), 400, 'VALIDATION_ERROR');
    expectError(await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options: { pdfa: '4' } } }), 400, 'VALIDATION_ERROR');
  });

  it('options.pdfa "2b": a tagged PDF/A-2b with its links, fonts and tags, valid for Preflight', async () => {
    const doc = await createDocument(q, a, { name: 'Tagged', body: BODY, tagged: true, lang: 'de', title: 'Invoice {{number}}', author: 'Ada' });
    const pdf = await generate(a.token, doc.uuid, { pdfa: '2b' });
    const f = await expectArchival(pdf, 2, 'Invoice INV-7');
    expect(f.tagged).toBe(true);
    expect(f.linkFlags.length).toBeGreaterThan(0);
    expect(await pdfText(pdf)).toContain('Invoice INV-7');
    // Without it, the same document is a plain PDF.
    expect((await archivalFacts(await generate(a.token, doc.uuid))).part).toBeNull();
  });

  it('the document default "3b" with a header and footer: PDF/A-3b; options.pdfa null opts out', async () => {
    const doc = await createDocument(q, a, {
      name: 'Furnished',
      body: BODY,
      pdfa: '3b',
      header: '<div style="font-size:9px;width:100%;text-align:right">Invoice {{number}}</div>',
      footer: '<div style="font-size:9px;width:100%;text-align:center">Page {{pageNumber}} of {{totalPages}}</div>',
    });
    const pdf = await generate(a.token, doc.uuid);
    await expectArchival(pdf, 3, 'Furnished');
    expect(await pdfText(pdf)).toContain('Page 1 of 1');
    expect((await archivalFacts(await generate(a.token, doc.uuid, { pdfa: null }))).part).toBeNull();
  });

  it('a test render keeps its TEST mark and stays valid', async () => {
    const doc = await createDocument(q, a, { name: 'Marked', body: BODY, footer: '<div style="font-size:9px">Footer</div>' });
    const pdf = await generate(testToken, doc.uuid, { pdfa: '2b' });
    await expectArchival(pdf, 2, '[TEST] Marked');
    expect(await pdfText(pdf)).toMatch(/TEST/);
  });

  it("the editor's draft preview follows pdfa", async () => {
    const doc = await createDocument(q, a, { name: 'Drafted', body: BODY });
    const archival = await draftPreview(q, a, doc.id, { pdfa: '3b' });
    expect(archival.status).toBe(200);
    expect((await archivalFacts(archival.bytes)).part).toBe(3);
    expect((await archivalFacts((await draftPreview(q, a, doc.id, { pdfa: null })).bytes)).part).toBeNull();
  });

  it('the legacy endpoint and a batch take pdfa too', async () => {
    const doc = await createDocument(q, a, { name: 'Legacy', body: BODY });
    const legacy = await q.call('POST', '/generate', {
      headers: { 'x-api-key': a.token },
      body: { templateId: doc.uuid, variables: { number: '1' }, pdfa: '2b' },
    });
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200);
    expect((await archivalFacts((await download(legacy.body.path)).bytes)).part).toBe(2);

    const batch = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, pdfa: '3b', items: [{ variables: { number: 'B1' } }] } });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    expect(await settled(q, a, batch.body.id)).toMatchObject({ status: 'completed', pdfa: '3b' });
    const [item] = await allItems(q, a, batch.body.id);
    expect((await archivalFacts((await download(item.url)).bytes)).part).toBe(3);
  });

  it('the attachment step: a PDF/A-3b carries an XML file that pdfdetach gives back unchanged, with the Factur-X XMP', async () => {
    const doc = await createDocument(q, a, { name: 'With XML', body: BODY, tagged: true });
    const pdf = await generate(a.token, doc.uuid, { pdfa: '3b' });
    const xml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>\n',
    );
    const attached = attachFiles(
      pdf,
      [{ name: 'factur-x.xml', mimeType: 'text/xml', bytes: xml, relationship: 'Alternative', description: 'Factur-X invoice' }],
      {
        facturX: { documentType: 'INVOICE', documentFileName: 'factur-x.xml', version: '1.0', conformanceLevel: 'EN 16931' },
      },
    );
    const f = await expectArchival(attached, 3, 'With XML');
    expect(f.tagged).toBe(true);
    expect(f.associatedFiles).toEqual([
      { name: 'factur-x.xml', relationship: '/Alternative', subtype: '/text/xml', size: xml.length, modDate: expect.stringMatching(/^D:\d{14}Z$/) },
    ]);
    expect(f.xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(f.xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(await detach(attached, 'factur-x.xml')).toEqual(xml);
    // PDF/A-2 cannot carry it.
    const two = await generate(a.token, doc.uuid, { pdfa: '2b' });
    expect(() => attachFiles(two, [{ name: 'x.xml', mimeType: 'text/xml', bytes: xml, relationship: 'Alternative' }])).toThrow(/PDF\/A-2 cannot carry/);
  });

  it('PDF/A with a password or permissions: 400, nothing debited', async () => {
    const doc = await createDocument(q, a, { name: 'Locked', body: BODY });
    const before = (await q.call('GET', '/v1/me', { token: a.token })).body.usage.generation.remaining;
    for (const options of [
      { pdfa: '2b', password: 'secret' },
      { pdfa: '3b', permissions: { print: false } },
    ]) {
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/PDF\/A forbids encryption/);
    }
    // The document's default counts too; `pdfa: null` asks for a plain, encrypted PDF instead.
    await q.call('PATCH', `/v1/documents/${doc.id}`, { token: a.token, body: { pdfa: '2b' } });
    expectError(
      await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options: { password: 'secret' } } }),
      400,
      'VALIDATION_ERROR',
    );
    expect((await q.call('GET', '/v1/me', { token: a.token })).body.usage.generation.remaining).toBe(before);
    const plain = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, options: { pdfa: null, password: 'secret' } } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });
});
