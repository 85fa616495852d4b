/**
 * `{{swissQrBill creditor= debtor= amount= currency= reference= message= additionalInformation=
 * language=}}`: the Swiss QR-bill's receipt and payment part (210 x 105 mm: the QR code with the
 * Swiss cross, the texts, the scissors line) as SVG, drawn by swissqrbill. Before it draws, the
 * rules a bank would refuse the slip for are checked here, each naming its field: the IBAN (mod
 * 97, Swiss or Liechtenstein), QR-IBAN with a QR reference and a plain IBAN with an RF creditor
 * reference (SCOR) or none, the amount's range; the library's own checks (lengths) follow.
 */
import { createRequire } from 'node:module';
import type * as SwissSvg from 'swissqrbill/svg';
import type { Creditor, Data, Debtor } from 'swissqrbill/types';
import { escapeAttr, Markup } from './barcodes.js';
import { HelperFault } from './helper-fault.js';
import { amountField, ibanField, isQrIban, knownFields, qrReferenceField, rfReferenceField, textField } from './payment-fields.js';

const load = createRequire(import.meta.url);
let lib: typeof SwissSvg | undefined;
const swissSvg = () => (lib ??= load('swissqrbill/svg') as typeof SwissSvg);

const FIELDS = ['creditor', 'debtor', 'amount', 'currency', 'reference', 'message', 'additionalInformation', 'language'] as const;
const PARTY_FIELDS = ['account', 'name', 'address', 'buildingNumber', 'zip', 'city', 'country'] as const;
const LANGUAGES = ['DE', 'FR', 'IT', 'EN', 'RM'] as const;

/** A creditor or debtor object from the variables, own properties only, each field checked. */
function party(value: unknown, name: 'creditor' | 'debtor'): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const fields = PARTY_FIELDS.filter((f) => name === 'creditor' || f !== 'account').join(', ');
    throw new HelperFault(
      value === undefined
        ? { key: 'party_missing', params: { name, fields } }
        : { key: 'party_not_object', params: { name, value: JSON.stringify(value), fields } },
    );
  }
  const out: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    if (!(PARTY_FIELDS as readonly string[]).includes(key) || (name === 'debtor' && key === 'account')) {
      throw new HelperFault({
        key: 'party_field',
        params: { name, key, fields: PARTY_FIELDS.filter((f) => name === 'creditor' || f !== 'account').join(', ') },
      });
    }
  }
  const v = value as Record<string, unknown>;
  const field = (key: string, max: number, required: boolean) => {
    const text = textField(Object.hasOwn(v, key) ? v[key] : undefined, `${name}.${key}`, max, required);
    if (text !== undefined) out[key] = text;
  };
  field('name', 70, true);
  field('address', 70, true);
  field('buildingNumber', 16, false);
  field('zip', 16, true);
  field('city', 35, true);
  field('country', 2, true);
  if (!/^[A-Za-z]{2}$/.test(out.country!)) throw new HelperFault({ key: 'party_country', params: { name, value: JSON.stringify(out.country) } });
  out.country = out.country!.toUpperCase();
  return out;
}

/** swissqrbill's error code, CREDITOR_ZIP_LENGTH_IS_INVALID, to the field it is about: creditor.zip. */
function fieldOf(code: string): string {
  const p = /^(CREDITOR|DEBTOR)_(ACCOUNT|NAME|ADDRESS|BUILDING_NUMBER|ZIP|CITY|COUNTRY)/.exec(code);
  if (p) return `${p[1]!.toLowerCase()}.${p[2]!.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`;
  if (/REFERENCE|^ACCOUNT_IS/.test(code)) return 'reference';
  if (/^ACCOUNT/.test(code)) return 'creditor.account';
  const known = ['AMOUNT', 'CURRENCY', 'MESSAGE', 'ADDITIONAL_INFORMATION', 'CREDITOR', 'DEBTOR'].find((f) => code.startsWith(f));
  return known ? known.toLowerCase().replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) : 'the data';
}

export function swissQrBill(hash: Record<string, unknown>): Markup {
  knownFields(hash, FIELDS);
  const creditor = party(hash.creditor, 'creditor');
  const account = ibanField((hash.creditor as Record<string, unknown>).account, 'creditor.account');
  if (!/^(CH|LI)/.test(account)) throw new HelperFault({ key: 'qr_not_ch_iban', params: { value: JSON.stringify(account) } });
  const currency = hash.currency ?? 'CHF';
  if (currency !== 'CHF' && currency !== 'EUR') throw new HelperFault({ key: 'qr_currency', params: { value: JSON.stringify(currency) } });
  const amount = amountField(hash.amount, 'amount', false);
  let reference: string | undefined;
  if (isQrIban(account)) {
    if (hash.reference === undefined || hash.reference === null || hash.reference === '') {
      throw new HelperFault({ key: 'qr_ref_missing' });
    }
    reference = qrReferenceField(hash.reference, 'reference');
  } else if (hash.reference !== undefined && hash.reference !== null && hash.reference !== '') {
    const given = String(hash.reference).replace(/\s+/g, '');
    if (/^\d{27}$/.test(given)) {
      throw new HelperFault({ key: 'qr_ref_plain_iban', params: { value: JSON.stringify(hash.reference) } });
    }
    reference = rfReferenceField(hash.reference, 'reference');
  }
  const languageGiven = hash.language === undefined || hash.language === null ? 'DE' : String(hash.language).slice(0, 2).toUpperCase();
  if (!(LANGUAGES as readonly string[]).includes(languageGiven)) {
    throw new HelperFault({ key: 'qr_language', params: { value: JSON.stringify(hash.language) } });
  }
  const data: Data = {
    creditor: { ...creditor, account } as unknown as Creditor,
    currency: currency as Data['currency'],
    ...(amount ? { amount: Number(amount) } : {}),
    ...(reference ? { reference } : {}),
    ...(hash.debtor !== undefined && hash.debtor !== null ? { debtor: party(hash.debtor, 'debtor') as unknown as Debtor } : {}),
  };
  const message = textField(hash.message, 'message', 140, false);
  const info = textField(hash.additionalInformation, 'additionalInformation', 140, false);
  if (message) data.message = message;
  if (info) data.additionalInformation = info;
  let svg: string;
  try {
    svg = new (swissSvg().SwissQRBill)(data, { language: languageGiven as (typeof LANGUAGES)[number] }).toString();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (!code) throw err;
    throw new HelperFault(`${fieldOf(code)}: ${String((err as Error).message).replace(/\.$/, '')}`);
  }
  const label = `Swiss QR-bill: ${creditor.name}${amount ? `, ${currency} ${amount}` : ''}`;
  return new Markup(svg.replace('<svg ', `<svg class="quire-qr-bill" role="img" aria-label="${escapeAttr(label)}" `));
}
