import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from '../../../src/app/openapi-document.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The committed outputs: the document as Quire serves it, and the types generated from it. */
export const OUTPUTS = { document: path.join(ROOT, 'openapi.json'), types: path.join(ROOT, 'src/schema.ts') };

const HEADER = `/**
 * Generated from Quire's OpenAPI document by \`npm run client:generate\`: do not edit by hand.
 * test/client/drift.test.ts fails when this file differs from what the server describes.
 */

`;

/** What `npm run client:generate` writes, from a server assembled in this process. */
export async function clientSources(): Promise<{ document: string; types: string }> {
  const doc = await openApiDocument();
  const document = JSON.stringify(doc, null, 2) + '\n';
  // openapi-typescript parses a string as the document's JSON (or YAML) text.
  const ast = await openapiTS(document);
  return { document, types: HEADER + astToString(ast) };
}
