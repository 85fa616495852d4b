/**
 * Where barcode helpers run: a small code expands on the calling thread (its estimated work is
 * charged to the inline budget before it starts), a large one goes to a worker before any work,
 * and a QR-bill always does; the HTML is the same wherever it was made.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { loadCodes } from '../../src/render/barcodes.js';
import { TemplatePool } from '../../src/render/template-pool.js';
import { renderTemplate } from '../../src/render/template.js';

describe('barcodes and the inline bound', () => {
  const pool = new TemplatePool({ threads: 1 });
  afterAll(() => pool.close());
  // The main thread loads the encoders once, after its first barcode template went to a worker.
  loadCodes();

  test('a label with a Code 128 and a DataMatrix expands inline', async () => {
    const body = '<div>{{barcode "code128" t height=20 text=false}}{{barcode "datamatrix" t}}</div>';
    const vars = { t: '1Z999AA10123456784' };
    const before = pool.workerTasks;
    const html = await pool.expand(body, vars);
    expect(pool.workerTasks).toBe(before);
    expect(html).toBe(renderTemplate(body, vars));
    expect(html).toContain('aria-label="Code 128: 1Z999AA10123456784"');
  });

  test('a large DataMatrix expands inline; a large QR code and a QR-bill go to a worker, with the same result', async () => {
    const before = pool.workerTasks;
    // ~1 ms at its cap (ZXing's encoder): within the budget.
    const dm = { t: 'x'.repeat(500) };
    expect(await pool.expand('{{barcode "datamatrix" t}}', dm)).toBe(renderTemplate('{{barcode "datamatrix" t}}', dm));
    expect(pool.workerTasks).toBe(before);
    const big = { t: 'x'.repeat(1000) };
    expect(await pool.expand('{{barcode "qrcode" t}}', big)).toBe(renderTemplate('{{barcode "qrcode" t}}', big));
    expect(pool.workerTasks).toBe(before + 1);
    const bill = '{{swissQrBill creditor=c}}';
    const c = { c: { account: 'CH93 0076 2011 6238 5295 7', name: 'A', address: 'B', zip: '1000', city: 'Lausanne', country: 'CH' } };
    expect(await pool.expand(bill, c)).toContain('class="quire-qr-bill"');
    expect(pool.workerTasks).toBe(before + 2);
  });

  test('a wrong value is the same TEMPLATE_ERROR inline as in a worker', async () => {
    const fault = await pool.expand('{{barcode "ean13" "5901234123458"}}', {}).catch((e: unknown) => e);
    expect((fault as { code: string }).code).toBe('TEMPLATE_ERROR');
    expect(String((fault as { details: { params: { detail: string } } }).details.params.detail)).toMatch(/wrong check digit/);
  });
});
