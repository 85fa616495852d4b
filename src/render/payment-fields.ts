/**
 * The fields of a payment code, checked one by one so a wrong one is refused by name: a QR
 * code that sends money to a mistyped IBAN is worse than no code. IBANs are checked by
 * ibantools (country, length, mod 97), RF creditor references (ISO 11649) by swissqrbill's
 * checker; both are maintained libraries, not our own arithmetic.
 */
import { electronicFormatIBAN, isQRIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import type { ReasonKey } from '../core/i18n/template-problems.js';
import { HelperFault } from './helper-fault.js';

const shown = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** Throws naming the hash arguments the helper does not know (a typo would otherwise be ignored). */
export function knownFields(hash: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(hash).filter((k) => !known.includes(k));
  if (unknown.length)
    throw new HelperFault({
      key: 'arg_unknown',
      params: { names: unknown.map((k) => `${k}=`).join(', '), known: known.map((k) => `${k}=`).join(', ') },
    });
}

/** A one-line text field of at most `max` characters; undefined when absent and optional. */
export function textField(value: unknown, name: string, max: number, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new HelperFault({ key: 'field_missing', params: { name } });
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new HelperFault({ key: 'field_not_text', params: { name, value: shown(value) } });
  const text = String(value).trim();
  if (/[\r\n]/.test(text)) throw new HelperFault({ key: 'field_line_break', params: { name, value: shown(text) } });
  if (text.length > max) throw new HelperFault({ key: 'field_too_long', params: { name, length: text.length, max } });
  return text;
}

/** Why an IBAN is refused, first match wins (core/i18n/template-problems.ts words each). */
const IBAN_ERRORS: Partial<Record<ValidationErrorsIBAN, ReasonKey>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'iban_country',
  [ValidationErrorsIBAN.WrongBBANLength]: 'iban_length',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'iban_format',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'iban_check_nan',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'iban_checksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'iban_account_check',
};

/** An IBAN in electronic format (no spaces, capitals), checked by country, length and mod 97. */
export function ibanField(value: unknown, name: string): string {
  const given = textField(value, name, 42, true)!;
  const iban = electronicFormatIBAN(given) ?? '';
  const result = validateIBAN(iban, { allowQRIBAN: true });
  if (!result.valid) {
    const key = result.errorCodes.map((c) => IBAN_ERRORS[c]).find(Boolean) ?? 'iban_not';
    throw new HelperFault({ key, params: { name, value: shown(given) } });
  }
  return iban;
}

export const isSepaIban = (iban: string): boolean => isSEPACountry(iban.slice(0, 2));
export const isQrIban = (iban: string): boolean => isQRIBAN(iban);

export function bicField(value: unknown, name: string): string | undefined {
  const given = textField(value, name, 14, false);
  if (given === undefined) return undefined;
  const bic = given.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(bic)) throw new HelperFault({ key: 'bic_bad', params: { name, value: shown(given) } });
  return bic;
}

/** An amount in 0.01 .. 999,999,999.99 with at most two decimals, as "1234.50". */
export function amountField(value: unknown, name: string, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new HelperFault({ key: 'field_missing', params: { name } });
    return undefined;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw new HelperFault({ key: 'amount_not_number', params: { name, value: shown(value) } });
  if (n < 0.01 || n > 999_999_999.99) throw new HelperFault({ key: 'amount_range', params: { name, value: shown(value) } });
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6 * Math.max(1, n)) {
    throw new HelperFault({ key: 'amount_decimals', params: { name, value: shown(value) } });
  }
  return (cents / 100).toFixed(2);
}

/** An RF creditor reference (ISO 11649) in electronic format, its check digits verified. */
export function rfReferenceField(value: unknown, name: string): string | undefined {
  const given = textField(value, name, 40, false);
  if (given === undefined) return undefined;
  const ref = given.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d\d[0-9A-Z]{1,21}$/.test(ref)) {
    throw new HelperFault({ key: 'rf_format', params: { name, value: shown(given) } });
  }
  if (!isSCORReferenceValid(ref)) throw new HelperFault({ key: 'rf_check', params: { name, value: shown(given) } });
  return ref;
}

/** A Swiss QR reference: 27 digits, the last a recursive mod-10 check digit. */
export function qrReferenceField(value: unknown, name: string): string {
  const given = textField(value, name, 40, true)!;
  const ref = given.replace(/\s+/g, '');
  if (!/^\d{27}$/.test(ref)) throw new HelperFault({ key: 'qr_ref_format', params: { name, value: shown(given) } });
  if (!isQRReferenceValid(ref)) throw new HelperFault({ key: 'qr_ref_check', params: { name, value: shown(given) } });
  return ref;
}
