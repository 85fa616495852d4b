/**
 * Issue 39, a template's data contract: `variablesSchema` (JSON Schema draft 2020-12) and named
 * `samples` on a document. PATCH/create/GET, a bad schema or 21 samples refused, sampleProblems
 * marking failing samples; generate, the legacy endpoint, the MCP tool and batches (JSON and
 * CSV) refusing variables that break the schema with 422 VARIABLES_INVALID before anything is
 * debited or reserved; versions, restore and export/import carrying both. Both databases.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvForm } from '../batches/support.js';
import { createDocument, ledgerRows, remaining } from '../generation/helpers.js';
import { call, ok, textOf, connectedClient } from '../mcp/support.js';
import { SQLITE_ONLY, QUIET_PREVIEWS, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';

const SCHEMA = {
  type: 'object',
  required: ['recipient', 'course'],
  properties: {
    recipient: { type: 'string', minLength: 1 },
    course: { type: 'string' },
    issued: { type: 'string', format: 'date' },
    customer: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    items: { type: 'array', items: { type: 'object', properties: { price: { type: 'number' } } } },
  },
};
const BODY = '<h1>{{recipient}}</h1><p>{{course}}</p>';
/** The envelope of VARIABLES_INVALID: the spec's `{ error, message }` and `problems`. */
function expectInvalid(r: { status: number; body: any }) {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(Object.keys(r.body).sort()).toEqual(['error', 'message', 'problems']);
  expect(r.body.error).toBe('VARIABLES_INVALID');
  expect(r.body.message).toMatch(/^The variables do not match the document's variables schema: .+\. Nothing was charged/);
  expect(r.body.problems.length).toBeGreaterThan(0);
}
const GOOD = { recipient: 'Ada Lovelace', course: 'Analytical Engines', issued: '2026-11-27' };

describe.each(SQLITE_ONLY)('variables schema and samples on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let other: TestAccount;
  const clients: Client[] = [];

  beforeAll(async () => {
    q = await startTestQuire(dialect, QUIET_PREVIEWS);
    a = await q.account(undefined, { signIn: false });
    other = await q.account(undefined, { signIn: false });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    await q?.close();
  });

  const newDocument = (fields: Record<string, unknown> = {}) =>
    createDocument(q, a, { body: BODY, framework: 'NONE', variables: GOOD, variablesSchema: SCHEMA, ...fields });
  const patch = (id: number, body: Record<string, unknown>, token = a.token) => q.call('PATCH', `/v1/documents/${id}`, { token, body });
  const generate = (documentId: string, variables: unknown, token = a.token) => q.call('POST', '/v1/generate', { token, body: { documentId, variables } });
  /** The account's credit state: what GET /v1/me says remains and the ledger's rows. */
  const credits = async (acc = a) => ({ remaining: await remaining(q, acc), ledger: (await ledgerRows(q, acc.id)).length });

  test('create, PATCH and GET carry variablesSchema and samples; sampleProblems marks the failing ones', async () => {
    const doc = await newDocument({ samples: [{ name: 'Long name', variables: { ...GOOD, recipient: 'Dr. Maximiliane Mustermann-Schmidt' } }] });
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.status).toBe(200);
    expect(got.body.variablesSchema).toEqual(SCHEMA);
    expect(got.body.samples).toEqual([{ name: 'Long name', variables: { ...GOOD, recipient: 'Dr. Maximiliane Mustermann-Schmidt' } }]);
    expect(got.body.sampleProblems).toEqual([]);

    const r = await patch(doc.id, {
      variables: { course: 'x' },
      samples: [
        { name: 'Empty', variables: {} },
        { name: 'Fine', variables: GOOD },
        { name: 'Bad date', variables: { ...GOOD, issued: 'yesterday', items: [{ price: 'ten' }] } },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.sampleProblems).toEqual([
      { sample: null, problems: [{ path: 'recipient', message: '`recipient` is required' }] },
      {
        sample: 'Empty',
        problems: [
          { path: 'recipient', message: '`recipient` is required' },
          { path: 'course', message: '`course` is required' },
        ],
      },
      {
        sample: 'Bad date',
        problems: [
          { path: 'issued', message: '`issued` must match format "date"' },
          { path: 'items.0.price', message: '`items.0.price` must be number' },
        ],
      },
    ]);
    // Without a schema nothing is marked; null clears it.
    const cleared = await patch(doc.id, { variablesSchema: null });
    expect(cleared.body.variablesSchema).toBeNull();
    expect(cleared.body.sampleProblems).toEqual([]);
  });

  test('an invalid schema, 21 samples, a repeated or empty name: 400 naming the field, nothing changed', async () => {
    const doc = await newDocument();
    const bad = await patch(doc.id, { variablesSchema: { type: 'object', properties: { n: { type: 'integr' } } } });
    expectError(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.message).toContain('variablesSchema');
    const unresolved = await patch(doc.id, { variablesSchema: { $ref: 'https://example.com/elsewhere.json' } });
    expectError(unresolved, 400, 'VALIDATION_ERROR');
    expect(unresolved.body.message).toContain('variablesSchema');
    const created = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'x', variablesSchema: { type: 7 } } });
    expectError(created, 400, 'VALIDATION_ERROR');
    expect(created.body.message).toContain('variablesSchema');

    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Sample ${i + 1}`, variables: GOOD }));
    const tooMany = await patch(doc.id, { samples: many });
    expectError(tooMany, 400, 'VALIDATION_ERROR');
    expect(tooMany.body.message).toContain('samples');
    expect(tooMany.body.message).toContain('20');
    expect((await patch(doc.id, { samples: many.slice(0, 20) })).status).toBe(200);
    const twice = await patch(doc.id, {
      samples: [
        { name: 'A', variables: {} },
        { name: 'A', variables: {} },
      ],
    });
    expectError(twice, 400, 'VALIDATION_ERROR');
    expect(twice.body.message).toContain('samples.1.name');
    expectError(await patch(doc.id, { samples: [{ name: '', variables: {} }] }), 400, 'VALIDATION_ERROR');
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.body.variablesSchema).toEqual(SCHEMA);
    expect(got.body.samples).toHaveLength(20);
  });

  test('generate: variables that break the schema are 422 VARIABLES_INVALID with every problem, nothing debited; valid ones render', async () => {
    const doc = await newDocument();
    const before = await credits();
    const r = await generate(doc.uuid, { course: 5, customer: {}, items: [{ price: 'ten' }] });
    expectInvalid(r);
    expect(r.body.message).toContain('`recipient` is required');
    expect(r.body.problems).toEqual([
      { path: 'recipient', message: '`recipient` is required' },
      { path: 'course', message: '`course` must be string' },
      { path: 'customer.name', message: '`customer.name` is required' },
      { path: 'items.0.price', message: '`items.0.price` must be number' },
    ]);
    expectInvalid(await generate(doc.uuid, undefined));
    expect(await credits()).toEqual(before);

    const fine = await generate(doc.uuid, GOOD);
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
    expect((await credits()).remaining).toBe(before.remaining - 1);
  });

  test('a schema with a pattern (checked in the validation worker): samples marked, a render refused, a match renders', async () => {
    const schema = { type: 'object', required: ['code'], properties: { code: { type: 'string', pattern: '^[A-Z]{3}-[0-9]+$' } } };
    const doc = await createDocument(q, a, {
      body: '<p>{{code}}</p>',
      framework: 'NONE',
      variables: { code: 'ABC-1' },
      variablesSchema: schema,
      samples: [{ name: 'Lower case', variables: { code: 'abc-1' } }],
    });
    const got = await q.call('GET', `/v1/documents/${doc.id}`, { token: a.token });
    expect(got.body.sampleProblems).toEqual([{ sample: 'Lower case', problems: [{ path: 'code', message: '`code` must match pattern "^[A-Z]{3}-[0-9]+$"' }] }]);
    const before = await credits();
    const r = await generate(doc.uuid, { code: 'nope' });
    expectInvalid(r);
    expect(r.body.problems).toEqual([{ path: 'code', message: '`code` must match pattern "^[A-Z]{3}-[0-9]+$"' }]);
    expect(await credits()).toEqual(before);
    expect((await generate(doc.uuid, { code: 'XYZ-42' })).status).toBe(200);
  });

  test('another workspace: its document is 404 for generate and PATCH, whatever the variables', async () => {
    const doc = await newDocument();
    expectError(await generate(doc.uuid, {}, other.token), 404, 'NOT_FOUND');
    expectError(await patch(doc.id, { variablesSchema: null }, other.token), 404, 'NOT_FOUND');
    expectError(await q.call('GET', `/v1/documents/${doc.id}`, { token: other.token }), 404, 'NOT_FOUND');
  });

  test('the legacy endpoint: 422 variables_invalid, nothing debited', async () => {
    const doc = await newDocument({ variablesSchema: { type: 'object', required: ['recipient'] } });
    const before = await credits();
    const r = await fetch(`${q.url}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': a.token },
      body: JSON.stringify({ templateId: doc.uuid, variables: { course: 'x' } }),
    });
    expect(r.status).toBe(422);
    expect(await r.json()).toEqual({ error: 'variables_invalid' });
    expect(await credits()).toEqual(before);
  });

  test('MCP: get_document shows the schema and samples; generate_pdf is refused with VARIABLES_INVALID naming the problem, nothing debited', async () => {
    const doc = await newDocument({ samples: [{ name: 'Fine', variables: GOOD }] });
    const client = await connectedClient(q, a.token);
    clients.push(client);
    const got = ok(await call(client, 'get_document', { id: doc.uuid }));
    expect(got.variablesSchema).toEqual(SCHEMA);
    expect(got.samples).toEqual([{ name: 'Fine', variables: GOOD }]);
    const before = await credits();
    const refused = await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { recipient: 'Ada' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/^VARIABLES_INVALID: .*`course` is required/);
    expect(textOf(refused)).toContain('"path":"course"');
    expect(await credits()).toEqual(before);
  });

  test('a JSON batch with a bad item is refused whole, naming the items, before any reservation', async () => {
    const doc = await newDocument();
    const before = await credits();
    const items = [{ variables: GOOD }, { variables: { recipient: 'Bo' } }, { variables: GOOD }, { variables: { ...GOOD, issued: '27.11.2026' } }];
    const r = await q.call('POST', '/v1/batches', { token: a.token, body: { documentId: doc.uuid, items } });
    expectInvalid(r);
    expect(r.body.message).toContain('item 1');
    expect(r.body.problems).toEqual([
      { item: 1, path: 'course', message: '`course` is required' },
      { item: 3, path: 'issued', message: '`issued` must match format "date"' },
    ]);
    expect(await credits()).toEqual(before);
    expect((await q.call('GET', '/v1/batches', { token: a.token })).body.batches).toEqual([]);
    // At most the first 100 problems.
    const many = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: { documentId: doc.uuid, items: Array.from({ length: 150 }, () => ({ variables: {} })) },
    });
    expectInvalid(many);
    expect(many.body.problems).toHaveLength(100);
    expect(many.body.problems.at(-1)).toEqual({ item: 49, path: 'course', message: '`course` is required' });
    expect(await credits()).toEqual(before);
  });

  test('a CSV batch missing a required column is refused naming the rows; a complete one is accepted', async () => {
    const doc = await newDocument();
    const before = await credits();
    const post = (csv: string) =>
      fetch(`${q.url}/v1/batches`, { method: 'POST', headers: { 'x-api-token': a.token }, body: csvForm(csv, { documentId: doc.uuid }) }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as any,
      }));
    const sparse = await post('recipient,issued\nAda,2026-11-27\n,2026-11-28\n');
    expect(sparse.status).toBe(422);
    expect(sparse.body.error).toBe('VARIABLES_INVALID');
    expect(sparse.body.message).toContain('row 2');
    expect(sparse.body.problems).toEqual([
      { row: 2, path: 'course', message: '`course` is required' },
      { row: 3, path: 'recipient', message: '`recipient` is required' },
      { row: 3, path: 'course', message: '`course` is required' },
    ]);
    expect(await credits()).toEqual(before);
    const complete = await post('recipient,course\nAda,Engines\n');
    expect(complete.status, JSON.stringify(complete.body)).toBe(202);
  });

  test('versions keep the schema and samples; restore brings them back; export and import carry them', async () => {
    const samples = [{ name: 'Fine', variables: GOOD }];
    const doc = await newDocument({ samples });
    const v1 = await q.call('GET', `/v1/documents/${doc.id}/versions/1`, { token: a.token });
    expect(v1.body.snapshot.variablesSchema).toEqual(SCHEMA);
    expect(v1.body.snapshot.samples).toEqual(samples);
    // auto publishing: a schema change is a new version, and the render checks against it.
    const loose = { type: 'object' };
    const changed = await patch(doc.id, { variablesSchema: loose, samples: [] });
    expect(changed.body.publishedVersion).toBe(2);
    expect((await generate(doc.uuid, {})).status).toBe(200);
    const v2 = await q.call('GET', `/v1/documents/${doc.id}/versions/2`, { token: a.token });
    expect(v2.body.snapshot).toMatchObject({ variablesSchema: loose, samples: [] });
    // Pinning version 1 renders under its schema.
    expectInvalid(await q.call('POST', '/v1/generate', { token: a.token, body: { documentId: doc.uuid, variables: {}, version: 1 } }));
    const restored = await q.call('POST', `/v1/documents/${doc.id}/versions/1/restore`, { token: a.token, body: {} });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.variablesSchema).toEqual(SCHEMA);
    expect(restored.body.samples).toEqual(samples);

    const bundle = await q.call('GET', `/v1/documents/${doc.id}/export`, { token: a.token });
    expect(bundle.status).toBe(200);
    expect(bundle.body.document.variablesSchema).toEqual(SCHEMA);
    expect(bundle.body.document.samples).toEqual(samples);
    const imported = await q.call('POST', '/v1/documents/import', { token: other.token, body: bundle.body });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.variablesSchema).toEqual(SCHEMA);
    expect(imported.body.samples).toEqual(samples);
    expectInvalid(await generate(imported.body.uuid, {}, other.token));
    // A bundle with an invalid schema is refused like a create.
    const broken = await q.call('POST', '/v1/documents/import', {
      token: other.token,
      body: { ...bundle.body, document: { ...bundle.body.document, variablesSchema: { type: 'nope' } } },
    });
    expectError(broken, 400, 'VALIDATION_ERROR');
  });
});
