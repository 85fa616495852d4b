/**
 * The CMS of a PAdES baseline signature (ETSI EN 319 142-1; CAdES detached, ETSI EN 319 122-1),
 * built with PKIjs: SignedData over the PDF's byte range, no encapsulated content, signed
 * attributes content-type, message-digest and ESS signing-certificate-v2 (RFC 5035: the
 * SHA-256 of the signer's certificate and its issuer and serial, so the certificate cannot be
 * swapped for another with the same key). No signing-time attribute: PAdES takes the claimed
 * time from the signature dictionary's /M. With a timestamp (B-T), the TSA's token over the
 * signature value joins as the unsigned signature-time-stamp attribute (RFC 3161, appendix A).
 */
import crypto from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
};

/** Node's curve names -> Web Crypto's (pkijs signs through Web Crypto). */
const CURVES: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };

export interface CmsSigner {
  /** The signer's certificate first, then its chain (DER); all go into the SignedData. */
  certificates: Buffer[];
  /** PKCS#8 DER: RSA, or ECDSA on P-256/P-384/P-521. */
  key: Buffer;
  /** Called with the signature value; answers a TimeStampToken (DER) over it, for B-T. */
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>;
}

const engine = new pkijs.CryptoEngine({ name: 'node', crypto: crypto.webcrypto as unknown as Crypto });

async function importKey(pkcs8: Buffer): Promise<CryptoKey> {
  const key = crypto.createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const curve = key.asymmetricKeyDetails?.namedCurve;
  const algorithm =
    key.asymmetricKeyType === 'rsa'
      ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
      : key.asymmetricKeyType === 'ec' && curve && CURVES[curve]
        ? { name: 'ECDSA', namedCurve: CURVES[curve] }
        : null;
  if (!algorithm) throw new Error(`cannot sign with a ${key.asymmetricKeyType} key`);
  return (await crypto.webcrypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign'])) as unknown as CryptoKey;
}

/** ESS SigningCertificateV2 { certs: [ESSCertIDv2 { certHash, issuerSerial }] }, hashAlgorithm SHA-256 by default. */
function signingCertificateV2(der: Buffer, cert: pkijs.Certificate): asn1js.Sequence {
  const issuerSerial = new asn1js.Sequence({
    value: [
      // GeneralNames with one directoryName [4], holding the issuer's Name.
      new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [cert.issuer.toSchema()] })] }),
      asn1js.fromBER(cert.serialNumber.toBER()).result,
    ],
  });
  const certId = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: crypto.hash('sha256', der, 'buffer') }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

/** The DER ContentInfo of a detached CAdES signature of `data`. */
export async function signCades(data: Buffer, signer: CmsSigner): Promise<Buffer> {
  const certs = signer.certificates.map((der) => pkijs.Certificate.fromBER(new Uint8Array(der)));
  const cert = certs[0]!;
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: cert.issuer, serialNumber: cert.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({ type: OID.contentType, values: [new asn1js.ObjectIdentifier({ value: OID.data })] }),
            new pkijs.Attribute({ type: OID.messageDigest, values: [new asn1js.OctetString({ valueHex: crypto.hash('sha256', data, 'buffer') })] }),
            new pkijs.Attribute({ type: OID.signingCertificateV2, values: [signingCertificateV2(signer.certificates[0]!, cert)] }),
          ],
        }),
      }),
    ],
    certificates: certs,
  });
  await signedData.sign(await importKey(signer.key), 0, 'SHA-256', undefined, engine);

  if (signer.timestamp) {
    const info = signedData.signerInfos[0]!;
    const token = await signer.timestamp(Buffer.from(info.signature.valueBlock.valueHexView));
    info.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID.signatureTimeStampToken, values: [asn1js.fromBER(token).result] })],
    });
  }
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER());
}
