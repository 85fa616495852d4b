import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { ChangeRoleBody, Member, MemberList, MemberParams, RemoveMemberQuery } from './schema.js';
import type { MembersService } from './service.js';

/** The members of the current workspace (dashboard cookie only, like the key routes). */
export const memberRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  const route = declareRoutes(app, { auth: 'cookie', tags: ['members'] });

  route.get('/v1/members', 'List the members', {
    description: 'The users of the current workspace with their roles, oldest first. Any member may read it.',
    response: { 200: MemberList, ...errorResponses(...AUTHED, 'FORBIDDEN') },
    handler: async (req) => members.list(req.ctx!),
  });

  route.patch('/v1/members/:userId', "Change a member's role", {
    description:
      'Admins and owners. Only an owner makes someone owner or changes an owner (that is how ownership is transferred); ' +
      "the last owner cannot step down (403). Another workspace's user is 404.",
    params: MemberParams,
    body: ChangeRoleBody,
    response: { 200: Member, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => members.changeRole(req.ctx!, req.params.userId, req.body.role),
  });

  route.delete('/v1/members/:userId', 'Remove a member', {
    description:
      "Admins and owners (an owner only by an owner; never the last owner). The member's sessions in this workspace end at once, " +
      'on every node: each request checks the membership. The API keys they created keep working (a program may depend on one) unless ' +
      '`revokeKeys=true`: then they are revoked in the same transaction, and answer 401 from the next call. The keys list names each ' +
      "key's creator (`createdBy`).",
    params: MemberParams,
    querystring: RemoveMemberQuery,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await members.remove(req.ctx!, req.params.userId, { revokeKeys: req.query.revokeKeys === 'true' });
      return reply.status(204).send(null);
    },
  });
};
