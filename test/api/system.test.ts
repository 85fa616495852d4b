import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

describe('fonts, helpers and health', () => {
  let q: TestQuire;
  let a: TestAccount;
  beforeAll(async () => {
    q = await startTestQuire('sqlite');
    a = await q.account();
  });
  afterAll(() => q?.close());

  it('lists the bundled fonts with their weights', async () => {
    const r = await q.call('GET', '/v1/fonts', { token: a.token });
    expect(r.status).toBe(200);
    const names = r.body.fonts.map((f: { name: string }) => f.name);
    for (const name of ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Source Sans 3', 'Noto Sans', 'Merriweather', 'Playfair Display', 'Roboto Mono', 'IBM Plex Sans']) {
      expect(names).toContain(name);
    }
    const inter = r.body.fonts.find((f: { name: string }) => f.name === 'Inter');
    expect(inter.weights).toEqual(expect.arrayContaining(['400', '600', '700']));
    expect((await q.call('GET', '/v1/fonts')).status).toBe(401);
  });

  it('lists the template helpers', async () => {
    const r = await q.call('GET', '/v1/helpers', { token: a.token });
    expect(r.status).toBe(200);
    const names = r.body.helpers.map((h: { name: string }) => h.name);
    expect(names).toEqual(expect.arrayContaining(['formatNumber', 'formatCurrency', 'formatDate', 'eq', 'add', 'default', 'json']));
  });

  it('reports health for load balancers', async () => {
    const r = await q.call('GET', '/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok', renderer: { status: 'ok' } });
  });

  it('answers 503 degraded while the storage cannot store a file, and 200 again once it can', async () => {
    const files = path.join(q.dataDir, 'files');
    const aside = path.join(q.dataDir, 'files-aside');
    await fs.rename(files, aside);
    await fs.writeFile(files, 'not a directory'); // the local driver's probe file cannot be created
    try {
      const r = await q.call('GET', '/health');
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ status: 'degraded', database: 'ok', storage: 'down', renderer: { status: 'ok' } });
    } finally {
      await fs.rm(files);
      await fs.rename(aside, files);
    }
    expect((await q.call('GET', '/health')).body).toMatchObject({ status: 'ok', storage: 'ok' });
  });
});
