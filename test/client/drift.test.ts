import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUTS, clientSources } from '../../clients/typescript/scripts/sources.js';

/**
 * The committed document and client types must be what the routes describe today. After adding
 * or changing a route: `npm run client:generate`, then commit clients/typescript.
 */
describe('@quire/client drift check', () => {
  it('the committed OpenAPI document and generated types match a fresh generation', async () => {
    const fresh = await clientSources();
    const hint = 'out of date: run `npm run client:generate` and commit clients/typescript';
    expect(fs.readFileSync(OUTPUTS.document, 'utf8') === fresh.document, `openapi.json ${hint}`).toBe(true);
    expect(fs.readFileSync(OUTPUTS.types, 'utf8') === fresh.types, `src/schema.ts ${hint}`).toBe(true);
    // The document is the API's own: every path the server answers is in the generated types.
    for (const path of Object.keys(JSON.parse(fresh.document).paths)) expect(fresh.types, path).toContain(`"${path}": {`);
  }, 120_000);
});
