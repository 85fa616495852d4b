/**
 * An RFC 3161 timestamp client: a TimeStampReq (SHA-256 imprint, a random nonce, certReq) POSTed
 * as application/timestamp-query, the TimeStampResp checked before its token is used: granted,
 * the same imprint and nonce it was asked for. A TSA that fails, answers something else or
 * takes longer than the deadline is a TimestampError naming what happened.
 */
import crypto from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

export class TimestampError extends Error {}

const SHA256 = '2.16.840.1.101.3.4.2.1';

/** The TimeStampToken (a CMS ContentInfo, DER) of the TSA at `url` for `data`'s SHA-256. */
export async function requestTimestamp(url: string, data: Buffer, timeoutMs: number): Promise<Buffer> {
  const imprint = crypto.hash('sha256', data, 'buffer');
  const nonce = crypto.randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01; // positive, and no leading zero byte to be trimmed
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: Buffer.from(request.toSchema().toBER()),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new TimestampError(timedOut ? `no answer within ${timeoutMs} ms (TSA_TIMEOUT_MS)` : `the request failed (${(error as Error).message})`);
  }
  if (!res.ok) throw new TimestampError(`it answered HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(body);
  } catch {
    throw new TimestampError('its answer is not an RFC 3161 timestamp response');
  }
  const status = response.status.status;
  if ((status !== 0 && status !== 1) || !response.timeStampToken) {
    const text = response.status.statusStrings?.map((s) => s.valueBlock.value).join('; ');
    throw new TimestampError(`it refused the request (status ${status}${text ? `: ${text}` : ''})`);
  }
  const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
  const content = signed.encapContentInfo.eContent;
  if (!content) throw new TimestampError('its token holds no timestamp');
  const info = pkijs.TSTInfo.fromBER(content.getValue());
  const sameImprint = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(imprint);
  const sameNonce =
    info.nonce !== undefined && BigInt(`0x${Buffer.from(info.nonce.valueBlock.valueHexView).toString('hex')}`) === BigInt(`0x${nonce.toString('hex')}`);
  if (!sameImprint || !sameNonce) throw new TimestampError('its token is not for this signature (imprint or nonce differ)');
  return Buffer.from(response.timeStampToken.toSchema().toBER());
}
