import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../src/core/errors.js';
import { dereference } from '../support/openapi.js';
import { QUIET_PREVIEWS, startTestQuire, type TestQuire } from '../support/quire.js';

/** Issue #11's page furniture and PDF metadata, and issue 39's variables schema and samples: a client sets them all. */
const FURNITURE = [
  'author',
  'footer',
  'header',
  'headerOnFirstPage',
  'keywords',
  'lang',
  'margins',
  'pdfa',
  'sign',
  'subject',
  'tagged',
  'title',
  'variablesSchema',
  'samples',
];
/** What PATCH takes (and POST, with the starter), but for the publishing mode. */
const EDITABLE = ['archived', 'body', 'folderId', 'fonts', 'format', 'framework', 'landscape', 'name', 'variables', 'kind', 'retention', ...FURNITURE];
/**
 * A document's full payload but for its version state: the spec's fields plus the additive ones: template/preview
 * problems, which samples break the schema, the folder and last save (the dashboard's editor notices a save made
 * elsewhere from updatedAt) and where a partial is used.
 */
const PAYLOAD = [...EDITABLE, 'id', 'uuid', 'updatedAt', 'previewError', 'templateError', 'sampleProblems', 'usedBy'];

// The document and the reference page do not depend on the database: one dialect is enough.
describe('OpenAPI document and reference page', () => {
  let q: TestQuire;
  let doc: any;
  beforeAll(async () => {
    q = await startTestQuire('sqlite', QUIET_PREVIEWS);
    const r = await q.call('GET', '/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    doc = dereference(r.body);
  });
  afterAll(() => q?.close());

  const op = (method: string, path: string) => doc.paths[path]?.[method];
  const schemaOf = (method: string, path: string, status: string) => op(method, path).responses[status].content['application/json'].schema;
  const keys = (schema: any) => Object.keys(schema.properties).sort();

  it('is OpenAPI 3.1 without any credential, describing the API token and the dashboard cookie', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes.apiToken).toEqual({ type: 'apiKey', in: 'header', name: 'x-api-token' });
    expect(doc.components.securitySchemes.dashboardCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
  });

  it('lists every endpoint of the foundation with the status it answers on success', () => {
    const expected: [string, string, string][] = [
      ['get', '/v1/documents', '200'],
      ['post', '/v1/documents', '201'],
      ['get', '/v1/documents/{id}', '200'],
      ['patch', '/v1/documents/{id}', '200'],
      ['delete', '/v1/documents/{id}', '204'],
      ['get', '/v1/folders', '200'],
      ['post', '/v1/folders', '201'],
      ['patch', '/v1/folders/{id}', '200'],
      ['delete', '/v1/folders/{id}', '204'],
      ['get', '/v1/api-keys', '200'],
      ['post', '/v1/api-keys', '201'],
      ['delete', '/v1/api-keys/{id}', '204'],
      ['get', '/v1/me', '200'],
      ['post', '/v1/auth/login', '200'],
      ['post', '/v1/auth/refresh', '200'],
      ['post', '/v1/auth/logout', '204'],
    ];
    for (const [method, path, status] of expected) {
      expect(op(method, path), `${method} ${path}`).toBeDefined();
      expect(Object.keys(op(method, path).responses), `${method} ${path}`).toContain(status);
    }
    expect(doc.paths['/v1/openapi.json']).toBeUndefined();
  });

  it('marks the API key routes cookie-only and the sign-in routes public', () => {
    for (const method of ['get', 'post']) expect(op(method, '/v1/api-keys').security).toEqual([{ dashboardCookie: [] }]);
    expect(op('delete', '/v1/api-keys/{id}').security).toEqual([{ dashboardCookie: [] }]);
    for (const p of ['login', 'refresh', 'logout']) expect(op('post', `/v1/auth/${p}`).security).toEqual([]);
    // Token-or-cookie routes inherit the document-wide choice of either credential.
    expect(op('get', '/v1/documents').security).toBeUndefined();
    expect(doc.security).toEqual(expect.arrayContaining([{ apiToken: [] }, { dashboardCookie: [] }]));
  });

  it('describes the exact field sets of documents: list item, full payload, create response', () => {
    const versionState = ['draftChanged', 'publishedVersion', 'publishing'];
    const item = schemaOf('get', '/v1/documents', '200').properties.documents.items;
    expect(keys(item)).toEqual(
      [
        'createdAt',
        'folderId',
        'format',
        'framework',
        'id',
        'landscape',
        'lastUsedViaApi',
        'name',
        'previewError',
        'previewUrl',
        'previewUpdatedAt',
        'templateError',
        'updatedAt',
        'uuid',
        'kind',
        ...versionState,
      ].sort(),
    );
    expect(keys(schemaOf('get', '/v1/documents/{id}', '200'))).toEqual([...PAYLOAD, ...versionState].sort());
    expect(keys(schemaOf('patch', '/v1/documents/{id}', '200'))).toEqual(keys(schemaOf('get', '/v1/documents/{id}', '200')));
    expect(keys(schemaOf('post', '/v1/documents', '201'))).toEqual([...PAYLOAD, ...versionState, 'createdAt'].sort());
    // Create takes the same fields as PATCH, name required, plus the starter to start from (issue #21).
    const createBody = op('post', '/v1/documents').requestBody.content['application/json'].schema;
    const patchBody = op('patch', '/v1/documents/{id}').requestBody.content['application/json'].schema;
    expect(keys(createBody)).toEqual([...keys(patchBody), 'starter'].sort());
    expect(createBody.required).toEqual(['name']);
    const full = schemaOf('get', '/v1/documents/{id}', '200');
    expect(full.properties.framework.enum).toEqual(['NONE', 'TAILWIND', 'BOOTSTRAP', 'UIKIT']);
    expect(full.properties.format.enum).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const font = full.properties.fonts.items;
    expect(keys(font)).toEqual(['master', 'name', 'variants']);
    expect([...font.required].sort()).toEqual(['name', 'variants']);
  });

  it('describes the request bodies and parameters with their limits', () => {
    const create = op('post', '/v1/documents').requestBody.content['application/json'].schema;
    expect(create.required).toEqual(['name']);
    expect(create.properties.name.description).toMatch(/1-200/);
    const patchBody = op('patch', '/v1/documents/{id}').requestBody.content['application/json'].schema;
    expect(keys(patchBody)).toEqual([...EDITABLE, 'publishing'].sort());
    expect(patchBody.required ?? []).toEqual([]);
    const folderBody = op('post', '/v1/folders').requestBody.content['application/json'].schema;
    expect(folderBody.properties.name.description).toMatch(/1-100/);
    expect(JSON.stringify(folderBody.properties.emoji)).toMatch(/0-8/);
    const folderId = op('get', '/v1/documents').parameters.find((p: any) => p.name === 'folderId');
    expect(folderId.in).toBe('query');
    expect(JSON.stringify(folderId.schema)).toContain('root');
    const id = op('get', '/v1/documents/{id}').parameters.find((p: any) => p.name === 'id');
    expect(id).toMatchObject({ in: 'path', required: true, schema: { type: 'integer', maximum: 2147483647 } });
  });

  it('describes folders, API keys and the account with their exact fields', () => {
    expect(keys(schemaOf('post', '/v1/folders', '201'))).toEqual(['createdAt', 'emoji', 'id', 'name', 'updatedAt']);
    expect(keys(schemaOf('get', '/v1/folders', '200').properties.folders.items)).toEqual(['createdAt', 'documentsCount', 'emoji', 'id', 'name', 'updatedAt']);
    // The key as created holds its token, shown once; listed, it says who made it and its use in the last 7 days.
    const key = ['createdAt', 'id', 'kind', 'lastFour', 'lastUsedAt', 'name', 'prefix', 'retention'];
    expect(keys(schemaOf('post', '/v1/api-keys', '201'))).toEqual([...key, 'token'].sort());
    expect(keys(schemaOf('get', '/v1/api-keys', '200').properties.apiKeys.items)).toEqual([...key, 'createdBy', 'usage7d'].sort());
    const me = schemaOf('get', '/v1/me', '200');
    expect(keys(me)).toEqual(['createdAt', 'email', 'id', 'usage']);
    expect(keys(me.properties.usage.properties.generation)).toEqual(['included', 'periodEnd', 'periodStart', 'remaining', 'topUp', 'used']);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  const operations = () =>
    Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, o]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, o })),
    );

  /** @fastify/swagger moves a schema's examples to the media type: one as `example`, more as `examples`. */
  const examplesOf = (media: any): any[] => (media.example !== undefined ? [media.example] : Object.values(media.examples ?? {}).map((e: any) => e.value));

  it('gives every operation a summary, a description and examples of what it takes and answers', () => {
    expect(operations().length).toBeGreaterThanOrEqual(20);
    for (const { name, o } of operations()) {
      expect(o.summary, name).toMatch(/\w/);
      expect(o.description, name).toMatch(/\w/);
      const body = o.requestBody?.content?.['application/json'];
      if (body) expect(examplesOf(body).length, `${name} request example`).toBeGreaterThan(0);
      for (const [status, r] of Object.entries(o.responses as Record<string, any>)) {
        const media = r.content?.['application/json'];
        if (media && status !== '204') expect(examplesOf(media).length, `${name} ${status} example`).toBeGreaterThan(0);
      }
    }
  });

  it('declares the error envelope of every error an operation can answer, by the one error table', () => {
    const legacy = new Set(['/generate', '/health']);
    for (const { name, path, o } of operations()) {
      const errors = Object.entries(o.responses as Record<string, any>).filter(([status]) => Number(status) >= 400);
      if (path !== '/health') expect(errors.length, name).toBeGreaterThan(0);
      for (const [status, r] of errors) {
        const media = r.content['application/json'];
        const schema = media.schema;
        if (legacy.has(path)) continue;
        expect(schema.required, `${name} ${status}`).toEqual(expect.arrayContaining(['error', 'message']));
        const codes: string[] = schema.properties.error.enum;
        expect(codes.length, `${name} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect((ERRORS as Record<string, { status: number }>)[code]?.status, `${name} ${status} ${code}`).toBe(Number(status));
        expect(examplesOf(media)[0].error, `${name} ${status}`).toBe(codes[0]);
      }
    }
    const generate = op('post', '/v1/generate').responses;
    expect(Object.keys(generate).sort()).toEqual(['200', '400', '401', '402', '403', '404', '409', '413', '422', '429', '500', '503']);
    expect(generate['402'].content['application/json'].schema.properties.type.enum).toEqual(['generation', 'ai']);
    expect(generate['503'].content['application/json'].schema.properties.error.enum).toEqual([
      'SERVICE_UNAVAILABLE',
      'storage_unavailable',
      'RENDER_QUEUE_FULL',
    ]);
    expect(generate['503'].description).toMatch(/Retry-After/);
    expect(Object.keys(op('get', '/v1/api-keys').responses).sort()).toEqual(['200', '401', '403', '429', '500']);
    expect(Object.keys(op('delete', '/v1/documents/{id}').responses).sort()).toEqual(['204', '400', '401', '403', '404', '429', '500']);
  });

  it('answers errors exactly as declared: a 404 matches the declared envelope', async () => {
    const a = await q.account('openapi-404@example.com', { signIn: false });
    const r = await q.call('GET', '/v1/documents/999999', { token: a.token });
    expect(r.status).toBe(404);
    expect(Object.keys(r.body).sort()).toEqual(['error', 'message']);
    expect(op('get', '/v1/documents/{id}').responses['404'].content['application/json'].schema.properties.error.enum).toContain(r.body.error);
  });

  describe('/docs', () => {
    let html: string;
    beforeAll(async () => {
      const r = await fetch(`${q.url}/docs`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      html = await r.text();
    });

    const assets = () => [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)\s*=\s*["']([^"']+)["']/gi)].map((m) => m[1]);

    it('loads every script and stylesheet from Quire itself, none from a CDN', async () => {
      const urls = assets();
      // @fastify/swagger-ui's page: two stylesheets, two icons, three scripts.
      expect(urls.map((u) => u!.split('/').pop()).sort()).toEqual([
        'favicon-16x16.png',
        'favicon-32x32.png',
        'index.css',
        'swagger-initializer.js',
        'swagger-ui-bundle.js',
        'swagger-ui-standalone-preset.js',
        'swagger-ui.css',
      ]);
      expect(html).toMatch(/<script\b[^>]*\bsrc=/i);
      expect(html).toMatch(/<link\b[^>]*rel="stylesheet"/i);
      for (const u of urls) {
        const resolved = new URL(u, `${q.url}/docs/`);
        expect(resolved.origin, u).toBe(q.url);
      }
      expect(html).not.toMatch(/<(script|link|img|iframe)\b[^>]*\b(src|href)\s*=\s*["']?(https?:)?\/\//i);
      expect(html).not.toMatch(/@import/i);
    });

    it('serves each referenced asset, with no external script, style or font URL inside them', async () => {
      for (const u of assets()) {
        const r = await fetch(new URL(u, `${q.url}/docs/`));
        expect(r.status, u).toBe(200);
        const text = await r.text();
        if (/\.css$/.test(u)) {
          expect(text, u).not.toMatch(/@import/i);
          expect(text, u).not.toMatch(/url\(\s*["']?(https?:)?\/\//i);
        }
        if (/\.js$/.test(u)) {
          // No script or stylesheet injected from elsewhere, no known CDN host anywhere.
          expect(text, u).not.toMatch(/(unpkg\.com|jsdelivr\.net|cdnjs\.cloudflare\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)/i);
          expect(text, u).not.toMatch(/\.src\s*=\s*["']https?:\/\//i);
          expect(text, u).not.toMatch(/<(script|link)[^>]+(src|href)=\\?["']https?:\/\//i);
        }
      }
    });

    it('points the page at the local OpenAPI document and turns the external validator off', async () => {
      const init = await (await fetch(`${q.url}/docs/static/swagger-initializer.js`)).text();
      const code = init.replace(/^\s*\/\/.*$/gm, ''); // comments may mention web pages; code may not
      expect(code).not.toMatch(/https?:\/\//);
      expect(code).toMatch(/validatorUrl:\s*null/);
      // The page loads the document the API serves (and shows it by name), not the plugin's copy.
      expect(code).toMatch(/urls":\s*\[\{"url":"\/v1\/openapi\.json","name":"Quire API"\}\]/);
      const spec = await fetch(`${q.url}/docs/json`);
      expect(spec.status).toBe(200);
      expect((await spec.json()).openapi).toBe('3.1.0');
    });
  });
});
