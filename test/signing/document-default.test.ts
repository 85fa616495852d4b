/**
 * A document's default signature (issue 40, the editor's Page section): `sign` on the document,
 * set by PATCH, shown by GET and in each version, used by generate when the request says no
 * `options.sign` (pdfsig, with the test CA trusted, reads the result); a request's own options.sign
 * overrides it and null opts out; another workspace's certificate is refused naming the field;
 * an import into another workspace leaves the certificate behind. Both databases.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { allItems, settled } from '../batches/support.js';
import { createDocument, download, generationRows, remaining } from '../generation/helpers.js';
import { pdfText } from '../support/pdf.js';
import { SQLITE_ONLY, expectError } from '../support/quire.js';
import { pdfsig, uploadSigner, useSigningQuire } from './support.js';

describe.each(SQLITE_ONLY)("a document's default signature (%s)", (dialect) => {
  const suite = useSigningQuire(dialect, { signIn: false });
  const { q, a, ca } = suite;
  let billing: string;
  let legal: string;
  beforeAll(async () => {
    billing = await uploadSigner(q, a, ca, 'Acme Billing');
    legal = await uploadSigner(q, a, ca, 'Acme Legal');
  });

  const newDocument = async (fields: Record<string, unknown> = {}) => createDocument(q, a, { body: '<h1>Contract {{n}}</h1>', variables: {}, ...fields });
  const patch = (id: number, body: Record<string, unknown>, token = a.token) => q.call('PATCH', `/v1/documents/${id}`, { token, body });
  const generate = (documentId: string, extra: Record<string, unknown> = {}) =>
    q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables: { n: 7 }, ...extra } });
  let lastPdf = Buffer.alloc(0);
  /** pdfsig's report of the render `r` answered (its bytes kept in lastPdf). */
  const signedPdf = async (r: { status: number; body: any }) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const pdf = (await download(r.body.url)).bytes;
    expect(await pdfText(pdf)).toContain('Contract 7');
    lastPdf = Buffer.from(pdf);
    return pdfsig(pdf, suite.nss);
  };
  /** The signature dictionary's /Reason (a UTF-16BE hex string; poppler 22's pdfsig does not print it). */
  const reasonOf = (pdf: Buffer) => {
    const hex = /\/Reason <FEFF([0-9A-F]*)>/.exec(pdf.toString('latin1'))?.[1];
    return hex === undefined ? null : Buffer.from(hex, 'hex').swap16().toString('utf16le');
  };

  test('PATCH sets it, GET and the published version show it, generate signs with it; null clears it', async () => {
    const doc = await newDocument();
    expect((await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body.sign).toBeNull();
    const sign = { certificateId: billing, reason: 'Contract issued by Acme' };
    const r = await patch(doc.id, { sign });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.sign).toEqual(sign);
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.body.sign).toEqual(sign);
    // Publishing (auto) carries it: the new version's snapshot has it.
    expect(got.body.publishedVersion).toBe(2);
    const v2 = await q.call('GET', `/v1/documents/${doc.id}/versions/2`, { token: a.token });
    expect(v2.body.snapshot.sign).toEqual(sign);
    expect((await q.call('GET', `/v1/documents/${doc.id}/versions/1`, { token: a.token })).body.snapshot.sign).toBeNull();

    const before = await remaining(q, a);
    const report = await signedPdf(await generate(doc.uuid));
    expect(report).toContain('Signer Certificate Common Name: Acme Billing');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(report).toContain('Total document signed');
    expect(reasonOf(lastPdf)).toBe('Contract issued by Acme');
    expect(await remaining(q, a)).toBe(before - 1);

    const cleared = await patch(doc.id, { sign: null });
    expect(cleared.body.sign).toBeNull();
    expect(await signedPdf(await generate(doc.uuid))).toContain('does not contain any signatures');
  }, 120_000);

  test("a request's options.sign overrides the default; options.sign null renders unsigned", async () => {
    const doc = await newDocument({ sign: { certificateId: billing } });
    const other = await signedPdf(await generate(doc.uuid, { options: { sign: { certificateId: legal, reason: 'Legal' } } }));
    expect(other).toContain('Signer Certificate Common Name: Acme Legal');
    expect(other).toContain('Signature Validation: Signature is Valid.');
    expect(other).not.toContain('Acme Billing');
    expect(await signedPdf(await generate(doc.uuid, { options: { sign: null } }))).toContain('does not contain any signatures');
    // The default with a password: refused before the debit, as a request's own sign would be; null opts out.
    const before = await remaining(q, a);
    const encrypted = await generate(doc.uuid, { options: { password: 'secret' } });
    expectError(encrypted, 400, 'VALIDATION_ERROR');
    expect(encrypted.body.message).toContain('options.sign');
    expect(await remaining(q, a)).toBe(before);
    expect((await generate(doc.uuid, { options: { password: 'secret', sign: null } })).status).toBe(200);
  }, 120_000);

  test('manual publishing: a draft default signs nothing until it is published', async () => {
    const doc = await newDocument({ publishing: 'manual' });
    expect((await patch(doc.id, { sign: { certificateId: legal } })).body.draftChanged).toBe(true);
    expect(await signedPdf(await generate(doc.uuid))).toContain('does not contain any signatures');
    expect((await q.call('POST', `/v1/documents/${doc.id}/publish`, { token: a.token, body: {} })).status).toBe(200);
    expect(await signedPdf(await generate(doc.uuid))).toContain('Signer Certificate Common Name: Acme Legal');
  }, 120_000);

  test("another workspace's certificate: PATCH and create are 400 naming sign.certificateId, nothing changed", async () => {
    const other = await q.account(undefined, { signIn: false });
    const doc = await createDocument(q, other, { body: '<p>x</p>', variables: {} });
    const r = await patch(doc.id, { sign: { certificateId: billing } }, other.token);
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('sign.certificateId');
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: other.token });
    expect(got.body.sign).toBeNull();
    expect(got.body.publishedVersion).toBe(1);
    const created = await q.call('POST', '/v1/documents', { token: other.token, body: { name: 'x', sign: { certificateId: billing } } });
    expectError(created, 400, 'VALIDATION_ERROR');
    expect(created.body.message).toContain('sign.certificateId');
    // A certificate id that is no uuid: the schema's 400, naming the field too.
    const malformed = await patch(doc.id, { sign: { certificateId: 'nope' } }, other.token);
    expectError(malformed, 400, 'VALIDATION_ERROR');
    expect(malformed.body.message).toContain('sign.certificateId');
  });

  test('export and import: the same workspace keeps the default, another workspace gets the document unsigned', async () => {
    const sign = { certificateId: billing, reason: 'Exported' };
    const doc = await newDocument({ sign });
    const bundle = await q.call('GET', `/v1/documents/${doc.id}/export`, { token: a.token });
    expect(bundle.status).toBe(200);
    expect(bundle.body.document.sign).toEqual(sign);
    const here = await q.call('POST', '/v1/documents/import', { token: a.token, body: bundle.body });
    expect(here.status, JSON.stringify(here.body)).toBe(201);
    expect(here.body.sign).toEqual(sign);
    const copy = await q.call('POST', `/v1/documents/${doc.id}/duplicate`, { token: a.token, body: {} });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body.sign).toEqual(sign);

    const other = await q.account(undefined, { signIn: false });
    const there = await q.call('POST', '/v1/documents/import', { token: other.token, body: bundle.body });
    expect(there.status, JSON.stringify(there.body)).toBe(201);
    expect(there.body.sign).toBeNull();
    const r = await q.call('POST', '/v1/generate', { token: other.token, body: { documentId: there.body.uuid, variables: { n: 7 } } });
    expect(await signedPdf(r)).toContain('does not contain any signatures');
  }, 120_000);

  test("a batch without its own sign renders each item with the document's default", async () => {
    const doc = await newDocument({ sign: { certificateId: legal } });
    const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items: [{ variables: { n: 7 } }] } });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect((await settled(q, a, r.body.id, 120_000)).status).toBe('completed');
    const [item] = await allItems(q, a, r.body.id);
    const report = await pdfsig((await download(item.url)).bytes, suite.nss);
    expect(report).toContain('Signer Certificate Common Name: Acme Legal');
    expect(report).toContain('Signature Validation: Signature is Valid.');
  }, 120_000);

  test('a default whose certificate was deleted since: generate is 400 naming sign.certificateId, nothing debited', async () => {
    const gone = await uploadSigner(q, a, ca, 'Acme Temp');
    const doc = await newDocument({ sign: { certificateId: gone } });
    expect((await q.call('DELETE', `/v1/signing-certificates/${gone}`, { token: a.token })).status).toBe(204);
    const before = await remaining(q, a);
    const rows = (await generationRows(q, a.id)).length;
    const r = await generate(doc.uuid);
    expectError(r, 400, 'VALIDATION_ERROR');
    expect(r.body.message).toContain('sign.certificateId');
    expect(await remaining(q, a)).toBe(before);
    expect((await generationRows(q, a.id)).length).toBe(rows);
  });
});
