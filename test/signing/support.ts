/** What the signing suites share: the server key they start Quire with, the certificate upload, the suite's frame. */
import { run } from '../support/run.js';
import crypto from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll } from 'vitest';
import { createDocument } from '../generation/helpers.js';
import { QUIET_PREVIEWS, type Dialect, type Reply, type TestAccount, type TestQuire } from '../support/quire.js';
import { late, useQuireSuite, type QuireSuite } from '../support/use-quire.js';
import { makeTestCa, type TestCa } from './test-ca.js';

export const SECRETS_KEY = crypto.randomBytes(32).toString('base64');

/** POST /v1/signing-certificates as multipart/form-data. */
export async function upload(
  q: TestQuire,
  auth: { token?: string; cookie?: string },
  fields: { file?: Buffer; passphrase?: string; name?: string },
): Promise<Reply> {
  const form = new FormData();
  if (fields.file) form.append('file', new Blob([new Uint8Array(fields.file)]), 'signer.p12');
  if (fields.passphrase !== undefined) form.append('passphrase', fields.passphrase);
  if (fields.name !== undefined) form.append('name', fields.name);
  const headers: Record<string, string> = auth.token ? { 'x-api-token': auth.token } : { cookie: auth.cookie!, origin: q.origin };
  const res = await fetch(`${q.url}/v1/signing-certificates`, { method: 'POST', headers, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** A certificate from `ca` (passphrase "p") uploaded for `a`: its id. */
export async function uploadSigner(q: TestQuire, a: TestAccount, ca: TestCa, cn: string, name?: string): Promise<string> {
  const signer = await ca.pkcs12({ cn, passphrase: 'p' });
  return (await upload(q, { token: a.token }, { file: signer.p12, passphrase: 'p', name })).body.id;
}

export interface SigningSuite extends Omit<QuireSuite, 's3'> {
  ca: TestCa;
  /** An NSS database trusting the CA, for pdfsig. */
  readonly nss: string;
  /** The id of options.signer's certificate. */
  readonly certificateId: string;
  /** The uuid of options.body's document. */
  readonly documentId: string;
}

/**
 * A signing suite's frame: a test CA, a Quire holding SECRETS_KEY (QUIET_PREVIEWS, and `env`
 * given the CA) with an account signed in or not, pdfsig's trust in the CA; optionally a
 * certificate of `signer` uploaded and a document of `body`. Closed after the suite.
 */
export function useSigningQuire(
  dialect: Dialect,
  options: {
    env?: (ca: TestCa) => Record<string, string> | Promise<Record<string, string>>;
    signIn?: boolean;
    signer?: { cn: string; name?: string };
    body?: string;
    /** false: no NSS database (a suite that never runs pdfsig). */
    nss?: boolean;
  } = {},
): SigningSuite {
  let ca: TestCa | undefined;
  beforeAll(async () => {
    ca = await makeTestCa();
  });
  afterAll(() => ca?.close());
  const caOf = late('the test CA', () => ca);
  const env = async () => ({ ...QUIET_PREVIEWS, SECRETS_KEY, ...(await options.env?.(caOf)) });
  const { q, a } = useQuireSuite(dialect, { env, signIn: options.signIn });
  const set: { nss?: string; certificateId?: string; documentId?: string } = {};
  beforeAll(async () => {
    if (options.nss !== false) set.nss = await nssTrusting(caOf.caPem);
    if (options.signer) set.certificateId = await uploadSigner(q, a, caOf, options.signer.cn, options.signer.name);
    if (options.body) set.documentId = (await createDocument(q, a, { body: options.body, variables: {} })).uuid;
  });
  const got = (key: keyof typeof set, what: string): string => {
    const value = set[key];
    if (value === undefined) throw new Error(`useSigningQuire: ${what} is used before its beforeAll ran, or was not asked for`);
    return value;
  };
  return {
    q,
    a,
    ca: caOf,
    get nss() {
      return got('nss', 'the NSS database');
    },
    get certificateId() {
      return got('certificateId', 'options.signer');
    },
    get documentId() {
      return got('documentId', 'options.body');
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'quire-signing-test-'));
let n = 0;

/** `bytes` in a file of the suite's temporary directory, for a tool that reads files. */
export function tempFile(bytes: Uint8Array, ext: string): string {
  const path = join(dir, `f${++n}.${ext}`);
  writeFileSync(path, bytes);
  return path;
}

/** An NSS database (what poppler's pdfsig trusts) with `caPem` trusted to issue signing certificates. */
export async function nssTrusting(caPem: string): Promise<string> {
  const db = join(dir, `nss${++n}`);
  mkdirSync(db);
  await run('certutil', ['-N', '-d', `sql:${db}`, '--empty-password']);
  await run('certutil', ['-A', '-d', `sql:${db}`, '-n', 'Quire Test CA', '-t', 'CT,C,C', '-i', caPem]);
  return db;
}

/**
 * What poppler's pdfsig says of `pdf`, its certificates checked against the NSS database `nssdir`.
 * Without -no-ocsp: poppler 22.12 then reports any certificate as "Unknown issue"; the test
 * certificates name no OCSP responder, so nothing is fetched.
 */
export async function pdfsig(pdf: Uint8Array, nssdir: string): Promise<string> {
  const path = tempFile(pdf, 'pdf');
  // pdfsig exits non-zero for an invalid signature: its report is what the tests read.
  const out = await run('pdfsig', ['-nssdir', `sql:${nssdir}`, path]).catch((e: { stdout?: string; stderr?: string }) => ({
    stdout: `${e.stdout ?? ''}${e.stderr ?? ''}`,
  }));
  return out.stdout;
}

/** The last signature of `pdf`: its CMS (DER, without the zero padding) and the bytes its /ByteRange covers. */
export function extractSignature(pdf: Buffer): { cms: Buffer; signed: Buffer; byteRange: number[] } {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  const byteRange = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at))!.slice(1).map(Number);
  const [a, b, c, d] = byteRange as [number, number, number, number];
  const hex = text.slice(a + b + 1, c - 1);
  const der = Buffer.from(hex, 'hex');
  // A DER SEQUENCE with a long-form length: 0x30 0x8N then N length bytes.
  const lenBytes = der[1]! & 0x7f;
  const length = der[1]! & 0x80 ? 2 + lenBytes + der.subarray(2, 2 + lenBytes).readUIntBE(0, lenBytes) : 2 + der[1]!;
  return { cms: der.subarray(0, length), signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]), byteRange };
}

/** `openssl cms -verify` of a detached signature over `signed`, trusting `caPem`: its exit code and output. */
export async function opensslCmsVerify(cms: Buffer, signed: Buffer, caPem: string): Promise<{ code: number; out: string }> {
  const args = [
    'cms',
    '-verify',
    '-binary',
    '-inform',
    'DER',
    '-in',
    tempFile(cms, 'p7s'),
    '-content',
    tempFile(signed, 'bin'),
    '-CAfile',
    caPem,
    '-purpose',
    'any',
    '-out',
    '/dev/null',
  ];
  return run('openssl', args).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

/** openssl's print of a CMS structure (its signed and unsigned attributes by name). */
export async function cmsPrint(cms: Buffer): Promise<string> {
  return (await run('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', tempFile(cms, 'p7s')], { maxBuffer: 16 * 1024 * 1024 })).stdout;
}

/** The timestamp token of a B-T signature (its unsigned attribute) and the signature value it stamps. */
export function timestampOf(cms: Buffer): { token: Buffer; signatureValue: Buffer } | null {
  const content = pkijs.ContentInfo.fromBER(new Uint8Array(cms));
  const info = new pkijs.SignedData({ schema: content.content }).signerInfos[0]!;
  const attr = info.unsignedAttrs?.attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.14');
  if (!attr) return null;
  return { token: Buffer.from(attr.values[0]!.toBER()), signatureValue: Buffer.from(info.signature.valueBlock.valueHexView) };
}

/** `openssl ts -verify` of a token over `data`, trusting `caPem`. */
export async function opensslTsVerify(token: Buffer, data: Buffer, caPem: string, tsaPem: string): Promise<{ code: number; out: string }> {
  const args = ['ts', '-verify', '-token_in', '-in', tempFile(token, 'tst'), '-data', tempFile(data, 'bin'), '-CAfile', caPem, '-untrusted', tsaPem];
  return run('openssl', args).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}
