import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { isAppError } from '../../core/errors.js';
import { enforce, type LimitCheck, type RateLimits } from '../../core/rate-limit.js';
import { normalizeEmail } from '../accounts/schema.js';
import type { ModuleSettings } from '../deps.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_PATH, checkSameOrigin, setSessionCookies } from './cookies.js';
import type { ChangePasswordVerb } from './change-password.js';
import { ChangePasswordBody, LoginBody, Refreshed, Session } from './schema.js';
import type { CookiePair, SessionsService } from './service.js';

export interface AuthRouteOptions {
  sessions: SessionsService;
  changePassword: ChangePasswordVerb;
  config: Pick<ModuleSettings, 'publicUrl' | 'LOGIN_RATE_LIMIT_PER_MINUTE'>;
  limiter: RateLimits;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { sessions, changePassword, config, limiter }) => {
  const route = declareRoutes(app, { auth: 'none', tags: ['auth'] });

  const origin = new URL(config.publicUrl).origin;
  const secure = config.publicUrl.startsWith('https:');

  const setCookies = (reply: FastifyReply, pair: CookiePair) => setSessionCookies(reply, pair, secure);

  /** Browsers always send Origin on POST; a foreign one is a cross-site request. */
  const sameSite = (req: FastifyRequest) => {
    if (req.headers.origin || req.headers.referer) checkSameOrigin(req, origin);
  };

  route.post('/v1/auth/login', 'Sign in (dashboard)', {
    description:
      'Checks the email and password and sets the session cookies (quire_access, quire_refresh; HttpOnly, SameSite=Strict). Failed attempts are limited per address and per email (LOGIN_RATE_LIMIT_PER_MINUTE).',
    body: LoginBody,
    response: { 200: Session, ...errorResponses(...WITH_BODY, 'UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      sameSite(req);
      // Only failures count: people behind one address (an office, a NAT) sign in all day, while
      // password guessing is stopped per address and per email once failures reach the limit.
      // Each attempt takes its slot before the password is checked and a success gives it back, so
      // a burst of concurrent guesses cannot slip past the limit while the first ones are checked.
      const max = config.LOGIN_RATE_LIMIT_PER_MINUTE;
      const keys: LimitCheck[] = [
        { limit: 'login-ip', key: req.ip, max },
        { limit: 'login-email', key: normalizeEmail(req.body.email), max },
      ];
      await enforce(limiter, keys);
      const { accountId, cookies } = await sessions.login(req.body.email, req.body.password).catch((err: unknown) => {
        // Only a wrong email or password is a failed attempt; a database outage is not the caller's.
        if (!(isAppError(err) && err.code === 'UNAUTHORIZED')) return limiter.release(keys).then(() => Promise.reject(err));
        throw err;
      });
      await limiter.release(keys);
      setCookies(reply, cookies);
      return { accountId, accessExpiresIn: cookies.accessMaxAge };
    },
  });

  route.post('/v1/auth/refresh', 'Renew the session (dashboard)', {
    description: 'Takes the quire_refresh cookie and sets a new pair of cookies; the old refresh token stops working.',
    response: { 200: Refreshed, ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      sameSite(req);
      const pair = await sessions.refresh(req.cookies[REFRESH_COOKIE]);
      setCookies(reply, pair);
      return { accessExpiresIn: pair.accessMaxAge };
    },
  });

  route.post('/v1/auth/logout', 'Sign out (dashboard)', {
    description: 'Revokes the session of the cookies sent (neither token works afterwards) and clears them.',
    response: { 204: NoContent, ...errorResponses('FORBIDDEN', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      sameSite(req);
      await sessions.logout({ access: req.cookies[ACCESS_COOKIE], refresh: req.cookies[REFRESH_COOKIE] });
      reply.clearCookie(ACCESS_COOKIE, { path: '/' }).clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
      return reply.status(204).send(null);
    },
  });

  route.post('/v1/auth/password', 'Change the password', {
    auth: 'cookie',
    description:
      'Dashboard cookie only. Needs the current password (a wrong one: 400 VALIDATION_ERROR naming `currentPassword`, ' +
      'counted like a failed login). The new password takes effect at once and every other session of the account ends ' +
      '(their cookies get 401); the calling session stays signed in.',
    body: ChangePasswordBody,
    response: { 204: NoContent, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
    handler: async (req, reply) => {
      // Guessing the current password from a stolen session is throttled like guessing at login.
      const checks: LimitCheck[] = [{ limit: 'password-change', key: req.ctx!.accountId, max: config.LOGIN_RATE_LIMIT_PER_MINUTE }];
      await enforce(limiter, checks);
      await changePassword(req.ctx!, req.cookies[ACCESS_COOKIE]!, req.body);
      await limiter.release(checks);
      return reply.status(204).send(null);
    },
  });
};
