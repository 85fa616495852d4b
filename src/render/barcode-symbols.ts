/**
 * What each symbology of `{{barcode}}` accepts, checked before a library draws anything: the
 * libraries either refuse with a terse code (`bwipp.ean13badCheckDigit`) or, worse, draw
 * something else (bwip-js turns "é" into two bytes of UTF-8, which a Code 128 scanner reads as
 * two other letters). A value is refused with a sentence naming what is wrong and how to fix it.
 * The length caps also bound the time one call may take (~10 ms at most, for the largest QR code
 * on a loaded machine), so a template cannot stall its worker with one huge symbol.
 */
import { HelperFault } from './helper-fault.js';

export type BarcodeType = 'code128' | 'ean13' | 'upca' | 'code39' | 'itf14' | 'datamatrix' | 'qrcode';

export interface Symbology {
  /** The name people know it by, for messages. */
  label: string;
  linear: boolean;
  /** Throws a HelperFault when `value` cannot be drawn as this symbology. */
  check(value: string): void;
}

export const BARCODE_TYPES: BarcodeType[] = ['code128', 'ean13', 'upca', 'code39', 'itf14', 'datamatrix', 'qrcode'];

const shownValue = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
/** A label without its English article ("an EAN-13" -> "EAN-13"), for the other languages. */
const codeOf = (label: string) => label.replace(/^an? /, '');

function maxLength(value: string, label: string, max: number, unit: 'characters' | 'bytes' = 'characters'): void {
  const length = unit === 'bytes' ? Buffer.byteLength(value, 'utf8') : value.length;
  if (length > max) {
    throw new HelperFault({ key: unit === 'bytes' ? 'value_too_long_bytes' : 'value_too_long_chars', params: { length, label, code: codeOf(label), max } });
  }
}

/** GS1's mod-10 check digit (EAN-13, UPC-A, ITF-14): weights 3 and 1 from the right. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** `n` digits, or `n - 1` digits whose check digit the library appends. */
function gs1(label: string, n: number): Symbology {
  return {
    label,
    linear: true,
    check(value) {
      if (!/^\d+$/.test(value) || (value.length !== n && value.length !== n - 1)) {
        throw new HelperFault({ key: 'gs1_digits', params: { value: shownValue(value), label, code: codeOf(label), n, n1: n - 1 } });
      }
      if (value.length === n) {
        const want = gs1CheckDigit(value.slice(0, -1));
        if (Number(value.at(-1)) !== want) {
          throw new HelperFault({ key: 'gs1_check', params: { value: shownValue(value), last: value.at(-1)!, body: value.slice(0, -1), want } });
        }
      }
    },
  };
}

/** The first character outside `allowed`, as a sentence naming it and its position. */
function firstBad(value: string, allowed: RegExp): string | null {
  const chars = [...value];
  const at = chars.findIndex((c) => !allowed.test(c));
  return at < 0 ? null : `${JSON.stringify(chars[at])} at position ${at + 1}`;
}

export const SYMBOLOGIES: Record<BarcodeType, Symbology> = {
  code128: {
    label: 'Code 128',
    linear: true,
    check(value) {
      const bad = firstBad(value, /^[\x20-\x7e]$/);
      if (bad) throw new HelperFault({ key: 'code128_char', params: { value: shownValue(value), bad } });
      maxLength(value, 'Code 128', 80);
    },
  },
  code39: {
    label: 'Code 39',
    linear: true,
    check(value) {
      const bad = firstBad(value, /^[0-9A-Z \-.$/+%]$/);
      if (bad) throw new HelperFault({ key: 'code39_char', params: { value: shownValue(value), bad } });
      maxLength(value, 'Code 39', 80);
    },
  },
  ean13: gs1('an EAN-13', 13),
  upca: gs1('a UPC-A', 12),
  itf14: gs1('an ITF-14', 14),
  datamatrix: {
    label: 'DataMatrix',
    linear: false,
    check(value) {
      wellFormed(value);
      maxLength(value, 'DataMatrix', 500, 'bytes');
    },
  },
  qrcode: {
    label: 'QR code',
    linear: false,
    check(value) {
      wellFormed(value);
      maxLength(value, 'a QR code', 1200, 'bytes');
    },
  },
};

/** A lone surrogate has no UTF-8 spelling: the code would hold a replacement character instead. */
function wellFormed(value: string): void {
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value)) {
    throw new HelperFault({ key: 'surrogate' });
  }
}
