import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, ISO_UTC, UUID, expectError, keysOf, QUIET_PREVIEWS, type TestAccount } from '../support/quire.js';
import { OPTION_DEFAULTS } from '../support/documents.js';
import { useTestQuire } from '../support/use-quire.js';
import { testClock } from '../support/clock.js';

// The spec's fields, plus the additive templateError and previewError, and issue #11's page
// furniture and PDF metadata (full payload only, not list items).
const PROBLEMS = ['templateError', 'previewError'];
/** Issue #21: every document has a kind (`document` or `partial`). */
const KIND = ['kind'];
// Issue #19: the publishing mode and version state, in the full payload and in list items.
const VERSION_STATE = ['publishing', 'publishedVersion', 'draftChanged'];
// Issue #11's page furniture and PDF metadata, issue 39's variables schema, named samples and which samples break it.
const FURNITURE_DEFAULTS = { ...OPTION_DEFAULTS, sampleProblems: [] };
const FURNITURE_FIELDS = Object.keys(FURNITURE_DEFAULTS);
// Additive to the spec's payload: folderId and updatedAt (the editor notices a save made elsewhere from them).
const PAYLOAD_FIELDS = [
  'id',
  'uuid',
  'name',
  'body',
  'framework',
  'format',
  'landscape',
  'fonts',
  'variables',
  'archived',
  'folderId',
  'retention',
  'updatedAt',
  ...PROBLEMS,
  ...FURNITURE_FIELDS,
  ...VERSION_STATE,
  ...KIND,
].sort();
const CREATED_FIELDS = [...PAYLOAD_FIELDS, 'createdAt'].sort();
const LIST_ITEM_FIELDS = [
  'id',
  'uuid',
  'name',
  'framework',
  'format',
  'landscape',
  'folderId',
  'previewUrl',
  'previewUpdatedAt',
  'createdAt',
  'updatedAt',
  'lastUsedViaApi',
  ...PROBLEMS,
  ...VERSION_STATE,
  ...KIND,
].sort();

/** A body, framework, format and orientation that all differ from a new document's. */
const LAYOUT = { body: '<h1>{{title}}</h1>', framework: 'BOOTSTRAP', format: 'A5', landscape: true };
const FAMILY = '👨‍👩‍👧‍👦'; // 7 code points, one character on screen

describe.each(DIALECTS)('documents on %s', (dialect) => {
  // Writes a known time apart: the test moves Quire's clock between them (test/support/clock.ts).
  const clock = testClock();
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS, { clock });

  const create = async (name: string, acc = a) => {
    const r = await q.call('POST', '/v1/documents', { token: acc.token, body: { name } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };
  const list = async (query = '', acc = a) => {
    const r = await q.call('GET', `/v1/documents${query}`, { token: acc.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.documents as any[];
  };
  const patch = (id: number, body: unknown) => q.call('PATCH', `/v1/documents/${id}`, { token: a.token, body });

  describe('create', () => {
    it('answers 201 with exactly the create fields and the spec defaults', async () => {
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Invoice' } });
      expect(r.status).toBe(201);
      expect(r.headers.get('content-type')).toMatch(/^application\/json/);
      expect(keysOf(r.body)).toEqual(CREATED_FIELDS);
      expect(r.body).toMatchObject({
        name: 'Invoice',
        framework: 'TAILWIND',
        format: 'A4',
        landscape: false,
        fonts: [],
        variables: {},
        archived: false,
        templateError: null,
        previewError: null,
      });
      expect(r.body.id).toEqual(expect.any(Number));
      expect(r.body.uuid).toMatch(UUID);
      expect(r.body.body).toMatch(/Hello, world/);
      expect(r.body.createdAt).toMatch(ISO_UTC);
      expect(r.body.updatedAt).toBe(r.body.createdAt);
    });

    it('works with the dashboard cookie as with a token', async () => {
      const r = await q.call('POST', '/v1/documents', { cookie: a.cookie, body: { name: 'From the dashboard' } });
      expect(r.status).toBe(201);
      expect(keysOf(r.body)).toEqual(CREATED_FIELDS);
      const got = await q.call('GET', `/v1/documents/${r.body.id}`, { token: a.token });
      expect(got.body.name).toBe('From the dashboard');
    });

    it('gives every document its own uuid and id', async () => {
      const [x, y] = [await create('x'), await create('y')];
      expect(x.uuid).not.toBe(y.uuid);
      expect(x.id).not.toBe(y.id);
    });

    it('refuses unknown fields with 400 naming them, and creates nothing', async () => {
      const m = await q.account(undefined, { signIn: false });
      const r = await q.call('POST', '/v1/documents', { token: m.token, body: { name: 'Extra', secret: 'x' } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toBe(
        'The request is invalid: secret: is not a field of this request (fields: name, body, framework, format, landscape, fonts, variables, archived, folderId, kind, header, footer, margins, headerOnFirstPage, title, author, subject, keywords, lang, tagged, pdfa, sign, variablesSchema, samples, publishing, retention, starter)',
      );
      const nested = await q.call('POST', '/v1/documents', { token: m.token, body: { name: 'x', fonts: [{ name: 'Inter', variants: ['400'], weight: 7 }] } });
      expectError(nested, 400, 'VALIDATION_ERROR');
      expect(nested.body.message).toMatch(/^The request is invalid: fonts\.0\.weight: is not a field of this request \(fields: name, variants, master\)$/);
      expect(await list('', m)).toEqual([]);
    });

    it('takes every field PATCH takes, and answers them in the create shape', async () => {
      const folder = (await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Created into' } })).body;
      const fields = {
        name: 'Complete',
        ...LAYOUT,
        fonts: [{ name: 'Inter', variants: ['400', '700'], master: true }],
        variables: { title: 'Hi', lines: [{ qty: 1 }] },
        archived: true,
      };
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { ...fields, folderId: folder.id } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(keysOf(r.body)).toEqual(CREATED_FIELDS);
      expect(r.body).toMatchObject({ ...fields, templateError: null, previewError: null });
      const got = await q.call('GET', `/v1/documents/${r.body.id}`, { token: a.token });
      expect(got.body).toMatchObject(fields);
      // Archived at birth, so listed only once unarchived; then it is in the folder.
      await patch(r.body.id, { archived: false });
      expect((await list(`?folderId=${folder.id}`)).map((x) => x.id)).toEqual([r.body.id]);
    });

    it('validates create fields exactly as PATCH does, and creates nothing on a refusal', async () => {
      const m = await q.account(undefined, { signIn: false });
      const cases: [unknown, RegExp][] = [
        [{ name: 'x', format: 'Letter' }, /^The request is invalid: format: /],
        [{ name: 'x', framework: 'tailwind' }, /^The request is invalid: framework: /],
        [{ name: 'x', fonts: [{ name: 'Comic Sans', variants: ['400'] }] }, /^The request is invalid: fonts: Quire cannot provide Comic Sans/],
        [
          {
            name: 'x',
            fonts: [
              { name: 'Inter', variants: ['400'], master: true },
              { name: 'Lato', variants: ['400'], master: true },
            ],
          },
          /fonts: at most one font may be master/,
        ],
        [{ name: 'x', variables: [1, 2] }, /^The request is invalid: variables: /],
        [{ name: 'x', landscape: 'yes' }, /^The request is invalid: landscape: /],
        [{ name: 'x', folderId: 2147483647 }, /^The request is invalid: folderId: is not one of your folders$/],
        [{ name: 'x', body: 'a\u0000b' }, /^The request is invalid: body: must not contain the NUL character/],
      ];
      for (const [body, message] of cases) {
        const r = await q.call('POST', '/v1/documents', { token: m.token, body });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message, JSON.stringify(body)).toMatch(message);
        const sameOnPatch = await q.call('PATCH', `/v1/documents/${(await create('probe')).id}`, { token: a.token, body });
        expectError(sameOnPatch, 400, 'VALIDATION_ERROR');
        expect(sameOnPatch.body.message.replace(/\(fields:[^)]*\)/, '')).toBe(r.body.message.replace(/\(fields:[^)]*\)/, ''));
      }
      expect(await list('', m)).toEqual([]);
    });
  });

  describe('name limits (1-200 characters as a person counts them)', () => {
    it('accepts 200 characters and refuses 201, naming the field and the rule', async () => {
      expect((await create('a'.repeat(200))).name).toBe('a'.repeat(200));
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'a'.repeat(201) } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/name/);
      expect(r.body.message).toMatch(/200/);
    });

    it('counts a multi-code-point emoji as one character: 200 accepted, 201 refused', async () => {
      expect((await create(FAMILY.repeat(200))).name).toBe(FAMILY.repeat(200));
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: FAMILY.repeat(201) } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/name/);
    });

    it('accepts 1 character and refuses an empty, missing or non-string name', async () => {
      expect((await create('x')).name).toBe('x');
      for (const body of [{ name: '' }, {}, { name: 42 }, { name: null }]) {
        const r = await q.call('POST', '/v1/documents', { token: a.token, body });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/name/);
      }
    });

    it('applies the same edges on PATCH', async () => {
      const d = await create('rename me');
      expect((await patch(d.id, { name: 'b'.repeat(200) })).status).toBe(200);
      const r = await patch(d.id, { name: 'b'.repeat(201) });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/name/);
      expectError(await patch(d.id, { name: '' }), 400, 'VALIDATION_ERROR');
      expect((await q.call('GET', `/v1/documents/${d.id}`, { token: a.token })).body.name).toBe('b'.repeat(200));
    });

    it('refuses the NUL character with a 400 instead of failing in the database', async () => {
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'a\u0000b' } });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/name/);
      const d = await create('nul body');
      const b = await patch(d.id, { body: '<p>\u0000</p>' });
      expectError(b, 400, 'VALIDATION_ERROR');
      expect(b.body.message).toMatch(/body/);
    });

    it('stores and returns names made of any Unicode exactly', async () => {
      const name = `Rechnung ${FAMILY} 🇩🇪 👍🏽 ünïcødé 請求書`;
      const d = await create(name);
      expect(d.name).toBe(name);
      expect((await q.call('GET', `/v1/documents/${d.id}`, { token: a.token })).body.name).toBe(name);
    });
  });

  describe('get', () => {
    it('answers exactly the full payload, plus its folderId and updatedAt', async () => {
      const d = await create('Get me');
      const r = await q.call('GET', `/v1/documents/${d.id}`, { token: a.token });
      expect(r.status).toBe(200);
      expect(keysOf(r.body)).toEqual(PAYLOAD_FIELDS);
      const { createdAt: _c, ...payload } = d;
      expect(r.body).toEqual(payload);
      expect(r.body.folderId).toBeNull();
      expect(r.body.updatedAt).toMatch(ISO_UTC);
      // A save moves updatedAt on, and GET says so: what the editor polls to notice a save elsewhere.
      await clock.advance(5);
      const patched = await q.call('PATCH', `/v1/documents/${d.id}`, { token: a.token, body: { name: 'Got me' } });
      expect(patched.body.updatedAt > d.updatedAt).toBe(true);
      expect((await q.call('GET', `/v1/documents/${d.id}`, { token: a.token })).body.updatedAt).toBe(patched.body.updatedAt);
    });

    it('answers 404 NOT_FOUND for an id that does not exist', async () => {
      expectError(await q.call('GET', '/v1/documents/987654', { token: a.token }), 404, 'NOT_FOUND');
      expectError(await q.call('GET', '/v1/documents/2147483647', { token: a.token }), 404, 'NOT_FOUND');
    });

    it('refuses ids that are not positive 32-bit integers with 400, never 500', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999']) {
        const r = await q.call('GET', `/v1/documents/${id}`, { token: a.token });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/id/);
      }
    });

    it('does not resolve the uuid in place of the id', async () => {
      const d = await create('by uuid');
      expectError(await q.call('GET', `/v1/documents/${d.uuid}`, { token: a.token }), 400, 'VALIDATION_ERROR');
    });
  });

  describe('update', () => {
    it('changes every field of the spec and answers the full payload', async () => {
      const d = await create('Before');
      const folder = (await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Invoices' } })).body;
      const change = {
        name: 'After',
        ...LAYOUT,
        fonts: [
          { name: 'Inter', variants: ['400', '700'], master: true },
          { name: 'Roboto', variants: ['400'] },
        ],
        variables: { title: 'Hi', lines: [{ qty: 1, price: 9.5 }], customer: { name: 'Ada', vip: true }, note: null },
        archived: false,
        folderId: folder.id,
      };
      await clock.advance(5);
      const r = await patch(d.id, change);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(keysOf(r.body)).toEqual(PAYLOAD_FIELDS);
      expect(r.body).toEqual({
        id: d.id,
        uuid: d.uuid,
        ...change,
        kind: 'document',
        updatedAt: r.body.updatedAt,
        templateError: null,
        previewError: null,
        ...FURNITURE_DEFAULTS,
        publishing: 'auto',
        publishedVersion: 2,
        draftChanged: false,
        retention: null,
      });
      expect(r.body.updatedAt > d.updatedAt).toBe(true);
      expect((await q.call('GET', `/v1/documents/${d.id}`, { token: a.token })).body).toEqual(r.body);
      const item = (await list()).find((x) => x.id === d.id);
      expect(item.folderId).toBe(folder.id);
      expect(item.updatedAt > d.updatedAt).toBe(true);
      expect(item.createdAt).toBe(d.createdAt);
    });

    it('keeps the fields a partial PATCH leaves out', async () => {
      const d = await create('Partial');
      await patch(d.id, { format: 'A3', variables: { a: 1 } });
      const r = await patch(d.id, { landscape: true });
      expect(r.body).toMatchObject({ name: 'Partial', format: 'A3', landscape: true, variables: { a: 1 }, framework: 'TAILWIND' });
    });

    it('accepts every framework and format of the spec, and nothing else', async () => {
      const d = await create('Enums');
      for (const framework of ['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT']) {
        expect((await patch(d.id, { framework })).body.framework).toBe(framework);
      }
      for (const format of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
        expect((await patch(d.id, { format })).body.format).toBe(format);
      }
      for (const [field, value] of [
        ['framework', 'tailwind'],
        ['framework', 'BULMA'],
        ['format', 'A7'],
        ['format', 'Letter'],
        ['format', 'A0'],
        ['landscape', 'true'],
        ['archived', 1],
      ] as const) {
        const r = await patch(d.id, { [field]: value });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toContain(field);
      }
    });

    it('validates the Font shape: name and variants required, master optional and boolean', async () => {
      const d = await create('Fonts');
      const ok = await patch(d.id, { fonts: [{ name: 'Lato', variants: ['400', '700italic'] }] });
      expect(ok.status).toBe(200);
      expect(ok.body.fonts).toEqual([{ name: 'Lato', variants: ['400', '700italic'] }]);
      for (const [fonts, field] of [
        [[{ name: 'Inter' }], 'fonts.0.variants'],
        [[{ variants: ['400'] }], 'fonts.0.name'],
        [[{ name: 'Inter', variants: '400' }], 'fonts.0.variants'],
        [[{ name: 'Inter', variants: ['400'], master: 'yes' }], 'fonts.0.master'],
        ['Inter', 'fonts'],
      ] as const) {
        const r = await patch(d.id, { fonts });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toContain(field);
      }
    });

    it('refuses a font family Quire cannot provide, naming fonts and the family', async () => {
      const d = await create('Unknown font');
      const r = await patch(d.id, { fonts: [{ name: 'Comic Sans Imaginary', variants: ['400'] }] });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/fonts/);
      expect(r.body.message).toMatch(/Comic Sans Imaginary/);
      expect(r.body.message).toMatch(/Inter/); // says what is available instead
    });

    it('takes variables as an object only', async () => {
      const d = await create('Vars');
      for (const variables of [[1, 2], 'x', 3, null]) {
        const r = await patch(d.id, { variables });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/variables/);
      }
    });

    it("accepts only the caller's own folders as folderId (400 naming folderId otherwise)", async () => {
      const d = await create('Foldered');
      const other = await q.account(undefined, { signIn: false });
      const foreign = (await q.call('POST', '/v1/folders', { token: other.token, body: { name: 'Theirs' } })).body;
      for (const folderId of [foreign.id, 987654]) {
        const r = await patch(d.id, { folderId });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/folderId/);
      }
      for (const folderId of [0, -3, 'root', 1.5, 2147483648]) {
        const r = await patch(d.id, { folderId });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/folderId/);
      }
      expect((await list()).find((x) => x.id === d.id).folderId).toBeNull();
    });

    it('moves a document back to root with folderId null', async () => {
      const d = await create('Back to root');
      const f = (await q.call('POST', '/v1/folders', { token: a.token, body: { name: 'Tmp' } })).body;
      await patch(d.id, { folderId: f.id });
      expect((await list(`?folderId=${f.id}`)).map((x) => x.id)).toEqual([d.id]);
      expect((await patch(d.id, { folderId: null })).status).toBe(200);
      expect(await list(`?folderId=${f.id}`)).toEqual([]);
      expect((await list('?folderId=root')).some((x) => x.id === d.id)).toBe(true);
    });

    it('answers 404 for a document that does not exist', async () => {
      expectError(await patch(987654, { name: 'x' }), 404, 'NOT_FOUND');
    });
  });

  describe('list', () => {
    let l: TestAccount;
    beforeAll(async () => {
      l = await q.account(undefined, { signIn: false });
    });

    it('answers { documents: [list item] } with exactly the list fields; never used via the API yet', async () => {
      const d = await create('Listed', l);
      const r = await q.call('GET', '/v1/documents', { token: l.token });
      expect(r.status).toBe(200);
      expect(keysOf(r.body)).toEqual(['documents']);
      expect(r.body.documents).toHaveLength(1);
      const item = r.body.documents[0];
      expect(keysOf(item)).toEqual(LIST_ITEM_FIELDS);
      // QUIET_PREVIEWS holds the first preview for a minute: present from the start, null until rendered.
      expect(item).toEqual({
        id: d.id,
        uuid: d.uuid,
        name: 'Listed',
        framework: 'TAILWIND',
        format: 'A4',
        landscape: false,
        folderId: null,
        createdAt: d.createdAt,
        updatedAt: d.updatedAt,
        lastUsedViaApi: null,
        previewUrl: null,
        previewUpdatedAt: null,
        kind: 'document',
        templateError: null,
        previewError: null,
        publishing: 'auto',
        publishedVersion: 1,
        draftChanged: false,
      });
    });

    it('puts the most recently updated document first', async () => {
      const m = await q.account(undefined, { signIn: false });
      const first = await create('first', m);
      await clock.advance(5);
      const second = await create('second', m);
      await clock.advance(5);
      const third = await create('third', m);
      expect((await list('', m)).map((x) => x.name)).toEqual(['third', 'second', 'first']);
      await clock.advance(5);
      await q.call('PATCH', `/v1/documents/${first.id}`, { token: m.token, body: { name: 'first, edited' } });
      expect((await list('', m)).map((x) => x.id)).toEqual([first.id, third.id, second.id]);
      await clock.advance(5);
      await q.call('PATCH', `/v1/documents/${second.id}`, { token: m.token, body: { landscape: true } });
      expect((await list('', m)).map((x) => x.id)).toEqual([second.id, first.id, third.id]);
    });

    it('leaves archived documents out, and lists them again once unarchived', async () => {
      const m = await q.account(undefined, { signIn: false });
      const keep = await create('keep', m);
      const arch = await create('archive me', m);
      const r = await q.call('PATCH', `/v1/documents/${arch.id}`, { token: m.token, body: { archived: true } });
      expect(r.body.archived).toBe(true);
      expect((await list('', m)).map((x) => x.id)).toEqual([keep.id]);
      // Still reachable by id.
      expect((await q.call('GET', `/v1/documents/${arch.id}`, { token: m.token })).body.archived).toBe(true);
      await q.call('PATCH', `/v1/documents/${arch.id}`, { token: m.token, body: { archived: false } });
      expect((await list('', m)).map((x) => x.id).sort()).toEqual([keep.id, arch.id].sort());
    });

    it('filters with ?folderId=<id> and ?folderId=root; without it lists everything', async () => {
      const m = await q.account(undefined, { signIn: false });
      const f1 = (await q.call('POST', '/v1/folders', { token: m.token, body: { name: 'One' } })).body;
      const f2 = (await q.call('POST', '/v1/folders', { token: m.token, body: { name: 'Two' } })).body;
      const inOne = await create('in one', m);
      const inTwo = await create('in two', m);
      const atRoot = await create('at root', m);
      await q.call('PATCH', `/v1/documents/${inOne.id}`, { token: m.token, body: { folderId: f1.id } });
      await q.call('PATCH', `/v1/documents/${inTwo.id}`, { token: m.token, body: { folderId: f2.id } });
      expect((await list(`?folderId=${f1.id}`, m)).map((x) => x.id)).toEqual([inOne.id]);
      expect((await list(`?folderId=${f2.id}`, m)).map((x) => x.id)).toEqual([inTwo.id]);
      expect((await list('?folderId=root', m)).map((x) => x.id)).toEqual([atRoot.id]);
      expect((await list('', m)).map((x) => x.id).sort()).toEqual([inOne.id, inTwo.id, atRoot.id].sort());
      expect((await list(`?folderId=${f1.id}`, m))[0].folderId).toBe(f1.id);
    });

    it('refuses a folderId that is neither an id nor root, naming folderId and what it accepts', async () => {
      for (const v of ['abc', 'ROOT', '0', '-1', '2147483648']) {
        const r = await q.call('GET', `/v1/documents?folderId=${v}`, { token: a.token });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toBe('The request is invalid: folderId: must be a folder id (a number) or "root"');
      }
      const de = await q.call('GET', '/v1/documents?folderId=abc', { token: a.token, headers: { 'accept-language': 'de' } });
      expect(de.body.message).toBe('Die Anfrage ist ungültig: folderId: muss eine Ordner-ID (eine Zahl) oder "root" sein');
    });
  });

  describe('templateError (computed when the body is saved)', () => {
    const unclosed = '<ul>\n  <li>Items</li>\n  {{#each items}}\n  <li>{{name}}</li>\n</ul>';
    const stray = '{{#if paid}}<p>Paid</p>{{/if}}\n<p>Thanks</p>\n<p>\n      {{/if}}</p>';

    it('saves a body that does not compile, and names the unclosed block with its line and column', async () => {
      const r = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'Broken', body: unclosed } });
      expect(r.status).toBe(201);
      expect(r.body.body).toBe(unclosed);
      const expected = { message: '`{{#each items}}` opened on line 3 is never closed: add `{{/each}}` where the block ends.', line: 3, column: 3 };
      expect(r.body.templateError).toEqual(expected);
      expect((await q.call('GET', `/v1/documents/${r.body.id}`, { token: a.token })).body.templateError).toEqual(expected);
      expect((await list()).find((x) => x.id === r.body.id).templateError).toEqual(expected);
    });

    it('names a stray {{/if}} on PATCH, and clears the error once the body compiles', async () => {
      const d = await create('Stray');
      const broken = await patch(d.id, { body: stray });
      expect(broken.status).toBe(200);
      expect(broken.body.templateError).toEqual({
        message: '`{{/if}}` on line 4 closes a block that was never opened: remove it, or add the matching `{{#if …}}` before it.',
        line: 4,
        column: 7,
      });
      // A PATCH that leaves the body alone keeps the verdict.
      expect((await patch(d.id, { name: 'Stray, renamed' })).body.templateError).toEqual(broken.body.templateError);
      const fixed = await patch(d.id, { body: '{{#if paid}}<p>Paid</p>{{/if}}' });
      expect(fixed.body.templateError).toBeNull();
      expect((await list()).find((x) => x.id === d.id).templateError).toBeNull();
    });
  });

  describe('delete', () => {
    it('hard-deletes: 204 with no body, then 404 on GET, PATCH and a second DELETE', async () => {
      const d = await create('Delete me');
      const r = await q.call('DELETE', `/v1/documents/${d.id}`, { token: a.token });
      expect(r.status).toBe(204);
      expect(r.body).toBeNull();
      expectError(await q.call('GET', `/v1/documents/${d.id}`, { token: a.token }), 404, 'NOT_FOUND');
      expectError(await patch(d.id, { name: 'x' }), 404, 'NOT_FOUND');
      expectError(await q.call('DELETE', `/v1/documents/${d.id}`, { token: a.token }), 404, 'NOT_FOUND');
      expect((await list()).some((x) => x.id === d.id)).toBe(false);
      const row = await q.quire.db.selectFrom('documents').select('id').where('id', '=', d.id).executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('works with the dashboard cookie', async () => {
      const d = await create('Cookie delete');
      expect((await q.call('DELETE', `/v1/documents/${d.id}`, { cookie: a.cookie })).status).toBe(204);
      expectError(await q.call('GET', `/v1/documents/${d.id}`, { token: a.token }), 404, 'NOT_FOUND');
    });
  });
});
