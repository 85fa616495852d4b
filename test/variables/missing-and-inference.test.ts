/**
 * Issue 39, what a template reads: GET /v1/documents/{id}/variables-schema/inferred (nested
 * objects, `#each` arrays with their items' fields, `#if` optional, partials, header and footer,
 * merged with the sample's types) and MISSING_VARIABLE warnings on a render that lacks a path
 * (POST /v1/generate, the MCP tool, a batch item), none when the variables are complete or the
 * path is guarded by `#if`. An enormous template's inference crosses the limits of an expansion
 * while the node keeps answering. Both databases, through HTTP.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allItems, settled } from '../batches/support.js';
import { createDocument, generate } from '../generation/helpers.js';
import { call, ok, connectedClient } from '../mcp/support.js';
import { SQLITE_ONLY, expectError, startTestQuire, type TestAccount, type TestQuire } from '../support/quire.js';
import { expectAlive, whileProbing } from '../hardening/probe.js';

const BODY = `<h1>{{customer.name}}</h1><p>{{customer.address.city}}</p>
<table>{{#each lines}}<tr><td>{{description}}</td><td>{{formatNumber this.price 2}}</td><td>{{../currency}}</td></tr>{{/each}}</table>
{{#if discount}}<p>Discount: {{discount}}</p>{{/if}}
{{#with seller}}<p>{{name}} · {{@root.currency}}</p>{{/with}}
{{> letterhead}}`;
const PARTIAL = '<header>{{company.name}}</header>';
const COMPLETE = {
  customer: { name: 'Ada Lovelace', address: { city: 'London' } },
  lines: [{ description: 'Consulting', price: 1250 }],
  currency: 'EUR',
  seller: { name: 'Quire Ltd' },
  company: { name: 'Quire' },
};
/** 5,000 nested `{{#if}}` (80 KB): minutes of Handlebars' parser on one thread. */
const DEEP_IFS = `${'{{#if x}}'.repeat(5000)}deep${'{{/if}}'.repeat(5000)}`;

describe.each(SQLITE_ONLY)('variables inference and MISSING_VARIABLE warnings on %s', (dialect) => {
  let q: TestQuire;
  let a: TestAccount;
  let other: TestAccount;
  let doc: { id: number; uuid: string };
  const clients: Client[] = [];

  beforeAll(async () => {
    q = await startTestQuire(dialect, { PREVIEW_DEBOUNCE_MS: '60000', TEMPLATE_TIMEOUT_MS: '2500', UPLOAD_ALLOW_PRIVATE: 'true' });
    a = await q.account(undefined, { signIn: false });
    other = await q.account(undefined, { signIn: false });
    const partial = await q.call('POST', '/v1/documents', { token: a.token, body: { name: 'letterhead', kind: 'partial', framework: 'NONE', body: PARTIAL } });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    doc = await createDocument(q, a, {
      name: 'Invoice',
      framework: 'NONE',
      body: BODY,
      footer: '<p>{{footerNote}} {{pageNumber}}/{{totalPages}}</p>',
      variables: { customer: { name: 'Sample' }, lines: [{ description: 'Sample line', price: 10 }], currency: 'EUR' },
      // What the default sample lacks is typed from the named samples.
      samples: [{ name: 'With discount', variables: { discount: 5, footerNote: 'Thank you', currency: 'CHF' } }],
    });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.close();
    await q?.close();
  });

  test('the inferred schema: nested objects, #each arrays with item fields, #if optional, #with, @root, ../, partials, footer, types from the sample and named samples', async () => {
    const r = await q.call('GET', `/v1/documents/${doc.id}/variables-schema/inferred`, { token: a.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        customer: {
          type: 'object',
          properties: {
            name: { type: 'string', examples: ['Sample'] },
            address: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
          },
          required: ['name', 'address'],
        },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            properties: { description: { type: 'string', examples: ['Sample line'] }, price: { type: 'number', examples: [10] } },
            required: ['description', 'price'],
          },
        },
        currency: { type: 'string', examples: ['EUR'] },
        discount: { type: 'number', examples: [5] },
        seller: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        company: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
        footerNote: { type: 'string', examples: ['Thank you'] },
      },
      // `lines` is optional: an `#each` over nothing prints nothing (and is not warned of); its items' fields are required.
      required: ['customer', 'currency', 'seller', 'company', 'footerNote'],
    });
    // Ready to save as the document's variablesSchema, where engineer A's PATCH takes it.
    expectError(await q.call('GET', `/v1/documents/${doc.id}/variables-schema/inferred`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(await q.call('GET', `/v1/documents/999999/variables-schema/inferred`, { token: a.token }), 404, 'NOT_FOUND');
  });

  test('generate: a missing path renders with MISSING_VARIABLE warnings; complete variables and an absent #if path give none', async () => {
    const partial = await generate(q, a, doc.uuid, {
      ...COMPLETE,
      customer: { address: { city: 'London' } },
      lines: [{ description: 'x' }, { price: 2 }],
      footerNote: 'Thanks',
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.url).toEqual(expect.any(String));
    expect(partial.body.warnings).toEqual([
      { code: 'MISSING_VARIABLE', path: 'customer.name' },
      { code: 'MISSING_VARIABLE', path: 'lines.0.price' },
      { code: 'MISSING_VARIABLE', path: 'lines.1.description' },
    ]);
    const footer = await generate(q, a, doc.uuid, COMPLETE);
    expect(footer.status).toBe(200);
    expect(footer.body.warnings).toEqual([{ code: 'MISSING_VARIABLE', path: 'footerNote' }]);
    // Complete (discount absent: it is guarded by its #if): no warnings field at all.
    const complete = await generate(q, a, doc.uuid, { ...COMPLETE, footerNote: 'Thanks' });
    expect(complete.status).toBe(200);
    expect(complete.body).not.toHaveProperty('warnings');
  });

  test('an upload receipt carries the warnings too', async () => {
    let put = 0;
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        put++;
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const uploadUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/invoice.pdf`;
      const r = await q.call('POST', '/v1/generate', {
        token: a.token,
        body: { documentId: doc.uuid, variables: { ...COMPLETE, footerNote: 'x', currency: undefined }, options: { delivery: 'upload', uploadUrl } },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({ documentId: doc.uuid, uploaded: true, warnings: [{ code: 'MISSING_VARIABLE', path: 'currency' }] });
      expect(put).toBe(1);
    } finally {
      receiver.close();
    }
  });

  test('MCP generate_pdf carries the warnings in its result', async () => {
    const client = await connectedClient(q, a.token);
    clients.push(client);
    const result = ok(await call(client, 'generate_pdf', { documentId: doc.uuid, variables: { ...COMPLETE, footerNote: 'x', company: {} } }));
    expect(result.warnings).toEqual([{ code: 'MISSING_VARIABLE', path: 'company.name' }]);
  });

  test('a batch item records its warnings and the items listing answers them; a complete item has none', async () => {
    const r = await q.call('POST', '/v1/batches', {
      token: a.token,
      body: { documentId: doc.uuid, items: [{ variables: { ...COMPLETE, footerNote: 'x' } }, { variables: { ...COMPLETE, seller: {}, footerNote: 'x' } }] },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    const done = await settled(q, a, r.body.id, 300_000);
    expect(done.status).toBe('completed');
    const items = await allItems(q, a, r.body.id);
    expect(items.map((i) => i.status)).toEqual(['done', 'done']);
    expect(items[0]).not.toHaveProperty('warnings');
    expect(items[1].warnings).toEqual([{ code: 'MISSING_VARIABLE', path: 'seller.name' }]);
  });

  test('an enormous template: inference crosses the limits of an expansion, answering as generate does; the node answers meanwhile', async () => {
    const deep = await createDocument(q, a, { name: 'deep', framework: 'NONE', body: DEEP_IFS, variables: {} });
    const inferred = await whileProbing(q, () => q.call('GET', `/v1/documents/${deep.id}/variables-schema/inferred`, { token: a.token }));
    expect(inferred.reply.status).toBe(422);
    expect(['TEMPLATE_ERROR', 'RENDER_LIMIT_EXCEEDED']).toContain(inferred.reply.body.error);
    await expectAlive(q, a.token);
  });
});
