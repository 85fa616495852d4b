import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.js';

/** The dashboard's session cookies (set by /v1/auth/*, read by the app's auth hook). */
export const ACCESS_COOKIE = 'quire_access';
export const REFRESH_COOKIE = 'quire_refresh';
/** The refresh cookie is sent to the auth routes only. */
export const REFRESH_PATH = '/v1/auth';

/** Cookie-authenticated writes must come from Quire's own pages. */
export function checkSameOrigin(request: FastifyRequest, allowedOrigin: string): void {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin !== allowedOrigin) throw new AppError('FORBIDDEN', { variant: 'FORBIDDEN.origin', params: { origin: allowedOrigin } });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

export interface SessionCookies {
  access: string;
  refresh: string;
  accessMaxAge: number;
  refreshMaxAge: number;
}

/** Sets the session pair (HttpOnly, SameSite=Strict; Secure on an https public URL). */
export function setSessionCookies(reply: FastifyReply, pair: SessionCookies, secure: boolean): void {
  const base = { httpOnly: true, sameSite: 'strict' as const, secure };
  reply.setCookie(ACCESS_COOKIE, pair.access, { ...base, path: '/', maxAge: pair.accessMaxAge });
  reply.setCookie(REFRESH_COOKIE, pair.refresh, { ...base, path: REFRESH_PATH, maxAge: pair.refreshMaxAge });
}
