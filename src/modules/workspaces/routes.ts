import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHED, NoContent, WITH_BODY, errorResponses } from '../../core/openapi.js';
import { declareRoutes } from '../../core/routes.js';
import { userIdOf } from '../../core/context.js';
import type { AccountsService } from '../accounts/service.js';
import { ACCESS_COOKIE } from '../auth/cookies.js';
import type { SessionsService } from '../auth/service.js';
import { SessionInfo, SwitchBody, Workspace, WorkspaceBody, WorkspaceList, WorkspaceParams, WorkspacePatch } from './schema.js';
import type { WorkspacesService } from './service.js';

export interface WorkspaceRouteOptions {
  workspaces: WorkspacesService;
  sessions: Pick<SessionsService, 'switchWorkspace'>;
  accounts: Pick<AccountsService, 'session'>;
}

/** The signed-in user's workspaces (dashboard cookie only; a token belongs to one workspace). */
export const workspaceRoutes: FastifyPluginAsyncZod<WorkspaceRouteOptions> = async (app, { workspaces, sessions, accounts }) => {
  const route = declareRoutes(app, { auth: 'cookie', tags: ['workspaces'] });

  route.get('/v1/auth/session', 'Who is signed in', {
    tags: ['auth'],
    description: "The signed-in user, the session's current workspace and the user's role there.",
    response: { 200: SessionInfo, ...errorResponses(...AUTHED, 'FORBIDDEN') },
    handler: async (req) => accounts.session(req.ctx!),
  });

  route.post('/v1/auth/workspace', 'Switch the current workspace', {
    tags: ['auth'],
    description: "The session acts in this workspace from the next request on (every route, the spec's included). Not a member: 404.",
    body: SwitchBody,
    response: { 200: SessionInfo, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => {
      const ctx = req.ctx!;
      const role = await sessions.switchWorkspace(userIdOf(ctx.actor)!, req.cookies[ACCESS_COOKIE]!, req.body.workspaceId);
      return accounts.session({ ...ctx, accountId: req.body.workspaceId, role });
    },
  });

  route.get('/v1/workspaces', 'List my workspaces', {
    description: "The workspaces the signed-in user belongs to, with their role in each; `current` marks the session's.",
    response: { 200: WorkspaceList, ...errorResponses(...AUTHED, 'FORBIDDEN') },
    handler: async (req) => workspaces.list(req.ctx!),
  });

  route.post('/v1/workspaces', 'Create a workspace', {
    description:
      'A new, empty workspace with the default monthly credits; the caller is its owner. The session stays in its current workspace (switch with POST /v1/auth/workspace).',
    body: WorkspaceBody,
    response: { 201: Workspace, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN') },
    handler: async (req, reply) => reply.status(201).send(await workspaces.create(req.ctx!, req.body.name)),
  });

  route.patch('/v1/workspaces/:id', 'Rename a workspace or change its settings', {
    description:
      'Admins and owners of that workspace (403 naming the role needed otherwise); not a member: 404. `name` renames it; ' +
      "`keepVariables: false` keeps no batch item's variables past its render (and empties those kept so far).",
    params: WorkspaceParams,
    body: WorkspacePatch,
    response: { 200: Workspace, ...errorResponses(...AUTHED, ...WITH_BODY, 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req) => workspaces.update(req.ctx!, req.params.id, req.body),
  });

  route.delete('/v1/workspaces/:id', 'Delete a workspace', {
    description:
      'Owners only. The workspace must be empty (no documents, assets or stored PDFs: 400 otherwise); its keys, members, ' +
      'invitations and credits go with it, and sessions in it end.',
    params: WorkspaceParams,
    response: { 204: NoContent, ...errorResponses(...AUTHED, 'VALIDATION_ERROR', 'FORBIDDEN', 'NOT_FOUND') },
    handler: async (req, reply) => {
      await workspaces.remove(req.ctx!, req.params.id);
      return reply.status(204).send(null);
    },
  });
};
