import { AppError, isAppError } from '../core/errors.js';

/**
 * A database error that says the connection, not the query, failed: the server terminated the
 * backend (pg_terminate_backend, restart, failover), the socket broke, or no connection could
 * be opened. The request that hit it may be retried; the pool opens a new connection.
 */
export function isConnectionLost(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash, cannot connect now).
    if (/^08...$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    if (['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN'].includes(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (/Connection terminated|Client has encountered a connection error|Client was closed|connection timeout/i.test(message)) return true;
  }
  return false;
}

/**
 * A dropped database connection is the service's moment, not a bug: 503 with Retry-After 1
 * (the pool reconnects; a retry works). The one mapping REST, MCP and generation share; any
 * other error is answered as it is.
 */
export function connectionLostAs503(err: unknown): unknown {
  return !isAppError(err) && isConnectionLost(err) ? new AppError('SERVICE_UNAVAILABLE', { retryAfter: 1 }, { cause: err }) : err;
}

/** A write refused by a unique index (PostgreSQL 23505, SQLite's UNIQUE constraint). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
