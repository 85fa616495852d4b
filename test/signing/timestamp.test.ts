/**
 * PAdES B-T (issue 40) on both databases against a real RFC 3161 TSA on loopback (openssl ts
 * -reply behind a small HTTP server): the token sits in the signature's unsigned attributes and
 * openssl ts -verify accepts it over the signature value; a TSA that fails or stays silent fails
 * the render with 503 naming it, and the credit comes back.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { download, filesUnder, generationRows, remaining } from '../generation/helpers.js';
import { SQLITE_ONLY, expectError } from '../support/quire.js';
import { cmsPrint, extractSignature, opensslCmsVerify, opensslTsVerify, pdfsig, timestampOf, useSigningQuire } from './support.js';
import { startTestTsa, type TestTsa } from './tsa-server.js';

const TSA_TIMEOUT_MS = 1500;

describe.each(SQLITE_ONLY)('timestamped signatures (%s)', (dialect) => {
  let tsa: TestTsa;
  const suite = useSigningQuire(dialect, {
    env: async (ca) => {
      tsa = await startTestTsa(ca);
      return { TSA_URL: tsa.url, TSA_TIMEOUT_MS: String(TSA_TIMEOUT_MS) };
    },
    signIn: false,
    signer: { cn: 'Acme Payroll' },
    body: '<h1>Payslip {{n}}</h1>',
  });
  const { q, a, ca } = suite;
  afterAll(() => tsa?.close());

  const generate = () =>
    q.call('POST', '/v1/generate', {
      token: a.token,
      body: { documentId: suite.documentId, variables: { n: 11 }, options: { sign: { certificateId: suite.certificateId, timestamp: true } } },
    });

  test('B-T: the TSA token over the signature value verifies with openssl ts; the signature stays valid', async () => {
    tsa.mode = 'ok';
    const stamped = tsa.stamped;
    const r = await generate();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(tsa.stamped).toBe(stamped + 1);
    const pdf = (await download(r.body.url)).bytes;
    const report = await pdfsig(pdf, suite.nss);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(report).toContain('Total document signed');

    const { cms, signed } = extractSignature(pdf);
    expect((await opensslCmsVerify(cms, signed, ca.caPem)).code).toBe(0);
    expect(await cmsPrint(cms)).toContain('id-smime-aa-timeStampToken');
    const stamp = timestampOf(cms);
    expect(stamp).not.toBeNull();
    const verified = await opensslTsVerify(stamp!.token, stamp!.signatureValue, ca.caPem, tsa.certPem);
    expect(verified.out).toContain('Verification: OK');
    expect(verified.code).toBe(0);
    // The token is over this signature, not any data.
    const wrong = await opensslTsVerify(stamp!.token, Buffer.from('another signature'), ca.caPem, tsa.certPem);
    expect(wrong.code).not.toBe(0);
  });

  for (const mode of ['error', 'silent'] as const) {
    test(`a TSA that ${mode === 'error' ? 'answers HTTP 500' : 'does not answer'}: 503 naming it, credit refunded, nothing stored`, async () => {
      tsa.mode = mode;
      try {
        const before = await remaining(q, a);
        const files = filesUnder(join(q.dataDir, 'files')).length;
        const r = await generate();
        expectError(r, 503, 'SERVICE_UNAVAILABLE');
        expect(r.body.message).toContain('TSA_URL');
        expect(r.body.message).toContain(mode === 'error' ? 'HTTP 500' : `no answer within ${TSA_TIMEOUT_MS} ms`);
        expect(r.body.message).toContain('refunded');
        expect(await remaining(q, a)).toBe(before);
        const last = (await generationRows(q, a.id)).at(-1)!;
        expect(last.status).not.toBe('succeeded');
        expect(filesUnder(join(q.dataDir, 'files')).length).toBe(files);
      } finally {
        tsa.mode = 'ok';
      }
    });
  }
});
