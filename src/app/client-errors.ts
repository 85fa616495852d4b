import type { Socket } from 'node:net';
import { toEnvelope } from '../core/envelope.js';
import { AppError } from '../core/errors.js';

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers over the limit,
 * malformed request lines, timeouts). Node would answer them with an empty body; here they get
 * the same `{ error, message }` envelope as everything else. The request was never parsed, so
 * its Accept-Language is unknown: English.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one to answer.
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const error =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? new AppError('HEADERS_TOO_LARGE')
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError('REQUEST_TIMEOUT')
        : new AppError('VALIDATION_ERROR', { params: { detail: 'the HTTP request is malformed' } });
  const { status, body } = toEnvelope(error, 'en');
  const text = JSON.stringify(body);
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
