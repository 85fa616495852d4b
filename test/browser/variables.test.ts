import { describe, expect, it } from 'vitest';
import { contrastViolations, lightSurfaces, SIZES } from './look.js';
import { browserSuite, openChangedDraft, signIn } from './support.js';

const WAIT = { timeout: 30_000 };

const SCHEMA = {
  type: 'object',
  required: ['customer', 'items'],
  properties: {
    customer: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, since: { type: 'string', format: 'date' } } },
    items: {
      type: 'array',
      items: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, qty: { type: 'integer' }, gift: { type: 'boolean' } } },
    },
    tone: { enum: ['friendly', 'formal'] },
  },
};
const BODY = '<p>For {{customer.name}}</p>{{#each items}}<p>Line {{name}} x {{qty}}</p>{{/each}}';

describe('dashboard: variables schema, Fields form, samples, the rendered difference before publishing (issue 39)', () => {
  const s = browserSuite();
  const api = (method: string, path: string, body?: unknown) => s.quire.call(method, path, { token: s.account.token, body });
  const preview = () => s.page.getByRole('region', { name: 'Preview' });

  it('the Fields form fills a nested list, the JSON view and the live preview follow, and a named sample is saved', async () => {
    const { page } = s;
    const created = await api('POST', '/v1/documents', {
      name: 'Order',
      framework: 'NONE',
      body: BODY,
      variables: { customer: { name: 'Ada' }, items: [] },
      variablesSchema: SCHEMA,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await page.goto(`/documents/${id}`);
    await expect.poll(() => preview().textContent(), WAIT).toContain('For Ada');

    const form = page.getByRole('group', { name: 'Fields' });
    await form.waitFor(WAIT);
    // Required fields are marked.
    expect(await form.getByTitle('Required').count()).toBeGreaterThanOrEqual(3);
    await form.getByLabel('name').first().fill('Grace');
    await form.getByRole('button', { name: 'Add to items' }).click();
    await form.getByRole('button', { name: 'Add to items' }).click();
    const first = form.getByRole('group', { name: 'items 1' });
    await first.getByLabel('name').fill('Widget');
    await first.getByLabel('qty').fill('3');
    const second = form.getByRole('group', { name: 'items 2' });
    await second.getByLabel('name').fill('Gadget');
    await second.getByLabel('qty').fill('7');
    await expect.poll(() => preview().textContent(), WAIT).toContain('Line Gadget x 7');
    expect(await preview().textContent()).toContain('For Grace');
    expect(await preview().textContent()).toContain('Line Widget x 3');

    // Removing a row: the preview follows.
    await form.getByRole('button', { name: 'Remove items 1' }).click();
    await expect.poll(async () => (await preview().textContent()) ?? '', WAIT).not.toContain('Widget');

    // Two-way: the JSON view has the form's values; an edit there shows in the form.
    const variables = page.getByRole('region', { name: 'Sample variables' });
    await variables.getByRole('tab', { name: 'JSON' }).click();
    const json = variables.getByRole('textbox', { name: 'Sample variables' });
    await expect.poll(() => json.textContent(), WAIT).toContain('"Gadget"');
    await variables.getByRole('tab', { name: 'Fields' }).click();
    await form.getByLabel('tone').selectOption('formal');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = (await api('GET', `/v1/documents/${id}`)).body;
    expect(saved.variables).toEqual({ customer: { name: 'Grace' }, items: [{ name: 'Gadget', qty: 7, gift: false }], tone: 'formal' });

    // A named sample: a copy of the one shown, edited, chosen for the preview, saved with the document.
    await variables.getByRole('button', { name: 'Sample actions' }).click();
    await variables.getByRole('menuitem', { name: /New sample/ }).click();
    const dialog = page.getByRole('dialog', { name: 'New sample' });
    await dialog.getByLabel('Sample name').fill('Big order');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => variables.getByLabel('Sample', { exact: true }).inputValue(), WAIT).toBe('0');
    await form.getByRole('group', { name: 'items 1' }).getByLabel('qty').fill('500');
    await expect.poll(() => preview().textContent(), WAIT).toContain('Line Gadget x 500');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const withSample = (await api('GET', `/v1/documents/${id}`)).body;
    expect(withSample.samples).toEqual([
      { name: 'Big order', variables: { customer: { name: 'Grace' }, items: [{ name: 'Gadget', qty: 500, gift: false }], tone: 'formal' } },
    ]);
    expect(withSample.variables.items[0].qty).toBe(7);
    // Back to the default sample: the preview follows it.
    await variables.getByLabel('Sample', { exact: true }).selectOption('-1');
    await expect.poll(() => preview().textContent(), WAIT).toContain('Line Gadget x 7');
    expect(s.consoleErrors).toEqual([]);
  });

  it('Publish shows the changed page and how many pages changed before publishing, then publishes', async () => {
    const { page } = s;
    const body = (word: string) =>
      `<section style="break-after:page">Page one stays</section><section style="break-after:page">Page two says ${word}</section><p>Page three stays</p>`;
    const id = await openChangedDraft(s, 'Offer', body('hello'), body('goodbye'));
    await page.getByText('Draft differs from published').waitFor(WAIT);
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the draft as version 2?' });
    await dialog.waitFor(WAIT);
    const region = dialog.getByRole('region', { name: 'Default sample: rendered changes' });
    await region.getByText('1 of 3 pages changed').waitFor(WAIT);
    const image = region.getByRole('img', { name: 'Page 2, changed parts in red' });
    await image.waitFor(WAIT);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), WAIT).toBeGreaterThan(100);
    expect(await region.getByRole('img').count()).toBe(1);
    expect(await region.getByText(/Page 2 · .* changed/).count()).toBe(1);
    // Nothing is published while the dialog is open.
    expect((await api('GET', `/v1/documents/${id}`)).body.publishedVersion).toBe(1);

    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('API renders version 2').waitFor(WAIT);
    expect((await api('GET', `/v1/documents/${id}`)).body).toMatchObject({ publishedVersion: 2, draftChanged: false });
    expect(s.consoleErrors).toEqual([]);
  });

  it('History: the rendered tab compares a version with the draft, and Restore asks for confirmation first', async () => {
    const { page } = s;
    const id = await openChangedDraft(s, 'Memo', '<p>Memo one</p>', '<p>Memo two</p>');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Compare version 1 with the draft' }).click();
    await history.getByRole('tab', { name: 'Rendered' }).click();
    const rendered = history.getByRole('region', { name: 'Version 1 to the draft, rendered' });
    await rendered.getByText('1 of 1 page changed').waitFor(WAIT);
    await rendered.getByRole('img', { name: 'Page 1, changed parts in red' }).waitFor(WAIT);

    await history.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
    await confirm.waitFor(WAIT);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden', ...WAIT });
    expect((await api('GET', `/v1/documents/${id}`)).body.body).toBe('<p>Memo two</p>');

    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(async () => (await api('GET', `/v1/documents/${id}`)).body.body, WAIT).toBe('<p>Memo one</p>');
    expect(s.consoleErrors).toEqual([]);
  });
  it('without a schema: Infer from template fills the schema view and Save keeps it; Generate and a batch say which variables were missing; with one, Generate lists the problems', async () => {
    const { page } = s;
    const created = await api('POST', '/v1/documents', {
      name: 'Certificate',
      framework: 'NONE',
      body: '<h1>{{title}}</h1><p>for {{recipient.name}}</p>{{#each signers}}<p>{{name}}</p>{{/each}}',
      variables: { title: 'Award' },
    });
    const id = created.body.id as number;
    await signIn(page, s.account);
    await page.waitForURL('**/documents');
    await page.goto(`/documents/${id}`);
    const variables = page.getByRole('region', { name: 'Sample variables' });

    // The Generate dialog: 200 with a MISSING_VARIABLE warning for each path the template read.
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await page.getByRole('dialog', { name: 'Generate PDF' }).getByRole('button', { name: 'Generate' }).click();
    const generated = page.getByRole('dialog', { name: 'PDF generated' });
    const warnings = generated.getByRole('status', { name: 'Warnings' });
    await warnings.waitFor(WAIT);
    expect(await warnings.textContent()).toContain('recipient.name');
    await generated.getByRole('button', { name: 'Done' }).click();

    // A batch item's warnings show on the Batches page.
    const batch = await api('POST', '/v1/batches', {
      documentId: created.body.uuid,
      items: [{ variables: { title: 'A', recipient: { name: 'Ada' }, signers: [] } }, { variables: { title: 'B', signers: [] } }],
    });
    expect(batch.status).toBe(202);

    // Infer from template: the schema view gets it, Save keeps it.
    await variables.getByRole('tab', { name: 'Fields' }).click();
    await variables.getByRole('button', { name: 'Infer from template' }).click();
    const schemaText = variables.getByRole('textbox', { name: 'Variables schema' });
    await expect.poll(() => schemaText.textContent(), WAIT).toContain('recipient');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('All changes saved').waitFor(WAIT);
    const saved = (await api('GET', `/v1/documents/${id}`)).body;
    expect(Object.keys(saved.variablesSchema.properties).sort()).toEqual(['recipient', 'signers', 'title']);
    // The default sample lacks recipient: marked as failing the schema, and the form shows a required field.
    await expect.poll(() => variables.getByLabel('Sample', { exact: true }).textContent(), WAIT).toContain('fails the schema');
    await variables.getByRole('tab', { name: 'Fields' }).click();
    await variables.getByRole('group', { name: 'Fields' }).getByText('recipient').first().waitFor(WAIT);

    // Generating with the failing sample: 422 VARIABLES_INVALID, every problem listed.
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate PDF' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const problems = dialog.getByRole('list', { name: 'Problems' });
    await problems.waitFor(WAIT);
    expect(await problems.textContent()).toContain('recipient');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/batches');
    const row = page.getByRole('listitem', { name: 'Batch of 2, completed' });
    await row.waitFor({ timeout: 120_000 });
    await row.getByRole('button', { name: '1 item rendered with variables missing' }).click();
    expect(await row.getByRole('list', { name: 'Item warnings' }).textContent()).toContain('Item 2: missing recipient.name');
    expect(s.consoleErrors).toEqual([]);
  }, 240_000);
  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: the Fields form and the Publish dialog are readable (contrast AA, no light surface in dark) at 1280x800 and 390x844`, async () => {
      const { page } = s;
      await page.emulateMedia({ colorScheme: scheme });
      const created = await api('POST', '/v1/documents', {
        name: 'Order',
        framework: 'NONE',
        body: BODY,
        variables: { customer: { name: 'Ada' }, items: [{ name: 'Widget', qty: 2 }] },
        variablesSchema: SCHEMA,
        samples: [{ name: 'No customer', variables: { items: [] } }],
        publishing: 'manual',
      });
      const id = created.body.id as number;
      await api('PATCH', `/v1/documents/${id}`, { body: `${BODY}<p>Thank you</p>` });
      await signIn(page, s.account, `/sign-in?next=%2Fdocuments%2F${id}`);
      const variables = page.getByRole('region', { name: 'Sample variables' });
      await variables.getByRole('group', { name: 'Fields' }).waitFor(WAIT);
      await variables.getByLabel('Sample', { exact: true }).selectOption({ label: 'No customer — fails the schema' });
      await variables.getByText('As saved, this sample fails the schema').waitFor(WAIT);
      const problems: string[] = [];
      const look = async (what: string) => {
        await page.waitForTimeout(300); // transitions
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
        for (const v of await contrastViolations(page)) problems.push(`${what}: contrast ${v}`);
        if (scheme === 'dark') for (const l of await lightSurfaces(page)) problems.push(`${what}: light surface ${l}`);
      };
      await look('fields');
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish the draft as version 2?' });
      await dialog.getByRole('region', { name: 'Default sample: rendered changes' }).getByText('1 of 1 page changed').waitFor(WAIT);
      await dialog.getByRole('region', { name: 'No customer: rendered changes' }).getByText('1 of 1 page changed').waitFor(WAIT);
      await look('publish dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.setViewportSize(SIZES.phone);
      await page.getByRole('tab', { name: 'Variables' }).click();
      await variables.getByRole('group', { name: 'Fields' }).waitFor(WAIT);
      // Nothing sideways: the header (sample, actions, views) and the form fit the phone.
      expect(await variables.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const fieldsTab = (await variables.getByRole('tab', { name: 'Schema' }).boundingBox())!;
      expect(fieldsTab.x + fieldsTab.width).toBeLessThanOrEqual(390);
      await look('fields on a phone');
      expect(problems).toEqual([]);
      expect(s.consoleErrors).toEqual([]);
    });
  }
});
