import { z } from 'zod';
import { BodyId, PathId } from '../../core/ids.js';
import { chars } from '../../core/text.js';
import { PERMISSIONS } from '../../core/permissions.js';
import { RoleEnum } from '../members/schema.js';

export const WorkspaceParams = z.object({ id: PathId });
export const WorkspaceBody = z.object({ name: chars(1, 100) }).meta({ examples: [{ name: 'Acme design team' }] });

const KeepVariables = z.boolean().meta({
  description:
    "true (default): a batch item's variables are kept (the dashboard shows them) until its file expires or is deleted. " +
    'false: none are kept past the render, on every render path; turning it off empties those already kept. ' +
    'A single generate (REST, legacy, MCP) never stores its variables either way',
});

/** PATCH: the settings to change, at least one. */
export const WorkspacePatch = z
  .object({ name: chars(1, 100).optional(), keepVariables: KeepVariables.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.keepVariables !== undefined, { message: 'name or keepVariables: give at least one' })
  .meta({ examples: [{ name: 'Acme design team' }, { keepVariables: false }] });

export const Workspace = z
  .object({
    id: z.number().int().meta({ description: 'The workspace id: the `accountId` of the spec' }),
    name: z.string(),
    role: RoleEnum,
    current: z.boolean().meta({ description: "Whether it is the session's current workspace" }),
    keepVariables: KeepVariables,
    createdAt: z.string(),
  })
  .meta({ examples: [{ id: 1, name: 'Acme', role: 'owner', current: true, keepVariables: true, createdAt: '2026-11-01T08:00:00.000Z' }] });

export const WorkspaceList = z.object({ workspaces: z.array(Workspace) }).meta({
  examples: [
    {
      workspaces: [
        { id: 1, name: 'Acme', role: 'owner', current: true, keepVariables: true, createdAt: '2026-11-01T08:00:00.000Z' },
        { id: 4, name: 'Client work', role: 'editor', current: false, keepVariables: false, createdAt: '2026-11-20T10:00:00.000Z' },
      ],
    },
  ],
});

export const SwitchBody = z.object({ workspaceId: BodyId }).meta({ examples: [{ workspaceId: 4 }] });

export const PermissionEnum = z.enum(PERMISSIONS);

export const SessionInfo = z
  .object({
    user: z.object({ id: z.number().int(), email: z.string().meta({ description: 'The signed-in person (not the workspace owner)' }) }),
    workspace: z.object({ id: z.number().int(), name: z.string() }),
    role: RoleEnum,
    permissions: z.array(PermissionEnum).meta({
      description:
        "What the role allows in this workspace (the server's one table): the dashboard shows the pages and actions these allow. " +
        'Each route still checks its own',
    }),
  })
  .meta({
    examples: [
      {
        user: { id: 3, email: 'grace@example.com' },
        workspace: { id: 1, name: 'Acme' },
        role: 'editor',
        permissions: ['session', 'documents:read', 'documents:write', 'files:read', 'files:delete', 'generate', 'assistant', 'usage:read', 'members:read'],
      },
    ],
  });
