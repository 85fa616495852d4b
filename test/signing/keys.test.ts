/**
 * Keys beyond the RSA default (issue 40), on both databases: an ECDSA P-256 certificate signs a
 * render pdfsig and openssl accept; a SECRETS_KEY rotation keeps stored keys working (the old key
 * as SECRETS_KEY_PREVIOUS opens them, and the first use seals them again under the new key).
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSecret } from '../../src/core/secrets.js';
import { createDocument, download, remaining } from '../generation/helpers.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { SECRETS_KEY, extractSignature, nssTrusting, opensslCmsVerify, pdfsig, upload } from './support.js';
import { makeTestCa, type TestCa } from './test-ca.js';

describe.each(SQLITE_ONLY)('signing keys (%s)', (dialect) => {
  let ca: TestCa;
  let nss: string;
  beforeAll(async () => {
    ca = await makeTestCa();
    nss = await nssTrusting(ca.caPem);
  });
  afterAll(() => ca?.close());

  async function signedBy(q: TestQuire, a: TestAccount, certificateId: string, documentId: string): Promise<Buffer> {
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables: {}, options: { sign: { certificateId } } } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await download(r.body.url)).bytes;
  }

  test('an ECDSA P-256 certificate signs', async () => {
    const q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SECRETS_KEY });
    try {
      const a = await q.account(undefined, { signIn: false });
      const signer = await ca.pkcs12({ cn: 'Acme EC', passphrase: 'p', curve: 'P-256' });
      const up = await upload(q, { token: a.token }, { file: signer.p12, passphrase: 'p' });
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      const documentId = (await createDocument(q, a, { body: '<p>EC</p>', variables: {} })).uuid;
      const pdf = await signedBy(q, a, up.body.id, documentId);
      const report = await pdfsig(pdf, nss);
      expect(report).toContain('Signer Certificate Common Name: Acme EC');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      const { cms, signed } = extractSignature(pdf);
      expect((await opensslCmsVerify(cms, signed, ca.caPem)).code).toBe(0);
    } finally {
      await q.close();
    }
  }, 60_000);

  test('a certificate that expired after its upload: 400 naming the date, nothing charged', async () => {
    const q = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SECRETS_KEY });
    try {
      const a = await q.account(undefined, { signIn: false });
      const signer = await ca.pkcs12({ cn: 'Acme Lapsing', passphrase: 'p' });
      const id = (await upload(q, { token: a.token }, { file: signer.p12, passphrase: 'p' })).body.id;
      const documentId = (await createDocument(q, a, { body: '<p>Late</p>', variables: {} })).uuid;
      // Time moves on: the stored validity now lies in the past.
      await q.quire.db.updateTable('signing_certificates').set({ not_after: '2026-01-01T00:00:00.000Z' }).where('uuid', '=', id).execute();
      const before = await remaining(q, a);
      const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId, variables: {}, options: { sign: { certificateId: id } } } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toContain('options.sign.certificateId');
      expect(r.body.message).toContain('expired on 2026-01-01');
      expect(await remaining(q, a)).toBe(before);
    } finally {
      await q.close();
    }
  }, 60_000);

  test('a SECRETS_KEY rotation: the previous key opens, the first use seals again under the new one', async () => {
    const first = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SECRETS_KEY });
    const a = await first.account(undefined, { signIn: false });
    const signer = await ca.pkcs12({ cn: 'Acme Rotated', passphrase: 'p' });
    const id = (await upload(first, { token: a.token }, { file: signer.p12, passphrase: 'p' })).body.id;
    const documentId = (await createDocument(first, a, { body: '<p>Rotated</p>', variables: {} })).uuid;
    await first.stop();

    const next = crypto.randomBytes(32).toString('base64');
    // The new key alone: the stored key does not open; 503 naming the fix, nothing charged.
    const without = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SECRETS_KEY: next }, { reuse: first });
    const before = await remaining(without, a);
    const refused = await without.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId, variables: {}, options: { sign: { certificateId: id } } },
    });
    expectError(refused, 503, 'SERVICE_UNAVAILABLE');
    expect(refused.body.message).toContain('SECRETS_KEY_PREVIOUS');
    expect(await remaining(without, a)).toBe(before);
    await without.stop();

    const rotated = await startTestQuire(dialect, { ...QUIET_PREVIEWS, SECRETS_KEY: next, SECRETS_KEY_PREVIOUS: SECRETS_KEY }, { reuse: first });
    try {
      expect(await pdfsig(await signedBy(rotated, a, id, documentId), nss)).toContain('Signature Validation: Signature is Valid.');
      const row = await rotated.quire.db.selectFrom('signing_certificates').select('key_sealed').where('uuid', '=', id).executeTakeFirstOrThrow();
      const keys = (current: string) => ({ current: Buffer.from(current, 'base64'), previous: [] });
      expect(() => openSecret(keys(next), row.key_sealed, `signing-certificate:${id}`)).not.toThrow();
      expect(() => openSecret(keys(SECRETS_KEY), row.key_sealed, `signing-certificate:${id}`)).toThrow();
    } finally {
      await rotated.close();
    }
  }, 90_000);
});
