/**
 * A test CA made with openssl in a temporary directory: certificates for signing (valid,
 * expired, not yet valid, weak), exported as PKCS#12 the way users export theirs, and a
 * timestamping certificate for the loopback TSA (tsa-server.ts).
 */
import { run } from '../support/run.js';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCa {
  dir: string;
  /** The CA certificate (PEM file path). */
  caPem: string;
  /** A PKCS#12 of a certificate issued by the CA; `days` from now: [start, end]. */
  pkcs12(opts: {
    cn: string;
    passphrase: string;
    bits?: number;
    /** An ECDSA key on this curve (P-256, ...) instead of RSA. */
    curve?: string;
    validDays?: [number, number];
    nokeys?: boolean;
    ext?: string;
  }): Promise<{ p12: Buffer; key: string; cert: string }>;
  /** PEM paths of an issued certificate and its key, for openssl ts. */
  issue(opts: { cn: string; ext: string; bits?: number; curve?: string; validDays?: [number, number] }): Promise<{ cert: string; key: string }>;
  close(): void;
}

const stamp = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 19).replace(/[-:T]/g, '')}Z`;
};

let seq = 0;

export async function makeTestCa(): Promise<TestCa> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-test-ca-'));
  mkdirSync(join(dir, 'newcerts'));
  writeFileSync(join(dir, 'index.txt'), '');
  writeFileSync(join(dir, 'serial'), '1000\n');
  const cnf = join(dir, 'ca.cnf');
  writeFileSync(
    cnf,
    `[ ca ]
default_ca = test_ca
[ test_ca ]
dir = ${dir}
database = ${dir}/index.txt
new_certs_dir = ${dir}/newcerts
certificate = ${dir}/ca.pem
private_key = ${dir}/ca.key
serial = ${dir}/serial
default_md = sha256
policy = policy_any
email_in_dn = no
unique_subject = no
copy_extensions = none
[ policy_any ]
commonName = supplied
organizationName = optional
countryName = optional
[ signer ]
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature, nonRepudiation
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
[ tsa ]
basicConstraints = CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, timeStamping
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`,
  );
  const caPem = join(dir, 'ca.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    join(dir, 'ca.key'),
    '-out',
    caPem,
    '-days',
    '30',
    '-subj',
    '/CN=Quire Test CA/O=Quire Tests',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);

  async function issue(opts: { cn: string; ext: string; bits?: number; curve?: string; validDays?: [number, number] }) {
    const n = ++seq;
    const key = join(dir, `leaf${n}.key`);
    const csr = join(dir, `leaf${n}.csr`);
    const cert = join(dir, `leaf${n}.pem`);
    const newKey = opts.curve ? ['-newkey', 'ec', '-pkeyopt', `ec_paramgen_curve:${opts.curve}`] : ['-newkey', `rsa:${opts.bits ?? 2048}`];
    await run('openssl', ['req', ...newKey, '-nodes', '-keyout', key, '-out', csr, '-subj', `/CN=${opts.cn}/O=Acme GmbH/C=DE`]);
    const [from, to] = opts.validDays ?? [-1, 10];
    await run('openssl', [
      'ca',
      '-batch',
      '-config',
      cnf,
      '-in',
      csr,
      '-out',
      cert,
      '-notext',
      '-extensions',
      opts.ext,
      '-startdate',
      stamp(from),
      '-enddate',
      stamp(to),
    ]);
    return { cert, key };
  }

  return {
    dir,
    caPem,
    issue,
    async pkcs12(opts) {
      const { cert, key } = await issue({ cn: opts.cn, ext: opts.ext ?? 'signer', bits: opts.bits, curve: opts.curve, validDays: opts.validDays });
      const out = join(dir, `bundle${++seq}.p12`);
      const keyArgs = opts.nokeys ? ['-nokeys'] : ['-inkey', key];
      await run('openssl', ['pkcs12', '-export', ...keyArgs, '-in', cert, '-certfile', caPem, '-passout', `pass:${opts.passphrase}`, '-out', out]);
      return { p12: readFileSync(out), key, cert };
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The DER PKCS#8 form of a PEM key file, as openssl writes it. */
export async function pkcs8Der(keyPem: string): Promise<Buffer> {
  const { stdout } = await run('openssl', ['pkcs8', '-topk8', '-nocrypt', '-in', keyPem, '-outform', 'DER'], { encoding: 'buffer' });
  return stdout;
}
