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
