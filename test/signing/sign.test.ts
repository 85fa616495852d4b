/**
 * Signed renders (issue 40) on both databases, checked by tools Quire did not write: poppler's
 * pdfsig with the test CA trusted in an NSS database, `openssl cms -verify` on the extracted
 * CMS, openssl's print of its signed attributes; a changed byte is reported; a PDF/A-3b with a
 * Factur-X attachment stays PDF/A (the archival suite's checks and Preflight) once signed.
 */
import { describe, expect, test } from 'vitest';
import { operatorCtx } from '../../src/core/context.js';
import { SAMPLE_INVOICE } from '../../src/modules/einvoice/sample-invoice.js';
import { einvoiceRulesDir } from '../einvoice/support.js';
import { createDocument, download, generationRows, remaining } from '../generation/helpers.js';
import { pdfText, pixelAt } from '../support/pdf.js';
import { archivalFacts, preflightAvailable, preflightBeyondPdfA1 } from '../support/pdfa.js';
import { SQLITE_ONLY, expectError } from '../support/quire.js';
import { cmsPrint, extractSignature, opensslCmsVerify, pdfsig, useSigningQuire } from './support.js';

describe.each(SQLITE_ONLY)('signed renders (%s)', (dialect) => {
  const suite = useSigningQuire(dialect, {
    env: () => ({ EINVOICE_RULES_DIR: einvoiceRulesDir() }),
    signIn: false,
    signer: { cn: 'Acme Billing', name: 'Billing' },
    body: '<h1>Contract {{n}}</h1><p>Signed by Acme.</p>',
  });
  const { q, a, ca } = suite;

  const generate = (options: Record<string, unknown>, extra: Record<string, unknown> = {}, token = a.token) =>
    q.call('POST', '/v1/generate', { token, body: { documentId: suite.documentId, variables: { n: 7 }, options, ...extra } });

  test('PAdES B-B: pdfsig trusts it and finds the whole file signed; openssl verifies the CMS and its signing-certificate-v2', async () => {
    const before = await remaining(q, a);
    const r = await generate({
      sign: { certificateId: suite.certificateId, reason: 'Contract issued', location: 'Berlin', contactInfo: 'billing@acme.example' },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await remaining(q, a)).toBe(before - 1);
    const pdf = (await download(r.body.url)).bytes;
    expect(await pdfText(pdf)).toContain('Contract 7');

    const report = await pdfsig(pdf, suite.nss);
    expect(report).toContain('Signer Certificate Common Name: Acme Billing');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');

    const { cms, signed, byteRange } = extractSignature(pdf);
    expect(byteRange[0]).toBe(0);
    expect(byteRange[2]! + byteRange[3]!).toBe(pdf.length);
    const verified = await opensslCmsVerify(cms, signed, ca.caPem);
    expect(verified.out).toContain('Verification successful');
    expect(verified.code).toBe(0);
    const printed = await cmsPrint(cms);
    expect(printed).toContain('id-smime-aa-signingCertificateV2');
    expect(printed).toContain('messageDigest');
    // PAdES baseline: the claimed time is the dictionary's /M, never a CMS signing-time.
    expect(printed).not.toContain('signingTime');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/SubFilter \/ETSI\.CAdES\.detached/);
    expect(text).toMatch(/\/M \(D:\d{14}Z\)/);
  });

  test('one changed byte: pdfsig reports the signature broken', async () => {
    const r = await generate({ sign: { certificateId: suite.certificateId } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = Buffer.from((await download(r.body.url)).bytes);
    const { byteRange } = extractSignature(pdf);
    // A byte of the page's text stream, well inside the first signed range.
    const at = pdf.indexOf('stream') + 20;
    expect(at).toBeLessThan(byteRange[1]!);
    pdf[at] = pdf[at]! ^ 0x01;
    const report = await pdfsig(pdf, suite.nss);
    expect(report).not.toContain('Signature is Valid');
    expect(report).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  test('a PDF/A-3b with its Factur-X invoice stays PDF/A once signed', async () => {
    const r = await generate(
      { pdfa: '3b', sign: { certificateId: suite.certificateId, reason: 'Invoice' } },
      { einvoice: { format: 'factur-x', invoice: SAMPLE_INVOICE } },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    const f = await archivalFacts(pdf);
    expect(f.part).toBe(3);
    expect(f.conformance).toBe('B');
    expect(f.outputIntents).toEqual([{ s: '/GTS_PDFA1', n: 3 }]);
    expect(f.id).toHaveLength(2);
    expect(f.fonts.filter((x) => !x.embedded)).toEqual([]);
    expect(f.encrypted).toBe(false);
    expect(f.associatedFiles.map((x) => x.name)).toEqual(['factur-x.xml']);
    if (await preflightAvailable()) expect(await preflightBeyondPdfA1(pdf)).toEqual([]);
    const report = await pdfsig(pdf, suite.nss);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
  }, 120_000);

  test("another workspace's certificate: 404, nothing debited; encryption and an unset TSA refused before the debit", async () => {
    const other = await q.account(undefined, { signIn: false });
    const otherDoc = (await createDocument(q, other, { body: '<p>x</p>', variables: {} })).uuid;
    const before = await remaining(q, other);
    const rows = (await generationRows(q, other.id)).length;
    const r = await q.call('POST', '/v1/generate', {
      token: other.token,
      body: { documentId: otherDoc, options: { sign: { certificateId: suite.certificateId } } },
    });
    expectError(r, 404, 'NOT_FOUND');
    expect(await remaining(q, other)).toBe(before);
    expect((await generationRows(q, other.id)).length).toBe(rows);

    const mine = await remaining(q, a);
    const encrypted = await generate({ password: 'secret', sign: { certificateId: suite.certificateId } });
    expectError(encrypted, 400, 'VALIDATION_ERROR');
    expect(encrypted.body.message).toContain('options.sign');
    expect(encrypted.body.message).toContain('break the signature');
    const stamped = await generate({ sign: { certificateId: suite.certificateId, timestamp: true } });
    expectError(stamped, 400, 'VALIDATION_ERROR');
    expect(stamped.body.message).toContain('TSA_URL');
    expectError(await generate({ sign: { certificateId: 'not-a-uuid' } }), 400, 'VALIDATION_ERROR');
    expect(await remaining(q, a)).toBe(mine);
  });

  test('a visible signature: its box is drawn on the page with embedded fonts, the file stays PDF/A and the signature valid', async () => {
    const box = { page: 1, x: 355, y: 40, width: 200, height: 60 };
    const r = await generate({ pdfa: '2b', sign: { certificateId: suite.certificateId, reason: 'Approved', location: 'Berlin', visible: box } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    const report = await pdfsig(pdf, suite.nss);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // A4 is 595 x 842 points; pixelAt takes fractions of the page from its top-left corner.
    const inside = await pixelAt(pdf, (box.x + box.width / 2) / 595, 1 - (box.y + box.height / 2) / 842);
    expect(inside).not.toEqual([255, 255, 255]);
    expect(await pixelAt(pdf, (box.x + box.width / 2) / 595, 1 - (box.y + box.height + 30) / 842)).toEqual([255, 255, 255]);
    const f = await archivalFacts(pdf);
    expect(f.part).toBe(2);
    expect(f.fonts.length).toBeGreaterThan(0);
    expect(f.fonts.filter((x) => !x.embedded)).toEqual([]);
    if (await preflightAvailable()) expect(await preflightBeyondPdfA1(pdf)).toEqual([]);
  }, 60_000);

  test('a visible box on a page the document does not have: 400 naming it, credit refunded', async () => {
    const before = await remaining(q, a);
    const r = await generate({ sign: { certificateId: suite.certificateId, visible: { page: 3, x: 10, y: 10, width: 100, height: 40 } } });
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('options.sign.visible.page');
    expect(r.body.message).toContain('page 3');
    expect(await remaining(q, a)).toBe(before);
  });

  test('a test key signs too, free, with the TEST mark', async () => {
    const testKey = await q.quire.services.apiKeys.create(operatorCtx(a.id), 'CI', 'test');
    const before = await remaining(q, a);
    const r = await generate({ sign: { certificateId: suite.certificateId } }, {}, testKey.token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await remaining(q, a)).toBe(before);
    const pdf = (await download(r.body.url)).bytes;
    expect(await pdfText(pdf)).toContain('TEST');
    expect(await pdfsig(pdf, suite.nss)).toContain('Signature Validation: Signature is Valid.');
  });
});
