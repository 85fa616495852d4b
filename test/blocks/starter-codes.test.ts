/**
 * The starters' codes scan: the shipping label's Code 128 and DataMatrix carry its tracking
 * number, the German invoice and quote an EPC payment QR of their total to their IBAN, and the
 * Swiss invoice's QR-bill the creditor's QR-IBAN and the amount. Rendered through HTTP from each
 * starter's own sample variables, rasterised at 200 dpi and decoded by zbarimg, dmtxread and ZXing.
 */
import { describe, expect, it } from 'vitest';
import { starters } from '../../src/modules/starters/catalog.js';
import { download } from '../generation/helpers.js';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { dmtxScan, qrScan, zbarScan, zxingScan } from '../support/scan.js';
import { useTestQuire } from '../support/use-quire.js';

const sample = (id: string, locale: string) => starters().find((s) => s.id === id)!.variables[locale] as Record<string, any>;

describe('the starters carry codes that scan', () => {
  const { q, a } = useTestQuire('sqlite', QUIET_PREVIEWS);

  async function render(starter: string, locale: string): Promise<Buffer> {
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: starter, starter } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: created.body.uuid, variables: sample(starter, locale) } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (await download(r.body.url)).bytes;
  }

  it('shipping label: the Code 128 and the DataMatrix both read its tracking number', async () => {
    for (const locale of ['en-US', 'de-DE']) {
      const pdf = await render('shipping-label', locale);
      const tracking = sample('shipping-label', locale).tracking;
      expect(await zbarScan(pdf, ['-Sdisable', '-Scode128.enable'])).toEqual([{ type: 'CODE-128', data: tracking }]);
      expect(await dmtxScan(pdf)).toEqual([tracking]);
    }
  }, 240_000);

  it('invoice and quote in de-DE: an EPC QR code of the total to the seller IBAN; none in en-US (dollars)', async () => {
    for (const id of ['invoice', 'quote']) {
      const v = sample(id, 'de-DE');
      // The total the starter computes from its lines, in cents: Σ quantity × price, tax rounded.
      const subtotal = v.items.reduce((sum: number, l: { quantity: number; unitPrice: number }) => sum + l.quantity * Math.round(l.unitPrice * 100), 0);
      const total = (subtotal + Math.round((subtotal * v.taxRate) / 100)) / 100;
      const payload = await qrScan(await render(id, 'de-DE'));
      expect(payload?.split('\n'), id).toEqual([
        'BCD',
        '002',
        '1',
        'SCT',
        v.seller.bic,
        v.seller.name,
        v.seller.iban.replace(/ /g, ''),
        `EUR${total.toFixed(2)}`,
        '',
        '',
        v.number,
      ]);
      expect(await qrScan(await render(id, 'en-US')), id).toBeNull();
    }
  }, 240_000);

  it('Swiss invoice: the QR-bill reads SPC with the QR-IBAN, the amount, the QR reference, in both locales', async () => {
    for (const locale of ['de-CH', 'fr-CH']) {
      const v = sample('swiss-invoice', locale);
      const lines = (await zxingScan(await render('swiss-invoice', locale)))!.split(/\r?\n/);
      expect(lines.slice(0, 4)).toEqual(['SPC', '0200', '1', v.creditor.account.replace(/ /g, '')]);
      expect(lines).toContain(v.total.toFixed(2));
      expect(lines).toContain('CHF');
      expect(lines).toContain(v.reference.replace(/ /g, ''));
      expect(lines).toContain(v.debtor.name);
    }
  }, 240_000);
});
