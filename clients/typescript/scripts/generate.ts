/**
 * `npm run client:generate`: regenerates clients/typescript/openapi.json and src/schema.ts from
 * the routes' own schemas (a server assembled in this process; nothing listens). Run it after
 * adding or changing a route, then `npm run build -w @quire/client`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { OUTPUTS, clientSources } from './sources.js';

const sources = await clientSources();
await fs.writeFile(OUTPUTS.document, sources.document);
await fs.writeFile(OUTPUTS.types, sources.types);
for (const file of Object.values(OUTPUTS)) console.log(`wrote ${path.relative(process.cwd(), file)}`);
