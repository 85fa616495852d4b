/**
 * Barcodes and payment codes as a user checks them: rendered into a PDF through the real
 * server, the page rasterised at 200 dpi and read back by zbarimg or dmtxread, which must find
 * exactly the input; and every value a symbol cannot carry refused as 422 TEMPLATE_ERROR naming
 * the helper, the argument and the line, never a different code.
 */
import { describe, expect, it } from 'vitest';
import { SQLITE_ONLY, QUIET_PREVIEWS, type TestAccount, type TestQuire } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { dmtxScan, qrScan, zbarScan, zxingScan } from '../support/scan.js';
import { pdfText } from '../support/pdf.js';
import { createDocument, download, generate } from './helpers.js';

async function renderPdf(q: TestQuire, a: TestAccount, body: string, variables: Record<string, unknown> = {}, format = 'A6'): Promise<Buffer> {
  const doc = await createDocument(q, a, { body, variables, framework: 'NONE', fonts: [], format });
  const r = await generate(q, a, doc.uuid, variables);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (await download(r.body.url)).bytes;
}

const SWISS_CREDITOR = {
  account: 'CH44 3199 9123 0008 8901 2',
  name: 'Robert Schneider AG',
  address: 'Rue du Lac',
  buildingNumber: '1268',
  zip: '2501',
  city: 'Biel',
  country: 'CH',
};
const SWISS_DEBTOR = {
  name: 'Pia-Maria Rutschmann-Schnyder',
  address: 'Grosse Marktgasse',
  buildingNumber: '28',
  zip: '9400',
  city: 'Rorschach',
  country: 'CH',
};

describe('barcodes decode to exactly their input', () => {
  const { q, a } = useTestQuire('sqlite', QUIET_PREVIEWS);

  const LINEAR: [string, string, string, string[]?][] = [
    ['code128', '1Z999AA10123456784', 'CODE-128'],
    ['code128', 'Order #4711/b (x=3)', 'CODE-128'],
    ['ean13', '5901234123457', 'EAN-13'],
    ['upca', '036000291452', 'UPC-A', ['-Supca.enable']],
    ['code39', 'QUIRE-2026 $5', 'CODE-39'],
    ['itf14', '15400141288763', 'I2/5'],
  ];
  for (const [type, value, zbarType, args] of LINEAR) {
    it(`${type} ${JSON.stringify(value)}`, async () => {
      const pdf = await renderPdf(q, a, `<p>Code</p>{{barcode type value}}`, { type, value });
      const found = await zbarScan(pdf, args);
      expect(found).toEqual([{ type: zbarType, data: value }]);
    }, 240_000);
  }

  it('an EAN-13 given 12 digits gets its check digit', async () => {
    const pdf = await renderPdf(q, a, '{{barcode "ean13" "590123412345"}}');
    expect(await zbarScan(pdf)).toEqual([{ type: 'EAN-13', data: '5901234123457' }]);
  }, 240_000);

  it('a QR code of text in UTF-8, with its text under it', async () => {
    const value = 'Grüße aus Zürich: https://example.com/t?id=42&x=ü';
    const pdf = await renderPdf(q, a, '{{barcode "qrcode" value text=true scale=3}}', { value });
    expect(await qrScan(pdf)).toBe(value);
  }, 240_000);

  it('a DataMatrix, ASCII and UTF-8, and one large enough for interleaved error correction', async () => {
    // 12 parcels, 433 characters: a 72x72 symbol of four interleaved Reed-Solomon blocks.
    const parcels = Array.from({ length: 12 }, (_, i) => `Parcel ${i + 1} of 12: 1Z999AA1${String(i).padStart(10, '0')}`).join('; ');
    for (const value of ['1Z999AA10123456784', 'Lot 42 · Größe M', parcels]) {
      const pdf = await renderPdf(q, a, '{{barcode "datamatrix" value scale=4}}', { value });
      expect(await dmtxScan(pdf)).toEqual([value]);
    }
  }, 180_000);

  it('the size arguments: a 30 mm tall Code 128 at 1.5 px per module still decodes, without its text line', async () => {
    const pdf = await renderPdf(q, a, '{{barcode "code128" "ABC-123" height=30 scale=1.5 text=false padding=12}}');
    expect(await zbarScan(pdf)).toEqual([{ type: 'CODE-128', data: 'ABC-123' }]);
  }, 240_000);
});

describe('payment codes decode to their payload', () => {
  const { q, a } = useTestQuire('sqlite', QUIET_PREVIEWS);

  it('epcQr: the exact EPC069-12 lines (BCD, 002, UTF-8, SCT, BIC, name, IBAN, amount, reference or text)', async () => {
    const vars = {
      seller: { name: 'Blausee Beratung GmbH', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
      total: 10845.66,
      number: 'RE-2026-0042 Müller',
    };
    const pdf = await renderPdf(q, a, '{{epcQr name=seller.name iban=seller.iban bic=seller.bic amount=total text=number}}', vars);
    expect((await zbarScan(pdf)).map((f) => f.type)).toEqual(['QR-Code']);
    expect((await qrScan(pdf))!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'COBADEFFXXX',
      'Blausee Beratung GmbH',
      'DE89370400440532013000',
      'EUR10845.66',
      '',
      '',
      'RE-2026-0042 Müller',
    ]);
    const structured = await renderPdf(q, a, '{{epcQr name="Rechnungsstelle" iban="AT61 1904 3002 3457 3201" amount="19.9" reference="RF18 5390 0754 7034"}}');
    expect((await qrScan(structured))!.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      '',
      'Rechnungsstelle',
      'AT611904300234573201',
      'EUR19.90',
      '',
      'RF18539007547034',
    ]);
  }, 180_000);

  it('swissQrBill: the payment part and receipt; the QR code (read by ZXing) is SPC with the IBAN and the amount', async () => {
    const pdf = await renderPdf(
      q,
      a,
      '<div style="position:absolute;bottom:0;left:0">{{swissQrBill creditor=creditor debtor=debtor amount=1949.75 currency="CHF" reference="21 00000 00003 13947 14300 09017" message="Auftrag vom 15.06.2026"}}</div>',
      { creditor: SWISS_CREDITOR, debtor: SWISS_DEBTOR },
      'A4',
    );
    const lines = (await zxingScan(pdf))!.split(/\r?\n/);
    expect(lines.slice(0, 3)).toEqual(['SPC', '0200', '1']);
    expect(lines[3]).toBe('CH4431999123000889012');
    expect(lines).toContain('1949.75');
    expect(lines).toContain('CHF');
    expect(lines).toContain('QRR');
    expect(lines).toContain('210000000003139471430009017');
    expect(lines).toContain('Pia-Maria Rutschmann-Schnyder');
    expect(lines).toContain('Auftrag vom 15.06.2026');
    expect(lines).toContain('EPD');
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const t of ['Empfangsschein', 'Zahlteil', 'CH44 3199 9123 0008 8901 2', '1 949.75', 'Annahmestelle']) expect(text).toContain(t);
  }, 180_000);
});

describe.each(SQLITE_ONLY)('codes a symbol cannot carry are refused on %s', (dialect) => {
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS);

  const CREDITOR_PLAIN = { ...SWISS_CREDITOR, account: 'CH93 0076 2011 6238 5295 7' };
  const CASES: [string, string, Record<string, unknown>, RegExp][] = [
    [
      'barcode',
      '{{barcode "ean13" "5901234123458"}}',
      {},
      /argument 2, the value, "5901234123458" has a wrong check digit: it ends in 8, but the check digit of 590123412345 is 7/,
    ],
    ['barcode', '{{barcode "upca" "036000291453"}}', {}, /wrong check digit/],
    ['barcode', '{{barcode "itf14" "15400141288764"}}', {}, /wrong check digit/],
    ['barcode', '{{barcode "ean13" "59012341"}}', {}, /takes 13 digits/],
    ['barcode', '{{barcode "code128" "Größe"}}', {}, /character Code 128 cannot encode: "ö" at position 3/],
    ['barcode', '{{barcode "code39" "lower"}}', {}, /character Code 39 cannot encode: "l" at position 1/],
    ['barcode', '{{barcode "code128" v}}', { v: 'A'.repeat(81) }, /81 characters long: Code 128 takes at most 80/],
    ['barcode', '{{barcode "datamatrix" v}}', { v: 'x'.repeat(501) }, /501 bytes long: DataMatrix takes at most 500/],
    ['barcode', '{{barcode "qrcode" v}}', { v: 'x'.repeat(1201) }, /1201 bytes long: a QR code takes at most 1200/],
    ['barcode', '{{barcode "pdf417" "x"}}', {}, /argument 1, the type, is "pdf417": use one of "code128"/],
    ['barcode', '{{barcode "code128" missing}}', {}, /argument 2, the value, is missing/],
    ['barcode', '{{barcode "code128" "x" scale=0}}', {}, /scale= is 0: use a number of CSS pixels per module from 0.5 to 10/],
    ['barcode', '{{barcode "code128" "x" text="yes"}}', {}, /text= is "yes": use true or false/],
    [
      'epcQr',
      '{{epcQr name="A" iban="DE89 3704 0044 0532 0130 01"}}',
      {},
      /iban= "DE89 3704 0044 0532 0130 01" is not a valid IBAN: its check digits do not match \(mod 97\)/,
    ],
    ['epcQr', '{{epcQr name="A" iban="DE89370400440532013000" amount=0}}', {}, /amount= is 0: use an amount from 0.01 to 999999999.99/],
    ['epcQr', '{{epcQr name="A" iban="DE89370400440532013000" amount=1000000000}}', {}, /amount= is 1000000000: use an amount from 0.01/],
    ['epcQr', '{{epcQr name="A" iban="DE89370400440532013000" amount="12.345"}}', {}, /amount= is "12.345": it has more than two decimals/],
    [
      'epcQr',
      '{{epcQr name="A" iban="DE89370400440532013000" reference="RF19 5390 0754 7034"}}',
      {},
      /reference= "RF19 5390 0754 7034" is not a valid RF creditor reference/,
    ],
    ['epcQr', '{{epcQr name="A" iban="DE89370400440532013000" currency="USD"}}', {}, /currency= is "USD"/],
    ['epcQr', '{{epcQr name="A" iban="DE89370400440532013000" bic="COBA"}}', {}, /bic= "COBA" is not a valid BIC/],
    ['epcQr', '{{epcQr iban="DE89370400440532013000"}}', {}, /name= is missing/],
    ['epcQr', '{{epcQr name="A" iban="US64 0110 0012 3456 7890 12"}}', {}, /iban= "US64 0110 0012 3456 7890 12" is not a valid IBAN/],
    ['swissQrBill', '{{swissQrBill creditor=c amount=10}}', { c: SWISS_CREDITOR }, /reference= is missing: creditor.account is a QR-IBAN/],
    ['swissQrBill', '{{swissQrBill creditor=c reference="210000000003139471430009018"}}', { c: SWISS_CREDITOR }, /not a valid QR reference: its check digit/],
    ['swissQrBill', '{{swissQrBill creditor=c reference="RF18539007547034"}}', { c: SWISS_CREDITOR }, /is not a QR reference: a QR-IBAN needs/],
    ['swissQrBill', '{{swissQrBill creditor=c reference="210000000003139471430009017"}}', { c: CREDITOR_PLAIN }, /is a QR reference, which needs a QR-IBAN/],
    ['swissQrBill', '{{swissQrBill creditor=c reference="RF19 5390 0754 7034"}}', { c: CREDITOR_PLAIN }, /not a valid RF creditor reference/],
    ['swissQrBill', '{{swissQrBill creditor=c}}', { c: { ...CREDITOR_PLAIN, account: 'DE89370400440532013000' } }, /not a Swiss or Liechtenstein IBAN/],
    ['swissQrBill', '{{swissQrBill creditor=c currency="USD"}}', { c: CREDITOR_PLAIN }, /currency= is "USD": a QR-bill is in "CHF" or "EUR"/],
    ['swissQrBill', '{{swissQrBill creditor=c amount=-5}}', { c: CREDITOR_PLAIN }, /amount= is -5: use an amount from 0.01/],
    ['swissQrBill', '{{swissQrBill creditor=c}}', { c: { ...CREDITOR_PLAIN, city: 'x'.repeat(36) } }, /creditor.city= is 36 characters long: at most 35/],
  ];

  it('each as 422 TEMPLATE_ERROR naming the helper, the argument and the line; no PDF', async () => {
    for (const [helper, call, variables, reason] of CASES) {
      const doc = await createDocument(q, a, { body: `<h1>Label</h1>\n<div>${call}</div>`, variables, framework: 'NONE', fonts: [] });
      const r = await generate(q, a, doc.uuid, variables);
      expect(r.status, call).toBe(422);
      expect(r.body.error).toBe('TEMPLATE_ERROR');
      expect(r.body.templateError, call).toMatchObject({ helper, line: 2, column: 6 });
      expect(r.body.templateError.message, call).toMatch(new RegExp(`^\`${helper}\` on line 2: `));
      expect(r.body.templateError.message, call).toMatch(reason);
      expect(r.body.message).toBe(`The template could not be rendered: ${r.body.templateError.message}`);
    }
    const de = await q.call('POST', '/v1/generate', {
      token: a.token,
      headers: { 'accept-language': 'de' },
      body: { documentId: (await createDocument(q, a, { body: '{{barcode "ean13" "5901234123458"}}', framework: 'NONE', fonts: [] })).uuid },
    });
    expect(de.status).toBe(422);
    // Wholly in German (issue 44), the check digit named.
    expect(de.body.message).toMatch(/^Die Vorlage .*`barcode` in Zeile 1: Argument 2, der Wert "5901234123458", hat eine falsche Prüfziffer/);
  }, 240_000);
});
