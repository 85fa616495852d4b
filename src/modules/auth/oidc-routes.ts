import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { enforce, type RateLimits } from '../../core/rate-limit.js';
import { ACCESS_COOKIE, setSessionCookies } from './cookies.js';
import type { OidcFlow, OidcService } from './oidc.js';

const FLOW_COOKIE = 'quire_oidc';
const FLOW_PATH = '/v1/auth/oidc';
const FLOW_SECONDS = 600;

export interface OidcRouteOptions {
  oidc: OidcService;
  publicUrl: string;
  limiter: RateLimits;
  perMinute: number;
}

const Redirect = z.null().describe('302 to the identity provider, or to the dashboard once signed in');

/** "Sign in with SSO": registered only when OIDC_ISSUER is set. */
export const oidcRoutes: FastifyPluginAsyncZod<OidcRouteOptions> = async (app, { oidc, publicUrl, limiter, perMinute }) => {
  const route = declareRoutes(app, { auth: 'none', tags: ['auth'] });

  const secure = publicUrl.startsWith('https:');
  // Lax, not Strict: the provider's redirect back is a cross-site navigation that must carry it.
  const flowCookie = { httpOnly: true, sameSite: 'lax' as const, secure, path: FLOW_PATH };
  const clearFlow = (reply: FastifyReply) => reply.clearCookie(FLOW_COOKIE, flowCookie);

  route.get('/v1/auth/oidc/start', 'Sign in with SSO (dashboard)', {
    description:
      'Redirects the browser to the OpenID Connect provider (authorization code flow with PKCE, state and nonce, kept in a short-lived HttpOnly cookie).',
    response: { 302: Redirect, ...errorResponses('UNAUTHORIZED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      await enforce(limiter, [{ limit: 'sso-ip', key: req.ip, max: perMinute * 6 }]);
      // A signed-in browser (password session) may link its SSO identity to its user.
      const { url, flow } = await oidc.start(req.cookies[ACCESS_COOKIE]);
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), { ...flowCookie, maxAge: FLOW_SECONDS });
      return reply.redirect(url, 302);
    },
  });

  route.get('/v1/auth/oidc/callback', 'SSO callback (dashboard)', {
    description:
      'Where the provider sends the browser back. Checks state, exchanges the code (with the PKCE verifier), verifies the ID token ' +
      '(issuer, audience, signature, expiry, nonce) and the email (verified; in OIDC_ALLOWED_DOMAINS; NFKC and case-folded, a non-ASCII ' +
      'lookalike of an ASCII address refused), then sets the session cookies and redirects to the dashboard. An identity is linked to an ' +
      'existing user by email only when an operator made that user, this issuer vouched for it before, or the browser was signed in as ' +
      'that user at /start (403 FORBIDDEN otherwise); linking ends every other session of the user. Any failure answers the error ' +
      'envelope and makes no session.',
    querystring: z.looseObject({ code: z.string().optional(), state: z.string().optional() }),
    response: { 302: Redirect, ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      await enforce(limiter, [{ limit: 'sso-ip', key: req.ip, max: perMinute * 6 }]);
      // Used once whatever happens: a replayed callback finds no flow.
      clearFlow(reply);
      const current = new URL(req.url, publicUrl);
      const { cookies } = await oidc.callback(current, readFlow(req.cookies[FLOW_COOKIE]));
      setSessionCookies(reply, cookies, secure);
      return reply.redirect('/', 302);
    },
  });
};

function readFlow(value: string | undefined): OidcFlow | null {
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<OidcFlow>;
    const wellFormed = typeof flow.state === 'string' && typeof flow.nonce === 'string' && typeof flow.verifier === 'string';
    return wellFormed && (flow.link === undefined || typeof flow.link === 'string') ? (flow as OidcFlow) : null;
  } catch {
    return null;
  }
}
