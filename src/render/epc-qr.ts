/**
 * `{{epcQr name= iban= bic= amount= currency="EUR" reference= text=}}`: the EPC QR code of a
 * SEPA credit transfer ("GiroCode", EPC069-12 version 002), which banking apps scan to fill in a
 * transfer. The payload is the standard's lines joined by LF, UTF-8 (character set 1), as a QR
 * code of error correction M; every field is checked first and a wrong one names itself.
 */
import { qrSvg, numberOption, type Markup } from './barcodes.js';
import { HelperFault } from './helper-fault.js';
import { amountField, bicField, ibanField, isSepaIban, knownFields, rfReferenceField, textField } from './payment-fields.js';

const FIELDS = ['name', 'iban', 'bic', 'amount', 'currency', 'reference', 'text', 'scale', 'height'] as const;
/** EPC069-12: the payload may not exceed 331 bytes. */
const MAX_PAYLOAD_BYTES = 331;

/** The EPC069-12 payload lines, without the trailing empty ones (the standard allows leaving them out). */
export function epcPayload(hash: Record<string, unknown>): string {
  knownFields(hash, FIELDS);
  const name = textField(hash.name, 'name', 70, true)!;
  const iban = ibanField(hash.iban, 'iban');
  if (!isSepaIban(iban)) throw new HelperFault({ key: 'epc_not_sepa', params: { value: JSON.stringify(hash.iban) } });
  const bic = bicField(hash.bic, 'bic') ?? '';
  const currency = hash.currency === undefined || hash.currency === null ? 'EUR' : hash.currency;
  if (currency !== 'EUR') throw new HelperFault({ key: 'epc_currency', params: { value: JSON.stringify(currency) } });
  const amount = amountField(hash.amount, 'amount', false);
  const reference = rfReferenceField(hash.reference, 'reference') ?? '';
  const text = textField(hash.text, 'text', 140, false) ?? '';
  if (reference && text) throw new HelperFault({ key: 'epc_ref_and_text' });
  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, amount ? `EUR${amount}` : '', '', reference, text];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  const bytes = Buffer.byteLength(payload, 'utf8');
  if (bytes > MAX_PAYLOAD_BYTES) throw new HelperFault({ key: 'epc_payload', params: { bytes, max: MAX_PAYLOAD_BYTES } });
  return payload;
}

export function epcQr(hash: Record<string, unknown>): Markup {
  const payload = epcPayload(hash);
  const scale = numberOption(hash, 'scale', 0.5, 10, 'CSS pixels per module', 2);
  const height = numberOption(hash, 'height', 10, 200, 'millimetres');
  return qrSvg(payload, `EPC QR code: ${String(hash.name)}`, { scale, height }, 'M', 'epc-qr');
}
