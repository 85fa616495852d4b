import { toEnvelope } from '../core/envelope.js';
import { ConfigError, isAppError } from '../core/errors.js';

// Failures whose cause is a setting: the message names the variable to change, not a stack trace.
const PORT_CODES = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);
const DATABASE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '28P01', '28000', '3D000']);

/** What `quire` prints before exiting with status 1. */
export function describeFailure(err: unknown): string {
  if (err instanceof ConfigError) return err.message;
  if (isAppError(err)) {
    // The envelope's code, and the detail (what the person typed wrong) or else its message.
    const { body, detail } = toEnvelope(err, 'en');
    return `error: ${body.error}: ${detail ?? body.message}`;
  }
  const e = err as { code?: string; message?: string; syscall?: string };
  if (e?.syscall === 'listen' && e.code && PORT_CODES.has(e.code)) {
    return `Cannot listen (${e.code}: ${e.message}). Set PORT (and HOST) to a free address this user may bind.`;
  }
  if (e?.code && DATABASE_CODES.has(e.code) && e.syscall !== 'listen') {
    return `Cannot open the database (${e.code}: ${e.message}). Check DATABASE_URL (unset it to use the SQLite file in DATA_DIR).`;
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}
