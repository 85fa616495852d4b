/**
 * Signing certificates (issue 40) on both databases: a PKCS#12 from a test CA made by openssl is
 * stored with its key sealed under SECRETS_KEY (the row holds no plaintext key), listed, read and
 * deleted; every unusable file is a 400 naming the problem; no SECRETS_KEY is a 503 naming it;
 * editors are refused, tokens allowed.
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSecret } from '../../src/core/secrets.js';
import { DIALECTS, QUIET_PREVIEWS, expectError, keysOf, startTestQuire, type Reply, type TestQuire, UUID } from '../support/quire.js';
import { run } from '../support/run.js';
import { addMember } from '../teams/support.js';
import { SECRETS_KEY, upload, useSigningQuire } from './support.js';
import { pkcs8Der } from './test-ca.js';

async function opensslName(certPem: string, which: '-subject' | '-issuer'): Promise<string> {
  const { stdout } = await run('openssl', ['x509', '-in', certPem, '-noout', which, '-nameopt', 'RFC2253']);
  return stdout
    .trim()
    .replace(/^(subject|issuer)=/, '')
    .replace(/,(?=[A-Z]+=)/g, ', ');
}

function expectRefused(r: Reply, field: string, words: RegExp): void {
  expectError(r, 400, 'VALIDATION_ERROR');
  expect(r.body.message).toContain(`${field}:`);
  expect(r.body.message).toMatch(words);
}

describe.each(DIALECTS)('signing certificates (%s)', (dialect) => {
  // A Quire without SECRETS_KEY, started beside the suite's (in its env hook) rather than after it.
  let bareStarted: Promise<TestQuire> | undefined;
  const { q, a, ca } = useSigningQuire(dialect, {
    env: () => {
      bareStarted = startTestQuire(dialect, QUIET_PREVIEWS);
      return {};
    },
    nss: false,
  });
  let bare: TestQuire;
  beforeAll(async () => {
    bare = await bareStarted!;
  });
  afterAll(async () => (await bareStarted)?.close());

  test('upload, list, read, delete: the certificate facts, the key sealed at rest and never returned', async () => {
    const signer = await ca.pkcs12({ cn: 'Acme Billing', passphrase: 'pa55 phrase' });
    const r = await upload(q, { token: a.token }, { file: signer.p12, passphrase: 'pa55 phrase', name: 'Invoices' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(keysOf(r.body)).toEqual(['createdAt', 'fingerprintSha256', 'id', 'issuer', 'name', 'notAfter', 'notBefore', 'serial', 'subject']);
    const cert = new crypto.X509Certificate(readFileSync(signer.cert));
    expect(r.body).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Invoices',
      // As openssl prints them (RFC 2253 order, the last RDN first).
      subject: await opensslName(signer.cert, '-subject'),
      issuer: await opensslName(signer.cert, '-issuer'),
      serial: cert.serialNumber.toUpperCase(),
      fingerprintSha256: cert.fingerprint256,
      notAfter: new Date(cert.validTo).toISOString(),
    });

    // At rest: sealed under SECRETS_KEY, bound to its row, and it is the exported key.
    const row = await q.quire.db.selectFrom('signing_certificates').selectAll().where('uuid', '=', r.body.id).executeTakeFirstOrThrow();
    const plain = await pkcs8Der(signer.key);
    expect(row.key_sealed.startsWith('v1.')).toBe(true);
    expect(row.key_sealed).not.toContain(plain.toString('base64').slice(0, 40));
    const keys = { current: Buffer.from(SECRETS_KEY, 'base64'), previous: [] };
    expect(openSecret(keys, row.key_sealed, `signing-certificate:${r.body.id}`).equals(plain)).toBe(true);
    expect(() => openSecret(keys, row.key_sealed, 'signing-certificate:another-row')).toThrow();

    const list = await q.call('GET', '/v1/signing-certificates', { token: a.token });
    expect(list.status).toBe(200);
    expect(list.body.certificates).toEqual([r.body]);
    expect(JSON.stringify(list.body)).not.toMatch(/PRIVATE|key_sealed|sealed/i);
    expect((await q.call('GET', `/v1/signing-certificates/${r.body.id}`, { cookie: a.cookie })).body).toEqual(r.body);

    // Another workspace sees nothing of it.
    const other = await q.account(undefined, { signIn: false });
    expectError(await q.call('GET', `/v1/signing-certificates/${r.body.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await q.call('DELETE', `/v1/signing-certificates/${r.body.id}`, { token: other.token }), 404, 'NOT_FOUND');

    const del = await q.call('DELETE', `/v1/signing-certificates/${r.body.id}`, { token: a.token });
    expect(del.status).toBe(204);
    expectError(await q.call('GET', `/v1/signing-certificates/${r.body.id}`, { token: a.token }), 404, 'NOT_FOUND');
    expect(await q.quire.db.selectFrom('signing_certificates').selectAll().where('uuid', '=', r.body.id).execute()).toEqual([]);
  });

  test('the name defaults to the common name', async () => {
    const signer = await ca.pkcs12({ cn: 'Acme Payroll', passphrase: '' });
    const r = await upload(q, { token: a.token }, { file: signer.p12, passphrase: '' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.name).toBe('Acme Payroll');
  });

  test('every unusable file is a 400 naming the problem, and nothing is stored', async () => {
    const before = await q.call('GET', '/v1/signing-certificates', { token: a.token });
    const good = await ca.pkcs12({ cn: 'Acme Good', passphrase: 'right' });
    expectRefused(await upload(q, { token: a.token }, { file: good.p12, passphrase: 'wrong' }), 'passphrase', /passphrase is wrong/);
    expectRefused(
      await upload(q, { token: a.token }, { file: Buffer.from('-----BEGIN CERTIFICATE-----\nMIIB\n'), passphrase: 'x' }),
      'file',
      /not a PKCS#12 file/,
    );
    const expired = await ca.pkcs12({ cn: 'Acme Old', passphrase: 'p', validDays: [-20, -2] });
    expectRefused(await upload(q, { token: a.token }, { file: expired.p12, passphrase: 'p' }), 'file', /expired on \d{4}-\d\d-\d\dT/);
    const future = await ca.pkcs12({ cn: 'Acme Future', passphrase: 'p', validDays: [3, 20] });
    expectRefused(await upload(q, { token: a.token }, { file: future.p12, passphrase: 'p' }), 'file', /valid only from \d{4}-\d\d-\d\dT/);
    const noKey = await ca.pkcs12({ cn: 'Acme Nokey', passphrase: 'p', nokeys: true });
    expectRefused(await upload(q, { token: a.token }, { file: noKey.p12, passphrase: 'p' }), 'file', /no private key/);
    const weak = await ca.pkcs12({ cn: 'Acme Weak', passphrase: 'p', bits: 1024 });
    expectRefused(await upload(q, { token: a.token }, { file: weak.p12, passphrase: 'p' }), 'file', /RSA key of 1024 bits: signing needs at least 2048/);
    expectRefused(await upload(q, { token: a.token }, { passphrase: 'p' }), 'file', /missing/);
    expect((await q.call('GET', '/v1/signing-certificates', { token: a.token })).body).toEqual(before.body);
  }, 60_000);

  test('editors and viewers are refused with the role needed; admins may', async () => {
    const signer = await ca.pkcs12({ cn: 'Acme Roles', passphrase: 'p' });
    for (const role of ['editor', 'viewer'] as const) {
      const m = await addMember(q, a, role);
      const r = await upload(q, { cookie: m.cookie }, { file: signer.p12, passphrase: 'p' });
      expectError(r, 403, 'FORBIDDEN');
      expect(r.body.message).toContain('admin');
      expectError(await q.call('GET', '/v1/signing-certificates', { cookie: m.cookie }), 403, 'FORBIDDEN');
    }
    const admin = await addMember(q, a, 'admin');
    expect((await upload(q, { cookie: admin.cookie }, { file: signer.p12, passphrase: 'p' })).status).toBe(201);
  }, 60_000);

  test('without SECRETS_KEY: 503 naming the variable', async () => {
    const b = await bare.account(undefined, { signIn: false });
    const signer = await ca.pkcs12({ cn: 'Acme Bare', passphrase: 'p' });
    const r = await upload(bare, { token: b.token }, { file: signer.p12, passphrase: 'p' });
    expectError(r, 503, 'SERVICE_UNAVAILABLE');
    expect(r.body.message).toContain('SECRETS_KEY');
    expect(r.body.message).toContain('openssl rand -base64 32');
    expectError(await bare.call('GET', '/v1/signing-certificates', { token: b.token }), 503, 'SERVICE_UNAVAILABLE');
  });
});
