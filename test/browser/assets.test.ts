import { describe, expect, it } from 'vitest';
import { makePng } from '../support/assets.js';
import { browserSuite, signIn } from './support.js';

describe('dashboard: assets', () => {
  const s = browserSuite();

  it('uploads by drag and drop and by file picker, shows thumbnails, copies the snippet, deletes', async () => {
    const { page } = s;
    await s.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, s.account, '/sign-in?next=%2Fassets');
    await page.waitForURL('**/assets');
    await page.getByRole('heading', { name: 'No assets yet' }).waitFor();

    // drag and drop: a DataTransfer with a real PNG, dropped on the drop zone
    const png = makePng(40, 20, [200, 30, 30]).toString('base64');
    const transfer = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], 'logo.png', { type: 'image/png' }));
      return dt;
    }, png);
    await page.getByRole('region', { name: 'Drop files here to upload' }).dispatchEvent('drop', { dataTransfer: transfer });
    const card = page.getByRole('listitem', { name: 'logo.png' });
    await card.waitFor();
    const thumb = card.getByRole('img', { name: 'logo.png' });
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
    await expect(card.getByText('40×20').count()).resolves.toBe(1);

    // the file picker; a spoofed PNG is refused with the API's message
    await page.getByLabel('Choose files to upload').setInputFiles([
      { name: 'second.png', mimeType: 'image/png', buffer: makePng(8, 8) },
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') },
    ]);
    await page.getByRole('listitem', { name: 'second.png' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('fake.png');

    await card.getByRole('button', { name: 'Copy snippet for logo.png' }).click();
    await card.getByText('Copied', { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{{asset "logo.png"}}');

    await card.getByRole('button', { name: 'Delete logo.png' }).click();
    await card.waitFor({ state: 'detached' });
    const api = await s.quire.call('GET', '/v1/assets', { token: s.account.token });
    expect(api.body.assets.map((a: { name: string }) => a.name)).toEqual(['second.png']);
    expect(s.consoleErrors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});

describe('dashboard: asset names in the editor', () => {
  const s = browserSuite();

  it('offers the asset names in the template completion, and the live preview shows the image', async () => {
    const { page } = s;
    const up = await fetch(`${s.quire.url}/v1/assets`, {
      method: 'POST',
      headers: { 'x-api-token': s.account.token },
      body: (() => {
        const f = new FormData();
        f.set('file', new Blob([new Uint8Array(makePng(30, 12))]), 'brand-logo.png');
        return f;
      })(),
    });
    expect(up.status).toBe(201);
    const doc = await s.quire.call('POST', '/v1/documents', { token: s.account.token, body: { name: 'With logo', framework: 'NONE', body: '<p>Logo</p>' } });
    await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${doc.body.id}`);
    await page.waitForURL(`**/documents/${doc.body.id}`);
    const box = page.getByRole('region', { name: 'Template' }).getByRole('textbox', { name: 'Template' });
    await box.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText('<img src="{{as');
    await page.keyboard.press('Control+Space');
    const option = page.getByRole('option', { name: /asset "brand-logo\.png"/ });
    await option.waitFor();
    await option.click();
    expect(await box.textContent()).toContain('{{asset "brand-logo.png"');
  });
});
