import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors.js';
import { WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { enforce, type RateLimits } from '../../core/rate-limit.js';
import { noNul } from '../../core/text.js';
import type { AccountsService } from './service.js';

const SignupBody = z
  .object({ email: noNul(z.string().min(3).max(320)), password: z.string().min(8).max(1000) })
  .meta({ examples: [{ email: 'ada@example.com', password: 'correct horse battery staple' }] });
const Created = z.object({ id: z.number().int(), email: z.string() }).meta({ examples: [{ id: 7, email: 'ada@example.com' }] });
const Options = z
  .object({
    signup: z.boolean().meta({ description: 'Whether POST /v1/auth/signup is open (SIGNUP_ENABLED)' }),
    sso: z.boolean().meta({ description: 'Whether "Sign in with SSO" is on (OIDC_ISSUER): GET /v1/auth/oidc/start' }),
  })
  .meta({ examples: [{ signup: false, sso: true }] });

export interface SignupRouteOptions {
  accounts: AccountsService;
  enabled: boolean;
  /** Single sign-on is configured. */
  sso?: boolean;
  limiter: RateLimits;
  /** Attempts per minute per client address (the login limit). */
  perMinute: number;
}

/**
 * Self-service sign-up for the dashboard, off unless SIGNUP_ENABLED=true: with it off, accounts
 * are made by an operator (`quire accounts create`). The new account signs in with
 * POST /v1/auth/login, like any other.
 */
export const signupRoutes: FastifyPluginAsyncZod<SignupRouteOptions> = async (app, { accounts, enabled, sso = false, limiter, perMinute }) => {
  const route = declareRoutes(app, { auth: 'none', tags: ['auth'] });

  route.get('/v1/auth/options', 'Sign-in options (dashboard)', {
    description: 'What the sign-in page offers: whether self-service sign-up is open and whether single sign-on is on.',
    response: { 200: Options, ...errorResponses('INTERNAL_ERROR') },
    handler: async () => ({ signup: enabled, sso }),
  });

  route.post('/v1/auth/signup', 'Create an account (when SIGNUP_ENABLED)', {
    description: 'Creates an account with the default credits. 404 while sign-up is off (the default). Limited per client address like sign-in.',
    body: SignupBody,
    response: { 201: Created, ...errorResponses(...WITH_BODY, 'NOT_FOUND', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      if (!enabled) throw new AppError('NOT_FOUND');
      await enforce(limiter, [{ limit: 'signup-ip', key: req.ip, max: perMinute }]);
      const account = await accounts.create(req.body.email, req.body.password, { selfService: true });
      return reply.status(201).send({ id: account.id, email: account.email });
    },
  });
};
