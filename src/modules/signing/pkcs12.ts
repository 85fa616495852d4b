/**
 * A PKCS#12 file (.p12, .pfx) opened with its passphrase (node-forge: it reads the PBES2/AES
 * files OpenSSL 3 writes and the 3DES/RC2 ones older tools and Windows export) and checked for
 * what signing needs: a private key, the certificate that goes with it, valid today, and a key
 * strong enough. The facts shown to users are read by Node's own X.509 parser from the
 * certificate's original bytes.
 */
import crypto from 'node:crypto';
import forge from 'node-forge';
import { AppError } from '../../core/errors.js';
import type { Rule } from '../../core/i18n/rules.js';

export interface SigningIdentity {
  /** The signer's certificate first, then the rest of the file's chain (DER). */
  certificates: Buffer[];
  /** The private key as PKCS#8 DER. */
  key: Buffer;
  subject: string;
  issuer: string;
  /** Hexadecimal, upper case, as openssl prints it. */
  serial: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the certificate, colon-separated hex pairs. */
  fingerprintSha256: string;
}

const refuse = (field: string, rule: Rule, params: Record<string, string | number> = {}) =>
  new AppError('VALIDATION_ERROR', { params: { field, rule, ...params } });

const der = (node: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');

/** The curves Web Crypto signs with (pkijs signs through it). */
const CURVES = new Set(['prime256v1', 'secp384r1', 'secp521r1']);

/** Opens `file` with `passphrase`; a VALIDATION_ERROR naming the problem when it cannot sign. */
export function openPkcs12(file: Buffer, passphrase: string, now = new Date()): SigningIdentity {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(file.toString('binary')), true);
  } catch {
    throw refuse('file', 'p12_format');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, true, passphrase);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    // The outer structure read, so what failed is the MAC or the decryption: the passphrase.
    if (/PFX|PKCS#12 AuthenticatedSafe|content type|Unsupported/i.test(message) && !/MAC|password/i.test(message)) throw refuse('file', 'p12_format');
    throw refuse('passphrase', 'p12_passphrase');
  }

  const keyBags = [
    ...(p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(p12.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const keys = keyBags.flatMap((bag) => {
    // forge parses RSA keys; any other kind stays as its PrivateKeyInfo.
    const info = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : bag.asn1;
    if (!info) return [];
    try {
      return [crypto.createPrivateKey({ key: der(info), format: 'der', type: 'pkcs8' })];
    } catch {
      return [];
    }
  });
  if (keys.length === 0) throw refuse('file', 'p12_no_key');
  if (keys.length > 1) throw refuse('file', 'p12_many_keys', { count: keys.length });
  const key = keys[0]!;

  const certs = (p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).flatMap((bag) => {
    const node = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
    return node ? [new crypto.X509Certificate(der(node))] : [];
  });
  const publicKey = crypto.createPublicKey(key).export({ type: 'spki', format: 'der' });
  const signer = certs.find((c) => c.publicKey.export({ type: 'spki', format: 'der' }).equals(publicKey));
  if (!signer) throw refuse('file', 'p12_no_certificate');

  const notBefore = new Date(signer.validFrom);
  const notAfter = new Date(signer.validTo);
  if (notAfter.getTime() < now.getTime()) throw refuse('file', 'certificate_expired', { date: notAfter.toISOString() });
  if (notBefore.getTime() > now.getTime()) throw refuse('file', 'certificate_not_yet_valid', { date: notBefore.toISOString() });

  const type = key.asymmetricKeyType;
  const details = key.asymmetricKeyDetails ?? {};
  if (type === 'rsa') {
    const bits = details.modulusLength ?? 0;
    if (bits < 2048) throw refuse('file', 'key_too_small', { bits });
  } else if (!(type === 'ec' && CURVES.has(details.namedCurve ?? ''))) {
    throw refuse('file', 'key_type', { type: type === 'ec' ? `EC ${details.namedCurve}` : (type ?? 'unknown').toUpperCase() });
  }

  return {
    certificates: [signer, ...certs.filter((c) => c !== signer)].map((c) => Buffer.from(c.raw)),
    key: key.export({ type: 'pkcs8', format: 'der' }),
    subject: oneLine(signer.subject),
    issuer: oneLine(signer.issuer),
    serial: signer.serialNumber.toUpperCase(),
    notBefore,
    notAfter,
    fingerprintSha256: signer.fingerprint256,
  };
}

/** Node prints a name one attribute per line ("C=DE\nO=Acme\nCN=Acme Signer"); users read "CN=Acme Signer, O=Acme, C=DE". */
const oneLine = (name: string) => name.split('\n').filter(Boolean).reverse().join(', ');
