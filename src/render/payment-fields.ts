/**
 * The fields of a payment code, checked one by one so a wrong one is refused by name: a QR
 * code that sends money to a mistyped IBAN is worse than no code. IBANs are checked by
 * ibantools (country, length, mod 97), RF creditor references (ISO 11649) by swissqrbill's
 * checker; both are maintained libraries, not our own arithmetic.
 */
import { electronicFormatIBAN, isQRIBAN, isSEPACountry, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { isQRReferenceValid, isSCORReferenceValid } from 'swissqrbill/utils';
import { HelperFault } from './helper-fault.js';

const shown = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** Throws naming the hash arguments the helper does not know (a typo would otherwise be ignored). */
export function knownFields(hash: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(hash).filter((k) => !known.includes(k));
  if (unknown.length)
    throw new HelperFault(`${unknown.map((k) => `${k}=`).join(', ')} is not an argument of this helper (it takes ${known.map((k) => `${k}=`).join(', ')})`);
}

/** A one-line text field of at most `max` characters; undefined when absent and optional. */
export function textField(value: unknown, name: string, max: number, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new HelperFault(`${name}= is missing`);
    return undefined;
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new HelperFault(`${name}= is ${shown(value)}: give a text`);
  const text = String(value).trim();
  if (/[\r\n]/.test(text)) throw new HelperFault(`${name}= ${shown(text)} holds a line break: payment codes keep each field on one line`);
  if (text.length > max) throw new HelperFault(`${name}= is ${text.length} characters long: at most ${max}`);
  return text;
}

const IBAN_ERRORS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'it does not start with a known country code',
  [ValidationErrorsIBAN.WrongBBANLength]: 'its length is wrong for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: "its account part does not have its country's format",
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'its check digits (3rd and 4th characters) are not digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'its check digits do not match (mod 97): a character is mistyped',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "its account number's own check digit does not match",
};

/** An IBAN in electronic format (no spaces, capitals), checked by country, length and mod 97. */
export function ibanField(value: unknown, name: string): string {
  const given = textField(value, name, 42, true)!;
  const iban = electronicFormatIBAN(given) ?? '';
  const result = validateIBAN(iban, { allowQRIBAN: true });
  if (!result.valid) {
    const why = result.errorCodes.map((c) => IBAN_ERRORS[c]).find(Boolean) ?? 'it is not an IBAN';
    throw new HelperFault(`${name}= ${shown(given)} is not a valid IBAN: ${why}`);
  }
  return iban;
}

export const isSepaIban = (iban: string): boolean => isSEPACountry(iban.slice(0, 2));
export const isQrIban = (iban: string): boolean => isQRIBAN(iban);

export function bicField(value: unknown, name: string): string | undefined {
  const given = textField(value, name, 14, false);
  if (given === undefined) return undefined;
  const bic = given.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(bic)) throw new HelperFault(`${name}= ${shown(given)} is not a valid BIC: 8 or 11 letters and digits, its 5th and 6th a country code`);
  return bic;
}

/** An amount in 0.01 .. 999,999,999.99 with at most two decimals, as "1234.50". */
export function amountField(value: unknown, name: string, required: boolean): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new HelperFault(`${name}= is missing`);
    return undefined;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) throw new HelperFault(`${name}= is ${shown(value)}, not a number`);
  if (n < 0.01 || n > 999_999_999.99) throw new HelperFault(`${name}= is ${shown(value)}: use an amount from 0.01 to 999999999.99`);
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6 * Math.max(1, n)) {
    throw new HelperFault(`${name}= is ${shown(value)}: it has more than two decimals (round it first, for example with round ${name} 2)`);
  }
  return (cents / 100).toFixed(2);
}

/** An RF creditor reference (ISO 11649) in electronic format, its check digits verified. */
export function rfReferenceField(value: unknown, name: string): string | undefined {
  const given = textField(value, name, 40, false);
  if (given === undefined) return undefined;
  const ref = given.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d\d[0-9A-Z]{1,21}$/.test(ref)) {
    throw new HelperFault(`${name}= ${shown(given)} is not an RF creditor reference (ISO 11649): RF, two check digits and 1 to 21 letters or digits`);
  }
  if (!isSCORReferenceValid(ref)) throw new HelperFault(`${name}= ${shown(given)} is not a valid RF creditor reference: its check digits do not match`);
  return ref;
}

/** A Swiss QR reference: 27 digits, the last a recursive mod-10 check digit. */
export function qrReferenceField(value: unknown, name: string): string {
  const given = textField(value, name, 40, true)!;
  const ref = given.replace(/\s+/g, '');
  if (!/^\d{27}$/.test(ref)) throw new HelperFault(`${name}= ${shown(given)} is not a QR reference: a QR-IBAN needs a QR reference of 27 digits`);
  if (!isQRReferenceValid(ref)) throw new HelperFault(`${name}= ${shown(given)} is not a valid QR reference: its check digit (the 27th) does not match`);
  return ref;
}
