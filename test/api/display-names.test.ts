/**
 * Document and folder names follow the asset names' character rule (core/names.ts, issue 36):
 * stored in Unicode NFC, so a composed and a decomposed "é" are one name (and one partial name);
 * invisible formatting characters (zero-width spaces, bidi overrides: Unicode Cf) and control
 * characters are refused with 400 VALIDATION_ERROR naming the field, on create, rename, duplicate
 * and import. An emoji keeps its joiners: a family is still one name. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, generate } from '../generation/helpers.js';
import { pdfText } from '../support/pdf.js';
import { SQLITE_ONLY, expectError, QUIET_PREVIEWS, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const INVISIBLE = 'must not contain invisible formatting characters such as zero-width spaces or bidirectional overrides (Unicode category Cf)';
const CONTROL = 'must not contain control characters or line separators';
const REFUSED: [string, string][] = [
  ['invoice\u202Egnp.exe', INVISIBLE], // right-to-left override: shows as "invoiceexe.png"
  ['Invoice\u200B2026', INVISIBLE], // zero-width space
  ['\u2066Invoice\u2069', INVISIBLE], // bidi isolates
  ['Invoice\u200D', INVISIBLE], // a joiner outside any emoji
  ['Invoice\tTab', CONTROL],
  ['Line\u2028break', CONTROL],
];
const NFD = 'Re\u0301sume\u0301 Cafe\u0301';
const NFC = 'R\u00e9sum\u00e9 Caf\u00e9';
const FAMILY = '👨‍👩‍👧‍👦';

describe.each(SQLITE_ONLY)('document and folder names (%s)', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  const documentNames = async () =>
    (await q.quire.db.selectFrom('documents').select('name').where('account_id', '=', a.id).orderBy('id').execute()).map((r) => r.name);
  const folderNames = async () =>
    (await q.quire.db.selectFrom('folders').select('name').where('account_id', '=', a.id).orderBy('id').execute()).map((r) => r.name);

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account(undefined, { signIn: false });
  });
  afterAll(() => q?.close());

  it('refuses a bidi override, a zero-width space or a control character in a document name, naming the field', async () => {
    const doc = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Fine', body: '<p>x</p>' } });
    expect(doc.status).toBe(201);
    for (const [name, rule] of REFUSED) {
      const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name, body: '<p>x</p>' } });
      expectError(created, 400, 'VALIDATION_ERROR');
      expect(created.body.message, JSON.stringify(name)).toContain(`name: ${rule}`);
      const renamed = await q.call('PATCH', `/v1/documents/${doc.body.id}`, { token: a.token, body: { name } });
      expectError(renamed, 400, 'VALIDATION_ERROR');
      expect(renamed.body.message).toContain(`name: ${rule}`);
      const copy = await q.call('POST', `/v1/documents/${doc.body.id}/duplicate`, { token: a.token, body: { name } });
      expectError(copy, 400, 'VALIDATION_ERROR');
      expect(copy.body.message).toContain(`name: ${rule}`);
    }
    const imported = await q.call('POST', '/v1/documents/import', {
      token: a.token,
      body: { format: 'quire.document', formatVersion: 1, document: { name: 'invoice\u202Egnp.exe', body: '<p>x</p>' }, assets: [] },
    });
    expectError(imported, 400, 'VALIDATION_ERROR');
    expect(imported.body.message).toContain(`document.name: ${INVISIBLE}`);
    expect(await documentNames()).toEqual(['Fine']);
  });

  it('stores a decomposed document name in NFC; a partial cannot take a name that differs only in its normal form', async () => {
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: NFD, body: '<p>x</p>' } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe(NFC);
    const partial = await q.call('POST', '/v1/documents', {
      token: a.token,
      body: { name: `${NFD} partial`, kind: 'partial', body: '<p>From the partial</p>' },
    });
    expect(partial.status).toBe(201);
    expect(partial.body.name).toBe(`${NFC} partial`);
    // The same partial name typed composed: one name, taken.
    const twin = await q.call('POST', '/v1/documents', { token: a.token, body: { name: `${NFC} partial`, kind: 'partial', body: '<p>q</p>' } });
    expectError(twin, 400, 'VALIDATION_ERROR');
    expect(twin.body.message).toContain('name: another partial of your account already has this name');
    // A template may name the partial decomposed, as it was typed: the same partial, found at save and at render.
    const user = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Uses it', body: `<h1>Letter</h1>{{> "${NFD} partial"}}` } });
    expect(user.status).toBe(201);
    expect(user.body.templateError).toBeNull();
    const pdf = await generate(q, a, user.body.uuid, {});
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    const text = await pdfText((await download(pdf.body.url)).bytes);
    expect(text).toContain('Letter');
    expect(text).toContain('From the partial');
    const page = await q.call('GET', `/v1/documents/${partial.body.id}`, { token: a.token });
    expect(page.body.usedBy.map((u: { name: string }) => u.name)).toEqual(['Uses it']);
    const renamed = await q.call('PATCH', `/v1/documents/${created.body.id}`, { token: a.token, body: { name: `${NFD} 2` } });
    expect(renamed.body.name).toBe(`${NFC} 2`);
    const family = await q.call('POST', '/v1/documents', { token: a.token, body: { name: `${FAMILY} letters`, body: '<p>x</p>' } });
    expect(family.status, JSON.stringify(family.body)).toBe(201);
    expect(await documentNames()).toEqual(['Fine', `${NFC} 2`, `${NFC} partial`, 'Uses it', `${FAMILY} letters`]);
  });

  it('holds folder names to the same rule: refused with the field named, stored in NFC, emoji kept whole', async () => {
    const folder = await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Invoices' } });
    expect(folder.status).toBe(201);
    for (const [name, rule] of REFUSED) {
      const created = await q.call('POST', '/v1/folders', { token: a.token, body: { name } });
      expectError(created, 400, 'VALIDATION_ERROR');
      expect(created.body.message, JSON.stringify(name)).toContain(`name: ${rule}`);
      const renamed = await q.call('PATCH', `/v1/folders/${folder.body.id}`, { token: a.token, body: { name } });
      expectError(renamed, 400, 'VALIDATION_ERROR');
      expect(renamed.body.message).toContain(`name: ${rule}`);
    }
    const decomposed = await q.call('POST', '/v1/folders', { token: a.token, body: { name: NFD } });
    expect(decomposed.status).toBe(201);
    expect(decomposed.body.name).toBe(NFC);
    const renamed = await q.call('PATCH', `/v1/folders/${folder.body.id}`, { token: a.token, body: { name: `${FAMILY} Fam\u0131lie\u0301` } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe(`${FAMILY} Fam\u0131li\u00e9`);
    expect(await folderNames()).toEqual([`${FAMILY} Fam\u0131li\u00e9`, NFC]);
  });
});
