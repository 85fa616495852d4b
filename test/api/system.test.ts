import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestQuire } from '../support/use-quire.js';
import { BUNDLED_FONTS } from '../support/fonts.js';

describe('fonts, helpers and health', () => {
  const { q, a } = useTestQuire('sqlite');

  it('lists the bundled fonts with their weights', async () => {
    const r = await q.call('GET', '/v1/fonts', { token: a.token });
    expect(r.status).toBe(200);
    const names = r.body.fonts.map((f: { name: string }) => f.name);
    for (const name of BUNDLED_FONTS) expect(names).toContain(name);
    const inter = r.body.fonts.find((f: { name: string }) => f.name === 'Inter');
    expect(inter.weights).toEqual(expect.arrayContaining(['400', '600', '700']));
    expect((await q.call('GET', '/v1/fonts')).status).toBe(401);
  });

  it('lists the template helpers', async () => {
    const r = await q.call('GET', '/v1/helpers', { token: a.token });
    expect(r.status).toBe(200);
    const names = r.body.helpers.map((h: { name: string }) => h.name);
    expect(names).toEqual(expect.arrayContaining(['formatNumber', 'formatCurrency', 'formatDate', 'eq', 'add', 'default', 'json']));
    // The barcode and payment-code helpers, with their arguments and an example to copy.
    const byName = Object.fromEntries(r.body.helpers.map((h: { name: string }) => [h.name, h]));
    const argNames = (name: string) => byName[name].arguments.map((x: { name: string }) => x.name);
    expect(argNames('barcode')).toEqual(['type', 'value', 'height', 'scale', 'text', 'padding']);
    expect(argNames('epcQr')).toEqual(expect.arrayContaining(['name', 'iban', 'bic', 'amount', 'currency', 'reference', 'text']));
    expect(argNames('swissQrBill')).toEqual(expect.arrayContaining(['creditor', 'debtor', 'amount', 'currency', 'reference']));
    for (const name of ['barcode', 'epcQr', 'swissQrBill']) expect(byName[name].example).toMatch(new RegExp(`^\\{\\{${name} `));
  });

  it('answers liveness on /health and readiness on /ready, naming each dependency', async () => {
    const r = await q.call('GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', node: q.quire.deps.node.id, draining: false, renderer: { status: 'ok' } });
    const ready = await q.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', node: q.quire.deps.node.id, checks: { database: 'ok', storage: 'ok', chromium: 'ok' } });
  });

  it('answers /ready 503 naming the storage while it cannot store a file, and 200 again once it can', async () => {
    const files = path.join(q.dataDir, 'files');
    const aside = path.join(q.dataDir, 'files-aside');
    await fs.rename(files, aside);
    await fs.writeFile(files, 'not a directory'); // the local driver's probe file cannot be created
    try {
      const r = await q.call('GET', '/ready');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'not_ready', checks: { database: 'ok', storage: 'down', chromium: 'ok' }, failed: ['storage'] });
    } finally {
      await fs.rm(files);
      await fs.rename(aside, files);
    }
    expect((await q.call('GET', '/ready')).body).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });
  });
});
