/**
 * Issue 40 as a person does it: in the editor's Page section, "Sign with" lists the workspace's
 * signing certificates; choosing one and a reason, then Save, makes every render signed (pdfsig,
 * trusting the test CA, reads the signature of a render that asked for none). A workspace
 * without certificates is told how to add one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument } from '../support/documents.js';
import { download } from '../generation/helpers.js';
import { QUIET_PREVIEWS } from '../support/quire.js';
import { SECRETS_KEY, nssTrusting, pdfsig, upload } from '../signing/support.js';
import { makeTestCa, type TestCa } from '../signing/test-ca.js';
import { browserSuite, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

describe('dashboard: a default signature chosen in the Page section', () => {
  const s = browserSuite({ ...QUIET_PREVIEWS, SECRETS_KEY });
  let ca: TestCa;
  beforeAll(async () => {
    ca = await makeTestCa();
  });
  afterAll(() => ca?.close());

  const openEditor = async (id: number) => {
    await signIn(s.page, s.account);
    await s.page.waitForURL('**/documents');
    await s.page.goto(`/documents/${id}`);
    return s.page.getByRole('region', { name: 'Page' });
  };

  it('chooses the certificate and a reason, saves, and a render without options.sign is signed with it', async () => {
    const { page, account: a, quire: q } = s;
    const signer = await ca.pkcs12({ cn: 'Acme Billing', passphrase: 'p' });
    const certificateId = (await upload(q, { token: a.token }, { file: signer.p12, passphrase: 'p', name: 'Billing' })).body.id;
    const doc = await createDocument(q, a, { body: '<h1>Contract {{n}}</h1>', variables: { n: 7 } });

    const section = await openEditor(doc.id);
    const select = section.getByLabel('Sign with');
    await expect
      .poll(() => select.locator('option').allTextContents(), WAIT)
      .toEqual(['Not signed', expect.stringMatching(/^Billing \(.*CN=Acme Billing, until \d{4}-\d\d-\d\d\)$/)]);
    expect(await select.inputValue()).toBe('');
    await select.selectOption({ label: (await select.locator('option').nth(1).textContent())! });
    await section.getByLabel('Signature reason').fill('Contract issued by Acme');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);

    const saved = (await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token })).body;
    expect(saved.sign).toEqual({ certificateId, reason: 'Contract issued by Acme' });
    expect(saved.publishedVersion).toBe(2);

    // A render that says nothing about signing is signed with the document's default.
    const r = await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const report = await pdfsig((await download(r.body.url)).bytes, await nssTrusting(ca.caPem));
    expect(report).toContain('Signer Certificate Common Name: Acme Billing');
    expect(report).toContain('Signature Validation: Signature is Valid.');

    // After a reload the Page section reads the saved choice.
    await page.reload();
    const again = page.getByRole('region', { name: 'Page' });
    await expect.poll(() => again.getByLabel('Sign with').inputValue(), WAIT).toBe(certificateId);
    expect(await again.getByLabel('Signature reason').inputValue()).toBe('Contract issued by Acme');
    expect(s.consoleErrors).toEqual([]);
  });

  it('without certificates, the select offers only "Not signed" and says how to add one', async () => {
    const doc = await createDocument(s.quire, s.account, { body: '<p>x</p>' });
    const section = await openEditor(doc.id);
    await section.getByText('No signing certificates yet.', { exact: false }).waitFor(WAIT);
    expect(await section.getByText(/POST \/v1\/signing-certificates/).count()).toBeGreaterThan(0);
    expect(await section.getByLabel('Sign with').locator('option').allTextContents()).toEqual(['Not signed']);
    expect(await section.getByLabel('Signature reason').count()).toBe(0);
  });
});
