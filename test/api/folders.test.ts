import { describe, expect, it } from 'vitest';
import { DIALECTS, ISO_UTC, expectError, keysOf, QUIET_PREVIEWS } from '../support/quire.js';
import { useTestQuire } from '../support/use-quire.js';
import { testClock } from '../support/clock.js';

const FOLDER_FIELDS = ['id', 'name', 'emoji', 'createdAt', 'updatedAt'].sort();
const LISTED_FIELDS = [...FOLDER_FIELDS, 'documentsCount'].sort();

/** Emoji a person counts as one character each, whatever their code points. */
const ONE_CHARACTER = {
  simple: '📁', // 1 code point, 2 UTF-16 units
  family: '👨‍👩‍👧‍👦', // 7 code points joined by ZWJ
  flag: '🇩🇪', // 2 regional indicators
  scotland: '🏴󠁧󠁢󠁳󠁣󠁴󠁿', // 7 code points with tag characters
  skinTone: '👍🏽', // base + modifier
  keycap: '1️⃣', // digit + VS16 + combining keycap
  heart: '❤️', // base + VS16
};

describe.each(DIALECTS)('folders on %s', (dialect) => {
  const clock = testClock();
  const { q, a } = useTestQuire(dialect, QUIET_PREVIEWS, { clock });

  const post = (body: unknown, acc = a) => q.call('POST', '/v1/folders', { token: acc.token, body });
  const patch = (id: number, body: unknown) => q.call('PATCH', `/v1/folders/${id}`, { token: a.token, body });
  const list = async (acc = a) => {
    const r = await q.call('GET', '/v1/folders', { token: acc.token });
    expect(r.status).toBe(200);
    expect(keysOf(r.body)).toEqual(['folders']);
    return r.body.folders as any[];
  };

  describe('create', () => {
    it('answers 201 with exactly id, name, emoji, createdAt, updatedAt', async () => {
      const r = await post({ name: 'Invoices', emoji: '🧾' });
      expect(r.status).toBe(201);
      expect(keysOf(r.body)).toEqual(FOLDER_FIELDS);
      expect(r.body).toMatchObject({ name: 'Invoices', emoji: '🧾' });
      expect(r.body.id).toEqual(expect.any(Number));
      expect(r.body.createdAt).toMatch(ISO_UTC);
      expect(r.body.updatedAt).toBe(r.body.createdAt);
    });

    it('makes emoji optional: left out, empty or null means no emoji (null)', async () => {
      for (const body of [{ name: 'Plain' }, { name: 'Empty', emoji: '' }, { name: 'Null', emoji: null }]) {
        const r = await post(body);
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body.emoji).toBeNull();
      }
    });

    it('works with the dashboard cookie', async () => {
      const r = await q.call('POST', '/v1/folders', { cookie: a.cookie, body: { name: 'Dashboard folder' } });
      expect(r.status).toBe(201);
      expect(keysOf(r.body)).toEqual(FOLDER_FIELDS);
    });
  });

  describe('name limits (1-100 characters)', () => {
    it('accepts 100 characters and refuses 101, naming the field', async () => {
      expect((await post({ name: 'n'.repeat(100) })).status).toBe(201);
      const r = await post({ name: 'n'.repeat(101) });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/name/);
      expect(r.body.message).toMatch(/100/);
    });

    it('counts a flag as one character: 100 flags accepted, 101 refused', async () => {
      expect((await post({ name: ONE_CHARACTER.flag.repeat(100) })).body.name).toBe(ONE_CHARACTER.flag.repeat(100));
      expectError(await post({ name: ONE_CHARACTER.flag.repeat(101) }), 400, 'VALIDATION_ERROR');
    });

    it('refuses an empty or missing name', async () => {
      for (const body of [{ name: '' }, {}, { emoji: '📁' }]) {
        const r = await post(body);
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/name/);
      }
    });

    it('applies the same edges on PATCH', async () => {
      const f = (await post({ name: 'Renamed' })).body;
      expect((await patch(f.id, { name: 'r'.repeat(100) })).body.name).toBe('r'.repeat(100));
      expectError(await patch(f.id, { name: 'r'.repeat(101) }), 400, 'VALIDATION_ERROR');
      expectError(await patch(f.id, { name: '' }), 400, 'VALIDATION_ERROR');
    });
  });

  describe('emoji limit (at most 8 characters as a person sees them)', () => {
    for (const [kind, e] of Object.entries(ONE_CHARACTER)) {
      it(`accepts 8 and refuses 9 of ${kind} ${e} (${[...e].length} code points each), on create and on PATCH`, async () => {
        const eight = e.repeat(8);
        const created = await post({ name: `eight ${kind}`, emoji: eight });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body.emoji).toBe(eight);
        const listed = (await list()).find((f) => f.id === created.body.id);
        expect(listed.emoji).toBe(eight);

        const nine = await post({ name: `nine ${kind}`, emoji: e.repeat(9) });
        expectError(nine, 400, 'VALIDATION_ERROR');
        expect(nine.body.message).toMatch(/emoji/);
        expect(nine.body.message).toMatch(/8/);

        expect((await patch(created.body.id, { emoji: e.repeat(9) })).status).toBe(400);
        expect((await patch(created.body.id, { emoji: e })).body.emoji).toBe(e);
      });
    }

    it('counts mixed multi-code-point emoji one by one', async () => {
      const eight = Object.values(ONE_CHARACTER).join('') + '🎉'; // 7 + 1
      expect((await post({ name: 'mixed', emoji: eight })).status).toBe(201);
      expectError(await post({ name: 'mixed 9', emoji: eight + '🎉' }), 400, 'VALIDATION_ERROR');
    });

    it('never crashes on broken or odd Unicode: lone surrogates, bare joiners, combining marks', async () => {
      for (const emoji of ['\ud83d', '\u200d\u200d', 'e\u0301\u0301\u0301', '\ufe0f', '\udc68\u200d']) {
        const r = await post({ name: 'odd', emoji });
        expect([201, 400]).toContain(r.status);
        expect(r.body.error ?? 'created').not.toBe('INTERNAL_ERROR');
      }
      // A letter with 30 stacked combining marks is still one character.
      expect((await post({ name: 'zalgo', emoji: 'a' + '\u0301'.repeat(30) })).status).toBe(201);
    });

    it('refuses a non-string emoji', async () => {
      const r = await post({ name: 'num', emoji: 5 });
      expectError(r, 400, 'VALIDATION_ERROR');
      expect(r.body.message).toMatch(/emoji/);
    });
  });

  describe('update', () => {
    it('answers the updated folder with the create field set; null clears the emoji', async () => {
      const f = (await post({ name: 'Before', emoji: '🐢' })).body;
      await clock.advance(5);
      const r = await patch(f.id, { name: 'After' });
      expect(r.status).toBe(200);
      expect(keysOf(r.body)).toEqual(FOLDER_FIELDS);
      expect(r.body).toMatchObject({ id: f.id, name: 'After', emoji: '🐢', createdAt: f.createdAt });
      expect(r.body.updatedAt > f.updatedAt).toBe(true);
      const cleared = await patch(f.id, { emoji: null });
      expect(cleared.body).toMatchObject({ name: 'After', emoji: null });
    });

    it('answers 404 for a folder that does not exist, and 400 for a malformed id', async () => {
      expectError(await patch(987654, { name: 'x' }), 404, 'NOT_FOUND');
      for (const id of ['abc', '0', '2147483648']) {
        const r = await q.call('PATCH', `/v1/folders/${id}`, { token: a.token, body: { name: 'x' } });
        expectError(r, 400, 'VALIDATION_ERROR');
        expect(r.body.message).toMatch(/id/);
      }
    });
  });

  describe('list', () => {
    it('sorts alphabetically as a person reads (case and accents ignored, numbers in order)', async () => {
      const m = await q.account(undefined, { signIn: false });
      for (const name of ['delta', 'Écoles', 'alpha', 'Charlie', 'Folder 10', 'bravo', 'Folder 9', 'echo']) await post({ name }, m);
      expect((await list(m)).map((f) => f.name)).toEqual(['alpha', 'bravo', 'Charlie', 'delta', 'echo', 'Écoles', 'Folder 9', 'Folder 10']);
    });

    it('carries documentsCount: the documents listed in that folder (archived ones left out, like the list)', async () => {
      const m = await q.account(undefined, { signIn: false });
      const full = (await post({ name: 'Full' }, m)).body;
      const empty = (await post({ name: 'Empty' }, m)).body;
      const ids: number[] = [];
      for (const name of ['a', 'b', 'c']) {
        const d = (await q.call('POST', '/v1/documents', { token: m.token, body: { name } })).body;
        await q.call('PATCH', `/v1/documents/${d.id}`, { token: m.token, body: { folderId: full.id } });
        ids.push(d.id);
      }
      await q.call('PATCH', `/v1/documents/${ids[2]}`, { token: m.token, body: { archived: true } });
      await q.call('POST', '/v1/documents', { token: m.token, body: { name: 'at root' } });
      const folders = await list(m);
      for (const f of folders) expect(keysOf(f)).toEqual(LISTED_FIELDS);
      expect(folders.map((f) => [f.name, f.documentsCount])).toEqual([
        ['Empty', 0],
        ['Full', 2],
      ]);
      const listed = (await q.call('GET', `/v1/documents?folderId=${full.id}`, { token: m.token })).body.documents;
      expect(listed).toHaveLength(2);
      expect(folders.find((f) => f.id === empty.id)).toMatchObject({ name: 'Empty', emoji: null, createdAt: empty.createdAt, updatedAt: empty.updatedAt });
    });

    it('lists nothing for an account without folders', async () => {
      const m = await q.account(undefined, { signIn: false });
      expect(await list(m)).toEqual([]);
    });
  });

  describe('delete', () => {
    it('answers 204, removes the folder and moves its documents (archived ones too) to root', async () => {
      const m = await q.account(undefined, { signIn: false });
      const f = (await post({ name: 'Doomed' }, m)).body;
      const keep = (await post({ name: 'Kept' }, m)).body;
      const docs: any[] = [];
      for (const name of ['one', 'two', 'archived']) {
        const d = (await q.call('POST', '/v1/documents', { token: m.token, body: { name } })).body;
        await q.call('PATCH', `/v1/documents/${d.id}`, { token: m.token, body: { folderId: f.id } });
        docs.push(d);
      }
      await q.call('PATCH', `/v1/documents/${docs[2].id}`, { token: m.token, body: { archived: true } });
      const inKept = (await q.call('POST', '/v1/documents', { token: m.token, body: { name: 'elsewhere' } })).body;
      await q.call('PATCH', `/v1/documents/${inKept.id}`, { token: m.token, body: { folderId: keep.id } });

      const r = await q.call('DELETE', `/v1/folders/${f.id}`, { token: m.token });
      expect(r.status).toBe(204);
      expect(r.body).toBeNull();

      expect((await list(m)).map((x) => x.id)).toEqual([keep.id]);
      const root = (await q.call('GET', '/v1/documents?folderId=root', { token: m.token })).body.documents;
      expect(root.map((d: any) => d.id).sort()).toEqual([docs[0].id, docs[1].id].sort());
      for (const d of root) expect(d.folderId).toBeNull();
      const rows = await q.quire.db.selectFrom('documents').select(['id', 'folder_id']).where('account_id', '=', m.id).execute();
      expect(rows.filter((x) => x.id !== inKept.id).every((x) => x.folder_id === null)).toBe(true);
      expect(rows.find((x) => x.id === inKept.id)?.folder_id).toBe(keep.id);
      expect(rows).toHaveLength(4); // nothing deleted with the folder

      expectError(await q.call('DELETE', `/v1/folders/${f.id}`, { token: m.token }), 404, 'NOT_FOUND');
      expectError(await q.call('PATCH', `/v1/folders/${f.id}`, { token: m.token, body: { name: 'x' } }), 404, 'NOT_FOUND');
      const stale = await q.call('GET', `/v1/documents?folderId=${f.id}`, { token: m.token });
      expect(stale.body.documents).toEqual([]);
    });

    it('works with the dashboard cookie', async () => {
      const f = (await post({ name: 'Cookie delete' })).body;
      expect((await q.call('DELETE', `/v1/folders/${f.id}`, { cookie: a.cookie })).status).toBe(204);
      expect((await list()).some((x) => x.id === f.id)).toBe(false);
    });
  });
});
