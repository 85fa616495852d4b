import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { assemble } from './boot.js';
import { loadConfig } from './config.js';
import { buildServer } from './server.js';

/** The public URL the committed document (and the client generated from it) names. */
export const DOCUMENT_PUBLIC_URL = 'http://localhost:3000';

/**
 * The OpenAPI document exactly as GET /v1/openapi.json serves it, from a server assembled on an
 * empty SQLite database that never listens or renders: what `npm run client:generate` and the
 * client drift test read.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-openapi-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: DOCUMENT_PUBLIC_URL });
  const { db, deps, services, log } = await assemble(config);
  try {
    const app = await buildServer({ config, log, services, deps, limiter: deps.limits });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await deps.limits.close();
    await services.audit.close();
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
