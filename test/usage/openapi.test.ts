import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_FILE_FIELDS } from '../generation/helpers.js';
import { dereference } from '../support/openapi.js';
import { QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

// The document does not depend on the database: one dialect is enough.
describe('OpenAPI: usage, audit, generated files, password change', () => {
  let q: TestQuire;
  let doc: any;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', QUIET_PREVIEWS);
    doc = dereference((await q.call('GET', '/v1/openapi.json')).body);
  });
  afterAll(() => q?.close());

  const op = (method: string, path: string) => doc.paths[path]?.[method];
  const routes: [string, string, string, string[]][] = [
    ['get', '/v1/usage/daily', '200', ['400', '401', '429', '500']],
    ['get', '/v1/audit', '200', ['400', '401', '429', '500']],
    ['get', '/v1/generations', '200', ['400', '401', '429', '500']],
    ['post', '/v1/auth/password', '204', ['400', '401', '403', '413', '429', '500']],
  ];

  it('documents each route with a summary, a description, its success and its error envelopes', () => {
    for (const [method, path, ok, errors] of routes) {
      const o = op(method, path);
      expect(o, `${method} ${path}`).toBeDefined();
      expect(o.summary).toBeTruthy();
      expect(o.description.length).toBeGreaterThan(40);
      expect(Object.keys(o.responses).sort()).toEqual([ok, ...errors].sort());
      for (const status of errors) {
        const schema = o.responses[status].content['application/json'].schema;
        expect(Object.keys(schema.properties).sort(), `${path} ${status}`).toEqual(['error', 'message', 'problems', 'type', 'violations']);
        expect(o.responses[status].description).toMatch(/^Error [A-Z_]+/);
      }
    }
  });

  it('describes the query parameters and the answer fields', () => {
    const params = (path: string) =>
      op('get', path)
        .parameters.map((p: any) => p.name)
        .sort();
    expect(params('/v1/usage/daily')).toEqual(['dashboard', 'days']);
    expect(op('get', '/v1/usage/daily').parameters.find((p: any) => p.name === 'dashboard').schema.enum).toEqual(['include', 'exclude']);
    expect(params('/v1/audit')).toEqual(['before', 'limit', 'via']);
    expect(params('/v1/generations')).toEqual(['before', 'documentId', 'limit']);
    const call = op('get', '/v1/audit').responses['200'].content['application/json'].schema.properties.calls.items;
    expect(Object.keys(call.properties).sort()).toEqual(['apiKey', 'at', 'id', 'latencyMs', 'method', 'route', 'status', 'test', 'user', 'version', 'via']);
    expect(call.properties.via.enum).toEqual(['api', 'dashboard', 'mcp', 'legacy']);
    const file = op('get', '/v1/generations').responses['200'].content['application/json'].schema.properties.generations.items;
    expect(Object.keys(file.properties).sort()).toEqual(GENERATED_FILE_FIELDS);
    expect(op('post', '/v1/auth/password').security).toEqual([{ dashboardCookie: [] }]);
  });
});
