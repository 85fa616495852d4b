/**
 * The barcode and payment-code helpers as GET /v1/helpers documents them (with their arguments
 * and an example) and as Handlebars calls them (positional arguments and the hash), with what
 * one call may cost an inline expansion (template-bound.ts), charged before it starts.
 */
import { isMainThread } from 'node:worker_threads';
import { barcode, codesLoaded, loadCodes } from './barcodes.js';
import { epcQr } from './epc-qr.js';
import { swissQrBill } from './swiss-qr-bill.js';

let loading = false;

/**
 * A call's work in meter units (~12 ns each; output-meter.ts), from the value's length, about
 * twice what it measured (a Code 128 ~0.05 ms, a QR code of 150 bytes ~0.3 ms; a DataMatrix by
 * ZXing's encoder 0.12 ms for 18 characters and 0.9 ms for 500 bytes, its cap, on a loaded
 * machine); the length caps keep the largest, a QR code of 1200 bytes, near 10 ms in a worker
 * (measured at load 17 on two cores). null: never inline (always the case before this thread
 * loaded the encoders: the main thread loads them once, after the call that found them missing
 * has gone to a worker).
 */
function costOf(units: (length: number) => number): (length: number) => number | null {
  return (length) => {
    if (!codesLoaded()) {
      if (isMainThread && !loading) {
        loading = true;
        setImmediate(loadCodes);
      }
      return null;
    }
    return units(length);
  };
}
const LINEAR = costOf((n) => 20_000 + 500 * n);
const DATAMATRIX = costOf((n) => 20_000 + 300 * n);
const QR = costOf((n) => 40_000 + 800 * n);
const bytes = (value: unknown) => (typeof value === 'string' ? Buffer.byteLength(value, 'utf8') : String(value ?? '').length);

interface CodeHelper {
  name: string;
  signature: string;
  description: string;
  arguments: { name: string; description: string }[];
  example: string;
  run(params: unknown[], hash: Record<string, unknown>): unknown;
  /** Meter units the call may take, or null when it must run in a worker. */
  cost(params: unknown[], hash: Record<string, unknown>): number | null;
}

export const PAYMENT_AND_BARCODE_HELPERS: CodeHelper[] = [
  {
    name: 'barcode',
    signature: 'barcode type value [height=] [scale=] [text=] [padding=]',
    description:
      'A barcode as inline SVG (vector, sharp at any size). A value the symbology cannot carry (a wrong EAN-13 check digit, a character Code 128 cannot encode, too long) fails the render with 422 TEMPLATE_ERROR, never a different code.',
    arguments: [
      { name: 'type', description: 'One of "code128", "ean13", "upca", "code39", "itf14", "datamatrix", "qrcode"' },
      {
        name: 'value',
        description:
          'What to encode. code128: printable ASCII, up to 80 characters; code39: A-Z, 0-9, space and - . $ / + %, up to 80; ean13: 13 digits (or 12, the check digit is added); upca: 12 (or 11); itf14: 14 (or 13); datamatrix: any text, up to 500 bytes of UTF-8; qrcode: any text, up to 1200 bytes of UTF-8 (error correction M)',
      },
      { name: 'height', description: 'Height of the bars in mm (linear codes, default 15); for datamatrix and qrcode the height of the whole symbol in mm' },
      { name: 'scale', description: 'Width of one module in CSS pixels (1/96 in, about 0.26 mm), 0.5 to 10; default 2' },
      { name: 'text', description: 'Print the value under the code: true or false; default true for linear codes, false for datamatrix and qrcode' },
      { name: 'padding', description: 'White quiet zone around the code, in modules; default 10 for linear codes, 4 for qrcode, 2 for datamatrix' },
    ],
    example: '{{barcode "code128" tracking height=18 scale=1.5}}',
    run: ([type, value], hash) => barcode(type, value, hash),
    cost: ([type, value]) => (type === 'datamatrix' ? DATAMATRIX : type === 'qrcode' ? QR : LINEAR)(bytes(value)),
  },
  {
    name: 'epcQr',
    signature: 'epcQr name= iban= [bic=] [amount=] [currency="EUR"] [reference=] [text=] [scale=] [height=]',
    description:
      'The EPC QR code of a SEPA credit transfer ("GiroCode", EPC069-12 version 002, UTF-8, error correction M) that banking apps scan to fill in a transfer. The IBAN (mod 97), the amount (0.01 to 999999999.99) and an RF creditor reference are checked; a wrong field fails the render naming it.',
    arguments: [
      { name: 'name', description: 'The beneficiary, up to 70 characters (required)' },
      { name: 'iban', description: "The beneficiary's IBAN in a SEPA country, with or without spaces (required)" },
      { name: 'bic', description: 'The BIC, 8 or 11 characters (optional within the EEA)' },
      { name: 'amount', description: 'In euros, 0.01 to 999999999.99, at most two decimals (optional: the payer types it)' },
      { name: 'currency', description: '"EUR", the only currency of a SEPA credit transfer (the default)' },
      { name: 'reference', description: 'An RF creditor reference (ISO 11649), its check digits verified; not together with text=' },
      { name: 'text', description: 'Remittance text, up to 140 characters; not together with reference=' },
      { name: 'scale', description: 'Width of one module in CSS pixels, default 2' },
      { name: 'height', description: 'Height of the code in mm, instead of scale=' },
    ],
    example: '{{epcQr name=seller.name iban=seller.iban bic=seller.bic amount=total text=number}}',
    run: (_params, hash) => epcQr(hash),
    // The payload is at most 331 bytes: name, IBAN, BIC, amount, reference and text.
    cost: (_params, hash) => QR(['name', 'iban', 'bic', 'amount', 'reference', 'text'].reduce((sum, k) => sum + bytes(hash[k]), 20)),
  },
  {
    name: 'swissQrBill',
    signature: 'swissQrBill creditor= [debtor=] [amount=] [currency="CHF"] [reference=] [message=] [additionalInformation=] [language="de"]',
    description:
      "The Swiss QR-bill's receipt and payment part (210 x 105 mm: the QR code with the Swiss cross, the texts, the scissors line) as SVG, for the bottom of an A4 page. A QR-IBAN needs a valid QR reference, a plain IBAN an RF creditor reference (SCOR) or none; a wrong field fails the render naming it.",
    arguments: [
      {
        name: 'creditor',
        description: 'An object: account (a CH or LI IBAN or QR-IBAN), name, address, buildingNumber (optional), zip, city, country (two letters) (required)',
      },
      { name: 'debtor', description: 'An object: name, address, buildingNumber (optional), zip, city, country; without it the slip has a box to fill in' },
      { name: 'amount', description: '0.01 to 999999999.99, at most two decimals; without it the slip has a box to fill in' },
      { name: 'currency', description: '"CHF" (the default) or "EUR"' },
      { name: 'reference', description: 'A QR reference (27 digits) with a QR-IBAN, or an RF creditor reference with a plain IBAN' },
      { name: 'message', description: 'Unstructured message, up to 140 characters' },
      { name: 'additionalInformation', description: 'Bill information for automated booking, up to 140 characters together with message' },
      { name: 'language', description: 'Language of the slip: "de" (default), "fr", "it", "en", "rm"' },
    ],
    example: '{{swissQrBill creditor=creditor debtor=customer amount=total currency="CHF" reference=reference language="de"}}',
    run: (_params, hash) => swissQrBill(hash),
    // ~20 ms a bill, whatever its fields: always in a worker (template-bound.ts).
    cost: () => null,
  },
];
