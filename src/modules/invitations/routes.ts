import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { AppError } from '../../core/errors.js';
import { enforce, type LimitCheck, type RateLimits } from '../../core/rate-limit.js';
import { ACCESS_COOKIE, checkSameOrigin, setSessionCookies } from '../auth/cookies.js';
import type { SessionsService } from '../auth/service.js';
import { Accepted, AcceptBody, CreatedInvitation, InvitationList, InvitationParams, InvitationPreview, InviteBody, LookupBody } from './schema.js';
import type { InvitationsService } from './service.js';

export interface InvitationRouteOptions {
  invitations: InvitationsService;
  sessions: Pick<SessionsService, 'resolve'>;
  publicUrl: string;
  limiter: RateLimits;
  perMinute: number;
  /** INVITATIONS_PER_HOUR: invitations one workspace may make per hour (default 50). */
  perHour?: number;
}

export const invitationRoutes: FastifyPluginAsyncZod<InvitationRouteOptions> = async (
  app,
  { invitations, sessions, publicUrl, limiter, perMinute, perHour = 50 },
) => {
  const route = declareRoutes(app, { auth: 'cookie', tags: ['members'] });
  const origin = new URL(publicUrl).origin;

  /**
   * Takes one of the workspace's invitations of this hour, counted in the shared rate limiter
   * (memory or Redis, so every node shares the budget); over it, 429 with Retry-After and nothing
   * is stored or mailed.
   */
  async function takeInvitationSlot(accountId: number): Promise<LimitCheck[]> {
    const checks: LimitCheck[] = [{ limit: 'invitations', key: accountId, max: perHour, windowSeconds: 3600 }];
    const verdict = await limiter.consume(checks);
    if (!verdict.allowed) {
      const retryAfter = verdict.retryAfterSeconds;
      throw new AppError('RATE_LIMIT_EXCEEDED', { variant: 'RATE_LIMIT_EXCEEDED.invitations', retryAfter, params: { retryAfter, max: perHour } });
    }
    return checks;
  }

  route.post('/v1/invitations', 'Invite someone', {
    description:
      "Admins and owners (only an owner invites an owner). Answers a single-use link valid for 7 days; only the token's SHA-256 is stored. " +
      'With SMTP_URL set it is also sent to the email. A workspace makes at most INVITATIONS_PER_HOUR invitations per hour (default 50): ' +
      'the next answers 429 RATE_LIMIT_EXCEEDED with Retry-After, and is neither stored nor sent. A refused invitation (a member already, a bad email) does not count.',
    body: InviteBody,
    response: { 201: CreatedInvitation, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'RATE_LIMIT_EXCEEDED') },
    handler: async (req, reply) => {
      const slot = await takeInvitationSlot(req.ctx!.accountId);
      const created = await invitations.create(req.ctx!, req.body).catch((err: unknown) => limiter.release(slot).then(() => Promise.reject(err)));
      return reply.status(201).send(created);
    },
  });

  route.get('/v1/invitations', 'List pending invitations', {
    description: 'Invitations of the current workspace neither accepted, revoked nor expired, newest first. Admins and owners.',
    response: { 200: InvitationList, ...errorResponses(...AUTHED, 'FORBIDDEN') },
    handler: async (req) => invitations.list(req.ctx!),
  });

  route.delete('/v1/invitations/:id', 'Revoke an invitation', {
    description: "Its link stops working. Admins and owners; another workspace's invitation is 404.",
    params: InvitationParams,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await invitations.revoke(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  route.post('/v1/invitations/lookup', 'Look up an invitation by its token', {
    auth: 'none',
    tags: ['auth'],
    description:
      'What the accept page shows before accepting: the workspace, the role and the email the invitation was sent to. ' +
      'Only with a live token (the token is in the body, so it is never in a request line or a log); any other token answers 401 ' +
      'like accepting it would. Failed look-ups are limited per address like sign-in.',
    body: LookupBody,
    response: { 200: InvitationPreview, ...errorResponses(...WITH_BODY, 'UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req) => {
      if (req.headers.origin || req.headers.referer) checkSameOrigin(req, origin);
      // Only failures count (guessing tokens); a person reloading the page with theirs is not held back.
      const checks: LimitCheck[] = [{ limit: 'invitation-lookup-ip', key: req.ip, max: perMinute }];
      await enforce(limiter, checks);
      const preview = await invitations.lookup(req.body.token);
      await limiter.release(checks);
      return preview;
    },
  });

  route.post('/v1/invitations/accept', 'Accept an invitation', {
    auth: 'none',
    tags: ['auth'],
    description:
      'Creates the user (with `password`) or, for an email that already has a user, takes their password (or their session); ' +
      'joins the workspace with the invited role and sets the session cookies there. The token works once. Limited per address like sign-in.',
    body: AcceptBody,
    response: { 200: Accepted, ...errorResponses(...WITH_BODY, 'UNAUTHORIZED', 'FORBIDDEN', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR') },
    handler: async (req, reply) => {
      if (req.headers.origin || req.headers.referer) checkSameOrigin(req, origin);
      await enforce(limiter, [{ limit: 'invitation-ip', key: req.ip, max: perMinute }]);
      const access = req.cookies[ACCESS_COOKIE];
      const signedIn = access ? await sessions.resolve(access) : null;
      const { accountId, userId, cookies } = await invitations.accept(req.body, signedIn?.userId ?? null);
      setSessionCookies(reply, cookies, publicUrl.startsWith('https:'));
      return { accountId, userId, accessExpiresIn: cookies.accessMaxAge };
    },
  });
};
